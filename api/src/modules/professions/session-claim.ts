import {
  INVENTORY_SLOTS,
  professionActionById,
  professionProgress,
  resolveAction,
  slotsUsed,
  type ActionCheckResponse,
  type ActionResult,
  type ActionResultView,
  type ProfessionId,
  type Season,
  type Terrain,
  type WeatherCondition,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import type { DomainEventMap } from '../../domain-events';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { gainExperience, professionTrack } from '../economy/experience';
import { addItems, inventoryOf } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { applyActivityImpacts } from '../market/activity-impact';
import { claimSession, keepPendingRoll, pendingRollOf, readSession, storeClaimedResult, toSessionView, type SessionRow } from './session-store';
import { readWorker } from './work-site';

/** The spec's text when what was made does not fit (001 §8, as gathering says it). */
export const RESULT_INVENTORY_FULL_TEXT = 'Inventory Full!';

type CheckOutcome =
  | { kind: 'answer'; answer: ActionCheckResponse; paid: boolean; marketChanges: DomainEventMap['market-changed'][] }
  | { kind: 'inventory-full' };

function answerOf(row: SessionRow, now: number): ActionCheckResponse {
  const data = toSessionView(row, now);
  return { success: true, result: data.result, data };
}

/** Whether what was made needs more slots than the inventory has (stacks already held take more first). */
function overflows(inventory: Readonly<Record<string, number>>, rolled: ActionResult): boolean {
  const after: Record<string, number> = { ...inventory };
  for (const item of rolled.items) after[item.itemId] = (after[item.itemId] ?? 0) + item.quantity;
  const used = slotsUsed(after);
  return used > INVENTORY_SLOTS && used > slotsUsed(inventory);
}

/** Pays a rolled result into the claimed session: goods, experience, the market's reaction. */
async function payResult(trx: Executor, row: SessionRow, rolled: ActionResult, now: number) {
  const profession = row.profession as ProfessionId;
  for (const item of rolled.items) {
    await addItems(trx, row.player_id, item.itemId, item.quantity);
    await recordLedger(trx, { playerId: row.player_id, kind: 'profession-result', itemId: item.itemId, quantity: item.quantity, copperDelta: 0, cityId: row.city_id, refId: row.id }, now);
  }
  const experience = await gainExperience(trx, row.player_id, professionTrack(profession), rolled.xpGained, { kind: 'profession-result', cityId: row.city_id, refId: row.id }, now);
  const level = professionProgress(experience).level;
  const marketChanges = await applyActivityImpacts(trx, row.city_id, rolled.marketImpacts, now);
  const result: ActionResultView = {
    success: rolled.success,
    items: rolled.items,
    xpGained: rolled.xpGained,
    message: rolled.message,
    totalValueCopper: rolled.totalValueCopper,
    successRate: rolled.successRate,
    marketCondition: rolled.marketCondition,
    impactCityId: marketChanges.length > 0 ? row.city_id : null,
    level,
    experience,
    leveledUp: level > professionProgress(experience - rolled.xpGained).level,
  };
  return { result, marketChanges };
}

/**
 * GET /{profession}/check/{id}: the session, and once it has ended its result. The first check
 * after the end claims it: one roll with the conditions it was started in (its level, terrain,
 * weather and season), then goods, experience and market impact, all in one transaction whose
 * guarded claim lets only one check pay. Later checks answer the stored result (claimed once; a
 * retry after a lost answer shows the same). When the goods do not fit, the roll is kept, the
 * session stays open and the check is refused 'Inventory Full!': nothing is lost or re-rolled.
 */
export async function checkSession(ctx: AppContext, playerId: string, profession: ProfessionId, sessionId: string): Promise<ActionCheckResponse> {
  const outcome = await transact(ctx.db, async (trx): Promise<CheckOutcome> => {
    const now = ctx.clock.now();
    // The player's row lock first, as every transaction that counts their inventory takes it.
    await readWorker(trx, playerId, { lock: true });
    const row = await readSession(trx, playerId, sessionId);
    if (!row || row.profession !== profession) throw new Refusal('SESSION_NOT_FOUND');
    if (row.claimed_at !== null || row.ends_at > now) return { kind: 'answer', answer: answerOf(row, now), paid: false, marketChanges: [] };

    const action = professionActionById(row.action_id);
    if (!action) throw new Error(`profession session ${row.id} names an action this build does not know: ${row.action_id}`);
    const rolled =
      pendingRollOf(row) ??
      resolveAction(action, { level: row.level, terrain: row.terrain as Terrain, weather: row.weather as WeatherCondition, season: row.season as Season }, ctx.random);
    if (overflows(await inventoryOf(trx, playerId), rolled)) {
      await keepPendingRoll(trx, row.id, rolled);
      return { kind: 'inventory-full' };
    }
    if (!(await claimSession(trx, playerId, row.id, now))) {
      const settled = await readSession(trx, playerId, sessionId);
      return { kind: 'answer', answer: answerOf(settled ?? row, now), paid: false, marketChanges: [] };
    }
    const { result, marketChanges } = await payResult(trx, row, rolled, now);
    return { kind: 'answer', answer: answerOf(await storeClaimedResult(trx, row.id, result), now), paid: true, marketChanges };
  });

  if (outcome.kind === 'inventory-full') throw new Refusal('INVENTORY_FULL', RESULT_INVENTORY_FULL_TEXT);
  if (outcome.paid) {
    for (const change of outcome.marketChanges) ctx.events.emit('market-changed', change);
    ctx.events.emit('player-changed', { playerId, reason: 'profession-result' });
  }
  return outcome.answer;
}

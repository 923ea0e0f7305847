import { randomUUID } from 'node:crypto';
import { actionAvailability, professionActionById, type ActionStartResponse, type ProfessionId } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { isUniqueViolation, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { inventoryOf, removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { debitCopper } from '../economy/wallet';
import { chooseFirstProfession } from '../players/player-state';
import { insertSession, openSessions, toSessionView, type SessionRow } from './session-store';
import { professionLevel, readWorker, workerPosition, workSiteAt } from './work-site';

export interface StartOptions {
  /**
   * A further condition of this start on what the player holds (a repair needs the tool brought
   * in), judged inside the transaction after the one-session check; it throws a Refusal.
   */
  requireHolding?: (inventory: Readonly<Record<string, number>>) => void;
}

/**
 * POST /{profession}/start: judges the action where and when the player stands (001 §5), takes
 * its cost and materials (whatever the outcome, as the failure texts say) and opens a session
 * ending after the action's duration. One transaction under the player's row lock; the unique
 * index profession_sessions_one_open refuses a second open session of the profession even if two
 * starts ever met. Any profession may be worked (docs/decisions.md); the first one worked becomes
 * the player's profession.
 */
export async function startAction(ctx: AppContext, playerId: string, profession: ProfessionId, actionId: string, options: StartOptions = {}): Promise<ActionStartResponse> {
  const action = professionActionById(actionId);
  if (!action || action.profession !== profession) throw new Refusal('UNKNOWN_ACTION');

  const started = await transact(ctx.db, async (trx): Promise<{ row: SessionRow; now: number }> => {
    const now = ctx.clock.now();
    const worker = await readWorker(trx, playerId, { lock: true });
    const site = workSiteAt(workerPosition(ctx, playerId, worker), now);
    if ((await openSessions(trx, playerId, profession)).length > 0) throw new Refusal('ACTION_IN_PROGRESS');

    const level = await professionLevel(trx, playerId, profession);
    const inventory = await inventoryOf(trx, playerId);
    options.requireHolding?.(inventory);
    const availability = actionAvailability(action, { level, inventory, copper: worker.copper, ...site });
    if (!availability.available) throw new Refusal('ACTION_UNAVAILABLE', availability.reason);

    const id = randomUUID();
    let row: SessionRow;
    try {
      row = await insertSession(trx, {
        id,
        player_id: playerId,
        profession,
        action_id: action.id,
        started_at: now,
        ends_at: now + action.durationMs,
        terrain: site.terrain,
        weather: site.weather,
        season: site.season,
        level,
        city_id: site.cityId,
        cost_copper: action.costCopper,
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw new Refusal('ACTION_IN_PROGRESS');
      throw error;
    }

    // Guarded in their statements: a purse or stock that changed since the read refuses here.
    if (action.costCopper > 0) {
      await debitCopper(trx, playerId, action.costCopper, now);
      await recordLedger(trx, { playerId, kind: 'profession-start', copperDelta: -action.costCopper, cityId: site.cityId, refId: id }, now);
    }
    for (const [itemId, quantity] of Object.entries(action.materials)) {
      await removeItems(trx, playerId, itemId, quantity);
      await recordLedger(trx, { playerId, kind: 'profession-start', itemId, quantity: -quantity, copperDelta: 0, cityId: site.cityId, refId: id }, now);
    }
    if (worker.profession === null) await chooseFirstProfession(trx, playerId, profession);
    return { row, now };
  });

  ctx.events.emit('player-changed', { playerId, reason: 'profession-start' });
  return { success: true, sessionId: started.row.id, message: `${action.name} started`, data: toSessionView(started.row, started.now) };
}

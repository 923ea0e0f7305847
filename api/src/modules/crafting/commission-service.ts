import { cityName, commissionService, commissionTerms, itemDisplayName, serviceGate, type CraftClaimResponse, type QueuedCraft } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { recordLedger } from '../economy/ledger';
import { parseSkills } from '../economy/experience';
import { debitCopper } from '../economy/wallet';
import { placeOfPlayer, requireCity } from '../players/player-position';
import { enqueueCraft, lockCrafter, toQueuedCraft, type CraftRow } from './craft-store';
import { giveItems } from './item-moves';
import { professionLevelOf } from './profession-experience';

/** What a commission was placed with: its claim delivers this, whatever the catalogue says later. */
export interface CommissionPlan {
  itemId: string;
  priceCopper: number;
  cityId: number;
}

const COMMISSION_CITY_TEXT = 'Commissions are taken at a city’s workshop: go to a city';

/**
 * POST /crafting/commission: the master crafter of the city the player stands in makes one item
 * a crafting action makes, for its catalogue value times 1.5, paid now (ledger 'commission').
 * The item is made over the duration of the quickest crafting action that makes it and comes
 * through the crafting queue, claimed with POST /crafts/{id}/claim. One transaction under the
 * player's row lock, like every queue insert: the queue limit and the purse hold under concurrency.
 */
export async function commissionItem(ctx: AppContext, playerId: string, itemType: string): Promise<{ craft: QueuedCraft; message: string }> {
  const terms = commissionTerms(itemType);
  if (!terms) throw new Refusal('UNKNOWN_COMMISSION');
  const queued = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const crafter = await lockCrafter(trx, playerId);
    const notInCity = new Refusal('NOT_IN_CITY', COMMISSION_CITY_TEXT);
    const cityId = requireCity(placeOfPlayer(ctx, playerId, crafter), undefined, { onFarm: notInCity, elsewhere: notInCity });

    // Rare and finer work needs the craftsmen's advanced or master crafting (000 §5), in the gate's words.
    const { skills } = await trx.selectFrom('players').select('skills').where('user_id', '=', playerId).executeTakeFirstOrThrow();
    const gate = serviceGate(commissionService(terms.itemId), parseSkills(skills));
    if (!gate.allowed) throw new Refusal('SKILL_TOO_LOW', gate.text);

    const plan: CommissionPlan = { itemId: terms.itemId, priceCopper: terms.priceCopper, cityId };
    const level = await professionLevelOf(trx, playerId, 'crafting');
    const row = await enqueueCraft(trx, { playerId, kind: 'commission', recipeId: terms.itemId, quantity: 1, level, durationMs: terms.durationMs, plan }, now);
    // Guarded in its statement: a purse that cannot pay refuses, and the queued row rolls back with it.
    await debitCopper(trx, playerId, terms.priceCopper, now);
    await recordLedger(trx, { playerId, kind: 'commission', itemId: terms.itemId, quantity: 0, copperDelta: -terms.priceCopper, cityId, refId: row.id }, now);
    return { craft: toQueuedCraft(row, now), message: `The master crafter of ${cityName(cityId)} is making your ${itemDisplayName(terms.itemId)}` };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'commission' });
  return queued;
}

/** Delivers a finished commission: the item, no experience (the master did the work). A full inventory refuses, leaving it claimable. */
export async function payCommission(trx: Executor, row: CraftRow, now: number): Promise<CraftClaimResponse['data']> {
  const plan = JSON.parse(row.plan) as CommissionPlan;
  const produced = { [plan.itemId]: row.quantity };
  await giveItems(trx, row.player_id, produced, 'commission', row.id, now);
  return {
    craftId: row.id,
    producedItems: produced,
    failed: 0,
    quality: null,
    xpGained: 0,
    level: await professionLevelOf(trx, row.player_id, 'crafting'),
    leveledUp: false,
    message: `Successfully crafted ${itemDisplayName(plan.itemId)}`,
    discovery: null,
  };
}

import { cityName, commissionService, commissionTerms, itemDisplayName, npcsInCity, type CommissionRequest, type CraftClaimResponse, type Npc, type QueuedCraft } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { recordLedger } from '../economy/ledger';
import { debitCopper } from '../economy/wallet';
import { requireNpc } from '../npcs/npc-guard';
import { placeOfPlayer, requireCity, type Located } from '../players/player-position';
import { enqueueCraft, lockCrafter, toQueuedCraft, type CraftRow } from './craft-store';
import { giveItems } from './item-moves';
import { professionLevelOf } from './profession-experience';

/** What a commission was placed with: its claim delivers this, whatever the catalogue says later. */
export interface CommissionPlan {
  itemId: string;
  priceCopper: number;
  cityId: number;
}

const COMMISSION_CITY_TEXT = 'Commissions are taken by a city’s craftsman: go to a city';

/**
 * The craftsman a request without `npcId` asks (the spec's body names none): the nearest to the
 * player of their city's. The guard then judges him like any other; a city without one refuses.
 */
function craftsmanNear(place: Located): string {
  const notInCity = new Refusal('NOT_IN_CITY', COMMISSION_CITY_TEXT);
  const cityId = requireCity(place, undefined, { onFarm: notInCity, elsewhere: notInCity });
  const craftsmen = npcsInCity(cityId).filter((npc) => npc.services.includes('craft'));
  if (craftsmen.length === 0) throw new Refusal('NPC_SERVICE_UNAVAILABLE', `No craftsman takes commissions in ${cityName(cityId)}`);
  const distance = (npc: Npc) => (npc.position === null ? 0 : Math.hypot(npc.position.x - place.x, npc.position.y - place.y));
  return craftsmen.reduce((nearest, npc) => (distance(npc) < distance(nearest) ? npc : nearest)).id;
}

/**
 * POST /crafting/commission: a craftsman of the cities makes one item a crafting action makes, for
 * its catalogue value times 1.5, paid now (ledger 'commission'). He takes it in person, like every
 * NPC service (requireNpc: in his city and reach, in his hours, offering the work: plain crafting,
 * or advanced or master crafting for rare and finer work, with the skills those ask). The item is
 * made over the duration of the quickest crafting action that makes it and comes through the
 * crafting queue, claimed with POST /crafts/{id}/claim. One transaction under the player's row
 * lock, like every queue insert: the queue limit and the purse hold under concurrency.
 */
export async function commissionItem(ctx: AppContext, playerId: string, request: Pick<CommissionRequest, 'itemType' | 'npcId'>): Promise<{ craft: QueuedCraft; message: string }> {
  const terms = commissionTerms(request.itemType);
  if (!terms) throw new Refusal('UNKNOWN_COMMISSION');
  const queued = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const crafter = await lockCrafter(trx, playerId);
    const npcId = request.npcId ?? craftsmanNear(placeOfPlayer(ctx, playerId, crafter));
    const { npc } = await requireNpc(trx, ctx, playerId, npcId, now, commissionService(terms.itemId));
    const cityId = npc.cityId;

    const plan: CommissionPlan = { itemId: terms.itemId, priceCopper: terms.priceCopper, cityId };
    const level = await professionLevelOf(trx, playerId, 'crafting');
    const row = await enqueueCraft(trx, { playerId, kind: 'commission', recipeId: terms.itemId, quantity: 1, level, durationMs: terms.durationMs, plan }, now);
    // Guarded in its statement: a purse that cannot pay refuses, and the queued row rolls back with it.
    await debitCopper(trx, playerId, terms.priceCopper, now);
    await recordLedger(trx, { playerId, kind: 'commission', itemId: terms.itemId, quantity: 0, copperDelta: -terms.priceCopper, cityId, refId: row.id }, now);
    return { craft: toQueuedCraft(row, now), message: `${npc.name} is making your ${itemDisplayName(terms.itemId)}` };
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

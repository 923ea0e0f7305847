import { fitsInInventory } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { addItems, inventoryOf } from '../economy/inventory-store';
import { eraseOfferEscrowEntry, recordLedger } from '../economy/ledger';
import { creditCopper } from '../economy/wallet';
import { offerRow, type OfferRow } from './offer-store';

export type RefundOutcome = 'refunded' | 'nothing-held' | 'no-room';

export interface RefundOptions {
  /** A reset: it settles the whole inventory in the same transaction. */
  ignoreRoom?: boolean;
  /** Write the refund row even for an offer that never filled (a reset's account of itself). */
  keepRecord?: boolean;
}

/**
 * Returns what an offer still holds to its owner. Call it only after the offer left 'open' in
 * the same transaction (the guarded status change is the claim: no fill can touch it since),
 * with the row read after that claim. The escrow is zeroed by a statement guarded on the amounts
 * read, so a refund can never be paid twice. Goods that do not fit the owner's 40 slots stay in
 * escrow ('no-room'): they are returned later, never destroyed. An offer that never filled leaves
 * no ledger rows (see eraseEscrowRecord).
 */
export async function refundEscrow(trx: Executor, offer: OfferRow, now: number, options: RefundOptions = {}): Promise<RefundOutcome> {
  if (offer.escrow_copper === 0 && offer.escrow_quantity === 0) return 'nothing-held';
  const room = options.ignoreRoom || offer.escrow_quantity === 0 || fitsInInventory(await inventoryOf(trx, offer.player_id), offer.item_id, offer.escrow_quantity);
  if (!room) return 'no-room';

  const zeroed = await trx
    .updateTable('market_offers')
    .set({ escrow_copper: 0, escrow_quantity: 0 })
    .where('id', '=', offer.id)
    .where('status', '!=', 'open')
    .where('escrow_copper', '=', offer.escrow_copper)
    .where('escrow_quantity', '=', offer.escrow_quantity)
    .executeTakeFirst();
  if (Number(zeroed.numUpdatedRows) !== 1) throw new Error(`escrow of offer ${offer.id} changed during its refund`);

  if (offer.escrow_copper > 0) await creditCopper(trx, offer.player_id, offer.escrow_copper, now);
  if (offer.escrow_quantity > 0) await addItems(trx, offer.player_id, offer.item_id, offer.escrow_quantity, options);
  if (!options.keepRecord && (await eraseEscrowRecord(trx, offer))) return 'refunded';
  await recordLedger(
    trx,
    { playerId: offer.player_id, kind: 'offer-refund', itemId: offer.item_id, quantity: offer.escrow_quantity, copperDelta: offer.escrow_copper, cityId: offer.city_id, refId: offer.id },
    now,
  );
  return 'refunded';
}

/**
 * An offer nobody filled moved nothing between players: instead of a refund row beside its
 * escrow row, the escrow row goes (the economy's guarded delete), in the refund's transaction, so
 * the purse and goods are again the sum of the ledger and a post-and-cancel loop leaves no row
 * behind. Nothing filled, so the escrow is what the post took. False when there is no such row,
 * and the refund is then recorded as usual.
 */
async function eraseEscrowRecord(trx: Executor, offer: OfferRow): Promise<boolean> {
  if (offer.quantity_remaining !== offer.quantity_total) return false;
  return eraseOfferEscrowEntry(trx, { playerId: offer.player_id, offerId: offer.id, itemId: offer.item_id, copper: offer.escrow_copper, quantity: offer.escrow_quantity });
}

/**
 * Claims one of the owner's open offers for cancelling, inside the caller's transaction: the
 * guarded status change means no fill can touch it afterwards. False when it was not open.
 */
export async function claimCancellation(trx: Executor, offerId: string, ownerId: string): Promise<boolean> {
  const claimed = await trx.updateTable('market_offers').set({ status: 'cancelled' }).where('id', '=', offerId).where('player_id', '=', ownerId).where('status', '=', 'open').executeTakeFirst();
  return Number(claimed.numUpdatedRows) === 1;
}

/**
 * A player starting over: cancels every open offer of theirs and returns in full what each of
 * their offers still holds (expired ones waiting for room included), inside the caller's
 * transaction. Room is no concern: the same transaction settles the whole inventory. Answers how
 * many open offers were cancelled.
 */
export async function settleAllOffersOf(trx: Executor, playerId: string, now: number): Promise<number> {
  const held = await trx
    .selectFrom('market_offers')
    .select('id')
    .where('player_id', '=', playerId)
    .where((eb) => eb.or([eb('status', '=', 'open'), eb('escrow_copper', '>', 0), eb('escrow_quantity', '>', 0)]))
    .execute();
  let cancelled = 0;
  for (const { id } of held) {
    if (await claimCancellation(trx, id, playerId)) cancelled += 1;
    const offer = await offerRow(trx, id);
    // A reset keeps a row for everything it settled: it is rare (a cooldown) and its account of itself.
    if (offer) await refundEscrow(trx, offer, now, { ignoreRoom: true, keepRecord: true });
  }
  return cancelled;
}

import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { isMarketCityId, itemById, MAX_OPEN_OFFERS_PER_PLAYER, OFFER_DURATION_MS, OFFER_POST_WINDOW_MS, OFFER_POSTS_PER_DAY, type Offer } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { addItems, removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { copperOf, creditCopper, debitCopper } from '../economy/wallet';
import { claimCancellation, refundEscrow } from './escrow';
import { expireOffers } from './offer-expiry';
import { listOfferViews, offerRow, offerView, postsSince, type OfferFilter, type OfferRow, type OfferSide } from './offer-store';
import { readPlace, requireCity } from '../players/player-position';
import { Refusal } from '../../http/refusal';
import { lockPlayers, transact } from '../../db/transaction';

export interface OfferInput {
  side: OfferSide;
  itemId: string;
  cityId: number;
  quantity: number;
  pricePerUnit: number;
}

function requireMarketCity(cityId: number): void {
  if (!isMarketCityId(cityId)) throw new Refusal('UNKNOWN_CITY');
}

function requireMarketItem(itemId: string): void {
  const item = itemById(itemId);
  if (!item) throw new Refusal('UNKNOWN_ITEM');
  if (!item.marketable) throw new Refusal('NOT_TRADED_HERE');
}

async function viewOf(ctx: AppContext, id: string): Promise<Offer> {
  const view = await offerView(ctx.db, id);
  if (!view) throw new Refusal('OFFER_NOT_FOUND');
  return view;
}

/**
 * Why a post's guarded insert added nothing. The day's allowance is told first: cancelling an
 * offer, the answer to the cap, would not help with it. Its Retry-After is when the first post
 * of the window leaves it.
 */
async function postRefusal(trx: Executor, playerId: string, now: number): Promise<Refusal> {
  const posted = await postsSince(trx, playerId, now - OFFER_POST_WINDOW_MS);
  if (posted.count < OFFER_POSTS_PER_DAY || posted.first === null) return new Refusal('TOO_MANY_OFFERS');
  return new Refusal('DAILY_OFFER_LIMIT', undefined, posted.first + OFFER_POST_WINDOW_MS - now);
}

/** Posts an offer: the buy offer's copper or the sell offer's goods go into escrow, in one transaction. */
export async function createOffer(ctx: AppContext, playerId: string, input: OfferInput): Promise<Offer> {
  requireMarketItem(input.itemId);
  requireMarketCity(input.cityId);
  const total = input.quantity * input.pricePerUnit;
  if (!Number.isSafeInteger(total)) throw new Refusal('PRICE_TOO_HIGH');

  // Expired offers free their place first (and return what they hold).
  await expireOffers(ctx, { ownerId: playerId });

  const now = ctx.clock.now();
  const id = randomUUID();
  const buy = input.side === 'buy';
  await transact(ctx.db, async (trx) => {
    // Two posts of one player queue here, so the counts of the cap and the allowance below see the other's offer.
    await lockPlayers(trx, [playerId]);
    requireCity(await readPlace(trx, ctx, playerId, { lock: false }), input.cityId);
    if (buy) await debitCopper(trx, playerId, total, now);
    else await removeItems(trx, playerId, input.itemId, input.quantity);
    await recordLedger(
      trx,
      { playerId, kind: 'offer-escrow', itemId: input.itemId, quantity: buy ? 0 : -input.quantity, copperDelta: buy ? -total : 0, cityId: input.cityId, refId: id },
      now,
    );
    // The cap and the daily allowance are the insert's own guards: of two posts racing for the
    // last place only one lands. Every post counts for a day, cancelled or not (OFFER_POSTS_PER_DAY).
    const inserted = await sql`
      insert into market_offers (id, player_id, city_id, item_id, side, quantity_total, quantity_remaining, price_per_unit, escrow_copper, escrow_quantity, status, created_at, expires_at)
      select ${id}, ${playerId}, ${input.cityId}, ${input.itemId}, ${input.side}, ${input.quantity}, ${input.quantity}, ${input.pricePerUnit},
        ${buy ? total : 0}, ${buy ? 0 : input.quantity}, 'open', ${now}, ${now + OFFER_DURATION_MS}
      where (select count(*) from market_offers where player_id = ${playerId} and (status = 'open' or escrow_copper > 0 or escrow_quantity > 0)) < ${MAX_OPEN_OFFERS_PER_PLAYER}
        and (select count(*) from market_offers where player_id = ${playerId} and created_at > ${now - OFFER_POST_WINDOW_MS}) < ${OFFER_POSTS_PER_DAY}
    `.execute(trx);
    if (Number(inserted.numAffectedRows ?? 0) !== 1) throw await postRefusal(trx, playerId, now);
  });
  ctx.events.emit('player-changed', { playerId, reason: 'offer-posted' });
  return viewOf(ctx, id);
}

export async function listOffers(ctx: AppContext, playerId: string, query: { cityId?: number; itemId?: string; side?: OfferSide; mine?: boolean }): Promise<Offer[]> {
  if (query.cityId !== undefined) requireMarketCity(query.cityId);
  if (query.itemId !== undefined) requireMarketItem(query.itemId);
  const filter: OfferFilter = { cityId: query.cityId, itemId: query.itemId, side: query.side, ownerId: query.mine ? playerId : undefined };
  await expireOffers(ctx, { cityId: filter.cityId, ownerId: filter.ownerId });
  return listOfferViews(ctx.db, filter, ctx.clock.now());
}

/** Why an offer cannot be filled or cancelled now, once its expiry has been settled. */
function closedFailure(offer: OfferRow): Refusal {
  if (offer.status === 'expired') return new Refusal('OFFER_EXPIRED');
  return new Refusal('OFFER_CLOSED');
}

/** Loads an offer after settling its expiry, so an expired one is refunded before anyone is told. */
async function settledOffer(ctx: AppContext, id: string): Promise<OfferRow> {
  const before = await offerRow(ctx.db, id);
  if (!before) throw new Refusal('OFFER_NOT_FOUND');
  await expireOffers(ctx, { cityId: before.city_id });
  return (await offerRow(ctx.db, id)) ?? before;
}

/**
 * Takes `quantity` out of an open offer: the guard in the statement means two fills racing for
 * the last units can never both succeed, nor fill an offer that expired or was cancelled.
 */
async function takeFromOffer(trx: Executor, offer: OfferRow, quantity: number, now: number): Promise<void> {
  const copper = offer.side === 'buy' ? quantity * offer.price_per_unit : 0;
  const goods = offer.side === 'sell' ? quantity : 0;
  const taken = await trx
    .updateTable('market_offers')
    .set({
      quantity_remaining: sql`quantity_remaining - ${quantity}`,
      escrow_copper: sql`escrow_copper - ${copper}`,
      escrow_quantity: sql`escrow_quantity - ${goods}`,
      status: sql`case when quantity_remaining = ${quantity} then 'filled' else status end`,
    })
    .where('id', '=', offer.id)
    .where('status', '=', 'open')
    .where('quantity_remaining', '>=', quantity)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 1) return;
  // Someone else got there first: say what the offer is now. A vanished row was a deleted character's.
  const current: OfferRow = (await offerRow(trx, offer.id)) ?? { ...offer, status: 'cancelled' };
  if (current.status !== 'open') throw closedFailure(current);
  if (current.expires_at <= now) throw new Refusal('OFFER_EXPIRED');
  throw unavailable(current);
}

function unavailable(offer: OfferRow): Refusal {
  return new Refusal('OFFER_QUANTITY_UNAVAILABLE', `The offer has only ${offer.quantity_remaining} left`);
}

export interface FillResult {
  offer: Offer;
  filledQuantity: number;
  totalCopper: number;
  playerCopper: number;
}

/**
 * Fills an offer in whole or in part. A sell offer: the acceptor pays the owner and takes goods
 * from escrow. A buy offer: the acceptor hands goods to the owner and takes copper from escrow.
 * One transaction; every step guarded; either all of it happens or none.
 */
export async function acceptOffer(ctx: AppContext, playerId: string, offerId: string, quantity: number): Promise<FillResult> {
  const offer = await settledOffer(ctx, offerId);
  if (offer.player_id === playerId) throw new Refusal('OWN_OFFER');
  if (offer.status !== 'open') throw closedFailure(offer);
  if (quantity > offer.quantity_remaining) throw unavailable(offer);

  const now = ctx.clock.now();
  const total = quantity * offer.price_per_unit;
  const ownerId = offer.player_id;
  const playerCopper = await transact(ctx.db, async (trx) => {
    // Both inventories' free slots are counted before goods go in.
    await lockPlayers(trx, [playerId, ownerId]);
    requireCity(await readPlace(trx, ctx, playerId, { lock: false }), offer.city_id);
    await takeFromOffer(trx, offer, quantity, now);
    const ledger = { kind: 'offer-fill' as const, itemId: offer.item_id, cityId: offer.city_id, refId: offer.id };
    if (offer.side === 'sell') {
      await debitCopper(trx, playerId, total, now);
      await creditCopper(trx, ownerId, total, now);
      await addItems(trx, playerId, offer.item_id, quantity);
      await recordLedger(trx, { ...ledger, playerId, quantity, copperDelta: -total }, now);
      await recordLedger(trx, { ...ledger, playerId: ownerId, quantity: 0, copperDelta: total }, now);
    } else {
      await removeItems(trx, playerId, offer.item_id, quantity);
      try {
        await addItems(trx, ownerId, offer.item_id, quantity);
      } catch (error) {
        if (error instanceof Refusal && error.code === 'INVENTORY_FULL') throw new Refusal('OWNER_INVENTORY_FULL');
        throw error;
      }
      await creditCopper(trx, playerId, total, now);
      await recordLedger(trx, { ...ledger, playerId, quantity: -quantity, copperDelta: total }, now);
      await recordLedger(trx, { ...ledger, playerId: ownerId, quantity, copperDelta: 0 }, now);
    }
    return copperOf(trx, playerId);
  });

  const view = await viewOf(ctx, offerId);
  ctx.events.emit('offer-filled', { ownerId, offer: view, filledQuantity: quantity });
  ctx.events.emit('player-changed', { playerId: ownerId, reason: 'offer-filled' });
  ctx.events.emit('player-changed', { playerId, reason: 'offer-accepted' });
  return { offer: view, filledQuantity: quantity, totalCopper: total, playerCopper };
}

/** Cancels the caller's open offer and returns what it still holds. */
export async function cancelOffer(ctx: AppContext, playerId: string, offerId: string): Promise<Offer> {
  const offer = await settledOffer(ctx, offerId);
  if (offer.player_id !== playerId) throw new Refusal('NOT_OFFER_OWNER');
  if (offer.status === 'expired' && offer.escrow_quantity > 0) {
    throw new Refusal('REFUND_INVENTORY_FULL', 'This offer has expired; make room in your inventory and its goods come back to you');
  }
  if (offer.status === 'expired') throw new Refusal('OFFER_EXPIRED', 'This offer has expired and what it held was returned to you');
  if (offer.status !== 'open') throw closedFailure(offer);

  const now = ctx.clock.now();
  await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    const claimed = await claimCancellation(trx, offerId, playerId);
    const current = await offerRow(trx, offerId);
    if (!claimed || !current) throw closedFailure(current ?? offer);
    // Rolling back un-cancels the offer: its goods stay safely in escrow until there is room.
    if ((await refundEscrow(trx, current, now)) === 'no-room') throw new Refusal('REFUND_INVENTORY_FULL');
  });
  ctx.events.emit('player-changed', { playerId, reason: 'offer-cancelled' });
  return viewOf(ctx, offerId);
}

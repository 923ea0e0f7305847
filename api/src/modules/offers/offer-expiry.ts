import { cityById, itemDisplayName, OFFER_SWEEP_MS } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { refundEscrow, type RefundOutcome } from './escrow';
import { offerRow, type OfferRow } from './offer-store';
import { startSweep, type Sweep } from '../../sweep';
import { lockPlayers, transact } from '../../db/transaction';

/** Offers one pass looks at; the next pass (or read) takes the rest. */
const EXPIRY_BATCH = 500;

export interface ExpiryScope {
  cityId?: number;
  offerId?: string;
  ownerId?: string;
}

interface Expired {
  offer: OfferRow;
  /** The offer went from open to expired in this pass (not a retried refund). */
  expiredNow: boolean;
  outcome: RefundOutcome;
}

/** Marks one offer expired (if it is due) and refunds what it holds, in one transaction. */
async function expireOne(ctx: AppContext, id: string, now: number): Promise<Expired | undefined> {
  return transact(ctx.db, async (trx) => {
    // The owner first, as every offer transaction locks: the refund counts their free slots.
    const owner = await trx.selectFrom('market_offers').select('player_id').where('id', '=', id).executeTakeFirst();
    if (owner) await lockPlayers(trx, [owner.player_id]);
    const claimed = await trx.updateTable('market_offers').set({ status: 'expired' }).where('id', '=', id).where('status', '=', 'open').where('expires_at', '<=', now).executeTakeFirst();
    const offer = await offerRow(trx, id);
    if (!offer || offer.status !== 'expired') return undefined;
    return { offer, expiredNow: Number(claimed.numUpdatedRows) === 1, outcome: await refundEscrow(trx, offer, now) };
  });
}

function tell(ctx: AppContext, { offer, expiredNow, outcome }: Expired): void {
  if (outcome === 'refunded') ctx.events.emit('player-changed', { playerId: offer.player_id, reason: 'offer-refunded' });
  const what = `offer to ${offer.side} ${offer.quantity_remaining} ${itemDisplayName(offer.item_id)} in ${cityById(offer.city_id)?.name ?? 'the market'}`;
  const returned = offer.side === 'buy' ? 'its copper was returned' : 'its goods were returned';
  let message: string | undefined;
  if (expiredNow && outcome === 'refunded') message = `Your ${what} expired: ${returned}.`;
  else if (expiredNow && outcome === 'no-room') message = `Your ${what} expired. Make room in your inventory to get its goods back.`;
  else if (expiredNow) message = `Your ${what} expired.`;
  else if (outcome === 'refunded') message = `The goods of your expired ${what} were returned to you.`;
  if (message) ctx.events.emit('player-notification', { playerId: offer.player_id, notification: { message, type: outcome === 'no-room' ? 'warning' : 'info' } });
}

/**
 * Expires the offers past their 24 h and refunds their escrow; also retries the refunds of
 * expired offers whose goods did not fit the owner's inventory before. Runs lazily before every
 * read or accept of a city's offers and from the periodic sweep. Returns how many it settled.
 */
export async function expireOffers(ctx: AppContext, scope: ExpiryScope = {}): Promise<number> {
  const now = ctx.clock.now();
  let query = ctx.db
    .selectFrom('market_offers')
    .select('id')
    .where((eb) =>
      eb.or([
        eb.and([eb('status', '=', 'open'), eb('expires_at', '<=', now)]),
        eb.and([eb('status', '=', 'expired'), eb.or([eb('escrow_quantity', '>', 0), eb('escrow_copper', '>', 0)])]),
      ]),
    );
  if (scope.cityId !== undefined) query = query.where('city_id', '=', scope.cityId);
  if (scope.offerId !== undefined) query = query.where('id', '=', scope.offerId);
  if (scope.ownerId !== undefined) query = query.where('player_id', '=', scope.ownerId);
  const due = await query.limit(EXPIRY_BATCH).execute();

  let settled = 0;
  for (const { id } of due) {
    const result = await expireOne(ctx, id, now);
    if (!result) continue;
    if (result.outcome !== 'no-room') settled += 1;
    tell(ctx, result);
  }
  return settled;
}

/** The periodic expiry of offers nobody reads: start it where the server runs. */
export function startOfferSweep(ctx: AppContext, intervalMs = OFFER_SWEEP_MS): Sweep {
  return startSweep('offer expiry', intervalMs, () => expireOffers(ctx), ctx);
}

import { sql } from 'kysely';
import { itemDisplayName, OFFER_DURATION_MS, OFFER_LIST_LIMIT, OFFER_POST_WINDOW_MS, type Offer } from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';
import type { MarketOffersTable } from '../../db/schema';

export type OfferRow = MarketOffersTable;
export type OfferSide = 'buy' | 'sell';
export type OfferStatus = Offer['status'];

/** What an open offer holds: copper for a buy offer (quantity x price), goods for a sell offer. */
export function holdsEscrow(row: Pick<OfferRow, 'escrow_copper' | 'escrow_quantity'>): boolean {
  return row.escrow_copper > 0 || row.escrow_quantity > 0;
}

export async function offerRow(db: Executor, id: string): Promise<OfferRow | undefined> {
  return db.selectFrom('market_offers').selectAll().where('id', '=', id).executeTakeFirst();
}

/** How many offers a player posted after `since`, and when the first of them was: the daily allowance's count. */
export async function postsSince(db: Executor, playerId: string, since: number): Promise<{ count: number; first: number | null }> {
  const row = await db
    .selectFrom('market_offers')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.min<number | string | null>('created_at').as('first')])
    .where('player_id', '=', playerId)
    .where('created_at', '>', since)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), first: row.first === null ? null : Number(row.first) };
}

type OfferWithName = OfferRow & { owner_name: string };

function toOffer(row: OfferWithName): Offer {
  return {
    id: row.id,
    sellerId: row.player_id,
    sellerName: row.owner_name,
    goodId: row.item_id,
    itemName: itemDisplayName(row.item_id),
    cityId: row.city_id,
    tradeType: row.side as OfferSide,
    quantity: row.quantity_remaining,
    quantityTotal: row.quantity_total,
    pricePerUnit: row.price_per_unit,
    status: row.status as OfferStatus,
    createdAt: new Date(row.created_at).toISOString(),
    expiresAt: new Date(row.expires_at).toISOString(),
  };
}

function withOwnerName(db: Executor) {
  return db
    .selectFrom('market_offers')
    .innerJoin('users', 'users.id', 'market_offers.player_id')
    .selectAll('market_offers')
    .select(sql<string>`coalesce(users.in_game_name, users.username)`.as('owner_name'));
}

export async function offerView(db: Executor, id: string): Promise<Offer | undefined> {
  const row = await withOwnerName(db).where('market_offers.id', '=', id).executeTakeFirst();
  return row ? toOffer(row) : undefined;
}

export interface OfferFilter {
  cityId?: number;
  itemId?: string;
  side?: OfferSide;
  /** Only this player's offers: open ones, and expired ones still holding goods for them. */
  ownerId?: string;
}

/** The offer book: open, unexpired offers, best price first (cheapest sell, dearest buy). */
export async function listOfferViews(db: Executor, filter: OfferFilter, now: number): Promise<Offer[]> {
  let query = withOwnerName(db);
  if (filter.ownerId) {
    const ownerId = filter.ownerId;
    query = query
      .where('market_offers.player_id', '=', ownerId)
      .where((eb) => eb.or([eb.and([eb('market_offers.status', '=', 'open'), eb('market_offers.expires_at', '>', now)]), eb('market_offers.escrow_quantity', '>', 0), eb('market_offers.escrow_copper', '>', 0)]));
  } else {
    query = query.where('market_offers.status', '=', 'open').where('market_offers.expires_at', '>', now);
  }
  if (filter.cityId !== undefined) query = query.where('market_offers.city_id', '=', filter.cityId);
  if (filter.itemId !== undefined) query = query.where('market_offers.item_id', '=', filter.itemId);
  if (filter.side !== undefined) query = query.where('market_offers.side', '=', filter.side);
  const rows = await query
    .orderBy('market_offers.side', 'desc')
    .orderBy(sql`case when market_offers.side = 'sell' then market_offers.price_per_unit else -market_offers.price_per_unit end`)
    .orderBy('market_offers.created_at')
    .orderBy('market_offers.id')
    .limit(OFFER_LIST_LIMIT)
    .execute();
  return rows.map(toOffer);
}

/** Filled, cancelled and emptied offers stay a week (a player may ask what became of one). */
export const CLOSED_OFFER_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** Each rule finds its rows through the (status, expires_at) index (housekeeping/prune.test.ts reads the plans). */
export const OFFER_PRUNE_RULES = {
  // Only offers that hold nothing: an expired offer still holding goods waits for its refund.
  closedOffers: (db: Db, now: number) =>
    db
      .deleteFrom('market_offers')
      .where('status', 'in', ['filled', 'cancelled', 'expired'])
      .where('expires_at', '<', now - CLOSED_OFFER_TTL_MS)
      .where('escrow_copper', '=', 0)
      .where('escrow_quantity', '=', 0),
  // An offer nobody filled tells nothing once it no longer counts towards its owner's daily
  // allowance (posted more than OFFER_POST_WINDOW_MS ago; expires_at is created_at +
  // OFFER_DURATION_MS, which keeps the rule on the (status, expires_at) index).
  unfilledOffers: (db: Db, now: number) =>
    db
      .deleteFrom('market_offers')
      .where('status', 'in', ['cancelled', 'expired'])
      .where('expires_at', '<=', now - OFFER_POST_WINDOW_MS + OFFER_DURATION_MS)
      .whereRef('quantity_remaining', '=', 'quantity_total')
      .where('escrow_copper', '=', 0)
      .where('escrow_quantity', '=', 0),
} as const satisfies Readonly<Record<string, PruneRule>>;

import {
  basePriceCopper,
  itemDisplayName,
  MARKET_CITY_IDS,
  MARKET_ITEMS,
  marketModifier,
  PRICE_HISTORY_LIMIT,
  sellPrice,
  type MarketEntry,
  type MarketState,
  type Trend,
} from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';
import { onPostgres } from '../../db/transaction';
import { statementTemplate } from '../../db/statement-template';
import type { PruneRule } from '../../db/prune-rules';
import type { MarketEntriesTable } from '../../db/schema';

/** Gives every market city a market for every marketable good, at base price, once. */
export async function seedMarkets(db: Db, now: number): Promise<void> {
  const rows: MarketEntriesTable[] = [];
  for (const cityId of MARKET_CITY_IDS) {
    for (const item of MARKET_ITEMS) {
      const basePrice = basePriceCopper(item.basePriceSilver, marketModifier(cityId, item.id));
      rows.push({ city_id: cityId, item_id: item.id, base_price: basePrice, price: basePrice, supply: 100, demand: 100, volatility: item.volatility, trend: 'stable', updated_at: now });
    }
  }
  // Batches keep each statement under SQLite's bound-parameter limit.
  for (let i = 0; i < rows.length; i += 50) {
    await db.insertInto('market_entries').values(rows.slice(i, i + 50)).onConflict((oc) => oc.columns(['city_id', 'item_id']).doNothing()).execute();
  }
}

export type MarketRow = MarketEntriesTable;

export function stateOf(row: MarketRow): MarketState {
  return { basePrice: row.base_price, supply: row.supply, demand: row.demand, volatility: row.volatility, price: row.price, trend: row.trend as Trend };
}

export function toMarketEntry(row: MarketRow): MarketEntry {
  return {
    cityId: row.city_id,
    itemId: row.item_id,
    itemName: itemDisplayName(row.item_id),
    basePrice: row.base_price,
    currentPrice: row.price,
    sellPrice: sellPrice(row.price),
    supply: Math.round(row.supply * 10) / 10,
    demand: Math.round(row.demand * 10) / 10,
    volatility: row.volatility,
    trend: row.trend as Trend,
    lastUpdated: new Date(row.updated_at).toISOString(),
  };
}

/**
 * Reads that decide a write of the same rows (a trade's price, a step's drift) pass `forWrite`:
 * on PostgreSQL the rows stay locked to the end of the transaction, so a concurrent trade or step
 * waits instead of writing over this one's change. Rows are always taken in (city, good) order,
 * the one order every locker uses.
 */
export interface MarketRead {
  forWrite?: boolean;
}

const marketRowTemplate = (forWrite: boolean) =>
  statementTemplate((trx, cityId: number, itemId: string) =>
    trx
      .selectFrom('market_entries')
      .selectAll()
      .where('city_id', '=', cityId)
      .where('item_id', '=', itemId)
      .$if(forWrite && onPostgres(trx), (query) => query.forUpdate()),
  );
const readMarketRowOnly = marketRowTemplate(false);
const readMarketRowForWrite = marketRowTemplate(true);

export async function readMarketRow(trx: Executor, cityId: number, itemId: string, read: MarketRead = {}): Promise<MarketRow | undefined> {
  const { rows } = await (read.forWrite ? readMarketRowForWrite : readMarketRowOnly)(trx, cityId, itemId);
  return rows[0];
}

export async function readCityMarket(trx: Executor, cityId: number, read: MarketRead = {}): Promise<MarketRow[]> {
  return trx
    .selectFrom('market_entries')
    .selectAll()
    .where('city_id', '=', cityId)
    .orderBy('item_id')
    .$if(Boolean(read.forWrite) && onPostgres(trx), (query) => query.forUpdate())
    .execute();
}

/** The last prices of one market, oldest first. */
export async function readPriceHistory(trx: Executor, cityId: number, itemId: string, limit = PRICE_HISTORY_LIMIT): Promise<{ price: number; volume: number; recordedAt: number }[]> {
  const rows = await trx
    .selectFrom('price_history')
    .select(['price', 'volume', 'recorded_at'])
    .where('city_id', '=', cityId)
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse().map((r) => ({ price: r.price, volume: r.volume, recordedAt: r.recorded_at }));
}

const writeSupplyDemandPrice = statementTemplate((trx, supply: number, demand: number, price: number, now: number, cityId: number, itemId: string) =>
  trx.updateTable('market_entries').set({ supply, demand, price, updated_at: now }).where('city_id', '=', cityId).where('item_id', '=', itemId),
);

export async function writeMarketState(
  trx: Executor,
  cityId: number,
  itemId: string,
  state: { supply: number; demand: number; price: number; trend?: Trend; volatility?: number },
  now: number,
): Promise<void> {
  // A trade's write, the hottest: the same shape every time.
  if (!state.trend && state.volatility === undefined) {
    await writeSupplyDemandPrice(trx, state.supply, state.demand, state.price, now, cityId, itemId);
    return;
  }
  await trx
    .updateTable('market_entries')
    .set({ supply: state.supply, demand: state.demand, price: state.price, ...(state.trend ? { trend: state.trend } : {}), ...(state.volatility !== undefined ? { volatility: state.volatility } : {}), updated_at: now })
    .where('city_id', '=', cityId)
    .where('item_id', '=', itemId)
    .execute();
}

/** Every market, in a fixed order (city, then good) so a seeded simulation replays the same. */
export async function readAllMarkets(trx: Executor, read: MarketRead = {}): Promise<MarketRow[]> {
  return trx
    .selectFrom('market_entries')
    .selectAll()
    .orderBy('city_id')
    .orderBy('item_id')
    .$if(Boolean(read.forWrite) && onPostgres(trx), (query) => query.forUpdate())
    .execute();
}

export const marketKey = (cityId: number, itemId: string) => `${cityId}:${itemId}`;

/** The newest `count` prices of every market, oldest first, keyed by marketKey: one query for all. */
export async function readRecentPrices(trx: Executor, count: number): Promise<Map<string, number[]>> {
  // One indexed look-up per market and position (price_history_by_market): a window function
  // over the whole history table costs tens of milliseconds a step; this well under one.
  const rows = await trx
    .selectFrom('market_entries as m')
    .select((eb) => [
      'm.city_id',
      'm.item_id',
      ...Array.from({ length: count }, (_, k) =>
        eb.selectFrom('price_history as q').select('q.price').whereRef('q.city_id', '=', 'm.city_id').whereRef('q.item_id', '=', 'm.item_id').orderBy('q.id', 'desc').limit(1).offset(k).as(`newest${k}`),
      ),
    ])
    .execute();
  const prices = new Map<string, number[]>();
  for (const row of rows) {
    const byPosition = row as unknown as Record<string, number | null>;
    const newestFirst = Array.from({ length: count }, (_, k) => byPosition[`newest${k}`]).filter((p): p is number => p !== null && p !== undefined);
    prices.set(marketKey(row.city_id, row.item_id), newestFirst.reverse());
  }
  return prices;
}

/** Rows per statement: keeps every batch under SQLite's bound-parameter limit. */
const BATCH_ROWS = 50;

/** Writes many markets' state at once (an upsert on rows that exist), for the simulation step. */
export async function writeMarketRows(trx: Executor, rows: readonly MarketRow[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH_ROWS) {
    await trx
      .insertInto('market_entries')
      .values(rows.slice(i, i + BATCH_ROWS))
      .onConflict((oc) =>
        oc.columns(['city_id', 'item_id']).doUpdateSet((eb) => ({
          supply: eb.ref('excluded.supply'),
          demand: eb.ref('excluded.demand'),
          price: eb.ref('excluded.price'),
          volatility: eb.ref('excluded.volatility'),
          trend: eb.ref('excluded.trend'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      )
      .execute();
  }
}

/**
 * Records one sample for each of many markets, then keeps only the newest PRICE_HISTORY_LIMIT
 * of every market: two statements for the whole set instead of three per market.
 */
export async function appendPriceSamples(trx: Executor, samples: readonly { cityId: number; itemId: string; price: number; volume: number }[], now: number): Promise<void> {
  if (samples.length === 0) return;
  for (let i = 0; i < samples.length; i += BATCH_ROWS) {
    const batch = samples.slice(i, i + BATCH_ROWS).map((s) => ({ city_id: s.cityId, item_id: s.itemId, price: s.price, volume: s.volume, recorded_at: now }));
    await trx.insertInto('price_history').values(batch).execute();
  }
  // The id of each market's oldest sample worth keeping is found by index; older ones go.
  const cutoffs = await trx
    .selectFrom('market_entries as m')
    .select((eb) => [
      'm.city_id',
      'm.item_id',
      eb.selectFrom('price_history as q').select('q.id').whereRef('q.city_id', '=', 'm.city_id').whereRef('q.item_id', '=', 'm.item_id').orderBy('q.id', 'desc').limit(1).offset(PRICE_HISTORY_LIMIT).as('cutoff'),
    ])
    .execute();
  const over = cutoffs.filter((c): c is typeof c & { cutoff: number } => c.cutoff !== null);
  for (let i = 0; i < over.length; i += BATCH_ROWS) {
    const batch = over.slice(i, i + BATCH_ROWS);
    await trx
      .deleteFrom('price_history')
      .where((eb) => eb.or(batch.map((c) => eb.and([eb('city_id', '=', c.city_id), eb('item_id', '=', c.item_id), eb('id', '<=', c.cutoff)]))))
      .execute();
  }
}

/** When each kind of event last struck each city, keyed `${cityId}:${kind}`. */
export async function readLastMarketEvents(trx: Executor): Promise<Map<string, number>> {
  const rows = await trx.selectFrom('market_event_log').select((eb) => ['city_id', 'kind', eb.fn.max('occurred_at').as('last')]).groupBy(['city_id', 'kind']).execute();
  return new Map(rows.map((r) => [`${r.city_id}:${r.kind}`, Number(r.last)]));
}

export async function logMarketEvent(trx: Executor, cityId: number, kind: string, message: string, now: number): Promise<void> {
  await trx.insertInto('market_event_log').values({ city_id: cityId, kind, message, occurred_at: now }).execute();
}

/** Market event cooldowns last at most 10 minutes; a day of history is plenty to check them. */
export const MARKET_EVENT_LOG_TTL_MS = 24 * 60 * 60 * 1000;

/** Events age out by `occurred_at`, which is indexed (housekeeping/prune.test.ts reads the plan). */
export const MARKET_EVENT_PRUNE_RULES = {
  marketEvents: (db: Db, now: number) => db.deleteFrom('market_event_log').where('occurred_at', '<', now - MARKET_EVENT_LOG_TTL_MS),
} as const satisfies Readonly<Record<string, PruneRule>>;

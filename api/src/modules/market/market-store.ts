import {
  basePriceCopper,
  cityById,
  itemById,
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

export function isMarketCity(cityId: number): boolean {
  return (MARKET_CITY_IDS as readonly number[]).includes(cityId);
}

export function isMarketItem(itemId: string): boolean {
  return itemById(itemId)?.marketable === true;
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

export async function readMarketRow(trx: Executor, cityId: number, itemId: string): Promise<MarketRow | undefined> {
  return trx.selectFrom('market_entries').selectAll().where('city_id', '=', cityId).where('item_id', '=', itemId).executeTakeFirst();
}

export async function readCityMarket(trx: Executor, cityId: number): Promise<MarketRow[]> {
  return trx.selectFrom('market_entries').selectAll().where('city_id', '=', cityId).orderBy('item_id').execute();
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

/** Records a price sample and keeps only the newest PRICE_HISTORY_LIMIT of that market. */
export async function appendPriceSample(trx: Executor, cityId: number, itemId: string, price: number, volume: number, now: number): Promise<void> {
  await trx.insertInto('price_history').values({ city_id: cityId, item_id: itemId, price, volume, recorded_at: now }).execute();
  const cutoff = await trx
    .selectFrom('price_history')
    .select('id')
    .where('city_id', '=', cityId)
    .where('item_id', '=', itemId)
    .orderBy('id', 'desc')
    .offset(PRICE_HISTORY_LIMIT)
    .limit(1)
    .executeTakeFirst();
  if (cutoff) await trx.deleteFrom('price_history').where('city_id', '=', cityId).where('item_id', '=', itemId).where('id', '<=', cutoff.id).execute();
}

export async function writeMarketState(
  trx: Executor,
  cityId: number,
  itemId: string,
  state: { supply: number; demand: number; price: number; trend?: Trend; volatility?: number },
  now: number,
): Promise<void> {
  await trx
    .updateTable('market_entries')
    .set({ supply: state.supply, demand: state.demand, price: state.price, ...(state.trend ? { trend: state.trend } : {}), ...(state.volatility !== undefined ? { volatility: state.volatility } : {}), updated_at: now })
    .where('city_id', '=', cityId)
    .where('item_id', '=', itemId)
    .execute();
}

export function cityName(cityId: number): string {
  return cityById(cityId)?.name ?? `City ${cityId}`;
}

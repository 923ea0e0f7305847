import type { Random } from '@silkroad/shared';
import type { Db } from '../../db/database';
import type { MarketRow } from './market-store';

/** Puts one market in the state a test needs. */
export async function setMarket(db: Db, cityId: number, itemId: string, state: Partial<Omit<MarketRow, 'city_id' | 'item_id'>>): Promise<void> {
  await db.updateTable('market_entries').set(state).where('city_id', '=', cityId).where('item_id', '=', itemId).execute();
}

/** Sets every market at once (trend, volatility...). */
export async function setAllMarkets(db: Db, state: Partial<Omit<MarketRow, 'city_id' | 'item_id'>>): Promise<void> {
  await db.updateTable('market_entries').set(state).execute();
}

/**
 * Gives every market `samples` old price samples at its current price, as a long-running server's
 * would have: a test of the history's cap then needs only a few steps, not a hundred.
 */
export async function fillHistory(db: Db, samples: number): Promise<void> {
  const markets = await db.selectFrom('market_entries').select(['city_id', 'item_id', 'price']).execute();
  const rows = markets.flatMap((market) => Array.from({ length: samples }, (_, i) => ({ city_id: market.city_id, item_id: market.item_id, price: market.price, volume: 0, recorded_at: i })));
  // In slices: SQLite takes at most 32,766 bound values in one statement.
  for (let start = 0; start < rows.length; start += 1_000) await db.insertInto('price_history').values(rows.slice(start, start + 1_000)).execute();
}

export async function historyCounts(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('price_history').select((eb) => eb.fn.countAll<number>().as('n')).groupBy(['city_id', 'item_id']).execute();
  return rows.map((r) => Number(r.n));
}

/** A random that answers the given rolls in turn, then repeats the last one. */
export function rolls(...values: number[]): Random {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

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

export async function historyCounts(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('price_history').select((eb) => eb.fn.countAll<number>().as('n')).groupBy(['city_id', 'item_id']).execute();
  return rows.map((r) => Number(r.n));
}

/** A random that answers the given rolls in turn, then repeats the last one. */
export function rolls(...values: number[]): Random {
  let i = 0;
  return () => values[Math.min(i++, values.length - 1)]!;
}

import {
  ARBITRAGE_MIN_PROFIT_COPPER,
  arbitrageOpportunities,
  cityById,
  cityName,
  itemById,
  itemDisplayName,
  MARKET_CITY_IDS,
  marketCondition,
  type ArbitrageOpportunityView,
  type CityMarket,
  type CityMarketSummary,
  type MarketEntry,
  type MarketOverview,
  type PriceSample,
} from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { readAllMarkets, readPriceHistory, toMarketEntry } from './market-store';

/** The read side of the markets, for the HTTP routes. Inputs are already validated by the routes. */

export async function marketPrices(db: Executor, filter: { cityId?: number; itemId?: string }): Promise<MarketEntry[]> {
  let query = db.selectFrom('market_entries').selectAll();
  if (filter.cityId !== undefined) query = query.where('city_id', '=', filter.cityId);
  if (filter.itemId !== undefined) query = query.where('item_id', '=', filter.itemId);
  const rows = await query.orderBy('city_id').orderBy('item_id').execute();
  return rows.map(toMarketEntry);
}

export async function priceHistory(db: Executor, cityId: number, itemId: string): Promise<PriceSample[]> {
  const samples = await readPriceHistory(db, cityId, itemId);
  return samples.map((s) => ({ price: s.price, volume: s.volume, recordedAt: new Date(s.recordedAt).toISOString() }));
}

async function allEntries(db: Executor): Promise<MarketEntry[]> {
  return (await readAllMarkets(db)).map(toMarketEntry);
}

/** Every market city in id order (the four on the map, then Venice, reached by caravan). */
function byCity(entries: readonly MarketEntry[]): { id: number; name: string; onMap: boolean; items: MarketEntry[] }[] {
  return MARKET_CITY_IDS.map((id) => ({ id, name: cityName(id), onMap: cityById(id)?.onMap ?? false, items: entries.filter((e) => e.cityId === id) }));
}

export async function gameMarket(db: Executor): Promise<{ cities: CityMarket[] }> {
  return { cities: byCity(await allEntries(db)) };
}

function arbitrageViews(entries: readonly MarketEntry[]): ArbitrageOpportunityView[] {
  return arbitrageOpportunities(entries, ARBITRAGE_MIN_PROFIT_COPPER).map((o) => ({
    ...o,
    itemName: itemDisplayName(o.itemId),
    buyCity: cityName(o.buyCityId),
    sellCity: cityName(o.sellCityId),
  }));
}

/** Venice is included: its market is reached by caravan, and carrying goods there is the point. */
export async function arbitrage(db: Executor, itemId?: string): Promise<ArbitrageOpportunityView[]> {
  const entries = await allEntries(db);
  return arbitrageViews(itemId === undefined ? entries : entries.filter((e) => e.itemId === itemId));
}

function citySummary(city: { id: number; name: string; onMap: boolean; items: MarketEntry[] }): CityMarketSummary {
  const count = (trend: MarketEntry['trend']) => city.items.filter((e) => e.trend === trend).length;
  const index = city.items.length === 0 ? 1 : city.items.reduce((sum, e) => sum + e.currentPrice / e.basePrice, 0) / city.items.length;
  return { id: city.id, name: city.name, onMap: city.onMap, rising: count('rising'), falling: count('falling'), stable: count('stable'), priceIndex: Math.round(index * 100) / 100 };
}

/** The trading overview (spec 001 "Market overview"); the condition rule is marketCondition's. */
export async function marketOverview(db: Executor): Promise<MarketOverview> {
  const entries = await allEntries(db);
  const condition = marketCondition(entries.map((e) => ({ trend: e.trend, volatility: e.volatility, baselineVolatility: itemById(e.itemId)?.volatility ?? e.volatility })));
  const best = arbitrageViews(entries)[0];
  return {
    condition,
    topOpportunity: best ? { itemId: best.itemId, itemName: best.itemName, profit: best.profitMargin, profitPercent: best.profitPercent, buyCity: best.buyCity, sellCity: best.sellCity } : null,
    cities: byCity(entries).map(citySummary),
  };
}

import {
  DEMAND_EQUILIBRIUM,
  DEMAND_MAX,
  DEMAND_MIN,
  DEMAND_PER_UNIT,
  MARKET_REVERSION_PER_STEP,
  PRICE_CAP_RATIO,
  PRICE_FLOOR_RATIO,
  PRICE_HISTORY_LIMIT,
  SELL_PRICE_RATIO,
  SUPPLY_EQUILIBRIUM,
  SUPPLY_MAX,
  SUPPLY_MIN,
  SUPPLY_PER_UNIT,
  TREND_THRESHOLD,
  TREND_WINDOW,
  VOLATILITY_MAX,
  type MarketCondition,
  type MarketEventDefinition,
} from '../catalogue/markets';
import { COPPER_PER_SILVER } from './currency';
import type { Random } from './random';

export type Trend = 'rising' | 'falling' | 'stable';
export type TradeSide = 'buy' | 'sell';

/** A market for one good in one city. Prices are integer copper per unit. */
export interface MarketState {
  /** Base price in copper: the catalogue's silver price times the city's modifier. */
  basePrice: number;
  supply: number;
  demand: number;
  volatility: number;
  price: number;
  trend: Trend;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

export function basePriceCopper(basePriceSilver: number, modifier: number): number {
  return Math.max(1, Math.round(basePriceSilver * COPPER_PER_SILVER * modifier));
}

/** The price supply and demand call for: base x sqrt(demand/supply), within 50%..200% of base. */
export function equilibriumPrice(basePrice: number, supply: number, demand: number): number {
  const raw = basePrice * Math.sqrt(demand / supply);
  return Math.round(clamp(raw, basePrice * PRICE_FLOOR_RATIO, basePrice * PRICE_CAP_RATIO));
}

/** What a city merchant pays a player for one unit. */
export function sellPrice(price: number): number {
  return Math.floor(price * SELL_PRICE_RATIO);
}

/** Rising or falling when the last five samples moved more than 10% end to end. */
export function trendOf(history: readonly number[]): Trend {
  const window = history.slice(-TREND_WINDOW);
  if (window.length < 2) return 'stable';
  const first = window[0]!;
  const last = window[window.length - 1]!;
  const change = (last - first) / first;
  if (change > TREND_THRESHOLD) return 'rising';
  if (change < -TREND_THRESHOLD) return 'falling';
  return 'stable';
}

export function appendHistory(history: readonly number[], price: number): number[] {
  return [...history, price].slice(-PRICE_HISTORY_LIMIT);
}

/**
 * One 30 s step of a market nobody traded in: supply and demand drift 5% back toward their
 * equilibrium and are shaken by the good's volatility; the price follows.
 */
export function simulateStep(state: MarketState, random: Random): Pick<MarketState, 'supply' | 'demand' | 'price'> {
  const shake = () => (random() * 2 - 1) * state.volatility;
  const supply = clamp(state.supply + (SUPPLY_EQUILIBRIUM - state.supply) * MARKET_REVERSION_PER_STEP + state.supply * shake(), SUPPLY_MIN, SUPPLY_MAX);
  const demand = clamp(state.demand + (DEMAND_EQUILIBRIUM - state.demand) * MARKET_REVERSION_PER_STEP + state.demand * shake(), DEMAND_MIN, DEMAND_MAX);
  return { supply, demand, price: equilibriumPrice(state.basePrice, supply, demand) };
}

/** A market after a trade of `quantity` units: buying takes supply and adds demand; selling reverses it. */
export function applyTradeImpact(state: Pick<MarketState, 'basePrice' | 'supply' | 'demand'>, side: TradeSide, quantity: number) {
  const sign = side === 'buy' ? 1 : -1;
  const supply = clamp(state.supply - sign * quantity * SUPPLY_PER_UNIT, SUPPLY_MIN, SUPPLY_MAX);
  const demand = clamp(state.demand + sign * quantity * DEMAND_PER_UNIT, DEMAND_MIN, DEMAND_MAX);
  return { supply, demand, price: equilibriumPrice(state.basePrice, supply, demand) };
}

/** The price supply and demand call for, unrounded: the curve a trade's price is read along. */
function curvePrice(basePrice: number, supply: number, demand: number): number {
  return clamp(basePrice * Math.sqrt(demand / supply), basePrice * PRICE_FLOOR_RATIO, basePrice * PRICE_CAP_RATIO);
}

/**
 * The unit price of a trade: the average of the price along the move the trade causes, unit by
 * unit (each unit at the mean of the price before and after it), so a large order pays for the
 * move it causes, buying then selling back at once earns nothing, and a lot costs what the same
 * units cost traded one by one (issue 33). Averaging only the ends of a large move misprices it:
 * the curve is convex, so a lot sold from the cap fetched more than its units had cost bought in
 * small lots, and a lot at the floor less.
 */
export function quoteTrade(state: Pick<MarketState, 'basePrice' | 'supply' | 'demand' | 'price'>, side: TradeSide, quantity: number) {
  const after = applyTradeImpact(state, side, quantity);
  const sign = side === 'buy' ? 1 : -1;
  let supply = state.supply;
  let demand = state.demand;
  let price = curvePrice(state.basePrice, supply, demand);
  let sum = 0;
  for (let unit = 0; unit < quantity; unit += 1) {
    supply = clamp(supply - sign * SUPPLY_PER_UNIT, SUPPLY_MIN, SUPPLY_MAX);
    demand = clamp(demand + sign * DEMAND_PER_UNIT, DEMAND_MIN, DEMAND_MAX);
    const next = curvePrice(state.basePrice, supply, demand);
    sum += (price + next) / 2;
    price = next;
  }
  const average = Math.round(sum / Math.max(1, quantity));
  return { unitPrice: side === 'buy' ? average : sellPrice(average), after };
}

export function applyMarketEvent(state: Pick<MarketState, 'supply' | 'demand' | 'volatility' | 'basePrice'>, event: MarketEventDefinition) {
  const supply = clamp(state.supply * event.supplyFactor, SUPPLY_MIN, SUPPLY_MAX);
  const demand = clamp(state.demand * event.demandFactor, DEMAND_MIN, DEMAND_MAX);
  return { supply, demand, volatility: Math.min(VOLATILITY_MAX, state.volatility * event.volatilityFactor), price: equilibriumPrice(state.basePrice, supply, demand) };
}

/** Relative price change, for the 10% alert. */
export function priceChange(previous: number, next: number): number {
  return previous === 0 ? 0 : (next - previous) / previous;
}

/**
 * One 30 s step of a market's volatility settling back to its good's own (the catalogue's):
 * an event's effects are temporary, so unrest that struck twice does not leave a market wild
 * for ever. Rounded so stored values stay readable; snaps home once within rounding.
 */
export function relaxVolatility(volatility: number, baseline: number): number {
  const next = Math.round((volatility + (baseline - volatility) * MARKET_REVERSION_PER_STEP) * 10_000) / 10_000;
  return Math.abs(next - baseline) < 0.0001 || next === volatility ? baseline : next;
}

/** What the market analyses read of one market (a MarketEntry has these fields). */
export interface MarketQuote {
  cityId: number;
  itemId: string;
  currentPrice: number;
  sellPrice: number;
}

export interface ArbitrageOpportunity {
  itemId: string;
  buyCityId: number;
  sellCityId: number;
  /** Copper per unit paid to the buying city's merchants. */
  buyPrice: number;
  /** Copper per unit the selling city's merchants pay (their sell price, not their asking price). */
  sellPrice: number;
  /** Copper gained per unit carried. */
  profitMargin: number;
  /** profitMargin as a percentage of buyPrice, one decimal. */
  profitPercent: number;
}

/**
 * Every carry of one good from one city to another that earns at least `minProfit` copper per
 * unit at today's prices (before skill discounts, travel time and risk), best first.
 */
export function arbitrageOpportunities(markets: readonly MarketQuote[], minProfit: number): ArbitrageOpportunity[] {
  const byItem = new Map<string, MarketQuote[]>();
  for (const market of markets) byItem.set(market.itemId, [...(byItem.get(market.itemId) ?? []), market]);
  const found: ArbitrageOpportunity[] = [];
  for (const [itemId, quotes] of byItem) {
    for (const buy of quotes) {
      for (const sell of quotes) {
        if (buy.cityId === sell.cityId) continue;
        const profitMargin = sell.sellPrice - buy.currentPrice;
        if (profitMargin < minProfit) continue;
        const profitPercent = Math.round((profitMargin / buy.currentPrice) * 1000) / 10;
        found.push({ itemId, buyCityId: buy.cityId, sellCityId: sell.cityId, buyPrice: buy.currentPrice, sellPrice: sell.sellPrice, profitMargin, profitPercent });
      }
    }
  }
  return found.sort(
    (a, b) => b.profitMargin - a.profitMargin || b.profitPercent - a.profitPercent || a.itemId.localeCompare(b.itemId) || a.buyCityId - b.buyCityId || a.sellCityId - b.sellCityId,
  );
}

/** Volatility above its goods' own by this factor (an event stirred them) reads as a volatile market. */
export const VOLATILE_MARKET_RATIO = 1.25;
/** Both rising and falling markets at or above this share: prices are pulling both ways. */
export const SPLIT_MARKET_SHARE = 0.25;
/** Net share of rising over falling markets that reads as a bull market (growing below it). */
export const BULL_NET_SHARE = 0.3;
/** Net share that reads as growing (rising) or bear (falling); within it the market is stable. */
export const TREND_NET_SHARE = 0.1;

/**
 * The overall condition of a set of markets (spec 001 names the five, never the rule):
 * - volatile: the average volatility is 25% or more above its goods' own (unrest is abroad),
 *   or at least a quarter of the markets rise while a quarter fall;
 * - otherwise from the net share (rising minus falling, over all markets): bull at +30% or
 *   more, growing at +10% or more, bear at -10% or less, stable in between.
 * A mild fall reads bear rather than stable: the spec has no "shrinking", and a trader wants
 * to know that selling pays less than it did.
 */
export function marketCondition(markets: readonly { trend: Trend; volatility: number; baselineVolatility: number }[]): MarketCondition {
  if (markets.length === 0) return 'stable';
  const count = (trend: Trend) => markets.filter((m) => m.trend === trend).length;
  const rising = count('rising') / markets.length;
  const falling = count('falling') / markets.length;
  const average = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const baseline = average(markets.map((m) => m.baselineVolatility));
  const stirred = baseline > 0 && average(markets.map((m) => m.volatility)) >= baseline * VOLATILE_MARKET_RATIO;
  if (stirred || (rising >= SPLIT_MARKET_SHARE && falling >= SPLIT_MARKET_SHARE)) return 'volatile';
  // From the counts, so that exactly 3 of 10 reads as 0.3 and not 0.30000000000000004.
  const net = (count('rising') - count('falling')) / markets.length;
  if (net >= BULL_NET_SHARE) return 'bull';
  if (net >= TREND_NET_SHARE) return 'growing';
  if (net <= -TREND_NET_SHARE) return 'bear';
  return 'stable';
}

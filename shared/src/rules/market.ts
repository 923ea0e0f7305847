import {
  DEMAND_EQUILIBRIUM,
  DEMAND_MAX,
  DEMAND_MIN,
  DEMAND_PER_UNIT,
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
  const supply = clamp(state.supply + (SUPPLY_EQUILIBRIUM - state.supply) * 0.05 + state.supply * shake(), SUPPLY_MIN, SUPPLY_MAX);
  const demand = clamp(state.demand + (DEMAND_EQUILIBRIUM - state.demand) * 0.05 + state.demand * shake(), DEMAND_MIN, DEMAND_MAX);
  return { supply, demand, price: equilibriumPrice(state.basePrice, supply, demand) };
}

/** A market after a trade of `quantity` units: buying takes supply and adds demand; selling reverses it. */
export function applyTradeImpact(state: Pick<MarketState, 'basePrice' | 'supply' | 'demand'>, side: TradeSide, quantity: number) {
  const sign = side === 'buy' ? 1 : -1;
  const supply = clamp(state.supply - sign * quantity * SUPPLY_PER_UNIT, SUPPLY_MIN, SUPPLY_MAX);
  const demand = clamp(state.demand + sign * quantity * DEMAND_PER_UNIT, DEMAND_MIN, DEMAND_MAX);
  return { supply, demand, price: equilibriumPrice(state.basePrice, supply, demand) };
}

/**
 * The unit price of a trade: the average of the price before and after the trade moves the
 * market, so a large order pays for the move it causes and buying then selling back at once
 * earns nothing.
 */
export function quoteTrade(state: Pick<MarketState, 'basePrice' | 'supply' | 'demand' | 'price'>, side: TradeSide, quantity: number) {
  const after = applyTradeImpact(state, side, quantity);
  const average = Math.round((state.price + after.price) / 2);
  return { unitPrice: side === 'buy' ? average : sellPrice(average), after };
}

export function applyMarketEvent(state: Pick<MarketState, 'supply' | 'demand' | 'volatility' | 'basePrice'>, event: MarketEventDefinition) {
  const supply = clamp(state.supply * event.supplyFactor, SUPPLY_MIN, SUPPLY_MAX);
  const demand = clamp(state.demand * event.demandFactor, DEMAND_MIN, DEMAND_MAX);
  return { supply, demand, volatility: Math.min(0.5, state.volatility * event.volatilityFactor), price: equilibriumPrice(state.basePrice, supply, demand) };
}

/** Relative price change, for the 10% alert. */
export function priceChange(previous: number, next: number): number {
  return previous === 0 ? 0 : (next - previous) / previous;
}

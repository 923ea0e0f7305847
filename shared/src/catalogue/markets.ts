import type { CityId } from './world';

/** Cities with a market: the four on the map and Venice, reached by caravan (ids as spec 000 §7). */
export const MARKET_CITY_IDS: readonly CityId[] = [1, 2, 3, 4, 5];

/**
 * Price modifiers per city: the spec gives Constantinople 1, Samarkand 1.1 and Venice 0.9; the
 * goods' own factors put each good's cheap source and dear destination where history did, so
 * that carrying goods along the road pays. Venice pays most for silk: the short sea lane from
 * Constantinople, a new trader's first journey, carries it at a profit (docs/decisions.md).
 */
export const CITY_MARKET_MODIFIERS: Readonly<Record<CityId, { city: number; goods: Readonly<Record<string, number>> }>> = {
  1: { city: 1, goods: { silk: 1.3, spices: 1.25, jade: 1.3, amber: 0.8, furs: 1.1, tools: 0.9, weapons: 0.9, incense: 1.1 } },
  2: { city: 1.1, goods: { furs: 0.8, fabric: 0.9, silk: 0.95, cotton: 0.8, wheat: 0.9, grain: 0.9 } },
  3: { city: 1, goods: { silk: 0.7, jade: 0.65, spices: 1.1, amber: 1.3, weapons: 1.2, tools: 1.15, 'silk-cocoon': 0.7, 'silk-thread': 0.8 } },
  4: { city: 1, goods: { spices: 0.7, incense: 0.75, fabric: 0.85, furs: 1.25, silk: 1.1, 'healing-potion': 0.85, rice: 0.9 } },
  5: { city: 0.9, goods: { silk: 2, spices: 1.6, jade: 1.5, amber: 0.9, weapons: 0.95, incense: 1.3 } },
};

export function marketModifier(cityId: CityId, itemId: string): number {
  const entry = CITY_MARKET_MODIFIERS[cityId];
  return entry.city * (entry.goods[itemId] ?? 1);
}

/** Market simulation timing and bounds (spec 000 §9 "Market simulation", 002 §9). */
export const PRICE_UPDATE_MS = 30_000;
export const MARKET_EVENT_CHECK_MS = 120_000;
export const PRICE_FLOOR_RATIO = 0.5;
export const PRICE_CAP_RATIO = 2;
export const SUPPLY_MIN = 10;
export const SUPPLY_MAX = 300;
export const DEMAND_MIN = 20;
export const DEMAND_MAX = 250;
/** Where supply and demand drift back to when nobody trades. */
export const SUPPLY_EQUILIBRIUM = 100;
export const DEMAND_EQUILIBRIUM = 100;
export const PRICE_HISTORY_LIMIT = 100;
export const TREND_WINDOW = 5;
export const TREND_THRESHOLD = 0.1;
/** A move above this share raises a notification to subscribers. */
export const PRICE_ALERT_THRESHOLD = 0.1;
/** City merchants buy from players at this share of their selling price: the market's spread. */
export const SELL_PRICE_RATIO = 0.8;

export type MarketEventKind = 'caravan-arrival' | 'route-closure' | 'festival' | 'unrest';

export interface MarketEventDefinition {
  kind: MarketEventKind;
  title: string;
  /** Probability per check (every 2 minutes) per city. */
  probability: number;
  /** Minimum time before the same event can strike the same city again. */
  cooldownMs: number;
  supplyFactor: number;
  demandFactor: number;
  volatilityFactor: number;
  message: (city: string) => string;
}

/** Events of spec 002 §9 with their effects; probabilities 0.02-0.10 and cooldowns 3-10 min of 000 §9. */
export const MARKET_EVENTS: readonly MarketEventDefinition[] = [
  { kind: 'caravan-arrival', title: 'Caravan arrival', probability: 0.1, cooldownMs: 3 * 60_000, supplyFactor: 1.2, demandFactor: 1, volatilityFactor: 1, message: (c) => `A great caravan has arrived in ${c}: supply is up.` },
  { kind: 'route-closure', title: 'Route closure', probability: 0.05, cooldownMs: 10 * 60_000, supplyFactor: 0.7, demandFactor: 1, volatilityFactor: 1, message: (c) => `Bandits have closed the roads to ${c}: supply is down.` },
  { kind: 'festival', title: 'Festival', probability: 0.06, cooldownMs: 8 * 60_000, supplyFactor: 1, demandFactor: 1.25, volatilityFactor: 1, message: (c) => `${c} celebrates a festival: demand is up.` },
  { kind: 'unrest', title: 'Unrest', probability: 0.02, cooldownMs: 10 * 60_000, supplyFactor: 1, demandFactor: 1, volatilityFactor: 1.4, message: (c) => `Unrest in ${c}: prices are unsettled.` },
];

/** How far one unit traded moves the market: buying takes supply and adds demand; selling the reverse. */
export const SUPPLY_PER_UNIT = 0.5;
export const DEMAND_PER_UNIT = 0.25;

/**
 * Share of the gap to equilibrium a quiet market closes each 30 s step: supply, demand and an
 * event's stirred-up volatility all settle back at this rate (half-way in about 7 minutes).
 */
export const MARKET_REVERSION_PER_STEP = 0.05;
/** Unrest cannot stir a market beyond this volatility, however often it strikes. */
export const VOLATILITY_MAX = 0.5;

/**
 * Arbitrage worth showing: spec 001 "profit threshold 10 per unit"; a bare number is silver
 * (DESIGN §2), so 10 silver, in copper.
 */
export const ARBITRAGE_MIN_PROFIT_COPPER = 1_000;

/** Market conditions of spec 001 (the trading overview; the trading activity's multipliers). */
export const MARKET_CONDITIONS = ['bull', 'bear', 'volatile', 'stable', 'growing'] as const;
export type MarketCondition = (typeof MARKET_CONDITIONS)[number];

import { basePriceCopper, sellPrice } from '../rules/market';
import { COPPER_PER_SILVER } from '../rules/currency';
import { journeyDurationMs } from '../rules/journey';
import { itemById } from './items';
import { marketModifier } from './markets';
import type { CityId } from './world';

export type RouteDifficulty = 'easy' | 'moderate' | 'hard';

export interface TradeRouteDefinition {
  id: string;
  name: string;
  startCityId: CityId;
  endCityId: CityId;
  /**
   * In the journey table's units (spec 002 §9 "Journey": Samarkand-Constantinople 60,
   * Baghdad-Constantinople 45, ...; 60 for a pair it does not list), summed over the legs.
   */
  distance: number;
  difficulty: RouteDifficulty;
  /** The goods the route is known for: cheap at the start, dear at the end. */
  goods: readonly string[];
  requirements: {
    level: number;
    /** Capital the player must hold, in silver (DESIGN §2: route capital is a bare catalogue number). */
    capitalSilver: number;
  };
  description: string;
}

/**
 * The spec's two routes (002 §9: Western Silk Route level 10, 5000 capital; Southern Spice Route
 * level 15, 8000 capital; their 30 and 40 minutes give way to the one pace of every journey,
 * tradeRouteDurationMs) and shorter ones a new trader can run. Each runs
 * from where its goods are cheap to where they are dear under CITY_MARKET_MODIFIERS.
 */
export const TRADE_ROUTES: readonly TradeRouteDefinition[] = [
  {
    id: 'western-silk-route',
    name: 'Western Silk Route',
    startCityId: 3,
    endCityId: 1,
    distance: 120,
    difficulty: 'hard',
    goods: ['silk', 'jade'],
    requirements: { level: 10, capitalSilver: 5000 },
    description: 'Silk and jade from the Kashgar oasis, over the Pamirs and through Samarkand to the courts of Constantinople.',
  },
  {
    id: 'southern-spice-route',
    name: 'Southern Spice Route',
    startCityId: 4,
    endCityId: 5,
    distance: 75,
    difficulty: 'hard',
    goods: ['spices', 'incense'],
    requirements: { level: 15, capitalSilver: 8000 },
    description: 'Pepper, cloves and frankincense from the Baghdad souks to the Venetian lagoon, by caravan and galley.',
  },
  {
    id: 'tigris-spice-road',
    name: 'Tigris Spice Road',
    startCityId: 4,
    endCityId: 1,
    distance: 45,
    difficulty: 'easy',
    goods: ['spices', 'incense'],
    requirements: { level: 1, capitalSilver: 500 },
    description: 'The short road north from Baghdad: a first run for a new trader.',
  },
  {
    id: 'steppe-fur-trail',
    name: 'Steppe Fur Trail',
    startCityId: 2,
    endCityId: 4,
    distance: 30,
    difficulty: 'easy',
    goods: ['furs'],
    requirements: { level: 3, capitalSilver: 1000 },
    description: 'Northern pelts bought in Samarkand, sold in Baghdad where the nobles pay for them.',
  },
  {
    id: 'jade-road',
    name: 'Jade Road',
    startCityId: 3,
    endCityId: 2,
    distance: 60,
    difficulty: 'moderate',
    goods: ['jade', 'silk'],
    requirements: { level: 5, capitalSilver: 2500 },
    description: 'Carved jade and raw silk from Kashgar down to the Samarkand bazaars.',
  },
  {
    id: 'amber-road',
    name: 'Amber Road',
    startCityId: 1,
    endCityId: 3,
    distance: 120,
    difficulty: 'moderate',
    goods: ['amber', 'weapons'],
    requirements: { level: 7, capitalSilver: 3000 },
    description: 'Baltic amber and Byzantine blades carried east to Kashgar, where both are rare.',
  },
];

const BY_ID = new Map(TRADE_ROUTES.map((route) => [route.id, route]));

export function tradeRouteById(id: string): TradeRouteDefinition | undefined {
  return BY_ID.get(id);
}

/** A route's caravan takes what any journey of its distance takes: one pace on every screen. */
export function tradeRouteDurationMs(route: Pick<TradeRouteDefinition, 'distance'>): number {
  return journeyDurationMs(route.distance);
}

/** The trading board's minutes for a route, as the planner would show them. */
export function tradeRouteMinutes(route: Pick<TradeRouteDefinition, 'distance'>): number {
  return Math.round(tradeRouteDurationMs(route) / 60_000);
}

export function routeCapitalCopper(route: TradeRouteDefinition): number {
  return route.requirements.capitalSilver * COPPER_PER_SILVER;
}

/**
 * Copper a unit of each good earns at base prices: bought from the start city's merchants and
 * sold to the end city's (who pay their sell price). Live prices move around this estimate.
 */
export function routeProfitPerUnit(route: TradeRouteDefinition): { itemId: string; copper: number }[] {
  return route.goods.map((itemId) => {
    const silver = itemById(itemId)?.basePriceSilver ?? 0;
    const buy = basePriceCopper(silver, marketModifier(route.startCityId, itemId));
    const sell = sellPrice(basePriceCopper(silver, marketModifier(route.endCityId, itemId)));
    return { itemId, copper: sell - buy };
  });
}

export interface RouteEligibility {
  eligible: boolean;
  /** Players' words for each unmet requirement, in the order level, capital. */
  unmet: string[];
}

/** Whether a player of this level holding this purse may run the route. */
export function routeEligibility(route: TradeRouteDefinition, playerLevel: number, purseCopper: number): RouteEligibility {
  const unmet: string[] = [];
  if (playerLevel < route.requirements.level) unmet.push(`Requires level ${route.requirements.level}`);
  if (purseCopper < routeCapitalCopper(route)) unmet.push(`Requires ${route.requirements.capitalSilver} silver capital`);
  return { eligible: unmet.length === 0, unmet };
}

import {
  arbitrageQuerySchema,
  arbitrageResponseSchema,
  gameMarketResponseSchema,
  marketOverviewResponseSchema,
  marketPricesQuerySchema,
  marketPricesResponseSchema,
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
} from '../market';
import { defineRoute } from './route-spec';

/**
 * The markets' reads. A query's cityId that is not a whole number or names no market city, or an
 * unknown good, is refused INVALID_REQUEST with the field's words (MARKET_MESSAGES).
 */
export const MARKET_ROUTES = {
  prices: defineRoute({
    method: 'get',
    path: '/api/market/prices',
    tag: 'market',
    summary: 'Market prices, optionally of one city and/or one good (spec 000 §7; no token needed)',
    description: 'Prices are copper per unit: currentPrice is what a player pays, sellPrice what the city’s merchants pay.',
    access: 'public',
    query: marketPricesQuerySchema,
    reply: marketPricesResponseSchema,
    refusals: [],
  }),
  history: defineRoute({
    method: 'get',
    path: '/api/market/history',
    tag: 'market',
    summary: 'The price history of one market, for its chart (up to 100 samples, oldest first)',
    access: 'public',
    query: priceHistoryQuerySchema,
    reply: priceHistoryResponseSchema,
    refusals: [],
  }),
  cityMarkets: defineRoute({
    method: 'get',
    path: '/api/game/market',
    tag: 'market',
    summary: 'Every city’s market with its goods (spec 002: data.cities); Venice has onMap false',
    access: 'player',
    reply: gameMarketResponseSchema,
    refusals: [],
  }),
  overview: defineRoute({
    method: 'get',
    path: '/api/trading/market-overview',
    tag: 'trading',
    summary: 'Market condition, the best arbitrage and a summary per city (spec 001 "Market overview")',
    description:
      'condition: volatile when volatility averages 25% above the goods’ own or a quarter of markets rise while a quarter fall; else bull (net rising share >= 30%), growing (>= 10%), bear (<= -10%), stable.',
    access: 'player',
    reply: marketOverviewResponseSchema,
    refusals: [],
  }),
  arbitrage: defineRoute({
    method: 'get',
    path: '/api/trading/arbitrage',
    tag: 'trading',
    summary: 'Goods to carry between cities for at least 10 silver profit per unit, best first',
    description: 'Buys at a city’s currentPrice, sells at another’s sellPrice; before skill discounts, travel and risk. Venice included.',
    access: 'player',
    query: arbitrageQuerySchema,
    reply: arbitrageResponseSchema,
    refusals: [],
  }),
};

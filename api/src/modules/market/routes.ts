import { createRoute } from '@hono/zod-openapi';
import {
  arbitrageQuerySchema,
  arbitrageResponseSchema,
  gameMarketResponseSchema,
  marketOverviewResponseSchema,
  marketPricesQuerySchema,
  marketPricesResponseSchema,
  priceHistoryQuerySchema,
  priceHistoryResponseSchema,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonContent, jsonError } from '../../http/openapi';
import { requireAuth } from '../../http/require-auth';
import { createRouter } from '../../http/router';
import { arbitrage, gameMarket, marketOverview, marketPrices, priceHistory } from './market-service';

const badQuery = jsonError('A cityId that is not a whole number or names no market city, or an unknown item');
const unauthorized = jsonError('Missing, forged or expired access token');

const pricesRoute = createRoute({
  method: 'get',
  path: '/market/prices',
  tags: ['market'],
  summary: 'Market prices, optionally of one city and/or one good (spec 000 §7; no token needed)',
  description: 'Prices are copper per unit: currentPrice is what a player pays, sellPrice what the city’s merchants pay.',
  request: { query: marketPricesQuerySchema },
  responses: { 200: jsonContent(marketPricesResponseSchema, 'The matching markets, by city then good'), 400: badQuery },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/market/history',
  tags: ['market'],
  summary: 'The price history of one market, for its chart (up to 100 samples, oldest first)',
  request: { query: priceHistoryQuerySchema },
  responses: { 200: jsonContent(priceHistoryResponseSchema, 'The samples'), 400: badQuery },
});

const gameMarketRoute = createRoute({
  method: 'get',
  path: '/game/market',
  tags: ['market'],
  summary: 'Every city’s market with its goods (spec 002: data.cities); Venice has onMap false',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(gameMarketResponseSchema, 'The markets by city'), 401: unauthorized },
});

const overviewRoute = createRoute({
  method: 'get',
  path: '/trading/market-overview',
  tags: ['trading'],
  summary: 'Market condition, the best arbitrage and a summary per city (spec 001 "Market overview")',
  description:
    'condition: volatile when volatility averages 25% above the goods’ own or a quarter of markets rise while a quarter fall; else bull (net rising share >= 30%), growing (>= 10%), bear (<= -10%), stable.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(marketOverviewResponseSchema, 'The overview'), 401: unauthorized },
});

const arbitrageRoute = createRoute({
  method: 'get',
  path: '/trading/arbitrage',
  tags: ['trading'],
  summary: 'Goods to carry between cities for at least 10 silver profit per unit, best first',
  description: 'Buys at a city’s currentPrice, sells at another’s sellPrice; before skill discounts, travel and risk. Venice included.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { query: arbitrageQuerySchema },
  responses: { 200: jsonContent(arbitrageResponseSchema, 'The opportunities'), 400: badQuery, 401: unauthorized },
});

export function marketRoutes(ctx: AppContext) {
  const router = createRouter();

  router.openapi(pricesRoute, async (c) => {
    const { cityId, itemId } = c.req.valid('query');
    const data = await marketPrices(ctx.db, { cityId: cityId === undefined ? undefined : Number(cityId), itemId });
    return c.json({ success: true as const, data }, 200);
  });

  router.openapi(historyRoute, async (c) => {
    const { cityId, itemId } = c.req.valid('query');
    const history = await priceHistory(ctx.db, Number(cityId), itemId);
    return c.json({ success: true as const, data: { cityId: Number(cityId), itemId, history } }, 200);
  });

  router.openapi(gameMarketRoute, async (c) => c.json({ success: true as const, data: await gameMarket(ctx.db) }, 200));

  router.openapi(overviewRoute, async (c) => c.json({ success: true as const, data: await marketOverview(ctx.db) }, 200));

  router.openapi(arbitrageRoute, async (c) => {
    const { itemId } = c.req.valid('query');
    return c.json({ success: true as const, data: { opportunities: await arbitrage(ctx.db, itemId) } }, 200);
  });

  return router;
}

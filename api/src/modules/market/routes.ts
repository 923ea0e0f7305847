import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { arbitrage, gameMarket, marketOverview, marketPrices, priceHistory } from './market-service';

const ROUTES = API_ROUTES.market;

export function marketRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.prices, async (_c, { query: { cityId, itemId } }) => ({
    success: true as const,
    data: await marketPrices(ctx.db, { cityId: cityId === undefined ? undefined : Number(cityId), itemId }),
  }));
  serveRoute(router, ROUTES.history, async (_c, { query: { cityId, itemId } }) => {
    const history = await priceHistory(ctx.db, Number(cityId), itemId);
    return { success: true as const, data: { cityId: Number(cityId), itemId, history } };
  });
  serveRoute(router, ROUTES.cityMarkets, async () => ({ success: true as const, data: await gameMarket(ctx.db) }));
  serveRoute(router, ROUTES.overview, async () => ({ success: true as const, data: await marketOverview(ctx.db) }));
  serveRoute(router, ROUTES.arbitrage, async (_c, { query: { itemId } }) => ({ success: true as const, data: { opportunities: await arbitrage(ctx.db, itemId) } }));
  return router;
}

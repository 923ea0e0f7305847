import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { executeTrade } from './trade-service';
import { readTradeHistory } from './trade-store';

const ROUTES = API_ROUTES.trade;

export function tradeRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.execute, (c, { body }) => executeTrade(ctx, c.var.userId, body));
  serveRoute(router, ROUTES.history, async (c, { query: { limit, offset } }) => {
    const page = await readTradeHistory(ctx.db, c.var.userId, limit, offset);
    return { success: true as const, data: { ...page, limit, offset } };
  });
  return router;
}

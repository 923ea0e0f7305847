import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { acceptContract, deliverContract, listContracts } from './contract-service';
import { routeBoard } from './route-board';

const ROUTES = API_ROUTES.contracts;

export function tradingRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.tradeRoutes, async (c) => ({ success: true as const, data: await routeBoard(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.list, async (c) => ({ success: true as const, data: await listContracts(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.accept, async (c, { params }) => ({ success: true as const, data: await acceptContract(ctx, c.var.userId, params.id) }));
  serveRoute(router, ROUTES.deliver, async (c, { params }) => ({ success: true as const, data: await deliverContract(ctx, c.var.userId, params.id) }));
  return router;
}

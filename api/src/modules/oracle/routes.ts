import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { askOracle, hearRumour, markRumoursRead, rumoursOf } from './oracle-service';

const ROUTES = API_ROUTES.oracle;

export function oracleRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.query, async (c, { body }) => ({ success: true as const, data: await askOracle(ctx, c.var.userId, body?.query ?? 'any') }));
  serveRoute(router, ROUTES.rumour, async (c, { body }) => ({ success: true as const, data: { clue: await hearRumour(ctx, c.var.userId, body.npc_id) } }));
  serveRoute(router, ROUTES.rumours, async (c) => ({ success: true as const, data: await rumoursOf(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.markRead, async (c) => ({ success: true as const, data: await markRumoursRead(ctx, c.var.userId) }));
  return router;
}

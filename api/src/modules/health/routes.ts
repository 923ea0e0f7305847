import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { probeDatabase } from './health-probe';

export function healthRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, API_ROUTES.health.health, async (c) => {
    const problem = await probeDatabase(ctx.db, ctx.storage);
    if (problem) return c.json({ status: 'error' as const, database: problem }, 503);
    return { status: 'ok' as const, database: 'ok' as const };
  });
  return router;
}

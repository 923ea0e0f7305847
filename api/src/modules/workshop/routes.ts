import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { moveBench, placeBench } from './bench-service';
import { queueStationCraft } from './station-craft-service';
import { upgradeWorkshop, workshopView } from './workshop-service';

const ROUTES = API_ROUTES.workshop;

export function workshopRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.workshop, async (c) => ({ success: true as const, data: await workshopView(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.upgrade, async (c) => ({ success: true as const, data: await upgradeWorkshop(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.placeBench, async (c, { body }) => ({ success: true as const, data: await placeBench(ctx, c.var.userId, body) }));
  serveRoute(router, ROUTES.moveBench, async (c, { params, body }) => ({ success: true as const, data: { bench: await moveBench(ctx, c.var.userId, params.id, body) } }));
  serveRoute(router, ROUTES.craft, async (c, { body }) => ({ success: true as const, data: await queueStationCraft(ctx, c.var.userId, body.recipeId) }));
  return router;
}

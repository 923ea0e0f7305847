import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { harvestNode, visibleNodes } from './harvest-service';

const ROUTES = API_ROUTES.gathering;

export function gatheringRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.nodes, async (c) => ({ success: true as const, data: await visibleNodes(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.harvest, async (c, { body }) => ({ success: true as const, data: await harvestNode(ctx, c.var.userId, body.nodeId) }));
  return router;
}

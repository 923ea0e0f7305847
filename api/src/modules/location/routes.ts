import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { movePlayer, playerLocation, setHomeCity } from './location-service';

const ROUTES = API_ROUTES.location;

export function locationRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.location, async (c) => ({ success: true as const, data: { location: await playerLocation(ctx, c.var.userId) } }));
  serveRoute(router, ROUTES.move, async (c, { body }) => {
    const { location, message } = await movePlayer(ctx, c.var.userId, body.action);
    return { success: true as const, message, data: { location } };
  });
  serveRoute(router, ROUTES.homeCity, async (c, { body }) => ({ success: true as const, data: { location: await setHomeCity(ctx, c.var.userId, body.cityId) } }));
  return router;
}

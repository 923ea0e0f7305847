import { API_ROUTES, GAME_TIME_ACCELERATION, gameTimeState, type TimeSyncData } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { processOfflineProgression } from './offline-progression';

/** What the world shows of time at the server's now, and how far off the client's clock is. */
export function timeSyncData(serverTime: number, clientTime?: number): TimeSyncData {
  return { serverTime, acceleration: GAME_TIME_ACCELERATION, timeDrift: clientTime === undefined ? 0 : serverTime - clientTime, ...gameTimeState(serverTime) };
}

const ROUTES = API_ROUTES.time;

export function timeRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.sync, (_c, { query }) => ({
    success: true as const,
    data: timeSyncData(ctx.clock.now(), query.clientTime === undefined ? undefined : Number(query.clientTime)),
  }));
  serveRoute(router, ROUTES.processOffline, async (c) => ({ success: true as const, offlineProgression: await processOfflineProgression(ctx, c.var.userId) }));
  return router;
}

import { createRoute } from '@hono/zod-openapi';
import { GAME_TIME_ACCELERATION, gameTimeState, offlineProgressionResponseSchema, timeSyncQuerySchema, timeSyncResponseSchema, type TimeSyncData } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonContent, jsonError } from '../../http/openapi';
import { requireAuth } from '../../http/require-auth';
import { processOfflineProgression } from './offline-progression';
import { createRouter } from '../../http/router';

/** What the world shows of time at the server's now, and how far off the client's clock is. */
export function timeSyncData(serverTime: number, clientTime?: number): TimeSyncData {
  return { serverTime, acceleration: GAME_TIME_ACCELERATION, timeDrift: clientTime === undefined ? 0 : serverTime - clientTime, ...gameTimeState(serverTime) };
}

const syncRoute = createRoute({
  method: 'get',
  path: '/time/sync',
  tags: ['time'],
  summary: 'The server’s time, the game time (6x real), time of day, season and weather (spec 000 §7; no token needed)',
  description:
    'Give clientTime (ms since 1970) to get timeDrift = serverTime - clientTime. Game time, season and weather are pure functions of serverTime (shared game-clock rules): a client that knows the offset computes them itself between syncs.',
  request: { query: timeSyncQuerySchema },
  responses: { 200: jsonContent(timeSyncResponseSchema, 'The server’s clock and the world’s time'), 400: jsonError('A clientTime that is not a whole number') },
});

const offlineRoute = createRoute({
  method: 'post',
  path: '/time/process-offline',
  tags: ['time'],
  summary: 'What happened while the player was away: call on entering the world and with every clock sync',
  description:
    'After more than 5 minutes since the last call: hours away, the crops that grew and ripened meanwhile (nothing is harvested for the player), and the farm tax paid. Otherwise all zeros.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(offlineProgressionResponseSchema, 'The offline progression'), 401: jsonError('Authentication required'), 404: jsonError('PLAYER_NOT_FOUND') },
});

export function timeRoutes(ctx: AppContext) {
  const router = createRouter();
  router.openapi(syncRoute, (c) => {
    const { clientTime } = c.req.valid('query');
    return c.json({ success: true as const, data: timeSyncData(ctx.clock.now(), clientTime === undefined ? undefined : Number(clientTime)) }, 200);
  });
  router.openapi(offlineRoute, async (c) => c.json({ success: true as const, offlineProgression: await processOfflineProgression(ctx, c.var.userId) }, 200));
  return router;
}

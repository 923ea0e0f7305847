import { createRoute } from '@hono/zod-openapi';
import { GAME_TIME_ACCELERATION, gameTimeState, timeSyncQuerySchema, timeSyncResponseSchema, type TimeSyncData } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { jsonContent, jsonError } from '../../http/openapi';
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

export function timeRoutes(ctx: AppContext) {
  const router = createRouter();
  router.openapi(syncRoute, (c) => {
    const { clientTime } = c.req.valid('query');
    return c.json({ success: true as const, data: timeSyncData(ctx.clock.now(), clientTime === undefined ? undefined : Number(clientTime)) }, 200);
  });
  return router;
}

import { createRoute } from '@hono/zod-openapi';
import { devClockRequestSchema, devClockResponseSchema } from '@silkroad/shared';
import type { AdjustableClock } from '../../clock';
import type { AppContext } from '../../context';
import { jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { timeSyncData } from '../time/routes';

const clockRoute = createRoute({
  method: 'post',
  path: '/dev/clock',
  tags: ['development'],
  summary: 'Moves the server clock forward (development servers only; a production server answers 404)',
  description:
    'Crops grow, nodes respawn and deadlines pass as if advanceMs of real time had gone by. One process’s clock: in a cluster each process keeps its own. Tokens expire by the same clock, so a long step may make a client refresh its session.',
  request: { body: jsonBody(devClockRequestSchema) },
  responses: { 200: jsonContent(devClockResponseSchema, 'The world’s time after the step'), 400: jsonError('advanceMs missing, not a whole number, or outside 1 ms to 30 days') },
});

/** Mounted only on a development server whose clock can move (never in production: DESIGN §2 "test mode"). */
export function devRoutes(ctx: AppContext, clock: AdjustableClock) {
  const router = createRouter();
  router.openapi(clockRoute, (c) => {
    const { advanceMs } = c.req.valid('json');
    clock.advance(advanceMs);
    ctx.logger.info({ advanceMs, now: clock.now() }, 'development clock moved forward');
    return c.json({ success: true as const, data: timeSyncData(clock.now()) }, 200);
  });
  return router;
}

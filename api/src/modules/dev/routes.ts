import { API_ROUTES } from '@silkroad/shared';
import type { AdjustableClock } from '../../clock';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { timeSyncData } from '../time/routes';
import { placePlayer } from './place-player';
import { presentEvent } from '../events/event-service';
import { meetEncounterNow } from '../journeys/journey-progress';

const ROUTES = API_ROUTES.dev;

/** Mounted only on a development server whose clock can move (never in production: DESIGN §2 "test mode"). */
export function devRoutes(ctx: AppContext, clock: AdjustableClock) {
  const router = createRouter();
  serveRoute(router, ROUTES.clock, (_c, { body }) => {
    clock.advance(body.advanceMs);
    ctx.logger.info({ advanceMs: body.advanceMs, now: clock.now() }, 'development clock moved forward');
    return { success: true as const, data: timeSyncData(clock.now()) };
  });
  serveRoute(router, ROUTES.place, async (c, { body }) => ({ success: true as const, data: await placePlayer(ctx, c.var.userId, body) }));
  serveRoute(router, ROUTES.encounter, async (c, { body }) => ({ success: true as const, data: { journey: await meetEncounterNow(ctx, c.var.userId, body.encounterId) } }));
  serveRoute(router, ROUTES.randomEvent, async (c, { body }) => ({ success: true as const, data: { event: (await presentEvent(ctx, c.var.userId, body.kind)) ?? null } }));
  return router;
}

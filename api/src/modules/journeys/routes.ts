import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { resolveEncounter } from './journey-progress';
import { activeJourney, cancelJourney, journeyHistory, startJourney } from './journey-service';

const ROUTES = API_ROUTES.journeys;

export function journeyRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.start, async (c, { body }) => ({ success: true as const, data: await startJourney(ctx, c.var.userId, body) }));
  serveRoute(router, ROUTES.active, async (c) => ({ success: true as const, data: { journey: await activeJourney(ctx, c.var.userId) } }));
  serveRoute(router, ROUTES.history, async (c) => ({ success: true as const, data: { journeys: await journeyHistory(ctx, c.var.userId) } }));
  serveRoute(router, ROUTES.cancel, async (c) => ({ success: true as const, data: await cancelJourney(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.resolveEncounter, async (c, { body }) => ({ success: true as const, data: await resolveEncounter(ctx, c.var.userId, body.encounter_id, body.choice_id) }));
  return router;
}

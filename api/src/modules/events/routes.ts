import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { answerEvent, pendingEvent } from './event-service';

const ROUTES = API_ROUTES.events;

export function eventRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.pending, async (c) => ({ success: true as const, data: { event: await pendingEvent(ctx, c.var.userId) } }));
  serveRoute(router, ROUTES.answer, async (c, { params, body }) => ({ success: true as const, data: await answerEvent(ctx, c.var.userId, params.id, body.choice_id) }));
  return router;
}

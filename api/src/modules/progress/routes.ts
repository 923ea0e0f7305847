import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { achievementsOf } from './achievements';
import { playerStatsOf } from './player-stats';
import { advanceTutorial, restartTutorial, skipTutorial, tutorialOf } from './tutorial';

const ROUTES = API_ROUTES.progress;

export function progressRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.tutorial, async (c) => ({ success: true as const, data: await tutorialOf(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.advanceTutorial, async (c, { body }) => ({ success: true as const, data: await advanceTutorial(ctx, c.var.userId, body.from) }));
  serveRoute(router, ROUTES.skipTutorial, async (c) => ({ success: true as const, data: await skipTutorial(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.restartTutorial, async (c) => ({ success: true as const, data: await restartTutorial(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.achievements, async (c) => ({ success: true as const, data: await achievementsOf(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.stats, async (c) => ({ success: true as const, data: await playerStatsOf(ctx, c.var.userId) }));
  return router;
}

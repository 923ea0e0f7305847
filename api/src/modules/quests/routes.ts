import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { abandonQuest, acceptQuest, claimQuest, questLog, questsAtNpc } from './quest-service';

const ROUTES = API_ROUTES.quests;

export function questRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.log, async (c) => ({ success: true as const, data: await questLog(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.ofNpc, async (c, { params }) => ({ success: true as const, data: await questsAtNpc(ctx, c.var.userId, params.npcId) }));
  serveRoute(router, ROUTES.accept, async (c, { params }) => ({ success: true as const, data: await acceptQuest(ctx, c.var.userId, params.id) }));
  serveRoute(router, ROUTES.claim, async (c, { params }) => ({ success: true as const, data: await claimQuest(ctx, c.var.userId, params.id) }));
  serveRoute(router, ROUTES.abandon, async (c, { params }) => ({ success: true as const, data: await abandonQuest(ctx, c.var.userId, params.id) }));
  return router;
}

import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { appraiseItem, buyFromNpc, exchangeGoods, hireService, readVault, talkTo, useVault } from './npc-service';

const ROUTES = API_ROUTES.npcs;

export function npcRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.vault, async (c) => ({ success: true as const, data: { vault: await readVault(ctx, c.var.userId) } }));
  serveRoute(router, ROUTES.talk, async (c, { params }) => ({ success: true as const, data: { npc: await talkTo(ctx, c.var.userId, params.id) } }));
  serveRoute(router, ROUTES.buy, async (c, { params, body }) => ({ success: true as const, data: await buyFromNpc(ctx, c.var.userId, params.id, body) }));
  serveRoute(router, ROUTES.vaultAction, async (c, { params, body }) => ({ success: true as const, data: await useVault(ctx, c.var.userId, params.id, body) }));
  serveRoute(router, ROUTES.exchange, async (c, { params, body }) => ({ success: true as const, data: await exchangeGoods(ctx, c.var.userId, params.id, body) }));
  serveRoute(router, ROUTES.appraise, async (c, { params, body }) => ({ success: true as const, data: await appraiseItem(ctx, c.var.userId, params.id, body.item_id) }));
  serveRoute(router, ROUTES.hire, async (c, { params, body }) => ({ success: true as const, data: await hireService(ctx, c.var.userId, params.id, body) }));
  return router;
}

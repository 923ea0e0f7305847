import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { Refusal } from '../../http/refusal';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { currentPlayerData, deleteAndStartOver, resetStats } from './character-service';

const ROUTES = API_ROUTES.player;

export function playerRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.player, async (c) => {
    const data = await currentPlayerData(ctx, c.var.userId);
    if (!data) throw new Refusal('PLAYER_NOT_FOUND');
    return { success: true as const, data };
  });
  serveRoute(router, ROUTES.resetStats, async (c) => ({ success: true as const, data: await resetStats(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.deleteCharacter, async (c) => {
    await deleteAndStartOver(ctx, c.var.userId);
    return { success: true as const, data: { needsInGameName: true as const } };
  });
  return router;
}

import { API_ROUTES, WINDOW_PROFESSIONS } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { claimCraft } from './claim-service';
import { craftQueue } from './queue-service';
import { professionRecipes, queueRecipeCraft } from './recipe-service';
import { transmute } from './transmute-service';

const ROUTES = API_ROUTES.crafting;

export function craftingRoutes(ctx: AppContext) {
  const router = createRouter();

  for (const profession of WINDOW_PROFESSIONS) {
    const list = async (userId: string) => ({ success: true as const, data: await professionRecipes(ctx, userId, profession) });
    serveRoute(router, ROUTES[`${profession}Recipes`], (c) => list(c.var.userId));
    serveRoute(router, ROUTES[`${profession}RecipesUnderProfessions`], (c) => list(c.var.userId));
    serveRoute(router, ROUTES[`${profession}Craft`], async (c, { body }) => ({
      success: true as const,
      data: await queueRecipeCraft(ctx, c.var.userId, profession, { recipe: body.recipe, quantity: body.quantity }),
    }));
  }

  serveRoute(router, ROUTES.queue, async (c) => ({ success: true as const, data: await craftQueue(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.claim, async (c, { params }) => ({ success: true as const, data: await claimCraft(ctx, c.var.userId, params.id) }));
  serveRoute(router, ROUTES.transmute, async (c, { body }) => ({ success: true as const, ...(await transmute(ctx, c.var.userId, body)) }));
  return router;
}

import { createRoute, z } from '@hono/zod-openapi';
import {
  craftClaimResponseSchema,
  craftQueuedResponseSchema,
  craftQueueResponseSchema,
  craftRequestSchema,
  professionRecipesResponseSchema,
  transmuteRequestSchema,
  transmuteResponseSchema,
  WINDOW_PROFESSIONS,
  type WindowProfession,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { createRouter } from '../../http/router';
import { claimCraft } from './claim-service';
import { craftQueue } from './queue-service';
import { professionRecipes, queueRecipeCraft } from './recipe-service';
import { transmute } from './transmute-service';

const TAGS = ['crafting'];
const unauthenticated = jsonError('Missing, forged or expired access token: Authentication required');

function recipesRoute(path: string, profession: WindowProfession) {
  return createRoute({
    method: 'get',
    path,
    tags: TAGS,
    summary: `The ${profession} recipes of the Professions window`,
    description: 'The profession’s level and XP bar, and each recipe with the player’s success rate and time at that level, and whether one can be queued now (level and ingredients) and why not.',
    security: BEARER_SECURITY,
    middleware: [requireAuth],
    responses: { 200: jsonContent(professionRecipesResponseSchema, 'The recipes'), 401: unauthenticated, 404: jsonError('PLAYER_NOT_FOUND') },
  });
}

function craftRoute(profession: WindowProfession) {
  return createRoute({
    method: 'post',
    path: `/${profession}/craft`,
    tags: TAGS,
    summary: `Queue a ${profession} recipe`,
    description: [
      'Queues `quantity` (1 to 99) of a recipe after the player’s other unclaimed crafts (at most 10). The ingredients for the whole quantity are taken now;',
      'the products come when the craft is claimed (POST /crafts/{id}/claim), each unit rolling its success then.',
    ].join(' '),
    security: BEARER_SECURITY,
    middleware: [requireAuth, rateLimit('crafting')],
    request: { body: jsonBody(craftRequestSchema) },
    responses: {
      200: jsonContent(craftQueuedResponseSchema, 'The craft in the queue'),
      400: jsonError('RECIPE_NOT_FOUND (Error: Recipe not found), INVALID_QUANTITY (Quantity must be 1 to 99), or INVALID_REQUEST'),
      401: unauthenticated,
      404: jsonError('PLAYER_NOT_FOUND'),
      409: jsonError('CRAFT_NOT_ALLOWED (the reason: level or materials), CRAFT_QUEUE_FULL'),
      429: jsonError('RATE_LIMITED'),
    },
  });
}

const queueRoute = createRoute({
  method: 'get',
  path: '/crafts/queue',
  tags: TAGS,
  summary: 'The player’s crafting queue',
  description: 'Unclaimed crafts, Professions-window batches and bench crafts together, in the order they run, with status (queued, in-progress, ready) and progress by the server’s clock.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(craftQueueResponseSchema, 'The queue'), 401: unauthenticated, 404: jsonError('PLAYER_NOT_FOUND') },
});

const claimRoute = createRoute({
  method: 'post',
  path: '/crafts/{id}/claim',
  tags: TAGS,
  summary: 'Collect a finished craft',
  description: [
    'Pays a finished craft once: its products, the XP (the profession’s for a window recipe, the crafting system’s for a bench craft) and, for a bench craft, knowledge points and a 10% discovery roll.',
    'Claiming it again answers the same result without paying. A full inventory refuses the claim and leaves the craft claimable.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('crafting')],
  request: { params: z.object({ id: z.string().min(1).max(64) }) },
  responses: {
    200: jsonContent(craftClaimResponseSchema, 'What the craft made'),
    401: unauthenticated,
    404: jsonError('CRAFT_NOT_FOUND: no such craft of this player, or PLAYER_NOT_FOUND'),
    409: jsonError('CRAFT_NOT_READY (Retry-After tells when), INVENTORY_FULL (Inventory Full!)'),
    429: jsonError('RATE_LIMITED'),
  },
});

const transmuteRoute = createRoute({
  method: 'post',
  path: '/alchemy/transmute',
  tags: TAGS,
  summary: 'Transmute one metal into another',
  description: [
    'Copper (copper ore), silver (silver ore) and gold (gold dust): `quantity` (1 to 100) of the material is turned in whole batches at fixed ratios',
    '(3 copper : 1 silver, 4 silver : 1 gold, 12 copper : 1 gold; down 1 : 2, 1 : 3, 1 : 6) that always lose value, for a fee of 10 copper per batch and 2 alchemy XP per batch.',
    'Gold needs Alchemy 3. The remainder of a quantity that is not a whole number of batches stays with the player.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('crafting')],
  request: { body: jsonBody(transmuteRequestSchema) },
  responses: {
    200: jsonContent(transmuteResponseSchema, 'The transmutation'),
    400: jsonError('TRANSMUTE_INVALID (the same metal twice), INVALID_QUANTITY or INVALID_REQUEST'),
    401: unauthenticated,
    404: jsonError('PLAYER_NOT_FOUND'),
    409: jsonError('TRANSMUTE_NOT_ENOUGH, CRAFT_NOT_ALLOWED (alchemy level for gold), INSUFFICIENT_FUNDS, INVENTORY_FULL'),
    429: jsonError('RATE_LIMITED'),
  },
});

/** The craft form's quantity is answered with the spec's own text (001 §2). */
const CRAFT_FIELD_FAILURES = { quantity: { code: 'INVALID_QUANTITY', message: 'Quantity must be 1 to 99' } } as const;

export function craftingRoutes(ctx: AppContext) {
  const router = createRouter();
  const craftRouter = createRouter(CRAFT_FIELD_FAILURES);

  for (const profession of WINDOW_PROFESSIONS) {
    // Explicit paths, not /{profession}/...: a pattern would also catch /workshop/craft and the action routes.
    const list = async (userId: string) => ({ success: true as const, data: await professionRecipes(ctx, userId, profession) });
    router.openapi(recipesRoute(`/${profession}/recipes`, profession), async (c) => c.json(await list(c.var.userId), 200));
    router.openapi(recipesRoute(`/professions/${profession}/recipes`, profession), async (c) => c.json(await list(c.var.userId), 200));
    craftRouter.openapi(craftRoute(profession), async (c) => {
      const body = c.req.valid('json');
      return c.json({ success: true as const, data: await queueRecipeCraft(ctx, c.var.userId, profession, { recipe: body.recipe, quantity: body.quantity }) }, 200);
    });
  }

  router.openapi(queueRoute, async (c) => c.json({ success: true as const, data: await craftQueue(ctx, c.var.userId) }, 200));
  router.openapi(claimRoute, async (c) => c.json({ success: true as const, data: await claimCraft(ctx, c.var.userId, c.req.valid('param').id) }, 200));
  router.openapi(transmuteRoute, async (c) => c.json({ success: true as const, ...(await transmute(ctx, c.var.userId, c.req.valid('json'))) }, 200));

  router.route('/', craftRouter);
  return router;
}

import { createRoute, z } from '@hono/zod-openapi';
import {
  benchMoveRequestSchema,
  benchPlaceRequestSchema,
  benchPlaceResponseSchema,
  craftQueuedResponseSchema,
  placedBenchSchema,
  stationCraftRequestSchema,
  workshopResponseSchema,
  workshopUpgradeResponseSchema,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { createRouter } from '../../http/router';
import { moveBench, placeBench } from './bench-service';
import { queueStationCraft } from './station-craft-service';
import { upgradeWorkshop, workshopView } from './workshop-service';

const TAGS = ['workshop'];
const unauthenticated = jsonError('Missing, forged or expired access token: Authentication required');
const benchMovedResponseSchema = z.object({ success: z.literal(true), data: z.object({ bench: placedBenchSchema }) });

const workshopRoute = createRoute({
  method: 'get',
  path: '/workshop',
  tags: TAGS,
  summary: 'The personal workshop and the station recipes',
  description: [
    'The personal workshop (level, placed benches), the crafting system’s experience, level and knowledge points, where the player can craft now',
    '(site: personal on the farm, city inside a city with a tier-1 bench of every station, or null), and each station recipe: known or not, whether it can be crafted here now and why not,',
    'the combination effects the player’s held items would give, its quality and time. Recipes whose unlock conditions are met become known.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(workshopResponseSchema, 'The workshop'), 401: unauthenticated, 404: jsonError('PLAYER_NOT_FOUND') },
});

const upgradeRoute = createRoute({
  method: 'post',
  path: '/workshop/upgrade',
  tags: TAGS,
  summary: 'Upgrade the personal workshop one level',
  description: 'Pays the next level’s cost (002 §9 "Workshop upgrades", silver as copper) and raises the level: a larger floor and more benches.',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('crafting')],
  responses: {
    200: jsonContent(workshopUpgradeResponseSchema, 'The new level'),
    401: unauthenticated,
    404: jsonError('PLAYER_NOT_FOUND'),
    409: jsonError('INSUFFICIENT_FUNDS (Insufficient funds: {coins} needed), WORKSHOP_MAX_LEVEL'),
    429: jsonError('RATE_LIMITED'),
  },
});

const placeRoute = createRoute({
  method: 'post',
  path: '/workshop/benches',
  tags: TAGS,
  summary: 'Buy a bench and place it in the personal workshop',
  description: [
    'Only on the farm. The bench’s centre (x, y) is measured from the centre of the floor on a 20 px grid; the 80x60 bench must lie wholly on the floor and clear of the others,',
    'within the level’s bench capacity, at or above the bench’s player level; its cost is paid.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('crafting')],
  request: { body: jsonBody(benchPlaceRequestSchema) },
  responses: {
    200: jsonContent(benchPlaceResponseSchema, 'The bench placed'),
    400: jsonError('BENCH_OUTSIDE (Cannot place bench outside workshop area), INVALID_REQUEST (off the grid)'),
    401: unauthenticated,
    403: jsonError('NO_WORKSHOP_HERE (not on the farm), BENCH_LEVEL_TOO_LOW'),
    404: jsonError('BENCH_NOT_FOUND, PLAYER_NOT_FOUND'),
    409: jsonError('BENCH_CAPACITY (Workshop is at maximum bench capacity), BENCH_OVERLAP, INSUFFICIENT_FUNDS'),
    429: jsonError('RATE_LIMITED'),
  },
});

const moveRoute = createRoute({
  method: 'post',
  path: '/workshop/benches/{id}/move',
  tags: TAGS,
  summary: 'Move a placed bench',
  description: 'Free; the same checks as placing (on the farm, grid, floor, clear of the other benches).',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('crafting')],
  request: { params: z.object({ id: z.coerce.number().int().positive() }), body: jsonBody(benchMoveRequestSchema) },
  responses: {
    200: jsonContent(benchMovedResponseSchema, 'The bench where it now stands'),
    400: jsonError('BENCH_OUTSIDE, INVALID_REQUEST (off the grid)'),
    401: unauthenticated,
    403: jsonError('NO_WORKSHOP_HERE'),
    404: jsonError('BENCH_NOT_FOUND: no such bench of this player'),
    409: jsonError('BENCH_OVERLAP'),
    429: jsonError('RATE_LIMITED'),
  },
});

const craftRoute = createRoute({
  method: 'post',
  path: '/workshop/craft',
  tags: TAGS,
  summary: 'Queue a station recipe at a bench',
  description: [
    'At the personal workshop (its placed benches) or a city workshop (tier-1 benches of every station). The recipe must be known, the crafting level and bench tier reached,',
    'and every requirement held; the consumed ones are taken now (tools stay). The craft joins the same queue as the Professions window’s and is claimed with POST /crafts/{id}/claim.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('crafting')],
  request: { body: jsonBody(stationCraftRequestSchema) },
  responses: {
    200: jsonContent(craftQueuedResponseSchema, 'The craft in the queue'),
    400: jsonError('RECIPE_NOT_FOUND (Error: Recipe not found), INVALID_REQUEST'),
    401: unauthenticated,
    403: jsonError('NO_WORKSHOP_HERE, RECIPE_NOT_DISCOVERED (Recipe not discovered yet)'),
    404: jsonError('PLAYER_NOT_FOUND'),
    409: jsonError('CRAFT_NOT_ALLOWED (the reason: level, bench or missing materials), CRAFT_QUEUE_FULL'),
    429: jsonError('RATE_LIMITED'),
  },
});

/** A bench id in the path that is not a positive whole number names no bench. */
const WORKSHOP_FIELD_FAILURES = { id: { code: 'BENCH_NOT_FOUND' } } as const;

export function workshopRoutes(ctx: AppContext) {
  const router = createRouter(WORKSHOP_FIELD_FAILURES);

  router.openapi(workshopRoute, async (c) => c.json({ success: true as const, data: await workshopView(ctx, c.var.userId) }, 200));
  router.openapi(upgradeRoute, async (c) => c.json({ success: true as const, data: await upgradeWorkshop(ctx, c.var.userId) }, 200));
  router.openapi(placeRoute, async (c) => c.json({ success: true as const, data: await placeBench(ctx, c.var.userId, c.req.valid('json')) }, 200));
  router.openapi(moveRoute, async (c) => c.json({ success: true as const, data: { bench: await moveBench(ctx, c.var.userId, c.req.valid('param').id, c.req.valid('json')) } }, 200));
  router.openapi(craftRoute, async (c) => c.json({ success: true as const, data: await queueStationCraft(ctx, c.var.userId, c.req.valid('json').recipeId) }, 200));

  return router;
}

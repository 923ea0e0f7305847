import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  equipmentPurchaseRequestSchema,
  equipmentPurchaseResponseSchema,
  forgesResponseSchema,
  plantRequestSchema,
  plantResponseSchema,
  prospectResponseSchema,
  surveyResponseSchema,
  workshopsResponseSchema,
  type EquipmentShop,
} from '@silkroad/shared';
import { z } from 'zod';
import type { AppContext, AppEnv } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { purchaseEquipment } from './equipment';
import { citiesByDistance } from './places';
import { prospect, survey } from './prospect-survey';
import { plantTrees } from './tree-planting';

const unauthenticated = jsonError('Missing, forged or expired access token: Authentication required');
const onFarm = jsonError('PROFESSIONS_ON_FARM');
const limited = jsonError('RATE_LIMITED');
/** The spec's bodies carry a location and timestamp; the server uses its own. */
const clientStampBody = jsonBody(z.object({ location: z.unknown().optional(), timestamp: z.unknown().optional() }));

const prospectRoute = createRoute({
  method: 'post',
  path: '/mining/prospect',
  tags: ['professions: mining'],
  summary: 'The ore, stone and gem veins within 600 px of the player, nearest first',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('professions')],
  responses: { 200: jsonContent(prospectResponseSchema, 'The veins'), 401: unauthenticated, 403: onFarm, 429: limited },
});

const surveyRoute = createRoute({
  method: 'post',
  path: '/logging/survey',
  tags: ['professions: logging'],
  summary: 'The forest areas of the map, nearest first, with the wood nodes standing in each',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('professions')],
  responses: { 200: jsonContent(surveyResponseSchema, 'The forest areas'), 401: unauthenticated, 403: onFarm, 429: limited },
});

function equipmentRoute(shop: EquipmentShop) {
  return createRoute({
    method: 'post',
    path: `/${shop}/equipment/purchase`,
    tags: [`professions: ${shop}`],
    summary: shop === 'mining' ? 'Buy pickaxes or mining lamps in a city, at their catalogue value' : 'Buy axes or saws in a city, at their catalogue value',
    security: BEARER_SECURITY,
    middleware: [requireAuth, rateLimit('professions')],
    request: { body: jsonBody(equipmentPurchaseRequestSchema) },
    responses: {
      200: jsonContent(equipmentPurchaseResponseSchema, 'What was bought and the purse it left'),
      400: jsonError('UNKNOWN_EQUIPMENT or INVALID_QUANTITY'),
      401: unauthenticated,
      403: jsonError('NOT_IN_CITY or PROFESSIONS_ON_FARM'),
      409: jsonError('INSUFFICIENT_FUNDS or INVENTORY_FULL'),
      429: limited,
    },
  });
}

const plantRoute = createRoute({
  method: 'post',
  path: '/logging/plant',
  tags: ['professions: logging'],
  summary: 'Plant saplings where the player stands in a forest, for logging experience (at most 20 a day)',
  description:
    'Each sapling grows into a wood node near where it was planted once its growth time has passed (pine 2 h, oak 3 h, walnut 4 h, cedar 6 h), holding its tree’s logs (3, 5, 7, 10) for anyone to fell. It does not grow back, and once emptied it is gone.',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('professions')],
  request: { body: jsonBody(plantRequestSchema) },
  responses: {
    200: jsonContent(plantResponseSchema, 'The saplings planted'),
    400: jsonError('UNKNOWN_TREE_TYPE or INVALID_QUANTITY'),
    401: unauthenticated,
    403: jsonError('PLANTING_NOT_ALLOWED: not in a forest outside the cities, or the day’s saplings are planted; PROFESSIONS_ON_FARM'),
    409: jsonError('INSUFFICIENT_FUNDS'),
    429: limited,
  },
});

const forgesRoute = createRoute({
  method: 'post',
  path: '/blacksmithing/forges',
  tags: ['professions: blacksmithing'],
  summary: 'The towns’ forges, nearest first',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { body: { ...clientStampBody, required: false } },
  responses: { 200: jsonContent(forgesResponseSchema, 'The forges'), 401: unauthenticated, 403: onFarm },
});

const workshopsRoute = createRoute({
  method: 'post',
  path: '/crafting/workshops',
  tags: ['professions: crafting'],
  summary: 'The towns’ workshops, nearest first',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { body: { ...clientStampBody, required: false } },
  responses: { 200: jsonContent(workshopsResponseSchema, 'The workshops'), 401: unauthenticated, 403: onFarm },
});

export function addExtraRoutes(router: OpenAPIHono<AppEnv>, ctx: AppContext): void {
  router.openapi(prospectRoute, async (c) => c.json({ success: true as const, data: { veins: await prospect(ctx, c.var.userId) } }, 200));
  router.openapi(surveyRoute, async (c) => c.json({ success: true as const, data: { areas: await survey(ctx, c.var.userId) } }, 200));
  for (const shop of ['mining', 'logging'] as const) {
    router.openapi(equipmentRoute(shop), async (c) => {
      const body = c.req.valid('json');
      return c.json({ success: true as const, data: await purchaseEquipment(ctx, c.var.userId, shop, body.equipmentType, body.quantity) }, 200);
    });
  }
  router.openapi(plantRoute, async (c) => {
    const body = c.req.valid('json');
    return c.json({ success: true as const, data: await plantTrees(ctx, c.var.userId, body.treeType, body.quantity) }, 200);
  });
  router.openapi(forgesRoute, async (c) => c.json({ success: true as const, forges: await citiesByDistance(ctx, c.var.userId) }, 200));
  router.openapi(workshopsRoute, async (c) => c.json({ success: true as const, workshops: await citiesByDistance(ctx, c.var.userId) }, 200));
}

import { createRoute } from '@hono/zod-openapi';
import { harvestRequestSchema, harvestResponseSchema, resourceNodesResponseSchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { createRouter, type FieldFailures } from '../../http/router';
import { harvestNode, visibleNodes } from './harvest-service';

const TAGS = ['gathering'];
const unauthenticated = jsonError('Missing, forged or expired access token: Authentication required');

/** A node id that is not a positive whole number names no node. */
const GATHERING_FIELD_FAILURES: FieldFailures = { nodeId: { code: 'UNKNOWN_NODE' } };

const nodesRoute = createRoute({
  method: 'get',
  path: '/gathering/nodes',
  tags: TAGS,
  summary: 'The resource nodes the player can see',
  description:
    'Nodes of the countryside within view of where the player stands (1000 px; none from inside a city), with their quantity and state (full, low at 30% or less, depleted). The world is brought up to the clock first: harvested nodes past their respawn time are full, emptied nodes past 2 s are replaced elsewhere. Changes then arrive as `node-update` on the socket.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(resourceNodesResponseSchema, 'The nodes in view'), 401: unauthenticated, 404: jsonError('PLAYER_NOT_FOUND') },
});

const harvestRoute = createRoute({
  method: 'post',
  path: '/gathering/harvest',
  tags: TAGS,
  summary: 'Harvest one yield of a resource node',
  description: [
    'The player must stand in the countryside within 100 px of the node, and harvests at most once per gather time of the resource (Retry-After tells when).',
    'The node, the item, the ledger and the profession XP change in one transaction. The first harvest sets the player’s profession to the resource’s;',
    'a harvest outside the player’s profession gives the item without XP and says which profession it needs.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('gather')],
  request: { body: jsonBody(harvestRequestSchema) },
  responses: {
    200: jsonContent(harvestResponseSchema, 'The harvest'),
    400: jsonError('UNKNOWN_NODE (Resource not found), or INVALID_REQUEST'),
    401: unauthenticated,
    403: jsonError('GATHERING_IN_CITY, or NODE_OUT_OF_REACH: more than 100 px from the node'),
    404: jsonError('PLAYER_NOT_FOUND'),
    409: jsonError('NODE_DEPLETED (Resource depleted!) or HARVEST_INVENTORY_FULL (Inventory Full!)'),
    429: jsonError('GATHERING_TOO_FAST: sooner than the gather time after the last harvest, or RATE_LIMITED; see Retry-After'),
  },
});

export function gatheringRoutes(ctx: AppContext) {
  const router = createRouter(GATHERING_FIELD_FAILURES);

  router.openapi(nodesRoute, async (c) => c.json({ success: true as const, data: { nodes: await visibleNodes(ctx, c.var.userId) } }, 200));

  router.openapi(harvestRoute, async (c) => c.json({ success: true as const, data: await harvestNode(ctx, c.var.userId, c.req.valid('json').nodeId) }, 200));

  return router;
}

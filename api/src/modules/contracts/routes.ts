import { createRoute } from '@hono/zod-openapi';
import { contractIdParamSchema, contractResponseSchema, contractsResponseSchema, tradeRoutesResponseSchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { createRouter } from '../../http/router';
import { acceptContract, deliverContract, listContracts } from './contract-service';
import { routeBoard } from './route-board';

const TAGS = ['trading'];
const unauthenticated = jsonError('Missing, forged or expired access token');
const limited = jsonError('RATE_LIMITED: see Retry-After');
const badId = jsonError('INVALID_REQUEST: an id longer than 64 characters');

const listRoutes = createRoute({
  method: 'get',
  path: '/trading/routes',
  tags: TAGS,
  summary: 'Trade routes and whether the player meets their requirements',
  description:
    'Each route with its goods, an estimate of the profit per unit at base prices (copper), and `eligible` with the unmet requirements ("Requires level 10", "Requires 5000 silver capital"). Capital is the purse. Running a caravan along a route comes with journeys, a later issue.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(tradeRoutesResponseSchema, 'The routes'), 401: unauthenticated, 404: jsonError('PLAYER_NOT_FOUND') },
});

const listContractsRoute = createRoute({
  method: 'get',
  path: '/trading/contracts',
  tags: TAGS,
  summary: 'The contract board, and the player’s own contracts',
  description:
    'Overdue contracts are settled first (status failed, penalty charged). Each contract is on the board as one posting at a time (`postingId`), taken by one trader and completed once; the client posts it again six game hours after it closes, and a posting nobody took for a game day is posted again at that day’s prices. The reward is set when posted: what the destination’s merchants pay for the goods at its price (its base price if lower), never above the catalogue’s; `source` is where the goods were cheapest then, at `sourcePrice` per unit. Rewards and penalties are copper; deadlines are ISO times (game days last 4 real hours).',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(contractsResponseSchema, 'Available contracts and the player’s own'), 401: unauthenticated, 404: jsonError('PLAYER_NOT_FOUND') },
});

const acceptContractRoute = createRoute({
  method: 'post',
  path: '/trading/contracts/{id}/accept',
  tags: TAGS,
  summary: 'Take a contract’s posting off the board',
  description: 'Of any number of traders accepting one posting, one gets it; the others hear CONTRACT_TAKEN, as does anyone until the client posts it again. One active instance per contract per player; the deadline is the contract’s game days from now.',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('contracts')],
  request: { params: contractIdParamSchema },
  responses: {
    201: jsonContent(contractResponseSchema, 'The contract, active'),
    400: badId,
    401: unauthenticated,
    403: jsonError('LEVEL_TOO_LOW'),
    404: jsonError('CONTRACT_NOT_FOUND or PLAYER_NOT_FOUND'),
    409: jsonError('CONTRACT_ALREADY_ACTIVE, or CONTRACT_TAKEN: not on the board now'),
    429: limited,
  },
});

const deliverContractRoute = createRoute({
  method: 'post',
  path: '/trading/contracts/{id}/deliver',
  tags: TAGS,
  summary: 'Deliver a contract’s goods for its reward',
  description:
    'In the destination city, before the deadline, holding the goods: they leave the inventory and the reward enters the purse. The reward is the posted one, but no more per unit than anyone bought the goods for at the destination’s market since it was posted.',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('contracts')],
  request: { params: contractIdParamSchema },
  responses: {
    200: jsonContent(contractResponseSchema, 'The contract, completed'),
    400: badId,
    401: unauthenticated,
    403: jsonError('WRONG_CITY: not in the destination city'),
    404: jsonError('CONTRACT_NOT_FOUND or PLAYER_NOT_FOUND'),
    409: jsonError('CONTRACT_NOT_ACCEPTED, or INSUFFICIENT_ITEMS'),
    429: limited,
    410: jsonError('CONTRACT_OVERDUE: the deadline passed; the contract failed and its penalty was charged'),
  },
});

export function tradingRoutes(ctx: AppContext) {
  const router = createRouter();

  router.openapi(listRoutes, async (c) => {
    const data = await routeBoard(ctx, c.var.userId);
    return c.json({ success: true as const, data }, 200);
  });

  router.openapi(listContractsRoute, async (c) => {
    const data = await listContracts(ctx, c.var.userId);
    return c.json({ success: true as const, data }, 200);
  });

  router.openapi(acceptContractRoute, async (c) => {
    const data = await acceptContract(ctx, c.var.userId, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 201);
  });

  router.openapi(deliverContractRoute, async (c) => {
    const data = await deliverContract(ctx, c.var.userId, c.req.valid('param').id);
    return c.json({ success: true as const, data }, 200);
  });

  return router;
}

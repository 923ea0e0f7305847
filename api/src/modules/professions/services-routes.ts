import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import {
  actionStartResponseSchema,
  commissionRequestSchema,
  CONTRACT_PROFESSIONS,
  contractIdParamSchema,
  contractResponseSchema,
  craftQueuedResponseSchema,
  PROFESSION_NAMES,
  professionContractsResponseSchema,
  repairRequestSchema,
  type ContractProfession,
} from '@silkroad/shared';
import type { AppContext, AppEnv } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { commissionItem } from '../crafting/commission-service';
import { acceptProfessionContract, listProfessionContracts } from '../contracts/contract-service';
import { startRepair } from './repair';

const unauthenticated = jsonError('Missing, forged or expired access token: Authentication required');
const limited = jsonError('RATE_LIMITED');

function contractRoutesOf(profession: ContractProfession) {
  const tags = [`professions: ${profession}`];
  const name = PROFESSION_NAMES[profession];
  return {
    list: createRoute({
      method: 'get',
      path: `/${profession}/contracts`,
      tags,
      summary: `The ${name} contracts: goods the profession makes, wanted in a city`,
      description:
        'Each of the profession’s contracts once, as GET /trading/contracts shows it (overdue ones settled first): the player’s active instance, else on offer. They are on the trading board too; delivery is POST /trading/contracts/{id}/deliver.',
      security: BEARER_SECURITY,
      middleware: [requireAuth],
      responses: { 200: jsonContent(professionContractsResponseSchema, 'The contracts'), 401: unauthenticated, 404: jsonError('PLAYER_NOT_FOUND') },
    }),
    accept: createRoute({
      method: 'post',
      path: `/${profession}/contracts/{id}/accept`,
      tags,
      summary: `Take a ${name} contract`,
      description:
        'As POST /trading/contracts/{id}/accept, for this profession’s contracts only: another contract’s id is not found here. The spec’s body (a timestamp) is not read: the server keeps the time.',
      security: BEARER_SECURITY,
      middleware: [requireAuth, rateLimit('contracts')],
      request: { params: contractIdParamSchema },
      responses: {
        201: jsonContent(contractResponseSchema, 'The contract, active'),
        400: jsonError('INVALID_REQUEST: an id longer than 64 characters'),
        401: unauthenticated,
        403: jsonError('LEVEL_TOO_LOW'),
        404: jsonError('CONTRACT_NOT_FOUND (not a contract of this profession) or PLAYER_NOT_FOUND'),
        409: jsonError('CONTRACT_ALREADY_ACTIVE'),
        429: limited,
      },
    }),
  };
}

const repairRoute = createRoute({
  method: 'post',
  path: '/blacksmithing/repair',
  tags: ['professions: blacksmithing'],
  summary: 'Work the forge’s Repair Services on a tool you hold',
  description: [
    'Items do not wear out: a repair starts the Repair Services action (its level, cost, iron ingot, duration and result, as POST /blacksmithing/start with that action) on a tool the player holds, which stays theirs.',
    'itemId is Tools or a held tool (pickaxe, axe, hammer, saw, mining lamp, ...); repairType, location and timestamp are accepted and not read.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('professions')],
  request: { body: jsonBody(repairRequestSchema) },
  responses: {
    200: jsonContent(actionStartResponseSchema, 'The Repair Services session, running'),
    400: jsonError('REPAIR_NOT_APPLICABLE (Nothing to repair: bring a tool you hold), or INVALID_REQUEST'),
    401: unauthenticated,
    403: jsonError('PROFESSIONS_ON_FARM'),
    409: jsonError('INSUFFICIENT_ITEMS (the tool is not held), ACTION_UNAVAILABLE (the reason), or ACTION_IN_PROGRESS'),
    429: limited,
  },
});

const commissionRoute = createRoute({
  method: 'post',
  path: '/crafting/commission',
  tags: ['professions: crafting'],
  summary: 'Commission one item from the city’s master crafter',
  description: [
    'In a city: an item a crafting action makes (cotton tunic, leather boots, saddle, ...) for its catalogue value times 1.5, paid now.',
    'It is made over the duration of the quickest crafting action that makes it, queued after the player’s other crafts (at most 10), and collected with POST /crafts/{id}/claim (no XP).',
    'specifications and timestamp are accepted and not read.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('professions')],
  request: { body: jsonBody(commissionRequestSchema) },
  responses: {
    200: jsonContent(craftQueuedResponseSchema, 'The commission in the crafting queue'),
    400: jsonError('UNKNOWN_COMMISSION (This item cannot be commissioned), or INVALID_REQUEST'),
    401: unauthenticated,
    403: jsonError('NOT_IN_CITY'),
    404: jsonError('PLAYER_NOT_FOUND'),
    409: jsonError('INSUFFICIENT_FUNDS or CRAFT_QUEUE_FULL'),
    429: limited,
  },
});

/** The forge's and workshop's services of spec 001 §7: their contract boards, repairs and commissions. */
export function addServiceRoutes(router: OpenAPIHono<AppEnv>, ctx: AppContext): void {
  for (const profession of CONTRACT_PROFESSIONS) {
    const routes = contractRoutesOf(profession);
    router.openapi(routes.list, async (c) => c.json({ success: true as const, contracts: await listProfessionContracts(ctx, c.var.userId, profession) }, 200));
    router.openapi(routes.accept, async (c) => c.json({ success: true as const, data: await acceptProfessionContract(ctx, c.var.userId, profession, c.req.valid('param').id) }, 201));
  }
  router.openapi(repairRoute, async (c) => c.json(await startRepair(ctx, c.var.userId, c.req.valid('json').itemId), 200));
  router.openapi(commissionRoute, async (c) => c.json({ success: true as const, data: await commissionItem(ctx, c.var.userId, c.req.valid('json').itemType) }, 200));
}

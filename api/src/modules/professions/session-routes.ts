import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  actionCheckResponseSchema,
  actionStartRequestSchema,
  actionStartResponseSchema,
  activeSessionsResponseSchema,
  PROFESSION_IDS,
  PROFESSION_NAMES,
  professionActionsResponseSchema,
  professionStatsResponseSchema,
  type ProfessionId,
} from '@silkroad/shared';
import type { AppContext, AppEnv } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { professionStats } from './profession-stats';
import { checkSession } from './session-claim';
import { startAction } from './session-start';
import { activeSessions, professionActions } from './session-views';

const unauthenticated = jsonError('Missing, forged or expired access token: Authentication required');
const sessionIdParams = z.object({ id: z.string().min(1).max(64) });

/** The four session routes of one profession (001 §7), under /{profession}/... */
function sessionRoutesOf(profession: ProfessionId) {
  const tags = [`professions: ${profession}`];
  const name = PROFESSION_NAMES[profession];
  return {
    start: createRoute({
      method: 'post',
      path: `/${profession}/start`,
      tags,
      summary: `Start a ${name} action`,
      description: [
        'The server judges the action where the player stands (terrain), when (weather, time of day, season), with their real level, tools, materials and copper (001 §5);',
        'a refusal says why in the spec’s words. The cost and materials are taken now, whatever the outcome; the result is rolled when it is claimed (check).',
        'One action per profession at a time; the body’s location and timestamp are ignored.',
      ].join(' '),
      security: BEARER_SECURITY,
      middleware: [requireAuth, rateLimit('professions')],
      request: { body: jsonBody(actionStartRequestSchema) },
      responses: {
        200: jsonContent(actionStartResponseSchema, 'The session, running'),
        400: jsonError('UNKNOWN_ACTION: not an action of this profession, or INVALID_REQUEST'),
        401: unauthenticated,
        403: jsonError('PROFESSIONS_ON_FARM'),
        409: jsonError('ACTION_UNAVAILABLE (the reason as the message: Need Pickaxe!, Insufficient funds: ..., Cannot mine here! ...) or ACTION_IN_PROGRESS'),
        429: jsonError('RATE_LIMITED'),
      },
    }),
    check: createRoute({
      method: 'get',
      path: `/${profession}/check/{id}`,
      tags,
      summary: `A ${name} session, claimed with its result once it has ended`,
      description:
        'Before the end: in-progress with remainingMs. The first check after the end claims the result (goods, XP, market impact) once; every later check answers the same result, status claimed. When the goods do not fit, nothing is paid and the roll is kept for the next check (409 INVENTORY_FULL, Inventory Full!).',
      security: BEARER_SECURITY,
      middleware: [requireAuth, rateLimit('professions')],
      request: { params: sessionIdParams },
      responses: {
        200: jsonContent(actionCheckResponseSchema, 'The session'),
        401: unauthenticated,
        404: jsonError('SESSION_NOT_FOUND: no such session of this player and profession'),
        409: jsonError('INVENTORY_FULL (Inventory Full!)'),
        429: jsonError('RATE_LIMITED'),
      },
    }),
    active: createRoute({
      method: 'get',
      path: `/${profession}/active`,
      tags,
      summary: `The player's unclaimed ${name} sessions`,
      security: BEARER_SECURITY,
      middleware: [requireAuth],
      responses: { 200: jsonContent(activeSessionsResponseSchema, 'The open sessions'), 401: unauthenticated },
    }),
    stats: createRoute({
      method: 'get',
      path: `/${profession}/stats`,
      tags,
      summary: `The player's ${name} level and what their sessions made`,
      security: BEARER_SECURITY,
      middleware: [requireAuth],
      responses: { 200: jsonContent(professionStatsResponseSchema, 'The stats'), 401: unauthenticated },
    }),
  };
}

const tradingProfessionStatsRoute = createRoute({
  method: 'get',
  path: '/trading/profession-stats',
  tags: ['professions: trading'],
  summary: 'The trading profession’s stats (as GET /trading/stats)',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(professionStatsResponseSchema, 'The stats'), 401: unauthenticated },
});

const actionsRoute = createRoute({
  method: 'get',
  path: '/professions/{profession}/actions',
  tags: ['professions'],
  summary: 'Every action of a profession, and whether it can start here and now',
  description: 'Judged as a start would be, where the player stands now, at the game clock’s weather, hour and season, with what they hold and their real level. The popups list this.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { params: z.object({ profession: z.enum(PROFESSION_IDS) }) },
  responses: { 200: jsonContent(professionActionsResponseSchema, 'The actions'), 400: jsonError('INVALID_REQUEST: not a profession'), 401: unauthenticated, 403: jsonError('PROFESSIONS_ON_FARM') },
});

export function addSessionRoutes(router: OpenAPIHono<AppEnv>, ctx: AppContext): void {
  for (const profession of PROFESSION_IDS) {
    const routes = sessionRoutesOf(profession);
    router.openapi(routes.start, async (c) => c.json(await startAction(ctx, c.var.userId, profession, c.req.valid('json').action), 200));
    router.openapi(routes.check, async (c) => c.json(await checkSession(ctx, c.var.userId, profession, c.req.valid('param').id), 200));
    router.openapi(routes.active, async (c) => c.json({ success: true as const, data: { sessions: await activeSessions(ctx, c.var.userId, profession) } }, 200));
    router.openapi(routes.stats, async (c) => c.json({ success: true as const, data: await professionStats(ctx, c.var.userId, profession) }, 200));
  }
  router.openapi(tradingProfessionStatsRoute, async (c) => c.json({ success: true as const, data: await professionStats(ctx, c.var.userId, 'trading') }, 200));
  router.openapi(actionsRoute, async (c) => c.json({ success: true as const, data: await professionActions(ctx, c.var.userId, c.req.valid('param').profession) }, 200));
}

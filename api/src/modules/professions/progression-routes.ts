import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { professionSwitchRequestSchema, professionSwitchResponseSchema, progressionStatusResponseSchema } from '@silkroad/shared';
import type { AppContext, AppEnv } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { progressionStatus, switchProfession } from './progression';

const unauthenticated = jsonError('Missing, forged or expired access token: Authentication required');

const statusRoute = createRoute({
  method: 'get',
  path: '/progression/status',
  tags: ['professions'],
  summary: 'Every profession’s level and experience, the current profession, and whether each could be switched to now',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(progressionStatusResponseSchema, 'The progression'), 401: unauthenticated },
});

const switchRoute = createRoute({
  method: 'post',
  path: '/progression/switch',
  tags: ['professions'],
  summary: 'Take up another profession',
  description: 'The first profession is free; after a switch the player waits the square of the current profession’s real level in real hours before the next.',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('professions')],
  request: { body: jsonBody(professionSwitchRequestSchema) },
  responses: {
    200: jsonContent(professionSwitchResponseSchema, 'The new current profession'),
    400: jsonError('INVALID_REQUEST: not a profession'),
    401: unauthenticated,
    409: jsonError('PROFESSION_SWITCH_NOT_ALLOWED: the switcher’s line as the message (Cannot switch yet: required 1.0 h, completed 0.2 h, remaining 0.8 h; This is already your profession)'),
    429: jsonError('RATE_LIMITED'),
  },
});

export function addProgressionRoutes(router: OpenAPIHono<AppEnv>, ctx: AppContext): void {
  router.openapi(statusRoute, async (c) => c.json({ success: true as const, data: await progressionStatus(ctx, c.var.userId) }, 200));
  router.openapi(switchRoute, async (c) => c.json({ success: true as const, data: await switchProfession(ctx, c.var.userId, c.req.valid('json').profession) }, 200));
}

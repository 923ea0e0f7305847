import { createRoute } from '@hono/zod-openapi';
import { homeCityRequestSchema, playerLocationResponseSchema, playerMoveRequestSchema, playerLocationSchema } from '@silkroad/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError as refusal } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { createRouter } from '../../http/router';
import { movePlayer, playerLocation, setHomeCity } from './location-service';

const unauthenticated = refusal('Missing, forged or expired access token: Authentication required');
const moveResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ location: playerLocationSchema }) });

const locationRoute = createRoute({
  method: 'get',
  path: '/player/location',
  tags: ['world'],
  summary: 'Where the player is: IN_CITY (the main world) or IN_COUNTRYSIDE (on their farm), and the city they are at or near',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(playerLocationResponseSchema, 'The location'), 401: unauthenticated, 404: refusal('PLAYER_NOT_FOUND') },
});

const moveRoute = createRoute({
  method: 'post',
  path: '/player/move',
  tags: ['world'],
  summary: 'Go to the countryside farm (GO_TO_COUNTRYSIDE, or LEAVE_CITY) from its gate, or back to the world (RETURN_TO_CITY, or ENTER_CITY)',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('movement')],
  request: { body: jsonBody(playerMoveRequestSchema) },
  responses: {
    200: jsonContent(moveResponseSchema, 'The new location'),
    400: refusal('INVALID_REQUEST: an unknown action'),
    401: unauthenticated,
    403: refusal('NOT_AT_COUNTRYSIDE_ENTRANCE: the player is not at the farm’s gate'),
    409: refusal('MOVE_NOT_ALLOWED: already there'),
    429: refusal('RATE_LIMITED'),
  },
});

const homeCityRoute = createRoute({
  method: 'post',
  path: '/player/home-city',
  tags: ['world'],
  summary: "Set the player's home city (one of the four on the map)",
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('movement')],
  request: { body: jsonBody(homeCityRequestSchema) },
  responses: { 200: jsonContent(playerLocationResponseSchema, 'The location, with the new home city'), 400: refusal('UNKNOWN_HOME_CITY'), 401: unauthenticated, 429: refusal('RATE_LIMITED') },
});

export function locationRoutes(ctx: AppContext) {
  const router = createRouter();
  router.openapi(locationRoute, async (c) => c.json({ success: true as const, data: { location: await playerLocation(ctx, c.var.userId) } }, 200));
  router.openapi(moveRoute, async (c) => {
    const { location, message } = await movePlayer(ctx, c.var.userId, c.req.valid('json').action);
    return c.json({ success: true as const, message, data: { location } }, 200);
  });
  router.openapi(homeCityRoute, async (c) => c.json({ success: true as const, data: { location: await setHomeCity(ctx, c.var.userId, c.req.valid('json').cityId) } }, 200));
  return router;
}

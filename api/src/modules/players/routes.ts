import { createRoute } from '@hono/zod-openapi';
import { deleteCharacterResponseSchema, playerResponseSchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/require-auth';
import { jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { createRouter } from '../../http/router';
import { Refusal } from '../../http/refusal';
import { currentPlayerData, deleteAndStartOver, resetStats } from './character-service';

const bearerErrors = {
  401: jsonError('Missing, forged or expired access token'),
  404: jsonError('PLAYER_NOT_FOUND: no character for this user'),
};
const cooldown = jsonError('RESET_COOLDOWN: the character started over less than an hour ago (the message says how long to wait), or RATE_LIMITED; see Retry-After');

const getPlayer = createRoute({
  method: 'get',
  path: '/game/player',
  tags: ['player'],
  summary: 'The signed-in player (spec 000 §3 "Player data")',
  security: [{ bearer: [] }],
  middleware: [requireAuth],
  responses: { 200: jsonContent(playerResponseSchema, 'The player'), ...bearerErrors },
});

const resetPlayerStats = createRoute({
  method: 'post',
  path: '/player/reset-stats',
  tags: ['player'],
  summary: 'Start the character over, keeping the in-game name',
  description: [
    'Open offers are cancelled and their escrow returned; active contracts fail with their penalty. Level, XP, skills, health and position (400,300) go back to the start.',
    'The character keeps the starting purse and starter kit as far as what it holds covers them: a reset never adds money or goods, and what it holds above the start goes back to the world (all in the ledger).',
    'A player in the world is moved to the start. One reset (or delete) an hour.',
  ].join(' '),
  security: [{ bearer: [] }],
  middleware: [requireAuth, rateLimit('character')],
  responses: { 200: jsonContent(playerResponseSchema, 'The player, started over'), ...bearerErrors, 429: cooldown },
});

const deleteCharacterRoute = createRoute({
  method: 'delete',
  path: '/player/character',
  tags: ['player'],
  summary: 'Delete & Create New Character',
  description: 'Starts the character over as POST /player/reset-stats does and clears the in-game name (free for others again); the client asks for a new name next. A player in the world leaves it.',
  security: [{ bearer: [] }],
  middleware: [requireAuth, rateLimit('character')],
  responses: { 200: jsonContent(deleteCharacterResponseSchema, 'The character started over and the name is cleared'), ...bearerErrors, 429: cooldown },
});

export function playerRoutes(ctx: AppContext) {
  const router = createRouter();

  router.openapi(getPlayer, async (c) => {
    const data = await currentPlayerData(ctx, c.var.userId);
    if (!data) throw new Refusal('PLAYER_NOT_FOUND');
    return c.json({ success: true as const, data }, 200);
  });

  router.openapi(resetPlayerStats, async (c) => c.json({ success: true as const, data: await resetStats(ctx, c.var.userId) }, 200));

  router.openapi(deleteCharacterRoute, async (c) => {
    await deleteAndStartOver(ctx, c.var.userId);
    return c.json({ success: true as const, data: { needsInGameName: true as const } }, 200);
  });

  return router;
}

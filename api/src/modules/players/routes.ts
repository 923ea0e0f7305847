import { createRoute } from '@hono/zod-openapi';
import { deleteCharacterResponseSchema, HTTP_MESSAGES, playerResponseSchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/require-auth';
import { jsonContent, jsonError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { currentPlayerData, deleteAndStartOver, resetStats } from './character-service';
import { userExists } from './player-store';

const bearerErrors = {
  401: jsonError('Missing, forged or expired access token'),
  404: jsonError('No character for this user'),
};

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
  summary: 'Reset the character to the starting state, keeping the in-game name',
  description: 'Money, level, XP, skills, inventory and position (400,300) go back to the start. A player in the world is moved there.',
  security: [{ bearer: [] }],
  middleware: [requireAuth],
  responses: { 200: jsonContent(playerResponseSchema, 'The reset player'), ...bearerErrors },
});

const deleteCharacterRoute = createRoute({
  method: 'delete',
  path: '/player/character',
  tags: ['player'],
  summary: 'Delete & Create New Character',
  description: 'Resets the character and clears the in-game name (free for others again); the client asks for a new name next. A player in the world leaves it.',
  security: [{ bearer: [] }],
  middleware: [requireAuth],
  responses: { 200: jsonContent(deleteCharacterResponseSchema, 'The character was reset and the name cleared'), ...bearerErrors },
});

export function playerRoutes(ctx: AppContext) {
  const router = createRouter();

  router.openapi(getPlayer, async (c) => {
    const data = await currentPlayerData(ctx, c.var.userId);
    if (!data) return c.json({ success: false as const, error: HTTP_MESSAGES.playerNotFound }, 404);
    return c.json({ success: true as const, data }, 200);
  });

  router.openapi(resetPlayerStats, async (c) => {
    // Checked first: resetting would otherwise create a character for a user row that is gone.
    if (!(await userExists(ctx.db, c.var.userId))) return c.json({ success: false as const, error: HTTP_MESSAGES.playerNotFound }, 404);
    const data = await resetStats(ctx, c.var.userId);
    if (!data) return c.json({ success: false as const, error: HTTP_MESSAGES.playerNotFound }, 404);
    return c.json({ success: true as const, data }, 200);
  });

  router.openapi(deleteCharacterRoute, async (c) => {
    if (!(await userExists(ctx.db, c.var.userId))) return c.json({ success: false as const, error: HTTP_MESSAGES.playerNotFound }, 404);
    await deleteAndStartOver(ctx, c.var.userId);
    return c.json({ success: true as const, data: { needsInGameName: true as const } }, 200);
  });

  return router;
}

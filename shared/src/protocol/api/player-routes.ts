import { deleteCharacterResponseSchema, playerResponseSchema } from '../http';
import { defineRoute } from './route-spec';

const tag = 'player';

/** What starting over does, for both routes that do it. */
const START_OVER = [
  'Open offers are cancelled and their escrow returned; active contracts fail with their penalty. Level, XP, skills, health and position (400,300) go back to the start.',
  'The character keeps the starting purse and starter kit as far as what it holds covers them: a reset never adds money or goods, and what it holds above the start goes back to the world (all in the ledger).',
  'One reset (or delete) an hour: RESET_COOLDOWN says how long to wait (Retry-After).',
].join(' ');

export const PLAYER_ROUTES = {
  player: defineRoute({
    method: 'get',
    path: '/api/game/player',
    tag,
    summary: 'The signed-in player (spec 000 §3 "Player data")',
    access: 'player',
    reply: playerResponseSchema,
    refusals: [],
  }),
  resetStats: defineRoute({
    method: 'post',
    path: '/api/player/reset-stats',
    tag,
    summary: 'Start the character over, keeping the in-game name',
    description: `${START_OVER} A player in the world is moved to the start.`,
    access: 'player',
    rateLimit: 'character',
    reply: playerResponseSchema,
    refusals: ['RESET_COOLDOWN'],
  }),
  deleteCharacter: defineRoute({
    method: 'delete',
    path: '/api/player/character',
    tag,
    summary: 'Delete & Create New Character',
    description: `Starts the character over as POST /api/player/reset-stats does and clears the in-game name (free for others again); the client asks for a new name next. ${START_OVER} A player in the world leaves it.`,
    access: 'player',
    rateLimit: 'character',
    reply: deleteCharacterResponseSchema,
    refusals: ['RESET_COOLDOWN'],
  }),
};

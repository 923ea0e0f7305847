import { LOCATION_STATES, MESSAGES, packWeight, PRESENCE_MESSAGES, type LocationState, type SocketRefusalCode } from '@silkroad/shared';
import type { Socket } from 'socket.io';
import type { AppContext } from '../../context';
import { inventoryOf } from '../economy/inventory-store';

export interface SocketIdentity {
  userId: string;
  inGameName: string;
  /** The saved position, where the player re-enters the world. */
  x: number;
  y: number;
  /** When the character was last started over, as read with the position (SavedPosition.characterResetAt). */
  characterResetAt: number | null;
  /** Where the character is (IN_CITY: the main world; IN_COUNTRYSIDE: the farm, where its moves are refused). */
  locationState: LocationState;
  /** The move budget the player's last session left (moveBudgetEmptyAt), null if none did. */
  moveBudgetEmptyAt: number | null;
  /** What the pack weighs as the player connects: a laden walker in the open land keeps their pace. */
  packWeight: number;
}

/** Who a socket that passed the handshake belongs to. */
export function identityOf(socket: Pick<Socket, 'data'>): SocketIdentity {
  return (socket.data as { identity: SocketIdentity }).identity;
}

export type HandshakeResult = { ok: true; identity: SocketIdentity } | { ok: false; message: string; code: SocketRefusalCode };

function tokenFrom(auth: unknown): string | undefined {
  if (typeof auth !== 'object' || auth === null) return undefined;
  const token = (auth as { token?: unknown }).token;
  if (typeof token !== 'string' || token.length === 0 || token.length > 4096) return undefined;
  // Clients that reuse their HTTP header value send "Bearer <token>".
  return token.replace(/^Bearer\s+/i, '');
}

/** Checks the access token of a socket handshake and loads who is joining the world. */
export async function authenticateHandshake(ctx: AppContext, auth: unknown): Promise<HandshakeResult> {
  const token = tokenFrom(auth);
  if (!token) return { ok: false, message: MESSAGES.authRequired, code: 'UNAUTHENTICATED' };
  const check = await ctx.accessTokens.verify(token);
  if (!check.ok) {
    return check.reason === 'expired'
      ? { ok: false, message: MESSAGES.tokenExpired, code: 'TOKEN_EXPIRED' }
      : { ok: false, message: MESSAGES.authRequired, code: 'UNAUTHENTICATED' };
  }
  const row = await ctx.db
    .selectFrom('users')
    .innerJoin('players', 'players.user_id', 'users.id')
    .select(['users.in_game_name', 'users.character_reset_at', 'players.x', 'players.y', 'players.location_state', 'players.move_budget_empty_at'])
    .where('users.id', '=', check.userId)
    .executeTakeFirst();
  if (!row) return { ok: false, message: PRESENCE_MESSAGES.characterNotFound, code: 'CHARACTER_NOT_FOUND' };
  // Other players know each other by in-game name; a player still choosing one is not in the world yet.
  if (!row.in_game_name) return { ok: false, message: PRESENCE_MESSAGES.needsInGameName, code: 'NEEDS_IN_GAME_NAME' };
  // Read here, so reconnecting in the open land does not lighten a laden walker's step.
  const weight = packWeight(await inventoryOf(ctx.db, check.userId));
  return {
    ok: true,
    identity: {
      userId: check.userId,
      inGameName: row.in_game_name,
      x: row.x,
      y: row.y,
      characterResetAt: row.character_reset_at,
      locationState: (LOCATION_STATES as readonly string[]).includes(row.location_state) ? (row.location_state as LocationState) : 'IN_CITY',
      moveBudgetEmptyAt: row.move_budget_empty_at,
      packWeight: weight,
    },
  };
}

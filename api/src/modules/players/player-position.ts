import type { AppContext } from '../../context';

export interface Position {
  x: number;
  y: number;
}

/**
 * Where a player stands, given the saved position already read: the live one when the player is
 * online, because saves lag by up to one save interval (POSITION_SAVE_INTERVAL_MS).
 */
export function standingPosition(ctx: AppContext, playerId: string, saved: Position): Position {
  return ctx.presence?.livePosition(playerId) ?? saved;
}

/** Where a player stands, reading the saved position only when they are offline; undefined without a character. */
export async function currentPosition(ctx: AppContext, playerId: string): Promise<Position | undefined> {
  return ctx.presence?.livePosition(playerId) ?? (await ctx.db.selectFrom('players').select(['x', 'y']).where('user_id', '=', playerId).executeTakeFirst());
}

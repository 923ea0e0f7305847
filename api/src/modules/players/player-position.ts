import { cityIdAt } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { Refusal } from '../../http/refusal';

export interface Position {
  x: number;
  y: number;
}

/**
 * Where a player stands, given the saved position already read: the live one when the player is
 * online, because saves lag by up to one save interval (POSITION_SAVE_INTERVAL_MS). The live
 * position is only ever one the movement budget accepted, so it is as far as a player can have
 * walked: a route may trust it.
 */
export function standingPosition(ctx: AppContext, playerId: string, saved: Position): Position {
  return ctx.presence?.livePosition(playerId) ?? saved;
}

/** Where a player stands, reading the saved position only when they are offline; undefined without a character. */
export async function currentPosition(ctx: AppContext, playerId: string): Promise<Position | undefined> {
  return ctx.presence?.livePosition(playerId) ?? (await ctx.db.selectFrom('players').select(['x', 'y']).where('user_id', '=', playerId).executeTakeFirst());
}

/**
 * Markets, offers and deliveries are in-person: the player must stand in the city. Refuses with
 * PLAYER_NOT_FOUND for a user without a character, else with `refusal` (NOT_IN_CITY by default).
 */
export async function requirePlayerIn(ctx: AppContext, playerId: string, cityId: number, refusal: Refusal = new Refusal('NOT_IN_CITY')): Promise<void> {
  const position = await currentPosition(ctx, playerId);
  if (!position) throw new Refusal('PLAYER_NOT_FOUND');
  if (cityIdAt(position.x, position.y) !== cityId) throw refusal;
}

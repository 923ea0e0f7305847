import { cityAt, cityById, TRADE_ERRORS } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { TradingFailure, type TradingErrorCode } from './trading-failure';

/**
 * The city a player stands in: the live position when online (saves lag by seconds), else the
 * saved one. Throws 404 for a user without a character.
 */
export async function currentCityId(ctx: AppContext, playerId: string): Promise<number | null> {
  let position = ctx.presence?.livePosition(playerId);
  if (!position) {
    const row = await ctx.db.selectFrom('players').select(['x', 'y']).where('user_id', '=', playerId).executeTakeFirst();
    if (!row) throw new TradingFailure(404, 'PLAYER_NOT_FOUND');
    position = row;
  }
  return cityAt(position.x, position.y)?.id ?? null;
}

/** Markets, offers and deliveries are in-person: the player must stand in the city. */
export async function requirePlayerIn(
  ctx: AppContext,
  playerId: string,
  cityId: number,
  refusal: { code: TradingErrorCode; message: string } = { code: 'NOT_IN_CITY', message: TRADE_ERRORS.NOT_IN_CITY },
): Promise<void> {
  if ((await currentCityId(ctx, playerId)) !== cityId) throw new TradingFailure(403, refusal.code, refusal.message);
}

export function cityName(cityId: number): string {
  return cityById(cityId)?.name ?? `City ${cityId}`;
}

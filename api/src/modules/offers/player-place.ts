import { cityIdAt, TRADE_ERRORS } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { currentPosition } from '../players/player-position';
import { TradingFailure, type TradingErrorCode } from './trading-failure';

/**
 * Markets, offers and deliveries are in-person: the player must stand in the city. Throws 404
 * for a user without a character.
 */
export async function requirePlayerIn(
  ctx: AppContext,
  playerId: string,
  cityId: number,
  refusal: { code: TradingErrorCode; message: string } = { code: 'NOT_IN_CITY', message: TRADE_ERRORS.NOT_IN_CITY },
): Promise<void> {
  const position = await currentPosition(ctx, playerId);
  if (!position) throw new TradingFailure(404, 'PLAYER_NOT_FOUND');
  if (cityIdAt(position.x, position.y) !== cityId) throw new TradingFailure(403, refusal.code, refusal.message);
}

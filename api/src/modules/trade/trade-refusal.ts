import { TRADE_ERRORS, type TradeErrorCode } from '@silkroad/shared';
import { Refusal } from '../../http/refusal';
import { EconomyError } from '../economy/economy-error';

export type TradeRefusalStatus = 400 | 403 | 404 | 409 | 422;

/**
 * The HTTP status of each refusal: 404 for what does not exist, 403 for a market the player is
 * not standing in, 409 for what the state of purse, inventory or market forbids right now (the
 * same request may succeed later), 400 for input no state could make valid.
 */
const REFUSAL_STATUS: Readonly<Record<TradeErrorCode, TradeRefusalStatus>> = {
  INSUFFICIENT_FUNDS: 409,
  INSUFFICIENT_ITEMS: 409,
  PRICE_MOVED: 409,
  INVENTORY_FULL: 409,
  NOT_IN_CITY: 403,
  UNKNOWN_ITEM: 404,
  UNKNOWN_CITY: 404,
  NOT_TRADED_HERE: 404,
  INVALID_QUANTITY: 400,
  TRADE_ERROR: 400,
};

/** A trade the server declined: thrown inside the trade's transaction, answered as `{ code, message }`. */
export class TradeRefusal extends Refusal<TradeRefusalStatus> {
  static of(code: TradeErrorCode, message: string = TRADE_ERRORS[code]): TradeRefusal {
    return new TradeRefusal(REFUSAL_STATUS[code], code, message);
  }

  /** The refusal an error stands for, or undefined for a fault that must not be answered as one. */
  static from(error: unknown): TradeRefusal | undefined {
    if (error instanceof TradeRefusal) return error;
    if (error instanceof EconomyError) return TradeRefusal.of(error.code);
    return undefined;
  }
}

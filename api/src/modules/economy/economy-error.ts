import { TRADE_ERRORS, type TradeErrorCode } from '@silkroad/shared';

/** A refused movement of money or goods; the transaction that threw it rolls back whole. */
export class EconomyError extends Error {
  constructor(readonly code: TradeErrorCode) {
    super(TRADE_ERRORS[code]);
  }
}

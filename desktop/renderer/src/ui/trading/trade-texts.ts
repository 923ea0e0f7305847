import { formatCoins, type TradeRecord, type TradeSide } from '@silkroad/shared';
import { ApiError } from '../../net/api-client';

/** The Trading Post's words (spec 002 §2, §5, §8; 000 §8 for the Trade Failed modal). */
export const TRADE_TEXT = {
  title: 'Trading Post',
  selectItemFirst: 'Please select an item first',
  invalidQuantity: 'Please enter a valid quantity',
  failedTitle: 'Trade Failed',
  failedDefault: 'Trade failed',
  tryAgain: 'Try Again',
  cancel: 'Cancel',
} as const;

/** The trading log line is cleared after this long (spec 002 §8). */
export const TRADE_LOG_CLEAR_MS = 5_000;

export function tradeSuccessLine(record: Pick<TradeRecord, 'type' | 'quantity' | 'itemName' | 'total_cost' | 'total_revenue' | 'price_per_unit'>): string {
  const total = (record.type === 'buy' ? record.total_cost : record.total_revenue) ?? record.price_per_unit * record.quantity;
  return `${record.type === 'buy' ? 'Bought' : 'Sold'} ${record.quantity} ${record.itemName} for ${formatCoins(total)}`;
}

function tradeFailureLine(side: TradeSide, itemName: string): string {
  return `Failed to ${side} ${itemName}`;
}

function tradeErrorLine(reason: string): string {
  return `Error: ${reason}`;
}

export interface TradeFailureView {
  /** The log line: 'Failed to buy Silk' for a refusal, 'Error: ...' when the trade never got an answer. */
  line: string;
  /** The Trade Failed modal's text: the server's message, else the default. */
  message: string;
}

/** How a failed trade reads: the server refused it (its message), or something broke on the way. */
export function describeTradeFailure(error: unknown, side: TradeSide, itemName: string): TradeFailureView {
  const message = error instanceof Error && error.message ? error.message : TRADE_TEXT.failedDefault;
  const refused = error instanceof ApiError && (error.isRejection || error.code !== undefined);
  return { line: refused ? tradeFailureLine(side, itemName) : tradeErrorLine(message), message };
}

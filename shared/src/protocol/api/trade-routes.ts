import { tradeExecuteSchema, tradeHistoryQuerySchema, tradeHistoryResponseSchema, tradeSuccessSchema } from '../trade';
import { defineRoute } from './route-spec';

const tag = 'trade';

/** Field-specific wording where a player can act on it (the quantity has the spec's own text). */
const TRADE_FIELDS = {
  priceLimit: { code: 'TRADE_ERROR', message: 'The price limit must be a whole number of copper above 0' },
  type: { code: 'TRADE_ERROR', message: 'The trade type must be buy or sell' },
  idempotencyKey: { code: 'TRADE_ERROR', message: 'The idempotency key must be 8 to 100 characters' },
} as const;

export const TRADE_API_ROUTES = {
  execute: defineRoute({
    method: 'post',
    path: '/api/trade/execute',
    tag,
    summary: "Buy from or sell to a city market at the server's price",
    description: [
      'The player must stand in the city. The unit price is computed by the server at execution (the average of the market price before and after',
      "the trade's own impact; sellers get 80% of it; buyers get the skill discount), and the trade is refused with PRICE_MOVED when it is past",
      '`priceLimit` (copper per unit: the most a buyer pays, the least a seller takes). Money, goods, market, ledger and skill XP change in one',
      'transaction. With an `idempotencyKey`, a retry of a trade that happened returns its answer and changes nothing; a refused trade stores nothing, so its retry runs again.',
    ].join(' '),
    access: 'player',
    rateLimit: 'trade',
    body: tradeExecuteSchema,
    reply: tradeSuccessSchema,
    refusals: ['UNKNOWN_ITEM', 'UNKNOWN_CITY', 'NOT_TRADED_HERE', 'NOT_IN_CITY', 'ON_FARM', 'PRICE_MOVED', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS', 'INVENTORY_FULL', 'IDEMPOTENCY_KEY_REUSED'],
    fields: TRADE_FIELDS,
  }),
  history: defineRoute({
    method: 'get',
    path: '/api/trade/history',
    tag,
    summary: "The player's market trades, newest first (limit 1..100, default 20; offset from 0)",
    access: 'player',
    query: tradeHistoryQuerySchema,
    reply: tradeHistoryResponseSchema,
    refusals: [],
  }),
};

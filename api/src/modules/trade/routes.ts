import { createRoute } from '@hono/zod-openapi';
import { tradeExecuteSchema, tradeHistoryQuerySchema, tradeHistoryResponseSchema, tradeSuccessSchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError as refusal } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { createRouter, type FieldFailures } from '../../http/router';
import { executeTrade } from './trade-service';
import { readTradeHistory } from './trade-store';

const unauthenticated = refusal('Missing, forged or expired access token: Authentication required');

/** Field-specific wording where a player can act on it (the quantity has the spec's own text). */
const TRADE_FIELD_FAILURES: FieldFailures = {
  priceLimit: { code: 'TRADE_ERROR', message: 'The price limit must be a whole number of copper above 0' },
  type: { code: 'TRADE_ERROR', message: 'The trade type must be buy or sell' },
  idempotencyKey: { code: 'TRADE_ERROR', message: 'The idempotency key must be 8 to 100 characters' },
};

const executeRoute = createRoute({
  method: 'post',
  path: '/trade/execute',
  tags: ['trade'],
  summary: "Buy from or sell to a city market at the server's price",
  description: [
    'The player must stand in the city. The unit price is computed by the server at execution (the average of the market price before and after',
    "the trade's own impact; sellers get 80% of it; buyers get the skill discount), and the trade is refused with PRICE_MOVED when it is past",
    '`priceLimit` (copper per unit: the most a buyer pays, the least a seller takes). Money, goods, market, ledger and skill XP change in one',
    'transaction. With an `idempotencyKey`, a retry of a trade that happened returns its answer and changes nothing; a refused trade stores nothing, so its retry runs again.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('trade')],
  request: { body: jsonBody(tradeExecuteSchema) },
  responses: {
    200: jsonContent(tradeSuccessSchema, 'The executed trade'),
    400: refusal('Invalid input: INVALID_QUANTITY (Please enter a valid quantity), UNKNOWN_ITEM, UNKNOWN_CITY, NOT_TRADED_HERE, or TRADE_ERROR with the reason'),
    401: unauthenticated,
    403: refusal('NOT_IN_CITY: the player is not in that city'),
    404: refusal('PLAYER_NOT_FOUND: a user without a character'),
    409: refusal('INSUFFICIENT_FUNDS (Insufficient gold for this trade), INSUFFICIENT_ITEMS (Insufficient items for this trade), PRICE_MOVED or INVENTORY_FULL'),
    422: refusal('IDEMPOTENCY_KEY_REUSED: the key was first used with a different trade'),
    429: refusal('RATE_LIMITED: more trades than a player makes by hand; see Retry-After'),
  },
});

const historyRoute = createRoute({
  method: 'get',
  path: '/trade/history',
  tags: ['trade'],
  summary: "The player's market trades, newest first",
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { query: tradeHistoryQuerySchema },
  responses: {
    200: jsonContent(tradeHistoryResponseSchema, 'One page of trades and the total count'),
    400: refusal('limit outside 1..100 or a negative offset'),
    401: unauthenticated,
  },
});

export function tradeRoutes(ctx: AppContext) {
  const router = createRouter(TRADE_FIELD_FAILURES);

  router.openapi(executeRoute, async (c) => c.json(await executeTrade(ctx, c.var.userId, c.req.valid('json')), 200));

  router.openapi(historyRoute, async (c) => {
    const { limit, offset } = c.req.valid('query');
    const page = await readTradeHistory(ctx.db, c.var.userId, limit, offset);
    return c.json({ success: true as const, data: { ...page, limit, offset } }, 200);
  });

  return router;
}

import { createRoute } from '@hono/zod-openapi';
import { tradeExecuteSchema, tradeHistoryQuerySchema, tradeHistoryResponseSchema, tradeSuccessSchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { refusalResponse as refusal } from '../../http/refusal';
import { requireAuth } from '../../http/require-auth';
import { executeTrade } from './trade-service';
import { readTradeHistory } from './trade-store';
import { createTradeRouter, tradeErrorHandler } from './trade-validation';

const unauthenticated = jsonError('Missing, forged or expired access token: Authentication required');

const executeRoute = createRoute({
  method: 'post',
  path: '/trade/execute',
  tags: ['trade'],
  summary: "Buy from or sell to a city market at the server's price",
  description: [
    'The player must stand in the city. The unit price is computed by the server at execution (the average of the market price before and after',
    "the trade's own impact; sellers get 80% of it; buyers get the skill discount), and the trade is refused with PRICE_MOVED when it is past",
    '`priceLimit` (copper per unit: the most a buyer pays, the least a seller takes). Money, goods, market, ledger and skill XP change in one',
    'transaction. With an `idempotencyKey`, a retry returns the first answer, status included, and changes nothing.',
  ].join(' '),
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { body: jsonBody(tradeExecuteSchema) },
  responses: {
    200: jsonContent(tradeSuccessSchema, 'The executed trade'),
    400: refusal('Invalid input: INVALID_QUANTITY (Please enter a valid quantity) or TRADE_ERROR with the reason'),
    401: unauthenticated,
    403: refusal('NOT_IN_CITY: the player is not in that city'),
    404: refusal('UNKNOWN_ITEM, UNKNOWN_CITY, NOT_TRADED_HERE, or a user without a character (TRADE_ERROR)'),
    409: refusal('INSUFFICIENT_FUNDS (Insufficient gold for this trade), INSUFFICIENT_ITEMS (Insufficient items for this trade), PRICE_MOVED or INVENTORY_FULL'),
    422: refusal('IDEMPOTENCY_KEY_REUSED: the key was first used with a different trade'),
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
  const router = createTradeRouter();
  router.onError(tradeErrorHandler);

  router.openapi(executeRoute, async (c) => {
    const answer = await executeTrade(ctx, c.var.userId, c.req.valid('json'));
    return answer.status === 200 ? c.json(answer.body, 200) : c.json(answer.body, answer.status);
  });

  router.openapi(historyRoute, async (c) => {
    const { limit, offset } = c.req.valid('query');
    const page = await readTradeHistory(ctx.db, c.var.userId, limit, offset);
    return c.json({ success: true as const, data: { ...page, limit, offset } }, 200);
  });

  return router;
}

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { MESSAGES, TRADE_ERRORS, type TradeFailure } from '@silkroad/shared';
import type { AppEnv } from '../../context';
import { createRefusingRouter, refusalBody } from '../../http/refusal';
import { describeZodError } from '../../http/router';

/** Field-specific wording where a player can act on it; the spec's own text for the quantity. */
const FIELD_FAILURES: Readonly<Record<string, TradeFailure['error']>> = {
  quantity: { code: 'INVALID_QUANTITY', message: TRADE_ERRORS.INVALID_QUANTITY },
  priceLimit: { code: 'TRADE_ERROR', message: 'The price limit must be a whole number of copper above 0' },
  type: { code: 'TRADE_ERROR', message: 'The trade type must be buy or sell' },
  idempotencyKey: { code: 'TRADE_ERROR', message: 'The idempotency key must be 8 to 100 characters' },
};

/** The code and words of a trade request that failed validation: the first failed field decides. */
function inputFailure(error: ZodError): TradeFailure['error'] {
  const issue = error.issues[0];
  const field = issue?.path.length === 1 && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  const known = field === undefined ? undefined : FIELD_FAILURES[field];
  return known ?? { code: 'TRADE_ERROR', message: describeZodError(error) };
}

/** The trade routes' router: failed validation answers in the shape of every other trade refusal. */
export function createTradeRouter(): OpenAPIHono<AppEnv> {
  return createRefusingRouter(inputFailure);
}

/** Faults the framework throws before the handler runs (malformed JSON, wrong content type), in the same shape. */
export function tradeErrorHandler(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const message = error.status === 400 && /json/i.test(error.message) ? MESSAGES.invalidJson : error.message || MESSAGES.invalidRequest;
    return c.json(refusalBody('TRADE_ERROR', message), error.status);
  }
  console.error('trade failed', error);
  return c.json(refusalBody('TRADE_ERROR', TRADE_ERRORS.TRADE_ERROR), 500);
}

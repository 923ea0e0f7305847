import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ZodError } from 'zod';
import { MESSAGES, TRADE_ERRORS, type TradeFailure } from '@silkroad/shared';
import { describeZodError } from '../../http/router';
import { failureBody } from './trade-refusal';

/** Field-specific wording where a player can act on it; the spec's own text for the quantity. */
const FIELD_FAILURES: Readonly<Record<string, TradeFailure['error']>> = {
  quantity: { code: 'INVALID_QUANTITY', message: TRADE_ERRORS.INVALID_QUANTITY },
  priceLimit: { code: 'TRADE_ERROR', message: 'The price limit must be a whole number of copper above 0' },
  type: { code: 'TRADE_ERROR', message: 'The trade type must be buy or sell' },
  idempotencyKey: { code: 'TRADE_ERROR', message: 'The idempotency key must be 8 to 100 characters' },
};

/** The `{ code, message }` a request that failed validation answers (spec 001 §7: `error{code, message}`). */
export function validationFailure(error: ZodError): TradeFailure {
  const issue = error.issues[0];
  const field = issue?.path.length === 1 && typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
  const known = field === undefined ? undefined : FIELD_FAILURES[field];
  return known ? failureBody(known.code, known.message) : failureBody('TRADE_ERROR', describeZodError(error));
}

/**
 * The trade router's validation hook: the shared router answers `error: string`, but the trade
 * contract is `error: { code, message }`, so a client reads every refusal of these routes alike.
 */
export function tradeValidationHook(result: { success: true } | { success: false; error: ZodError }, c: Context) {
  if (!result.success) return c.json(validationFailure(result.error), 400);
  return undefined;
}

/** Faults the framework throws before the handler runs (malformed JSON, wrong content type), in the same shape. */
export function tradeErrorHandler(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const message = error.status === 400 && /json/i.test(error.message) ? MESSAGES.invalidJson : error.message || MESSAGES.invalidRequest;
    return c.json(failureBody('TRADE_ERROR', message), error.status);
  }
  console.error('trade failed', error);
  return c.json(failureBody('TRADE_ERROR', TRADE_ERRORS.TRADE_ERROR), 500);
}

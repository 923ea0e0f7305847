import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { MESSAGES } from '@silkroad/shared';
import { Refusal, refusalResponse } from './refusal';

/** What the framework throws before a handler runs (malformed JSON, wrong content type), as a refusal. */
export function refusalOf(error: HTTPException): Refusal {
  if (error.status === 413) return new Refusal('BODY_TOO_LARGE');
  if (error.status === 415) return new Refusal('UNSUPPORTED_MEDIA_TYPE');
  if (/json/i.test(error.message)) return new Refusal('INVALID_JSON');
  return new Refusal('INVALID_REQUEST', error.message || MESSAGES.invalidRequest);
}

/**
 * Answers a refusal, or a framework rejection of the input, in the one error body; anything
 * else is a fault and is thrown on to the app's handler, which logs it. Routers use this too, so
 * a router mounted on its own (in a test) answers its refusals the same way.
 */
export function answerRefusal(error: Error, c: Context): Response {
  if (error instanceof Refusal) return refusalResponse(c, error);
  if (error instanceof HTTPException) return refusalResponse(c, refusalOf(error));
  throw error;
}

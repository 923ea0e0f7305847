import { OpenAPIHono } from '@hono/zod-openapi';
import type { ZodError } from 'zod';
import { tradeFailureSchema, type TradeFailure } from '@silkroad/shared';
import type { AppEnv } from '../context';
import { jsonContent } from './openapi';

/** The statuses a refusal answers with; each module narrows this to the ones it gives. */
export type RefusalStatus = 400 | 403 | 404 | 409 | 410 | 422;

/** The body of every refusal of the trade, offer and contract routes (spec 001 §7: `error{code, message}`). */
export function refusalBody(code: string, message: string): TradeFailure {
  return { success: false, error: { code, message } };
}

/**
 * A request the server declined, with a code a client can act on: thrown inside the request's
 * transaction, which it rolls back whole, and answered as `refusalBody`.
 */
export class Refusal<S extends RefusalStatus = RefusalStatus, C extends string = string> extends Error {
  constructor(
    readonly status: S,
    readonly code: C,
    message: string,
  ) {
    super(message);
  }

  get body(): TradeFailure {
    return refusalBody(this.code, this.message);
  }
}

/**
 * A router whose failed validation answers 400 in the refusals' shape rather than the shared
 * router's `error: string`, so a client reads every failure of these routes alike. `describe`
 * picks the code and words for the first failed field.
 */
export function createRefusingRouter(describe: (error: ZodError) => TradeFailure['error']): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        const { code, message } = describe(result.error);
        return c.json(refusalBody(code, message), 400);
      }
      return undefined;
    },
  });
}

/** A refusal in the OpenAPI document: `description` names the codes it carries. */
export const refusalResponse = (description: string) => jsonContent(tradeFailureSchema, description);

import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { apiErrorSchema, CONTRACT_ERRORS, OFFER_ERRORS, TRADE_ERRORS, tradeFailureSchema, type ContractErrorCode, type OfferErrorCode, type TradeErrorCode } from '@silkroad/shared';
import type { AppEnv } from '../../context';
import { describeZodError } from '../../http/router';
import { jsonContent } from '../../http/openapi';
import { EconomyError } from '../economy/economy-error';

export type TradingErrorCode = TradeErrorCode | OfferErrorCode | ContractErrorCode;
export const TRADING_ERRORS: Readonly<Record<TradingErrorCode, string>> = { ...TRADE_ERRORS, ...OFFER_ERRORS, ...CONTRACT_ERRORS };

export type FailureStatus = 400 | 403 | 404 | 409 | 410;

/** A refused offer or contract action: the transaction that threw it rolls back whole. */
export class TradingFailure extends Error {
  constructor(
    readonly status: FailureStatus,
    readonly code: TradingErrorCode,
    message: string = TRADING_ERRORS[code],
  ) {
    super(message);
  }
}

/** Money and goods refusals from the economy stores, with the status each answers. */
const ECONOMY_STATUS: Readonly<Record<TradeErrorCode, FailureStatus>> = {
  INSUFFICIENT_FUNDS: 409,
  INSUFFICIENT_ITEMS: 409,
  INVENTORY_FULL: 409,
  PRICE_MOVED: 409,
  NOT_IN_CITY: 403,
  INVALID_QUANTITY: 400,
  UNKNOWN_ITEM: 400,
  UNKNOWN_CITY: 400,
  NOT_TRADED_HERE: 400,
  TRADE_ERROR: 409,
};

export function asTradingFailure(error: unknown): TradingFailure | undefined {
  if (error instanceof TradingFailure) return error;
  if (error instanceof EconomyError) return new TradingFailure(ECONOMY_STATUS[error.code], error.code);
  return undefined;
}

export function failureBody(code: string, message: string) {
  return { success: false as const, error: { code, message } };
}

/** The first failed field picks the code, so a client can tell a bad quantity from a bad request. */
function validationCode(error: ZodError): TradingErrorCode {
  const field = error.issues[0]?.path[0];
  if (field === 'quantity') return 'INVALID_QUANTITY';
  return 'INVALID_REQUEST';
}

/**
 * Routers of the offer and contract routes: failed validation answers 400 in the trade routes'
 * shape, `{ success: false, error: { code, message } }`, like every refusal they give.
 */
export function createTradingRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return c.json(failureBody(validationCode(result.error), describeZodError(result.error)), 400);
      return undefined;
    },
  });
}

/**
 * Runs a route's work and answers its refusals; anything else is a server fault for app.onError.
 * The refusal is typed `never` so each route declares (and documents) only the statuses it can
 * give, rather than every status any route of these modules gives.
 */
export async function answerFailures<R>(c: Context<AppEnv>, work: () => Promise<R>): Promise<R> {
  try {
    return await work();
  } catch (error) {
    const failure = asTradingFailure(error);
    if (!failure) throw error;
    return c.json(failureBody(failure.code, failure.message), failure.status) as never;
  }
}

/** A refusal in the OpenAPI document: `description` names the codes it carries. */
export const failureResponse = (description: string) => jsonContent(tradeFailureSchema, description);

/** The refusals every bearer route of these modules can give, for the OpenAPI document. */
export const TRADING_FAILURE_RESPONSES = {
  400: failureResponse('Invalid input: `error.code` INVALID_REQUEST, INVALID_QUANTITY, UNKNOWN_ITEM, UNKNOWN_CITY, NOT_TRADED_HERE, PRICE_TOO_HIGH'),
  401: jsonContent(apiErrorSchema, 'Missing, forged or expired access token'),
} as const;

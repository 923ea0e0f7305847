import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { CONTRACT_ERRORS, OFFER_ERRORS, TRADE_ERRORS, type ContractErrorCode, type OfferErrorCode, type TradeErrorCode } from '@silkroad/shared';
import type { AppEnv } from '../../context';
import { describeZodError } from '../../http/router';
import { jsonError } from '../../http/openapi';
import { createRefusingRouter, Refusal, refusalResponse } from '../../http/refusal';
import { EconomyError } from '../economy/economy-error';

export type TradingErrorCode = TradeErrorCode | OfferErrorCode | ContractErrorCode;
const TRADING_ERRORS: Readonly<Record<TradingErrorCode, string>> = { ...TRADE_ERRORS, ...OFFER_ERRORS, ...CONTRACT_ERRORS };

export type FailureStatus = 400 | 403 | 404 | 409 | 410;

/** A refused offer or contract action: the transaction that threw it rolls back whole. */
export class TradingFailure extends Refusal<FailureStatus, TradingErrorCode> {
  constructor(status: FailureStatus, code: TradingErrorCode, message: string = TRADING_ERRORS[code]) {
    super(status, code, message);
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

function asTradingFailure(error: unknown): TradingFailure | undefined {
  if (error instanceof TradingFailure) return error;
  if (error instanceof EconomyError) return new TradingFailure(ECONOMY_STATUS[error.code], error.code);
  return undefined;
}

/** The first failed field picks the code, so a client can tell a bad quantity from a bad request. */
function inputFailure(error: ZodError): { code: TradingErrorCode; message: string } {
  return { code: error.issues[0]?.path[0] === 'quantity' ? 'INVALID_QUANTITY' : 'INVALID_REQUEST', message: describeZodError(error) };
}

/** Routers of the offer and contract routes: failed validation answers 400 like every refusal they give. */
export function createTradingRouter(): OpenAPIHono<AppEnv> {
  return createRefusingRouter(inputFailure);
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
    return c.json(failure.body, failure.status) as never;
  }
}

/** The refusals every bearer route of these modules can give, for the OpenAPI document. */
export const TRADING_FAILURE_RESPONSES = {
  400: refusalResponse('Invalid input: `error.code` INVALID_REQUEST, INVALID_QUANTITY, UNKNOWN_ITEM, UNKNOWN_CITY, NOT_TRADED_HERE, PRICE_TOO_HIGH'),
  401: jsonError('Missing, forged or expired access token'),
} as const;

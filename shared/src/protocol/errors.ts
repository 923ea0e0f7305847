import { z } from 'zod';
import { MESSAGES } from './messages';
// Each area's refusal texts live apart from its schemas: the sign-in screens read every code's words without loading every screen's schemas.
import { TRADE_ERRORS } from './refusals/trade';
import { OFFER_ERRORS } from './refusals/offers';
import { CONTRACT_ERRORS } from './refusals/trading';
import { FARMING_ERRORS } from './refusals/farming';
import { GATHERING_ERRORS } from './refusals/gathering';
import { PROFESSION_ERRORS } from './refusals/professions';
import { CRAFTING_ERRORS } from './refusals/crafting';
import { JOURNEY_ERRORS } from './refusals/journeys';
import { EVENT_ERRORS } from './refusals/events';
import { NPC_ERRORS } from './refusals/npcs';
import { ORACLE_ERRORS } from './refusals/oracle';
import { QUEST_ERRORS } from './refusals/quests';
import { PROGRESS_ERRORS } from './refusals/progress';
import { NAME_MESSAGES } from '../rules/in-game-name';

/** Refusals that belong to no one game area: authentication, input, limits, faults. */
export const GENERAL_ERRORS = {
  UNAUTHENTICATED: MESSAGES.authRequired,
  /** The same words as UNAUTHENTICATED: the code tells the client to refresh its token. */
  TOKEN_EXPIRED: MESSAGES.authRequired,
  NOT_FOUND: MESSAGES.notFound,
  INVALID_REQUEST: MESSAGES.invalidRequest,
  PLAYER_NOT_FOUND: 'Player not found',
  INVALID_JSON: MESSAGES.invalidJson,
  UNSUPPORTED_MEDIA_TYPE: 'The request body must be JSON',
  BODY_TOO_LARGE: MESSAGES.bodyTooLarge,
  RATE_LIMITED: MESSAGES.tooManyRequests,
  INTERNAL_ERROR: MESSAGES.internalError,
  /** The server lost its database for a moment (a restart, a failover): the same request may succeed after Retry-After. */
  DATABASE_UNAVAILABLE: 'The game cannot reach its database right now. Please try again in a moment.',
  IDEMPOTENCY_KEY_REUSED: 'This idempotency key was already used for a different request',
  NAME_INVALID: NAME_MESSAGES.required,
  NAME_TAKEN: NAME_MESSAGES.taken,
  INVALID_AUTHORIZATION_CODE: 'Invalid or expired authorization code',
  UNKNOWN_SIGN_IN_REQUEST: 'Unknown or expired sign-in request. Please start signing in again.',
  REDIRECT_NOT_ALLOWED: 'redirect_uri is not an allowed sign-in destination',
  RESET_COOLDOWN: 'You reset your character a short while ago. Please wait before starting over again.',
} as const;

/**
 * Every refusal the API gives, by code, with the words players see (the spec's where it has
 * them). The HTTP status of each code is in the API's one refusal table (api/src/http/refusal.ts).
 */
export const API_ERRORS = { ...GENERAL_ERRORS, ...TRADE_ERRORS, ...OFFER_ERRORS, ...CONTRACT_ERRORS, ...FARMING_ERRORS, ...GATHERING_ERRORS, ...PROFESSION_ERRORS, ...CRAFTING_ERRORS, ...JOURNEY_ERRORS, ...EVENT_ERRORS, ...NPC_ERRORS, ...ORACLE_ERRORS, ...QUEST_ERRORS, ...PROGRESS_ERRORS } as const;
export type ApiErrorCode = keyof typeof API_ERRORS;

/**
 * The numbers behind a refusal, for a client to word it itself (INSUFFICIENT_FUNDS: how much was
 * needed and how much the purse held), so no client takes a server's sentence apart.
 */
export const refusalDetailsSchema = z.object({ neededCopper: z.number().int(), heldCopper: z.number().int() }).partial();
export type RefusalDetails = z.infer<typeof refusalDetailsSchema>;

/** Spec 000 §5: the reason under "Insufficient Funds". */
export function insufficientFundsReason(details: RefusalDetails): string {
  return `You need ${details.neededCopper ?? 0}c but only have ${details.heldCopper ?? 0}c`;
}

/**
 * The one body of every failed API request (spec 001 §7 reads `error.message`; the code tells a
 * client what to do: refresh, retry later, change the request). `requestId` names a server fault
 * in the server's log, for a player to quote.
 */
export const apiErrorSchema = z.object({
  success: z.literal(false),
  error: z.object({ code: z.string(), message: z.string(), requestId: z.string().optional(), details: refusalDetailsSchema.optional() }),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export function apiErrorBody(code: string, message: string, requestId?: string, details?: RefusalDetails): ApiError {
  return { success: false, error: { code, message, ...(requestId === undefined ? {} : { requestId }), ...(details === undefined ? {} : { details }) } };
}

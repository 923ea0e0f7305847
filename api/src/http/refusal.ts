import type { Context } from 'hono';
import { API_ERRORS, apiErrorBody, type ApiError, type ApiErrorCode, type RefusalDetails } from '@silkroad/shared';

export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * The one refusal table: the HTTP status of every code the API answers with. 400 for input no
 * state could make valid (unknown ids in a body or query included: the route exists), 401 for
 * who the caller is, 403 for where they stand or what they may do, 404 for a resource named in
 * the path that does not exist, 409 for what the state of purse, inventory, market or offer
 * forbids right now (the same request may succeed later), 410 for what has expired, 429 for
 * limits, with Retry-After; 500 for our faults, and 503 with Retry-After while the database is out
 * of reach.
 */
export const REFUSAL_STATUS: Readonly<Record<ApiErrorCode, RefusalStatus>> = {
  UNAUTHENTICATED: 401,
  TOKEN_EXPIRED: 401,
  NOT_FOUND: 404,
  INVALID_REQUEST: 400,
  PLAYER_NOT_FOUND: 404,
  INVALID_JSON: 400,
  UNSUPPORTED_MEDIA_TYPE: 415,
  BODY_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL_ERROR: 500,
  DATABASE_UNAVAILABLE: 503,
  IDEMPOTENCY_KEY_REUSED: 422,
  NAME_INVALID: 400,
  NAME_TAKEN: 409,
  INVALID_AUTHORIZATION_CODE: 400,
  UNKNOWN_SIGN_IN_REQUEST: 400,
  REDIRECT_NOT_ALLOWED: 400,
  RESET_COOLDOWN: 429,

  INSUFFICIENT_FUNDS: 409,
  INSUFFICIENT_ITEMS: 409,
  PRICE_MOVED: 409,
  INVENTORY_FULL: 409,
  NOT_IN_CITY: 403,
  INVALID_QUANTITY: 400,
  UNKNOWN_ITEM: 400,
  UNKNOWN_CITY: 400,
  NOT_TRADED_HERE: 400,
  TRADE_ERROR: 400,

  OFFER_NOT_FOUND: 404,
  OWN_OFFER: 403,
  NOT_OFFER_OWNER: 403,
  OFFER_EXPIRED: 410,
  OFFER_CLOSED: 409,
  OFFER_QUANTITY_UNAVAILABLE: 409,
  OWNER_INVENTORY_FULL: 409,
  REFUND_INVENTORY_FULL: 409,
  PRICE_TOO_HIGH: 400,
  TOO_MANY_OFFERS: 409,
  DAILY_OFFER_LIMIT: 429,

  CONTRACT_NOT_FOUND: 404,
  CONTRACT_ALREADY_ACTIVE: 409,
  CONTRACT_TAKEN: 409,
  CONTRACT_NOT_ACCEPTED: 409,
  CONTRACT_OVERDUE: 410,
  LEVEL_TOO_LOW: 403,
  WRONG_CITY: 403,

  NO_PLOT: 409,
  PLOT_LIMIT: 409,
  UNKNOWN_PLOT_TYPE: 400,
  PLOT_NOT_FOUND: 404,
  UNKNOWN_CROP_TYPE: 400,
  INVALID_GRID_POSITION: 400,
  SLOT_OCCUPIED: 409,
  NO_SEEDS: 409,
  CROP_NOT_FOUND: 404,
  CROP_NOT_READY: 409,
  TAX_OVERDUE: 409,
  NOT_IN_COUNTRYSIDE: 403,
  ON_FARM: 403,
  MOVE_NOT_ALLOWED: 409,
  NOT_AT_COUNTRYSIDE_ENTRANCE: 403,
  UNKNOWN_HOME_CITY: 400,

  JOURNEY_ALREADY_ACTIVE: 409,
  NO_ACTIVE_JOURNEY: 409,
  SAME_CITY: 400,
  NOT_IN_START_CITY: 403,
  NAVIGATION_TOO_LOW: 403,
  ON_JOURNEY: 403,
  IN_VENICE: 403,
  ENCOUNTER_UNANSWERED: 409,
  ENCOUNTER_NOT_FOUND: 404,
  ENCOUNTER_RESOLVED: 409,
  CHOICE_NOT_FOUND: 400,
  CHOICE_UNAVAILABLE: 403,
  ROUTE_NOT_FOUND: 400,
  NOT_ON_ROUTE: 400,
  ROUTE_LOCKED: 403,
  EVENT_NOT_FOUND: 404,
  EVENT_OVER: 409,
  ORACLE_DAILY_LIMIT: 409,
  RUMOUR_HEARD_TODAY: 409,
  QUEST_NOT_FOUND: 404,
  TUTORIAL_STEP_MOVED_ON: 409,
  TUTORIAL_NOT_ACTIVE: 409,
  QUEST_UNAVAILABLE: 403,
  QUEST_ALREADY_TAKEN: 409,
  QUEST_DONE_TODAY: 409,
  QUEST_ALREADY_DONE: 409,
  QUEST_NOT_ACTIVE: 409,
  QUEST_INCOMPLETE: 409,
  QUEST_LOG_FULL: 409,
  NPC_NOT_FOUND: 404,
  NPC_CLOSED: 403,
  NPC_OUT_OF_REACH: 403,
  NPC_SERVICE_UNAVAILABLE: 400,
  SKILL_TOO_LOW: 403,
  REPUTATION_TOO_LOW: 403,
  NOT_SOLD_HERE: 400,
  INSUFFICIENT_SKILL: 403,
  OUT_OF_STOCK: 409,
  VAULT_SHORT: 409,
  ROAD_FLAG_HELD: 409,

  UNKNOWN_NODE: 400,
  NODE_OUT_OF_REACH: 403,
  GATHERING_IN_CITY: 403,
  NODE_DEPLETED: 409,
  HARVEST_INVENTORY_FULL: 409,
  GATHERING_ON_FARM: 403,
  GATHERING_TOO_FAST: 429,

  UNKNOWN_ACTION: 400,
  ACTION_UNAVAILABLE: 409,
  ACTION_IN_PROGRESS: 409,
  SESSION_NOT_FOUND: 404,
  PROFESSION_IN_CITY_ONLY: 403,
  PROFESSION_SWITCH_NOT_ALLOWED: 409,
  UNKNOWN_EQUIPMENT: 400,
  UNKNOWN_TREE_TYPE: 400,
  PLANTING_NOT_ALLOWED: 403,
  PROFESSIONS_ON_FARM: 403,
  REPAIR_NOT_APPLICABLE: 400,
  UNKNOWN_COMMISSION: 400,

  RECIPE_NOT_FOUND: 400,
  RECIPE_NOT_DISCOVERED: 403,
  CRAFT_NOT_ALLOWED: 409,
  CRAFT_QUEUE_FULL: 409,
  CRAFT_NOT_FOUND: 404,
  CRAFT_NOT_READY: 409,
  TRANSMUTE_INVALID: 400,
  TRANSMUTE_NOT_ENOUGH: 409,
  WORKSHOP_MAX_LEVEL: 409,
  BENCH_NOT_FOUND: 404,
  BENCH_LEVEL_TOO_LOW: 403,
  BENCH_CAPACITY: 409,
  BENCH_OUTSIDE: 400,
  BENCH_OVERLAP: 409,
  NO_WORKSHOP_HERE: 403,
};

/**
 * A request the server declined, with a code a client can act on. Thrown anywhere below a route
 * (inside a transaction it rolls the transaction back whole) and answered by the app's error
 * handler as the one error body. `retryAfterMs` becomes a Retry-After header.
 */
export class Refusal extends Error {
  readonly status: RefusalStatus;

  constructor(
    readonly code: ApiErrorCode,
    message: string = API_ERRORS[code],
    readonly retryAfterMs?: number,
    readonly details?: RefusalDetails,
  ) {
    super(message);
    this.status = REFUSAL_STATUS[code];
  }

  get body(): ApiError {
    return apiErrorBody(this.code, this.message, undefined, this.details);
  }
}

/** Answers a refusal where a handler must return a Response rather than throw (middleware hooks). */
export function refusalResponse(c: Context, refusal: Refusal): Response {
  if (refusal.retryAfterMs !== undefined) c.header('Retry-After', String(Math.max(1, Math.ceil(refusal.retryAfterMs / 1000))));
  return c.json(refusal.body, refusal.status);
}

export function refuse(c: Context, code: ApiErrorCode, message?: string): Response {
  return refusalResponse(c, new Refusal(code, message));
}

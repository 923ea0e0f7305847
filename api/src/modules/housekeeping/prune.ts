import { OFFER_DURATION_MS, OFFER_POST_WINDOW_MS } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import { startSweep, type Sweep } from '../../sweep';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** Idempotency keys answer retries of the same click; a day covers any client's retry window. */
export const IDEMPOTENCY_KEY_TTL_MS = DAY_MS;
/** Market event cooldowns last at most 10 minutes; a day of history is plenty to check them. */
export const MARKET_EVENT_LOG_TTL_MS = DAY_MS;
/** Client error reports and logs are read by operators within days of a release. */
export const CLIENT_ERROR_TTL_MS = 30 * DAY_MS;
/** Filled, cancelled and emptied offers stay a week (a player may ask what became of one). */
export const CLOSED_OFFER_TTL_MS = 7 * DAY_MS;
/** Settled contracts stay a month in the player's list (their penalties stay in the ledger). */
export const SETTLED_CONTRACT_TTL_MS = 30 * DAY_MS;
export const PRUNE_INTERVAL_MS = 10 * 60 * 1000;

/**
 * Every table that grows with use, and when a row has served its purpose. Sign-in requests,
 * codes and refresh tokens are dead once expired (a spent or revoked refresh token expires at the
 * end of its reuse window, REFRESH_REUSE_WINDOW_MS: until then presenting it again revokes its
 * family, after it the token is unknown). Each rule deletes by an indexed column (migrations 0004
 * and 0013). The ledger and the trades are the economy's record and are kept.
 */
export const PRUNE_RULES = {
  signInRequests: (db: Db, now: number) => db.deleteFrom('auth_requests').where('expires_at', '<=', now),
  authorizationCodes: (db: Db, now: number) => db.deleteFrom('auth_codes').where('expires_at', '<=', now),
  refreshTokens: (db: Db, now: number) => db.deleteFrom('refresh_tokens').where('expires_at', '<=', now),
  providerCodes: (db: Db, now: number) => db.deleteFrom('local_idp_codes').where('expires_at', '<=', now),
  idempotencyKeys: (db: Db, now: number) => db.deleteFrom('idempotent_requests').where('created_at', '<', now - IDEMPOTENCY_KEY_TTL_MS),
  marketEvents: (db: Db, now: number) => db.deleteFrom('market_event_log').where('occurred_at', '<', now - MARKET_EVENT_LOG_TTL_MS),
  clientErrors: (db: Db, now: number) => db.deleteFrom('client_errors').where('created_at', '<', now - CLIENT_ERROR_TTL_MS),
  clientLogs: (db: Db, now: number) => db.deleteFrom('client_logs').where('created_at', '<', now - CLIENT_ERROR_TTL_MS),
  // Only offers that hold nothing: an expired offer still holding goods waits for its refund.
  closedOffers: (db: Db, now: number) =>
    db
      .deleteFrom('market_offers')
      .where('status', 'in', ['filled', 'cancelled', 'expired'])
      .where('expires_at', '<', now - CLOSED_OFFER_TTL_MS)
      .where('escrow_copper', '=', 0)
      .where('escrow_quantity', '=', 0),
  // An offer nobody filled tells nothing once it no longer counts towards its owner's daily
  // allowance (posted more than OFFER_POST_WINDOW_MS ago; expires_at is created_at +
  // OFFER_DURATION_MS, which keeps the rule on the (status, expires_at) index).
  unfilledOffers: (db: Db, now: number) =>
    db
      .deleteFrom('market_offers')
      .where('status', 'in', ['cancelled', 'expired'])
      .where('expires_at', '<=', now - OFFER_POST_WINDOW_MS + OFFER_DURATION_MS)
      .whereRef('quantity_remaining', '=', 'quantity_total')
      .where('escrow_copper', '=', 0)
      .where('escrow_quantity', '=', 0),
  settledContracts: (db: Db, now: number) => db.deleteFrom('player_contracts').where('status', '!=', 'active').where('settled_at', '<', now - SETTLED_CONTRACT_TTL_MS),
  // A closed posting serves the board only as its template's latest (when the next is due, an
  // hour after it closed): a month on, a newer one stands, or the board posts anew when next read.
  closedPostings: (db: Db, now: number) => db.deleteFrom('contract_postings').where('closed_at', '<', now - SETTLED_CONTRACT_TTL_MS),
} as const;

export type PruneCounts = Record<keyof typeof PRUNE_RULES, number>;

/** Deletes records that have served their purpose, so tables that grow with play stay bounded. */
export async function pruneSpentRecords(ctx: AppContext): Promise<PruneCounts> {
  const now = ctx.clock.now();
  const counts = {} as PruneCounts;
  for (const [name, rule] of Object.entries(PRUNE_RULES) as [keyof typeof PRUNE_RULES, (typeof PRUNE_RULES)[keyof typeof PRUNE_RULES]][]) {
    counts[name] = Number((await rule(ctx.db, now).executeTakeFirst()).numDeletedRows);
  }
  return counts;
}

export function startPruneSweep(ctx: AppContext): Sweep {
  return startSweep('housekeeping', PRUNE_INTERVAL_MS, () => pruneSpentRecords(ctx), ctx);
}


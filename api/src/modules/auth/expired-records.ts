import type { Db } from '../../db/database';
import { runPruneRules, type PruneCounts } from '../../db/prune-rules';

/**
 * Sign-in requests, codes and refresh tokens are dead once expired (a spent or revoked refresh
 * token expires at the end of its reuse window, REFRESH_REUSE_WINDOW_MS: until then presenting it
 * again revokes its family, after it the token is unknown). Each rule deletes by the indexed
 * `expires_at` (housekeeping/prune.test.ts reads the plans).
 */
export const AUTH_PRUNE_RULES = {
  signInRequests: (db: Db, now: number) => db.deleteFrom('auth_requests').where('expires_at', '<=', now),
  authorizationCodes: (db: Db, now: number) => db.deleteFrom('auth_codes').where('expires_at', '<=', now),
  refreshTokens: (db: Db, now: number) => db.deleteFrom('refresh_tokens').where('expires_at', '<=', now),
  providerCodes: (db: Db, now: number) => db.deleteFrom('local_idp_codes').where('expires_at', '<=', now),
} as const;

/** Deletes the expired sign-in requests, codes and refresh tokens (housekeeping's sweep calls it). */
export function pruneExpiredAuthRecords(db: Db, now: number): Promise<PruneCounts<typeof AUTH_PRUNE_RULES>> {
  return runPruneRules(AUTH_PRUNE_RULES, db, now);
}

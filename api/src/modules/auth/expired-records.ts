import type { Db } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';

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
} as const satisfies Readonly<Record<string, PruneRule>>;

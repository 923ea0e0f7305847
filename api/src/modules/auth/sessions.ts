import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { SessionTokens, SessionUser } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Db } from '../../db/database';
import type { Database } from '../../db/schema';
import { loadSessionUser } from './accounts';
import { challengeOfVerifier } from './pkce';
import { hashSecret, randomSecret } from './secrets';
import { transact } from '../../db/transaction';

type Executor = Db | Transaction<Database>;

/** The one-time code only has to cover a redirect and one request from the client. */
export const AUTH_CODE_TTL_MS = 2 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * How long a spent or revoked refresh token is remembered: presented again within it, a spent
 * token revokes its family (the replay of a stolen token); after it, it is an unknown token (401)
 * and the housekeeping sweep has deleted it. A day covers a client that was closed overnight
 * while someone else rotated its token; keeping every spent token for the family's 30 days made
 * each refresh a row for a month.
 */
export const REFRESH_REUSE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface Session {
  user: SessionUser;
  tokens: SessionTokens;
}

/** Hands the client a code for the session; only its hash is stored, bound to the client's PKCE challenge. */
export async function createAuthorizationCode(db: Db, grant: { userId: string; redirectUri: string; codeChallenge: string }, now: number): Promise<string> {
  const code = randomSecret();
  await db
    .insertInto('auth_codes')
    .values({ code_hash: hashSecret(code), user_id: grant.userId, client_redirect_uri: grant.redirectUri, code_challenge: grant.codeChallenge, expires_at: now + AUTH_CODE_TTL_MS, used_at: null })
    .execute();
  return code;
}

async function issueRefreshToken(db: Executor, userId: string, familyId: string, now: number): Promise<string> {
  const token = randomSecret();
  await db.insertInto('refresh_tokens').values({ token_hash: hashSecret(token), user_id: userId, family_id: familyId, created_at: now, expires_at: now + REFRESH_TOKEN_TTL_MS, used_at: null, revoked_at: null }).execute();
  return token;
}

async function completeSession(ctx: AppContext, user: SessionUser, refreshToken: string): Promise<Session> {
  const access = await ctx.accessTokens.issue(user.id);
  return { user, tokens: { accessToken: access.token, refreshToken, expiresAt: access.expiresAt } };
}

async function requireUser(db: Executor, userId: string): Promise<SessionUser> {
  const user = await loadSessionUser(db, userId);
  if (!user) throw new Error(`session for a missing user ${userId}`);
  return user;
}

/**
 * Redeems a one-time code with its PKCE verifier. Every condition (unused, unexpired, verifier
 * matches) is in one guarded UPDATE, so of two concurrent redeems exactly one wins, and a wrong
 * verifier changes nothing. Returns null for every kind of failure: the client learns no more.
 */
export async function exchangeAuthorizationCode(ctx: AppContext, code: string, codeVerifier: string): Promise<Session | null> {
  const challenge = await challengeOfVerifier(codeVerifier);
  if (challenge === null) return null;
  const now = ctx.clock.now();
  const granted = await transact(ctx.db, async (trx) => {
    const redeemed = await trx
      .updateTable('auth_codes')
      .set({ used_at: now })
      .where('code_hash', '=', hashSecret(code))
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .where('code_challenge', '=', challenge)
      .returning('user_id')
      .executeTakeFirst();
    if (!redeemed) return null;
    const refreshToken = await issueRefreshToken(trx, redeemed.user_id, randomUUID(), now);
    return { user: await requireUser(trx, redeemed.user_id), refreshToken };
  });
  return granted && completeSession(ctx, granted.user, granted.refreshToken);
}

/** A new session family for a user who just proved who they are (e.g. with a Google id token). */
export async function startSession(ctx: AppContext, userId: string): Promise<Session> {
  const now = ctx.clock.now();
  const refreshToken = await issueRefreshToken(ctx.db, userId, randomUUID(), now);
  return completeSession(ctx, await requireUser(ctx.db, userId), refreshToken);
}

/**
 * Rotates a refresh token: the presented one is spent and a new one of the same family issued.
 * Presenting a spent token within the reuse window means two parties hold the family (RFC 9700
 * §4.14.2), so the whole family is revoked and neither can continue.
 */
export async function refreshSession(ctx: AppContext, refreshToken: string): Promise<Session | null> {
  const now = ctx.clock.now();
  const tokenHash = hashSecret(refreshToken);
  const granted = await transact(ctx.db, async (trx) => {
    const row = await trx.selectFrom('refresh_tokens').select(['user_id', 'family_id', 'expires_at', 'revoked_at']).where('token_hash', '=', tokenHash).executeTakeFirst();
    // A spent token's expiry is the end of its reuse window: after it, it is as unknown as a pruned one.
    if (!row || row.revoked_at !== null || row.expires_at <= now) return null;
    const spent = await trx
      .updateTable('refresh_tokens')
      .set({ used_at: now, expires_at: endOfReuseWindow(now) })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) {
      await revokeFamily(trx, row.family_id, now);
      return null;
    }
    const next = await issueRefreshToken(trx, row.user_id, row.family_id, now);
    return { user: await requireUser(trx, row.user_id), refreshToken: next };
  });
  return granted && completeSession(ctx, granted.user, granted.refreshToken);
}

/**
 * A token that can no longer be used is kept only for the reuse window, through its expiry: the
 * sweep deletes it by the indexed `expires_at` like any expired token. Never later than it was.
 */
function endOfReuseWindow(now: number) {
  return sql<number>`case when expires_at < ${now + REFRESH_REUSE_WINDOW_MS} then expires_at else ${now + REFRESH_REUSE_WINDOW_MS} end`;
}

async function revokeFamily(db: Executor, familyId: string, now: number): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: now, expires_at: endOfReuseWindow(now) }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Logout: ends the family of the given refresh token, but only when it is the caller's own. */
export async function revokeSessionOf(db: Db, userId: string, refreshToken: string, now: number): Promise<boolean> {
  const row = await db.selectFrom('refresh_tokens').select('family_id').where('token_hash', '=', hashSecret(refreshToken)).where('user_id', '=', userId).executeTakeFirst();
  if (!row) return false;
  await revokeFamily(db, row.family_id, now);
  return true;
}

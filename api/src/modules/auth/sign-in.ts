import { randomUUID } from 'node:crypto';
import { MESSAGES } from '@silkroad/shared';
import { calculatePKCECodeChallenge, randomNonce, randomPKCECodeVerifier } from 'openid-client';
import type { AppContext } from '../../context';
import type { Logger } from '../../logger';
import { upsertUser } from './accounts';
import { isAllowedClientRedirect, withQuery } from './client-redirects';
import { SignInError, type RelyingParty } from './relying-party';
import { randomSecret } from './secrets';
import { createAuthorizationCode } from './sessions';

/** How long a player may spend at the provider before the sign-in must start over. */
export const AUTH_REQUEST_TTL_MS = 10 * 60 * 1000;

export type SignInStep = { kind: 'redirect'; location: string } | { kind: 'error'; code: 'UNKNOWN_SIGN_IN_REQUEST' | 'REDIRECT_NOT_ALLOWED' };

export interface StartRequest {
  redirect_uri: string;
  state: string;
  code_challenge: string;
}

/**
 * Remembers what the client asked for (its redirect, state and PKCE challenge) plus our own
 * nonce and PKCE verifier for the provider, and sends the browser to the provider. The provider
 * sees only our request id as its state.
 */
export async function startSignIn(ctx: AppContext, rp: RelyingParty, request: StartRequest): Promise<SignInStep> {
  if (!isAllowedClientRedirect(request.redirect_uri, ctx.config)) return { kind: 'error', code: 'REDIRECT_NOT_ALLOWED' };
  const id = randomSecret();
  const nonce = randomNonce();
  const verifier = randomPKCECodeVerifier();
  let location: string;
  try {
    location = await rp.authorizationUrl({ state: id, nonce, codeChallenge: await calculatePKCECodeChallenge(verifier) });
  } catch (error) {
    // The destination is vetted, so the client can show why instead of a bare error page.
    return { kind: 'redirect', location: failureRedirect(ctx, request.redirect_uri, request.state, error) };
  }
  const now = ctx.clock.now();
  await ctx.db
    .insertInto('auth_requests')
    .values({
      id,
      provider: rp.provider.name,
      client_redirect_uri: request.redirect_uri,
      client_state: request.state,
      client_code_challenge: request.code_challenge,
      nonce,
      provider_code_verifier: verifier,
      created_at: now,
      expires_at: now + AUTH_REQUEST_TTL_MS,
    })
    .execute();
  return { kind: 'redirect', location };
}

export interface CallbackQuery {
  code?: string | undefined;
  state?: string | undefined;
  error?: string | undefined;
  /** RFC 9207: the issuer, when the provider names itself in its redirect. */
  iss?: string | undefined;
}

/**
 * The provider's redirect back to us. The auth request is taken (deleted) first, so a callback
 * can be used once. From then on the client's redirect is known and vetted, and every outcome,
 * good or bad, goes back to it.
 */
export async function finishSignIn(ctx: AppContext, rp: RelyingParty, query: CallbackQuery): Promise<SignInStep> {
  if (!query.state) return { kind: 'error', code: 'UNKNOWN_SIGN_IN_REQUEST' };
  const now = ctx.clock.now();
  const request = await ctx.db.deleteFrom('auth_requests').where('id', '=', query.state).returningAll().executeTakeFirst();
  if (!request || request.expires_at <= now) return { kind: 'error', code: 'UNKNOWN_SIGN_IN_REQUEST' };

  try {
    if (query.error) throw providerError(query.error);
    if (!query.code) throw new SignInError('the identity provider sent no code');
    if (request.provider !== rp.provider.name) throw new SignInError('the sign-in was started with another identity provider');
    const identity = await rp.finishSignIn(
      { code: query.code, state: query.state, ...(query.iss ? { iss: query.iss } : {}) },
      { state: request.id, nonce: request.nonce, codeVerifier: request.provider_code_verifier },
    );
    const userId = await upsertUser(ctx.db, identity, ctx.clock.now());
    const code = await createAuthorizationCode(ctx.db, { userId, redirectUri: request.client_redirect_uri, codeChallenge: request.client_code_challenge }, ctx.clock.now());
    return { kind: 'redirect', location: withQuery(request.client_redirect_uri, { code, state: request.client_state }) };
  } catch (error) {
    return { kind: 'redirect', location: failureRedirect(ctx, request.client_redirect_uri, request.client_state, error) };
  }
}

function providerError(code: string): SignInError {
  // Only pass on a well-formed OAuth error code; the provider's free text is not ours to show.
  const safeCode = /^[a-z_]{1,64}$/.test(code) ? code : 'server_error';
  if (safeCode === 'access_denied') return new SignInError('cancelled', 'access_denied');
  return new SignInError(`the identity provider reported ${safeCode}`, safeCode);
}

/**
 * Spec 000 §8 wording: "Google sign-in was cancelled. Please try again." / "Google sign-in failed: {reason}".
 * The local provider stands in for Google behind the same "Sign in with Google" button, so it
 * speaks the same words.
 */
export function describeFailure(error: unknown, logger: Logger): { code: string; description: string } {
  const failed = MESSAGES.googleSignInFailed;
  if (error instanceof SignInError) {
    if (error.code === 'access_denied') return { code: 'access_denied', description: MESSAGES.googleSignInCancelled };
    return { code: error.code, description: `${failed}: ${error.message}` };
  }
  // Unexpected failures are logged with an id the player can quote; their details stay here.
  const incident = randomUUID();
  logger.error({ err: error, incident }, 'sign-in failed');
  return { code: 'server_error', description: `${failed}: Unknown error occurred (incident ${incident})` };
}

function failureRedirect(ctx: AppContext, redirectUri: string, state: string, error: unknown): string {
  const { code, description } = describeFailure(error, ctx.logger);
  return withQuery(redirectUri, { error: code, error_description: description, state });
}

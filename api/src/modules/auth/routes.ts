import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  apiErrorSchema,
  authStartQuerySchema,
  checkNameResponseSchema,
  googleIdTokenRequestSchema,
  logoutRequestSchema,
  NAME_MESSAGES,
  nameRequestSchema,
  okResponseSchema,
  sessionResponseSchema,
  setInGameNameResponseSchema,
  tokenRequestSchema,
} from '@silkroad/shared';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { clientAddress } from '../../http/client-address';
import { rateLimit } from '../../http/rate-limit';
import { Refusal, refusalResponse } from '../../http/refusal';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/require-auth';
import { upsertUser } from './accounts';
import { renderErrorPage } from './auth-pages';
import { checkInGameName, setInGameName } from './names';
import { createRelyingParty, type ProviderOptions } from './providers';
import { finishSignIn, startSignIn } from './sign-in';
import { exchangeAuthorizationCode, refreshSession, revokeSessionOf, startSession } from './sessions';

/** The spec's rate-limit words say nothing of sign-in; a player at the sign-in page needs to know what to do. */
const SIGN_IN_RATE_LIMITED = 'Too many sign-in attempts from your network. Please wait a minute and try again.';

const bearer = BEARER_SECURITY;

const startRoute = createRoute({
  method: 'get',
  path: '/google',
  tags: ['Auth'],
  summary: 'Start sign-in (a page navigation): redirects to Google, or to the local identity provider when Google is not configured',
  request: { query: authStartQuerySchema },
  responses: {
    302: { description: "To the identity provider; or back to redirect_uri with error and error_description if it can't be reached" },
    400: jsonError('INVALID_REQUEST, or REDIRECT_NOT_ALLOWED: a redirect_uri that is not on the allow-list (a page for browsers)'),
    429: jsonError('RATE_LIMITED: too many sign-ins started from this address (a page for browsers); see Retry-After'),
  },
});

const callbackRoute = createRoute({
  method: 'get',
  path: '/callback',
  tags: ['Auth'],
  summary: "The identity provider's redirect back to the API",
  request: {
    query: z.object({
      code: z.string().max(2048).optional(),
      state: z.string().max(512).optional(),
      error: z.string().max(256).optional(),
      error_description: z.string().max(2048).optional(),
    }),
  },
  responses: {
    302: { description: "To the client's redirect_uri with code and state, or with error, error_description and state" },
    400: { description: 'UNKNOWN_SIGN_IN_REQUEST: unknown or expired sign-in request (HTML for browsers, JSON otherwise)', content: { 'application/json': { schema: apiErrorSchema }, 'text/html': { schema: z.string() } } },
  },
});

const tokenRoute = createRoute({
  method: 'post',
  path: '/token',
  tags: ['Auth'],
  summary: 'Redeem the one-time code with its PKCE verifier, or rotate a refresh token, for a session',
  middleware: [rateLimit('token')] as const,
  request: { body: jsonBody(tokenRequestSchema) },
  responses: {
    200: jsonContent(sessionResponseSchema, 'A session'),
    400: jsonError('INVALID_REQUEST, or INVALID_AUTHORIZATION_CODE: an invalid, expired or used code, or a verifier that does not match'),
    401: jsonError('UNAUTHENTICATED: unknown, expired, revoked or reused refresh token'),
    429: jsonError('RATE_LIMITED; see Retry-After'),
  },
});

const googleIdTokenRoute = createRoute({
  method: 'post',
  path: '/google',
  tags: ['Auth'],
  summary: 'Sign in with an identity token the client obtained itself (verified against the provider JWKS)',
  middleware: [rateLimit('token')] as const,
  request: { body: jsonBody(googleIdTokenRequestSchema) },
  responses: {
    200: jsonContent(sessionResponseSchema, 'A session'),
    400: jsonError('INVALID_REQUEST'),
    401: jsonError('UNAUTHENTICATED: the identity token is not valid'),
    429: jsonError('RATE_LIMITED; see Retry-After'),
  },
});

const logoutRoute = createRoute({
  method: 'post',
  path: '/logout',
  tags: ['Auth'],
  summary: 'End the session: revokes the family of the given refresh token if it is the caller’s',
  middleware: [requireAuth] as const,
  security: bearer,
  request: { body: { required: false, content: { 'application/json': { schema: logoutRequestSchema } } } },
  responses: { 200: jsonContent(okResponseSchema, 'Done'), 400: jsonError('Invalid request'), 401: jsonError('Authentication required') },
});

const checkNameRoute = createRoute({
  method: 'post',
  path: '/check-name',
  tags: ['Auth'],
  summary: 'Is this in-game name valid and free (or already the caller’s)?',
  middleware: [requireAuth, rateLimit('checkName')] as const,
  security: bearer,
  request: { body: jsonBody(nameRequestSchema) },
  responses: {
    200: jsonContent(checkNameResponseSchema, 'Availability; when taken, `error` says so'),
    400: jsonError('NAME_INVALID: the name breaks a naming rule (the message says which)'),
    401: jsonError('Authentication required'),
    429: jsonError('RATE_LIMITED; see Retry-After'),
  },
});

const setNameRoute = createRoute({
  method: 'post',
  path: '/set-in-game-name',
  tags: ['Auth'],
  summary: 'Set (or change) the in-game name; unique regardless of case',
  middleware: [requireAuth, rateLimit('setName')] as const,
  security: bearer,
  request: { body: jsonBody(nameRequestSchema) },
  responses: {
    200: jsonContent(setInGameNameResponseSchema, 'The user with the name'),
    400: jsonError('NAME_INVALID: the name breaks a naming rule (the message says which)'),
    401: jsonError('Authentication required'),
    409: jsonError('NAME_TAKEN: Name is not available'),
    429: jsonError('RATE_LIMITED; see Retry-After'),
  },
});

/** Browsers reach the sign-in start and callback by navigation: they get a page, other clients JSON. */
function wantsPage(c: Context<AppEnv>): boolean {
  return (c.req.header('accept') ?? '').includes('text/html');
}

function signInRefusal(c: Context<AppEnv>, refusal: Refusal): Response {
  if (!wantsPage(c)) return refusalResponse(c, refusal);
  if (refusal.retryAfterMs !== undefined) c.header('Retry-After', String(Math.ceil(refusal.retryAfterMs / 1000)));
  return c.html(renderErrorPage(refusal.message), refusal.status);
}

/**
 * Sign-in and account routes under /api/auth. `options.fetch` replaces the HTTP client used to
 * talk to Google (tests inject a fake provider); the local provider is always reached in-process.
 */
export function authRoutes(ctx: AppContext, options: ProviderOptions = {}) {
  const router = createRouter();
  const rp = createRelyingParty(ctx, options);

  router.openapi(startRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    // Each start stores a sign-in request: counted per address before anything is stored.
    const verdict = await ctx.rateLimits.take('signInStart', { address: clientAddress(c, ctx.config) });
    if (!verdict.allowed) return signInRefusal(c, new Refusal('RATE_LIMITED', SIGN_IN_RATE_LIMITED, verdict.retryAfterMs));
    const step = await startSignIn(ctx, rp, c.req.valid('query'));
    if (step.kind === 'error') return signInRefusal(c, new Refusal(step.code));
    return c.redirect(step.location, 302);
  });

  router.openapi(callbackRoute, async (c) => {
    const step = await finishSignIn(ctx, rp, c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    if (step.kind === 'redirect') return c.redirect(step.location, 302);
    return signInRefusal(c, new Refusal(step.code));
  });

  router.openapi(tokenRoute, async (c) => {
    const body = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    if (body.grant_type === 'authorization_code') {
      const session = await exchangeAuthorizationCode(ctx, body.code, body.code_verifier);
      if (!session) throw new Refusal('INVALID_AUTHORIZATION_CODE');
      return c.json({ success: true as const, data: session }, 200);
    }
    const session = await refreshSession(ctx, body.refresh_token);
    if (!session) throw new Refusal('UNAUTHENTICATED');
    return c.json({ success: true as const, data: session }, 200);
  });

  router.openapi(googleIdTokenRoute, async (c) => {
    const { idToken } = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    const identity = await rp.verifyIdToken(idToken, { nonce: null }).catch(() => null);
    if (!identity) throw new Refusal('UNAUTHENTICATED');
    const userId = await upsertUser(ctx.db, identity, ctx.clock.now());
    return c.json({ success: true as const, data: await startSession(ctx, userId) }, 200);
  });

  router.openapi(logoutRoute, async (c) => {
    // The body is optional: a bare POST (no content type) just ends the access token's use client-side.
    const refreshToken = c.req.header('content-type') ? c.req.valid('json').refreshToken : undefined;
    if (refreshToken) await revokeSessionOf(ctx.db, c.var.userId, refreshToken, ctx.clock.now());
    return c.json({ success: true as const }, 200);
  });

  router.openapi(checkNameRoute, async (c) => {
    const result = await checkInGameName(ctx.db, c.var.userId, c.req.valid('json').name);
    if (!result.available) return c.json({ success: true as const, data: { available: false }, error: NAME_MESSAGES.taken }, 200);
    return c.json({ success: true as const, data: { available: true } }, 200);
  });

  router.openapi(setNameRoute, async (c) => {
    const user = await setInGameName(ctx.db, c.var.userId, c.req.valid('json').name, ctx.clock.now());
    return c.json({ success: true as const, data: { user } }, 200);
  });

  return router;
}

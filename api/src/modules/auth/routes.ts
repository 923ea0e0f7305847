import { createRoute } from '@hono/zod-openapi';
import { z } from 'zod';
import {
  apiErrorSchema,
  authStartQuerySchema,
  checkNameResponseSchema,
  googleIdTokenRequestSchema,
  logoutRequestSchema,
  MESSAGES,
  NAME_MESSAGES,
  nameRequestSchema,
  okResponseSchema,
  sessionResponseSchema,
  setInGameNameResponseSchema,
  tokenRequestSchema,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { requireAuth } from '../../http/require-auth';
import { upsertUser } from './accounts';
import { renderErrorPage } from './auth-pages';
import { checkInGameName, setInGameName } from './names';
import { createRelyingParty, type ProviderOptions } from './providers';
import { finishSignIn, startSignIn } from './sign-in';
import { exchangeAuthorizationCode, refreshSession, revokeSessionOf, startSession } from './sessions';

export const INVALID_AUTHORIZATION_CODE = 'Invalid or expired authorization code';

const bearer = BEARER_SECURITY;

const startRoute = createRoute({
  method: 'get',
  path: '/google',
  tags: ['Auth'],
  summary: 'Start sign-in (a page navigation): redirects to Google, or to the local identity provider when Google is not configured',
  request: { query: authStartQuerySchema },
  responses: {
    302: { description: "To the identity provider; or back to redirect_uri with error and error_description if it can't be reached" },
    400: jsonError('Invalid parameters, or a redirect_uri that is not on the allow-list'),
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
    400: { description: 'Unknown or expired sign-in request (HTML for browsers, JSON otherwise)', content: { 'application/json': { schema: apiErrorSchema }, 'text/html': { schema: z.string() } } },
  },
});

const tokenRoute = createRoute({
  method: 'post',
  path: '/token',
  tags: ['Auth'],
  summary: 'Redeem the one-time code with its PKCE verifier, or rotate a refresh token, for a session',
  request: { body: jsonBody(tokenRequestSchema) },
  responses: {
    200: jsonContent(sessionResponseSchema, 'A session'),
    400: jsonError('Invalid request, or an invalid, expired or used code, or a verifier that does not match'),
    401: jsonError('Unknown, expired, revoked or reused refresh token'),
  },
});

const googleIdTokenRoute = createRoute({
  method: 'post',
  path: '/google',
  tags: ['Auth'],
  summary: 'Sign in with an identity token the client obtained itself (verified against the provider JWKS)',
  request: { body: jsonBody(googleIdTokenRequestSchema) },
  responses: {
    200: jsonContent(sessionResponseSchema, 'A session'),
    400: jsonError('Invalid request'),
    401: jsonError('The identity token is not valid'),
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
  middleware: [requireAuth] as const,
  security: bearer,
  request: { body: jsonBody(nameRequestSchema) },
  responses: {
    200: jsonContent(checkNameResponseSchema, 'Availability; when taken, `error` says so'),
    400: jsonError('The name breaks a naming rule (the message says which)'),
    401: jsonError('Authentication required'),
  },
});

const setNameRoute = createRoute({
  method: 'post',
  path: '/set-in-game-name',
  tags: ['Auth'],
  summary: 'Set (or change) the in-game name; unique regardless of case',
  middleware: [requireAuth] as const,
  security: bearer,
  request: { body: jsonBody(nameRequestSchema) },
  responses: {
    200: jsonContent(setInGameNameResponseSchema, 'The user with the name'),
    400: jsonError('The name breaks a naming rule (the message says which)'),
    401: jsonError('Authentication required'),
    409: jsonError('Name is not available'),
  },
});

/**
 * Sign-in and account routes under /api/auth. `options.fetch` replaces the HTTP client used to
 * talk to Google (tests inject a fake provider); the local provider is always reached in-process.
 */
export function authRoutes(ctx: AppContext, options: ProviderOptions = {}) {
  const router = createRouter();
  const rp = createRelyingParty(ctx, options);

  router.openapi(startRoute, async (c) => {
    const step = await startSignIn(ctx, rp, c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    if (step.kind === 'error') return c.json({ success: false as const, error: step.error }, 400);
    return c.redirect(step.location, 302);
  });

  router.openapi(callbackRoute, async (c) => {
    const step = await finishSignIn(ctx, rp, c.req.valid('query'));
    c.header('Cache-Control', 'no-store');
    if (step.kind === 'redirect') return c.redirect(step.location, 302);
    // Browsers land here by navigation and get a page; programmatic clients get the usual JSON.
    if ((c.req.header('accept') ?? '').includes('text/html')) return c.html(renderErrorPage(step.error), 400);
    return c.json({ success: false as const, error: step.error }, 400);
  });

  router.openapi(tokenRoute, async (c) => {
    const body = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    if (body.grant_type === 'authorization_code') {
      const session = await exchangeAuthorizationCode(ctx, body.code, body.code_verifier);
      if (!session) return c.json({ success: false as const, error: INVALID_AUTHORIZATION_CODE }, 400);
      return c.json({ success: true as const, data: session }, 200);
    }
    const session = await refreshSession(ctx, body.refresh_token);
    if (!session) return c.json({ success: false as const, error: MESSAGES.authRequired }, 401);
    return c.json({ success: true as const, data: session }, 200);
  });

  router.openapi(googleIdTokenRoute, async (c) => {
    const { idToken } = c.req.valid('json');
    c.header('Cache-Control', 'no-store');
    const identity = await rp.verifyIdToken(idToken, { nonce: null }).catch(() => null);
    if (!identity) return c.json({ success: false as const, error: MESSAGES.authRequired }, 401);
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
    if (!result.ok) return c.json({ success: false as const, error: result.error }, result.status);
    if (!result.available) return c.json({ success: true as const, data: { available: false }, error: NAME_MESSAGES.taken }, 200);
    return c.json({ success: true as const, data: { available: true } }, 200);
  });

  router.openapi(setNameRoute, async (c) => {
    const result = await setInGameName(ctx.db, c.var.userId, c.req.valid('json').name, ctx.clock.now());
    if (!result.ok) return c.json({ success: false as const, error: result.error }, result.status);
    return c.json({ success: true as const, data: { user: result.user } }, 200);
  });

  return router;
}

import { API_ROUTES, NAME_MESSAGES } from '@silkroad/shared';
import type { Context } from 'hono';
import type { AppContext, AppEnv } from '../../context';
import { clientAddress } from '../../http/client-address';
import { Refusal, refusalResponse } from '../../http/refusal';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { upsertUser } from './accounts';
import { renderErrorPage } from './auth-pages';
import { checkInGameName, setInGameName } from './names';
import { createRelyingParty, type ProviderOptions } from './providers';
import { finishSignIn, startSignIn } from './sign-in';
import { exchangeAuthorizationCode, refreshSession, revokeSessionOf, startSession } from './sessions';

/** The spec's rate-limit words say nothing of sign-in; a player at the sign-in page needs to know what to do. */
const SIGN_IN_RATE_LIMITED = 'Too many sign-in attempts from your network. Please wait a minute and try again.';

const ROUTES = API_ROUTES.auth;

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

  serveRoute(router, ROUTES.start, async (c, { query }) => {
    c.header('Cache-Control', 'no-store');
    // Each start stores a sign-in request: counted per address before anything is stored.
    const verdict = await ctx.rateLimits.take('signInStart', { address: clientAddress(c, ctx.config) });
    if (!verdict.allowed) return signInRefusal(c, new Refusal('RATE_LIMITED', SIGN_IN_RATE_LIMITED, verdict.retryAfterMs));
    const step = await startSignIn(ctx, rp, query);
    if (step.kind === 'error') return signInRefusal(c, new Refusal(step.code));
    return c.redirect(step.location, 302);
  });

  serveRoute(router, ROUTES.callback, async (c, { query }) => {
    const step = await finishSignIn(ctx, rp, query);
    c.header('Cache-Control', 'no-store');
    if (step.kind === 'redirect') return c.redirect(step.location, 302);
    return signInRefusal(c, new Refusal(step.code));
  });

  serveRoute(router, ROUTES.token, async (c, { body }) => {
    c.header('Cache-Control', 'no-store');
    if (body.grant_type === 'authorization_code') {
      const session = await exchangeAuthorizationCode(ctx, body.code, body.code_verifier);
      if (!session) throw new Refusal('INVALID_AUTHORIZATION_CODE');
      return { success: true as const, data: session };
    }
    const session = await refreshSession(ctx, body.refresh_token);
    if (!session) throw new Refusal('UNAUTHENTICATED');
    return { success: true as const, data: session };
  });

  serveRoute(router, ROUTES.googleIdToken, async (c, { body }) => {
    c.header('Cache-Control', 'no-store');
    const identity = await rp.verifyIdToken(body.idToken).catch(() => null);
    if (!identity) throw new Refusal('UNAUTHENTICATED');
    const userId = await upsertUser(ctx.db, identity, ctx.clock.now());
    return { success: true as const, data: await startSession(ctx, userId) };
  });

  serveRoute(router, ROUTES.logout, async (c, { body }) => {
    // The body is optional: a bare POST (no content type) just ends the access token's use client-side.
    const refreshToken = c.req.header('content-type') ? body?.refreshToken : undefined;
    if (refreshToken) await revokeSessionOf(ctx.db, c.var.userId, refreshToken, ctx.clock.now());
    return { success: true as const };
  });

  serveRoute(router, ROUTES.checkName, async (c, { body }) => {
    const result = await checkInGameName(ctx.db, c.var.userId, body.name);
    if (!result.available) return { success: true as const, data: { available: false }, error: NAME_MESSAGES.taken };
    return { success: true as const, data: { available: true } };
  });

  serveRoute(router, ROUTES.setInGameName, async (c, { body }) => {
    const user = await setInGameName(ctx.db, c.var.userId, body.name, ctx.clock.now());
    return { success: true as const, data: { user } };
  });

  return router;
}

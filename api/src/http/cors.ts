import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import { DESKTOP_APP_ORIGIN } from '@silkroad/shared';
import { canonicalOrigins } from './allowed-origins';

/** Headers a client may read from a cross-origin answer (the retry pacing and the request id of a report). */
const EXPOSED_HEADERS = ['Retry-After', 'X-Request-Id'];

/**
 * Cross-origin access to the API for the configured web origins and the desktop app. Bearer
 * tokens, never cookies: credentials are not allowed, so a foreign page gains nothing it could
 * not do with its own requests. Any other origin gets no CORS headers and its page cannot read
 * the answers.
 */
export function apiCors(webOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set([...canonicalOrigins(webOrigins), DESKTOP_APP_ORIGIN]);
  const standard = cors({
    origin: (origin) => (allowed.has(origin) ? origin : null),
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowHeaders: ['Content-Type', 'Authorization', 'Accept', 'Idempotency-Key'],
    exposeHeaders: EXPOSED_HEADERS,
    maxAge: 600,
    credentials: false,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    // Same-origin pages and programs send no Origin: nothing to allow, and the trade path stays lean.
    if (origin === undefined) return next();
    // Private Network Access: a page that is not itself on this machine or network (the desktop
    // app's pages; a web origin) asks before it may reach a server on loopback (the offline game,
    // a development server). Said yes to for the origins above only.
    if (c.req.method === 'OPTIONS' && allowed.has(origin) && c.req.header('access-control-request-private-network') === 'true') {
      c.header('Access-Control-Allow-Private-Network', 'true');
    }
    return standard(c, next);
  };
}

/** The origins whose pages may open the realtime socket: the web origins and the desktop app. */
export function realtimeOrigins(webOrigins: readonly string[]): string[] {
  return [...canonicalOrigins(webOrigins), DESKTOP_APP_ORIGIN];
}

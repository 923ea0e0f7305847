import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { ServerConfig } from '../config';
import { PAGE_STYLE_SOURCE } from '../modules/auth/auth-pages';
import { canonicalOrigins } from './allowed-origins';

/** What a response is, for the Content-Security-Policy it gets. */
export type ResponseKind = 'web-app' | 'sign-in-page' | 'data';

type Policy = Readonly<Record<string, readonly string[]>>;

function serializePolicy(policy: Policy): string {
  return Object.entries(policy)
    .map(([directive, sources]) => [directive, ...sources].join(' '))
    .join('; ');
}

/**
 * The React + Phaser bundle loads only its own files and talks only to its own origin (fetch to
 * /api, socket.io by WebSocket: CSP3 'self' matches same-host ws:/wss:). Phaser builds its
 * default textures from data: images and hands loaded image bytes over as blob: URLs.
 */
const WEB_APP_POLICY: Policy = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // React and Phaser style elements through the CSSOM, which CSP does not govern; the bundle has no <style> or style="".
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'"],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  // Vite builds with relative URLs ('./assets/...'): an injected <base> would repoint every script.
  'base-uri': ["'none'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/** JSON and other data: nothing in it may load, run or be framed if a browser ever renders it. */
const DATA_POLICY: Policy = {
  'default-src': ["'none'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The sign-in pages (the local provider's form, error pages) are plain HTML with one inline
 * <style>, allowed by its hash. The provider's form posts to /idp/authorize, which redirects to
 * the API's callback, which redirects to the client's redirect_uri: a web origin or the desktop
 * scheme. Chromium checks form-action on every hop of that chain, so every destination is listed.
 */
function signInPagePolicy(config: Pick<ServerConfig, 'publicUrl' | 'webOrigins' | 'desktopScheme'>): Policy {
  return {
    'default-src': ["'none'"],
    'style-src': [PAGE_STYLE_SOURCE],
    'form-action': ["'self'", ...canonicalOrigins([config.publicUrl, ...config.webOrigins]), `${config.desktopScheme}:`],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
  };
}

/** Paths the server answers itself; every other path belongs to the web bundle (static.ts). */
function isServerPath(path: string): boolean {
  return /^\/(api|idp|socket\.io|health)(\/|$)/.test(path);
}

export function responseKind(path: string, contentType: string | null): ResponseKind {
  if (!isServerPath(path)) return 'web-app';
  // Every page the server renders itself is a sign-in page (auth-pages.ts).
  return contentType?.toLowerCase().startsWith('text/html') ? 'sign-in-page' : 'data';
}

/** The Content-Security-Policy of each kind of response, for this server's origins. */
export function contentSecurityPolicies(config: Pick<ServerConfig, 'publicUrl' | 'webOrigins' | 'desktopScheme'>): Record<ResponseKind, string> {
  return {
    'web-app': serializePolicy(WEB_APP_POLICY),
    'sign-in-page': serializePolicy(signInPagePolicy(config)),
    data: serializePolicy(DATA_POLICY),
  };
}

/**
 * Security headers on every response. Registered first, it runs last on the way out, so refusals
 * of later middleware (rate limits, body limits) and errors get the headers too; a header a
 * route set itself is replaced, so this is the one place they are decided.
 */
export function securityHeaders(config: Pick<ServerConfig, 'publicUrl' | 'webOrigins' | 'desktopScheme'>): MiddlewareHandler {
  const policies = contentSecurityPolicies(config);
  const common = secureHeaders({
    xFrameOptions: 'DENY',
    // Not no-referrer: with it browsers send "Origin: null" on same-origin form posts and
    // fetches, which would blind any Origin check. same-origin still keeps every URL (sign-in
    // URLs carry state, codes and challenges) and even our origin from other sites.
    referrerPolicy: 'same-origin',
    // A browser honours HSTS only over https, and our development and offline servers are plain http.
    strictTransportSecurity: new URL(config.publicUrl).protocol === 'https:' ? 'max-age=15552000; includeSubDomains' : false,
    // The game uses none of them; a script that got in could not ask for them either.
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
    removePoweredBy: true,
  });
  return async (c, next) => {
    await common(c, next);
    c.res.headers.set('Content-Security-Policy', policies[responseKind(c.req.path, c.res.headers.get('content-type'))]);
  };
}

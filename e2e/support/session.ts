import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { pkcePair, readForm } from '../../api/src/modules/auth/test-helpers';
import { SESSION_STORAGE_KEY } from '../../desktop/renderer/src/platform/session-record';
import { API_ROUTES, routeUrl, sessionResponseSchema, type DevPlaceRequest, type DevPlaceResponse, type RouteReply, type RouteRequest, type RouteSpec, type SessionTokens, type SessionUser } from '@silkroad/shared';

/** What the web build keeps under its session key (desktop/renderer/src/platform/session-record.ts). */
export interface SignedInSession {
  user: SessionUser;
  tokens: SessionTokens;
}

// localStorage key of the web build's session record (spec 000 §3), for the fixture to fill in.
export { SESSION_STORAGE_KEY };

const STEP_TIMEOUT_MS = 15_000;

/**
 * Follows redirects as a browser does, until a page answers or the redirect comes back to `home`
 * (the client's own address, which carries the outcome).
 */
async function browse(url: string, home: string, init: RequestInit = {}): Promise<{ url: URL; response: Response | null }> {
  let current = new URL(url);
  let response = await fetch(current, { ...init, redirect: 'manual', headers: { accept: 'text/html', ...(init.headers ?? {}) }, signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
  while (response.status === 302) {
    await response.body?.cancel();
    current = new URL(response.headers.get('location') ?? '', current);
    if (`${current.origin}${current.pathname}` === home) return { url: current, response: null };
    response = await fetch(current, { redirect: 'manual', headers: { accept: 'text/html' }, signal: AbortSignal.timeout(STEP_TIMEOUT_MS) });
  }
  return { url: current, response };
}

/**
 * Signs in as the web build does, over plain HTTP: the sign-in start with a PKCE challenge, the
 * local identity provider's page and its form (it asks for no password), the redirect back with a
 * one-time code, and the code exchanged for a session. The sign-in screens themselves are driven
 * through the page in first-slice.e2e.ts; everything else starts from here.
 */
export async function signInOverHttp(serverUrl: string, identity: { email: string; name: string }): Promise<SignedInSession> {
  const { verifier, challenge } = await pkcePair();
  const state = randomBytes(16).toString('base64url');
  const home = `${new URL(serverUrl).origin}/`;
  const start = new URL(routeUrl(API_ROUTES.auth.start), serverUrl);
  start.search = new URLSearchParams({ redirect_uri: home, state, code_challenge: challenge, code_challenge_method: 'S256' }).toString();

  const provider = await browse(start.toString(), home);
  if (!provider.response || provider.response.status !== 200) throw new Error(`the sign-in page answered ${provider.response?.status ?? 'with a redirect home'}`);
  const form = readForm(await provider.response.text(), provider.url.toString());
  const back = await browse(form.action, home, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, email: identity.email, name: identity.name }).toString(),
  });
  if (back.response) throw new Error(`the sign-in stopped at ${back.url.pathname} (${back.response.status})`);
  if (back.url.searchParams.get('state') !== state) throw new Error('the sign-in came back with another state');
  const code = back.url.searchParams.get('code');
  if (!code) throw new Error(`the sign-in came back without a code: ${back.url.searchParams.get('error_description') ?? back.url.searchParams.get('error') ?? ''}`);

  const token = await fetch(new URL(routeUrl(API_ROUTES.auth.token), serverUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'authorization_code', code, code_verifier: verifier }),
  });
  if (!token.ok) throw new Error(`the code exchange answered ${token.status}: ${await token.text()}`);
  return sessionResponseSchema.parse(await token.json()).data;
}

/** What a route of the protocol map answered: its status and body, whatever they were. */
export interface RouteAnswer {
  status: number;
  body: unknown;
}

/** A route of the protocol map, with the signed-in player's token, as the page calls it. */
export async function requestRoute<S extends RouteSpec>(serverUrl: string, session: SignedInSession, spec: S, request: RouteRequest<S>): Promise<RouteAnswer> {
  const { params, query, body } = request as { params?: Record<string, string | number>; query?: Record<string, unknown>; body?: unknown };
  const response = await fetch(new URL(routeUrl(spec, params, query), serverUrl), {
    method: spec.method.toUpperCase(),
    headers: { authorization: `Bearer ${session.tokens.accessToken}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** As requestRoute, answering the reply parsed by the map's schema; fails the test with the server's words unless it succeeds. */
export async function sendRoute<S extends RouteSpec>(serverUrl: string, session: SignedInSession, spec: S, request: RouteRequest<S>): Promise<RouteReply<S>> {
  const answer = await requestRoute(serverUrl, session, spec, request);
  if (answer.status < 200 || answer.status >= 300) throw new Error(`${spec.method.toUpperCase()} ${spec.path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  if (!spec.reply) throw new Error(`${spec.path} answers with a redirect, not a reply`);
  return spec.reply.parse(answer.body) as RouteReply<S>;
}

/** Sets the in-game name, as the name dialog does; answers the session with the named user. */
export async function nameCharacter(serverUrl: string, session: SignedInSession, name: string): Promise<SignedInSession> {
  const reply = await sendRoute(serverUrl, session, API_ROUTES.auth.setInGameName, { body: { name } });
  return { ...session, user: reply.data.user };
}

/** Puts the player at a place through the development route (development servers only). */
export async function placeOverHttp(serverUrl: string, session: SignedInSession, place: DevPlaceRequest): Promise<DevPlaceResponse['data']> {
  return (await sendRoute(serverUrl, session, API_ROUTES.dev.place, { body: place })).data;
}

/** A route of the protocol map with the session the page holds now (it refreshes its tokens itself), from its server. */
export async function sendRouteAsPage<S extends RouteSpec>(page: Page, spec: S, request: RouteRequest<S>): Promise<RouteReply<S>> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
  if (!stored) throw new Error('the page holds no session');
  return sendRoute(new URL(page.url()).origin, JSON.parse(stored) as SignedInSession, spec, request);
}

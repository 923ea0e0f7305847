import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import type { SessionResponse } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { randomSecret } from './secrets';

/** Anything with Hono's `request`: the app itself, or a router. */
export interface RequestableApp {
  request(input: string, init?: RequestInit): Response | Promise<Response>;
}

export const TEST_WEB_REDIRECT = 'http://localhost:5173/auth/callback';

/** A verifier and its S256 challenge, as a client makes them. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const verifier = randomPKCECodeVerifier();
  return { verifier, challenge: await calculatePKCECodeChallenge(verifier) };
}

/** A well-formed S256 challenge whose verifier nobody knows: for requests that never reach the code exchange. */
export function throwawayChallenge(): string {
  return randomSecret(32);
}

function decodeHtml(value: string): string {
  return value.replace(/&(amp|lt|gt|quot|#39);/g, (_, entity: string) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" })[entity] ?? '');
}

/** The fields and action of the first form of a page, as a browser would submit it. */
export function readForm(html: string, pageUrl: string): { action: string; fields: Record<string, string> } {
  const form = /<form[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/.exec(html);
  if (!form) throw new Error('no form on the page');
  const fields: Record<string, string> = {};
  for (const input of (form[2] ?? '').matchAll(/<input\b[^>]*>/g)) {
    const name = /\bname="([^"]*)"/.exec(input[0])?.[1];
    const value = /\bvalue="([^"]*)"/.exec(input[0])?.[1] ?? '';
    if (name) fields[decodeHtml(name)] = decodeHtml(value);
  }
  return { action: new URL(decodeHtml(form[1] ?? ''), pageUrl).toString(), fields };
}

async function expectRedirect(response: Response, step: string): Promise<string> {
  const location = response.headers.get('location');
  if (response.status !== 302 || !location) throw new Error(`${step}: expected a redirect, got ${response.status} ${await response.text()}`);
  return location;
}

export interface LocalSignInOptions {
  email: string;
  name: string;
  /** The client's redirect; a page on the test web origin unless given. */
  redirectUri?: string;
  state?: string;
  codeChallenge?: string;
}

/**
 * Drives sign-in as a browser would (start URL, the provider's form, the callback) and returns
 * where the API finally sends the browser: the client's redirect with code and state, or error.
 */
export async function followLocalSignIn(app: RequestableApp, options: LocalSignInOptions): Promise<URL> {
  const start = new URLSearchParams({
    redirect_uri: options.redirectUri ?? TEST_WEB_REDIRECT,
    state: options.state ?? randomSecret(16),
    code_challenge: options.codeChallenge ?? throwawayChallenge(),
    code_challenge_method: 'S256',
  });
  const authorizeUrl = await expectRedirect(await app.request(`/api/auth/google?${start}`), 'GET /api/auth/google');
  const page = await app.request(authorizeUrl);
  if (page.status !== 200) throw new Error(`GET ${authorizeUrl}: ${page.status}`);
  const form = readForm(await page.text(), authorizeUrl);
  const submitted = await app.request(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, email: options.email, name: options.name }).toString(),
  });
  const callbackUrl = await expectRedirect(submitted, 'POST /idp/authorize');
  return new URL(await expectRedirect(await app.request(callbackUrl), 'GET /api/auth/callback'));
}

/** The whole sign-in over HTTP, ending with the code exchange: the session a client would hold. */
export async function signInThroughLocalProvider(app: RequestableApp, options: { email: string; name: string; redirectUri?: string }): Promise<SessionResponse> {
  const pkce = await pkcePair();
  const state = randomSecret(16);
  const back = await followLocalSignIn(app, { ...options, state, codeChallenge: pkce.challenge });
  const code = back.searchParams.get('code');
  if (!code || back.searchParams.get('state') !== state) throw new Error(`sign-in did not return a code: ${back.toString()}`);
  const response = await app.request('/api/auth/token', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ grant_type: 'authorization_code', code, code_verifier: pkce.verifier }),
  });
  if (response.status !== 200) throw new Error(`POST /api/auth/token: ${response.status} ${await response.text()}`);
  return (await response.json()) as SessionResponse;
}

const AUTH_TABLES = ['users', 'players', 'auth_requests', 'auth_codes', 'refresh_tokens', 'local_idp_codes', 'server_secrets'] as const;

/** Row counts of the tables sign-in touches, to assert that a refused request changed nothing. */
export async function authTableCounts(db: Db): Promise<Record<(typeof AUTH_TABLES)[number], number>> {
  const counts = {} as Record<(typeof AUTH_TABLES)[number], number>;
  for (const table of AUTH_TABLES) {
    const row = await db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    counts[table] = Number(row.n);
  }
  return counts;
}

/** A JSON POST, with a bearer token when given. */
export function postJson(app: RequestableApp, path: string, body: unknown, accessToken?: string): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  return Promise.resolve(app.request(path, { method: 'POST', headers, body: typeof body === 'string' ? body : JSON.stringify(body) }));
}

import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTH_REQUEST_TTL_MS } from './sign-in';
import { authTableCounts, followLocalSignIn, pkcePair, postJson, readForm, signInThroughLocalProvider, TEST_WEB_REDIRECT, throwawayChallenge } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

function startQuery(overrides: Record<string, string> = {}): string {
  return new URLSearchParams({ redirect_uri: TEST_WEB_REDIRECT, state: 'client-state', code_challenge: throwawayChallenge(), code_challenge_method: 'S256', ...overrides }).toString();
}

/** Starts sign-in and posts the local provider's form: the provider's redirect to our callback. */
async function submitProviderForm(email: string, name: string): Promise<Response> {
  const start = await test.app.request(`/api/auth/google?${startQuery()}`);
  const authorize = new URL(start.headers.get('location') ?? '');
  const form = readForm(await (await test.app.request(authorize.toString())).text(), authorize.toString());
  return test.app.request(form.action, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ ...form.fields, email, name }).toString(),
  });
}

async function redeem(code: string, verifier: string): Promise<Response> {
  return postJson(test.app, '/api/auth/token', { grant_type: 'authorization_code', code, code_verifier: verifier });
}

describe('sign-in through the local identity provider', () => {
  it('runs the whole web flow over HTTP and ends with a working session', async () => {
    test = await createTestApp();
    const pkce = await pkcePair();

    const start = await test.app.request(`/api/auth/google?${startQuery({ code_challenge: pkce.challenge, state: 'web-state-1' })}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe('http://localhost:3001/idp/authorize');
    expect(authorize.searchParams.get('client_id')).toBe('silk-road-local');
    expect(authorize.searchParams.get('redirect_uri')).toBe('http://localhost:3001/api/auth/callback');
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    // The provider sees our own state and challenge, never the client's.
    expect(authorize.searchParams.get('state')).not.toBe('web-state-1');
    expect(authorize.searchParams.get('code_challenge')).not.toBe(pkce.challenge);

    const page = await test.app.request(authorize.toString());
    expect(page.status).toBe(200);
    const form = readForm(await page.text(), authorize.toString());
    const submitted = await test.app.request(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...form.fields, email: 'ada@example.test', name: 'Ada Lovelace' }).toString(),
    });
    expect(submitted.status).toBe(302);
    const callback = new URL(submitted.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe('http://localhost:3001/api/auth/callback');

    const back = await test.app.request(callback.toString());
    expect(back.status).toBe(302);
    const client = new URL(back.headers.get('location') ?? '');
    expect(`${client.origin}${client.pathname}`).toBe(TEST_WEB_REDIRECT);
    expect(client.searchParams.get('state')).toBe('web-state-1');
    const code = client.searchParams.get('code') ?? '';
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only the hash of the one-time code is stored.
    const stored = await test.db.selectFrom('auth_codes').select('code_hash').execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]?.code_hash).not.toBe(code);

    const token = await redeem(code, pkce.verifier);
    expect(token.status).toBe(200);
    const session = (await token.json()) as { success: true; data: { user: Record<string, unknown>; tokens: { accessToken: string; refreshToken: string; expiresAt: number } } };
    expect(session.success).toBe(true);
    expect(session.data.user).toMatchObject({ username: 'Ada Lovelace', displayName: 'Ada Lovelace', email: 'ada@example.test', inGameName: null, needsInGameName: true, isGuest: false });
    expect(session.data.tokens.expiresAt).toBe(test.clock.now() + 15 * 60 * 1000);

    const bearerCall = await postJson(test.app, '/api/auth/check-name', { name: 'Ada' }, session.data.tokens.accessToken);
    expect(bearerCall.status).toBe(200);
    expect(await bearerCall.json()).toEqual({ success: true, data: { available: true } });

    const player = await test.db.selectFrom('players').select('user_id').where('user_id', '=', String(session.data.user.id)).executeTakeFirst();
    expect(player).toBeDefined();
    // The sign-in request and the provider's code are spent.
    expect(await test.db.selectFrom('auth_requests').selectAll().execute()).toEqual([]);
  });

  it('returns to the desktop app through its private-use scheme', async () => {
    test = await createTestApp();
    const pkce = await pkcePair();
    const back = await followLocalSignIn(test.app, { email: 'desk@example.test', name: 'Desk Top', redirectUri: 'io.silkroad.game:/auth', state: 'desk-state', codeChallenge: pkce.challenge });
    expect(back.protocol).toBe('io.silkroad.game:');
    expect(back.pathname).toBe('/auth');
    expect(back.searchParams.get('state')).toBe('desk-state');
    const token = await redeem(back.searchParams.get('code') ?? '', pkce.verifier);
    expect(token.status).toBe(200);
    expect(((await token.json()) as { data: { user: { email: string } } }).data.user.email).toBe('desk@example.test');
  });

  it('signs a returning player into the same account, whatever the case of the email', async () => {
    test = await createTestApp();
    const first = await signInThroughLocalProvider(test.app, { email: 'Marco@Example.test', name: 'Marco Polo' });
    const second = await signInThroughLocalProvider(test.app, { email: 'marco@example.test', name: 'Marco P.' });
    expect(second.data.user.id).toBe(first.data.user.id);
    expect(second.data.user.username).toBe('Marco Polo');
    expect(second.data.user.displayName).toBe('Marco P.');
    expect(second.data.tokens.refreshToken).not.toBe(first.data.tokens.refreshToken);
    const counts = await authTableCounts(test.db);
    expect(counts.users).toBe(1);
    expect(counts.players).toBe(1);
  });

  it.each([
    ['another site', 'https://evil.example/callback'],
    ['a look-alike host', 'http://localhost:5173.evil.example/callback'],
    ['another port', 'http://localhost:5174/callback'],
    ['a script URL', 'javascript:alert(1)'],
    ['a look-alike scheme', 'io.silkroad.gamex:/auth'],
    ['a fragment', 'http://localhost:5173/auth#x'],
    ['credentials in the URL', 'http://user:pw@localhost:5173/auth'],
    ['not a URL', 'callback'],
  ])('refuses a redirect_uri to %s and stores nothing', async (_what, redirectUri) => {
    test = await createTestApp();
    const before = await authTableCounts(test.db);
    const res = await test.app.request(`/api/auth/google?${startQuery({ redirect_uri: redirectUri })}`);
    expect(res.status).toBe(400);
    expect(res.headers.get('location')).toBeNull();
    expect(await res.json()).toEqual({ success: false, error: { code: 'REDIRECT_NOT_ALLOWED', message: 'redirect_uri is not an allowed sign-in destination' } });
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it.each([
    ['no PKCE challenge', { code_challenge: '' }],
    ['the plain PKCE method', { code_challenge_method: 'plain' }],
    ['no state', { state: '' }],
  ])('refuses a start with %s', async (_what, overrides) => {
    test = await createTestApp();
    const before = await authTableCounts(test.db);
    const res = await test.app.request(`/api/auth/google?${startQuery(overrides)}`);
    expect(res.status).toBe(400);
    const body = (await res.json()) as { success: boolean; error: { code: string; message: string } };
    expect(body.success).toBe(false);
    expect(body.error.code).toBe('INVALID_REQUEST');
    expect(body.error.message).toMatch(/^Invalid request/);
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it('answers an unknown callback state with 400, as a page for browsers and JSON otherwise', async () => {
    test = await createTestApp();
    const before = await authTableCounts(test.db);
    const json = await test.app.request('/api/auth/callback?code=x&state=nope');
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ success: false, error: { code: 'UNKNOWN_SIGN_IN_REQUEST', message: 'Unknown or expired sign-in request. Please start signing in again.' } });
    const html = await test.app.request('/api/auth/callback?code=x&state=nope', { headers: { accept: 'text/html' } });
    expect(html.status).toBe(400);
    expect(await html.text()).toContain('Unknown or expired sign-in request');
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it('refuses a callback that arrives after the sign-in request expired', async () => {
    test = await createTestApp();
    const submitted = await submitProviderForm('slow@example.test', 'Slow');
    test.clock.advance(AUTH_REQUEST_TTL_MS + 1);
    const res = await test.app.request(submitted.headers.get('location') ?? '');
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/expired sign-in request/);
    expect((await authTableCounts(test.db)).users).toBe(0);
  });

  it('uses a callback once: replaying it is refused', async () => {
    test = await createTestApp();
    const submitted = await submitProviderForm('once@example.test', 'Once');
    const callback = submitted.headers.get('location') ?? '';
    expect((await test.app.request(callback)).status).toBe(302);
    const replay = await test.app.request(callback);
    expect(replay.status).toBe(400);
    expect((await authTableCounts(test.db)).auth_codes).toBe(1);
  });

  it('sends a cancelled sign-in back to the client with error and a readable description', async () => {
    test = await createTestApp();
    const start = await test.app.request(`/api/auth/google?${startQuery({ state: 'cancel-state' })}`);
    const authorize = start.headers.get('location') ?? '';
    const html = await (await test.app.request(authorize)).text();
    const cancelHref = /<a href="([^"]*)">Cancel<\/a>/.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const back = await test.app.request(cancelHref);
    expect(back.status).toBe(302);
    const client = new URL(back.headers.get('location') ?? '');
    expect(`${client.origin}${client.pathname}`).toBe(TEST_WEB_REDIRECT);
    expect(client.searchParams.get('error')).toBe('access_denied');
    expect(client.searchParams.get('error_description')).toBe('Google sign-in was cancelled. Please try again.');
    expect(client.searchParams.get('state')).toBe('cancel-state');
    expect(client.searchParams.get('code')).toBeNull();
    const counts = await authTableCounts(test.db);
    expect([counts.users, counts.auth_codes, counts.auth_requests]).toEqual([0, 0, 0]);
  });

  it('reports a forged provider code to the client as a failure and creates no account', async () => {
    test = await createTestApp();
    const start = await test.app.request(`/api/auth/google?${startQuery({ state: 'forged' })}`);
    const providerState = new URL(start.headers.get('location') ?? '').searchParams.get('state') ?? '';
    const back = await test.app.request(`/api/auth/callback?code=made-up&state=${encodeURIComponent(providerState)}`);
    expect(back.status).toBe(302);
    const client = new URL(back.headers.get('location') ?? '');
    expect(client.searchParams.get('error')).toBe('server_error');
    expect(client.searchParams.get('error_description')).toMatch(/^Google sign-in failed: /);
    expect(client.searchParams.get('state')).toBe('forged');
    expect((await authTableCounts(test.db)).users).toBe(0);
  });

  it('lists the sign-in routes in the OpenAPI document', async () => {
    test = await createTestApp();
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, unknown> };
    for (const path of ['/api/auth/google', '/api/auth/callback', '/api/auth/token', '/api/auth/logout', '/api/auth/check-name', '/api/auth/set-in-game-name', '/idp/authorize', '/idp/token', '/idp/jwks']) {
      expect(Object.keys(doc.paths)).toContain(path);
    }
  });
});

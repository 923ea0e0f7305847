import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { randomPKCECodeVerifier } from 'openid-client';
import { seededRandom } from '@silkroad/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app';
import { createTestApp, testConfig, type TestApp } from '../../test-support/test-app';
import { LOCAL_CLIENT_ID } from './endpoints';
import { localSubject } from './local-idp';
import { authTableCounts, pkcePair, readForm, throwawayChallenge } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const CALLBACK = 'http://localhost:3001/api/auth/callback';
const ISSUER = 'http://localhost:3001/idp';

function authorizeParams(overrides: Record<string, string> = {}, challenge = throwawayChallenge()): Record<string, string> {
  return {
    response_type: 'code',
    client_id: LOCAL_CLIENT_ID,
    redirect_uri: CALLBACK,
    scope: 'openid email profile',
    state: 'rp-state',
    nonce: 'rp-nonce',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    ...overrides,
  };
}

function submit(fields: Record<string, string>) {
  return test.app.request('/idp/authorize', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
}

function tokenRequest(fields: Record<string, string>) {
  return test.app.request('/idp/token', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(fields).toString() });
}

/** A code from the provider for the given identity, with the verifier that redeems it. */
async function providerCode(email = 'ada@example.test', name = 'Ada') {
  const pkce = await pkcePair();
  const res = await submit({ ...authorizeParams({}, pkce.challenge), email, name });
  const location = new URL(res.headers.get('location') ?? '');
  return { code: location.searchParams.get('code') ?? '', verifier: pkce.verifier };
}

describe('the local identity provider', () => {
  it('describes itself with a discovery document', async () => {
    test = await createTestApp();
    const res = await test.app.request('/idp/.well-known/openid-configuration');
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/authorize`,
      token_endpoint: `${ISSUER}/token`,
      jwks_uri: `${ISSUER}/jwks`,
      id_token_signing_alg_values_supported: ['RS256'],
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('renders a script-free sign-in form that explains what it is', async () => {
    test = await createTestApp();
    const res = await test.app.request(`/idp/authorize?${new URLSearchParams(authorizeParams())}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<title>Silk Road — local sign-in</title>');
    expect(html).toMatch(/<form method="post"/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*name="name"/);
    expect(html).toMatch(/<button type="submit">/);
    expect(html).toContain('development and offline identity provider');
    expect(html).not.toContain('<script');
    expect(readForm(html, `${ISSUER}/authorize`).fields).toMatchObject({ state: 'rp-state', nonce: 'rp-nonce', redirect_uri: CALLBACK });
  });

  it.each([
    ['an unknown client', { client_id: 'someone-else' }],
    ['an unregistered redirect_uri', { redirect_uri: 'https://evil.example/callback' }],
  ])('shows an error page, without redirecting, for %s', async (_what, overrides) => {
    test = await createTestApp();
    const page = await test.app.request(`/idp/authorize?${new URLSearchParams(authorizeParams(overrides))}`);
    expect(page.status).toBe(400);
    expect(page.headers.get('location')).toBeNull();
    const before = await authTableCounts(test.db);
    const posted = await submit({ ...authorizeParams(overrides), email: 'a@example.test', name: 'A' });
    expect(posted.status).toBe(400);
    expect(posted.headers.get('location')).toBeNull();
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it('reports other bad parameters to the registered callback', async () => {
    test = await createTestApp();
    const res = await test.app.request(`/idp/authorize?${new URLSearchParams(authorizeParams({ code_challenge_method: 'plain' }))}`);
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('error')).toBe('invalid_request');
    expect(back.searchParams.get('state')).toBe('rp-state');
  });

  it.each([
    ['a malformed email', { email: 'not-an-email', name: 'Ada' }, 'Enter a valid email address.'],
    ['an empty name', { email: 'ada@example.test', name: '   ' }, 'Enter a name.'],
    ['markup in the name', { email: 'ada@example.test', name: '<b>x</b>' }, 'The name may not contain control characters or angle brackets.'],
    ['a control character in the name', { email: 'ada@example.test', name: 'Ada\u0007' }, 'The name may not contain control characters or angle brackets.'],
  ])('re-renders the form with a message for %s and issues no code', async (_what, identity, message) => {
    test = await createTestApp();
    const before = await authTableCounts(test.db);
    const res = await submit({ ...authorizeParams(), ...identity });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).not.toContain('<b>x</b>');
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it('redirects to the registered callback with a code and the state', async () => {
    test = await createTestApp();
    const res = await submit({ ...authorizeParams(), email: 'ada@example.test', name: 'Ada' });
    expect(res.status).toBe(302);
    const back = new URL(res.headers.get('location') ?? '');
    expect(`${back.origin}${back.pathname}`).toBe(CALLBACK);
    expect(back.searchParams.get('state')).toBe('rp-state');
    expect(back.searchParams.get('code')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('exchanges a code once for an RS256 id token that verifies against its JWKS', async () => {
    test = await createTestApp();
    const { code, verifier } = await providerCode('Ada@Example.test', 'Ada');
    const fields = { grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: LOCAL_CLIENT_ID, code_verifier: verifier };
    const res = await tokenRequest(fields);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { id_token: string; access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe('Bearer');
    expect(body.expires_in).toBe(300);

    const jwks = (await (await test.app.request('/idp/jwks')).json()) as JSONWebKeySet;
    expect(jwks.keys[0]).not.toHaveProperty('d');
    const { payload, protectedHeader } = await jwtVerify(body.id_token, createLocalJWKSet(jwks), { issuer: ISSUER, audience: LOCAL_CLIENT_ID, currentDate: new Date(test.clock.now()) });
    expect(protectedHeader.alg).toBe('RS256');
    expect(payload).toMatchObject({ sub: localSubject('ada@example.test'), email: 'Ada@Example.test', name: 'Ada', nonce: 'rp-nonce' });
    expect((payload.exp ?? 0) - (payload.iat ?? 0)).toBe(300);

    const again = await tokenRequest(fields);
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it.each([
    ['a wrong verifier', (f: Record<string, string>) => ({ ...f, code_verifier: randomPKCECodeVerifier() }), 400, 'invalid_grant'],
    ['another redirect_uri', (f: Record<string, string>) => ({ ...f, redirect_uri: 'http://localhost:5173/' }), 400, 'invalid_grant'],
    ['another client', (f: Record<string, string>) => ({ ...f, client_id: 'other' }), 401, 'invalid_client'],
    ['another grant type', (f: Record<string, string>) => ({ ...f, grant_type: 'password' }), 400, 'unsupported_grant_type'],
  ])('refuses a token request with %s', async (_what, change, status, error) => {
    test = await createTestApp();
    const { code, verifier } = await providerCode();
    const before = await test.db.selectFrom('local_idp_codes').selectAll().execute();
    const res = await tokenRequest(change({ grant_type: 'authorization_code', code, redirect_uri: CALLBACK, client_id: LOCAL_CLIENT_ID, code_verifier: verifier }));
    expect(res.status).toBe(status);
    expect(await res.json()).toMatchObject({ error });
    expect(await test.db.selectFrom('local_idp_codes').selectAll().execute()).toEqual(before);
  });

  it('keeps its signing key across a restart', async () => {
    test = await createTestApp();
    const firstKeys = await (await test.app.request('/idp/jwks')).json();
    const restarted = await createApp({ db: test.db, config: testConfig(), clock: test.clock, random: seededRandom(1) });
    expect(await (await restarted.app.request('/idp/jwks')).json()).toEqual(firstKeys);
  });

  it('is switched off when Google is configured', async () => {
    test = await createTestApp({ google: { clientId: 'google-client', clientSecret: 'google-secret' } });
    const res = await test.app.request('/idp/.well-known/openid-configuration');
    expect(res.status).toBe(404);
    expect((await submit({ ...authorizeParams(), email: 'a@example.test', name: 'A' })).status).toBe(404);
  });
});

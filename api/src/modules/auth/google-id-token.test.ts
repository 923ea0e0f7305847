import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@silkroad/shared';
import { createRouter } from '../../http/router';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { LOCAL_CLIENT_ID } from './endpoints';
import { localSubject } from './local-idp';
import { signLocalIdToken } from './local-idp-keys';
import type { FetchLike } from './relying-party';
import { authRoutes } from './routes';
import { authTableCounts, pkcePair, postJson, throwawayChallenge } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const ISSUER = 'http://localhost:3001/idp';
const AUTH_REQUIRED = { success: false, error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } };

function nowS(): number {
  return Math.floor(test.clock.now() / 1000);
}

function localToken(overrides: Partial<Parameters<typeof signLocalIdToken>[1]> = {}) {
  return signLocalIdToken(test.db, { issuer: ISSUER, audience: LOCAL_CLIENT_ID, subject: localSubject('ibn@example.test'), email: 'ibn@example.test', name: 'Ibn Battuta', nonce: null, issuedAt: nowS(), ...overrides });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('POST /api/auth/google with an identity token (local provider when Google is not configured)', () => {
  it('verifies the token and issues a session for the account', async () => {
    test = await createTestApp();
    const res = await postJson(test.app, '/api/auth/google', { idToken: await localToken() });
    expect(res.status).toBe(200);
    const session = (await res.json()) as SessionResponse;
    expect(session.data.user).toMatchObject({ username: 'Ibn Battuta', email: 'ibn@example.test', needsInGameName: true, isGuest: false });
    const user = await test.db.selectFrom('users').select(['provider', 'subject']).where('id', '=', session.data.user.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ provider: 'local', subject: localSubject('ibn@example.test') });
    expect((await postJson(test.app, '/api/auth/check-name', { name: 'Ibn' }, session.data.tokens.accessToken)).status).toBe(200);
  });

  it('falls back to user_{id} when the provider gives no name', async () => {
    test = await createTestApp();
    const res = await postJson(test.app, '/api/auth/google', { idToken: await localToken({ name: '' }) });
    const session = (await res.json()) as SessionResponse;
    expect(session.data.user.username).toBe(`user_${session.data.user.id}`);
  });

  const forgeries: [string, () => Promise<string>][] = [
    ['another audience', () => localToken({ audience: 'someone-else' })],
    ['another issuer', () => localToken({ issuer: 'https://accounts.google.com' })],
    ['an expired token', () => localToken({ issuedAt: nowS() - 3600, expiresAt: nowS() - 600 })],
    [
      'a signature by another key',
      async () => {
        const jwks = (await (await test.app.request('/idp/jwks')).json()) as JSONWebKeySet;
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ email: 'ibn@example.test', name: 'Mallory' })
          .setProtectedHeader({ alg: 'RS256', kid: jwks.keys[0]?.kid ?? '' })
          .setIssuer(ISSUER)
          .setAudience(LOCAL_CLIENT_ID)
          .setSubject(localSubject('ibn@example.test'))
          .setIssuedAt(nowS())
          .setExpirationTime(nowS() + 300)
          .sign(privateKey);
      },
    ],
    ['alg none', async () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ iss: ISSUER, aud: LOCAL_CLIENT_ID, sub: 'x', email: 'x@example.test', iat: nowS(), exp: nowS() + 300 })}.`],
    [
      'HS256 with a guessed secret',
      () => new SignJWT({ email: 'x@example.test' }).setProtectedHeader({ alg: 'HS256' }).setIssuer(ISSUER).setAudience(LOCAL_CLIENT_ID).setSubject('x').setIssuedAt(nowS()).setExpirationTime(nowS() + 300).sign(new TextEncoder().encode('x'.repeat(32))),
    ],
    [
      'a tampered payload',
      async () => {
        const [header, payload, signature] = (await localToken()).split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
        return `${header}.${base64url({ ...claims, sub: localSubject('someone-else@example.test') })}.${signature}`;
      },
    ],
    ['garbage', async () => 'not.a.jwt'],
  ];

  it.each(forgeries)('refuses %s with 401 and changes nothing', async (_what, forge) => {
    test = await createTestApp();
    const idToken = await forge();
    const before = await authTableCounts(test.db);
    const res = await postJson(test.app, '/api/auth/google', { idToken });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(AUTH_REQUIRED);
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it('refuses a body without an idToken', async () => {
    test = await createTestApp();
    const res = await postJson(test.app, '/api/auth/google', { googleId: 'x' });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/^Invalid request: idToken/);
  });
});

/** A stand-in for Google's endpoints behind an injected fetch: discovery, JWKS and a token endpoint. */
async function fakeGoogle(clientId: string) {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'google-key-1', alg: 'RS256', use: 'sig' };
  const calls: { url: string; form?: URLSearchParams }[] = [];
  let authorize: URL | undefined;
  /** What the token endpoint answers with, given the nonce of the authorization request; a good token unless a test says otherwise. */
  let tokenReply: (nonce: string | null) => Promise<Response> = async (nonce) =>
    Response.json({ id_token: await sign({ nonce }), access_token: 'ya29', token_type: 'Bearer', expires_in: 3599 });
  // Its token endpoint's tokens name the issuer of its discovery document.
  const sign = (claims: Record<string, unknown>, issuer = 'https://accounts.google.com', audience: string | string[] = clientId, issuedAt = nowS()) =>
    new SignJWT({ email: 'rustichello@gmail.test', name: 'Rustichello', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
      .setIssuer(issuer)
      .setAudience(audience)
      .setSubject('google-sub-1')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 3600)
      .sign(privateKey);
  const fetch: FetchLike = async (url, init) => {
    const form = init?.body instanceof URLSearchParams ? init.body : typeof init?.body === 'string' ? new URLSearchParams(init.body) : undefined;
    calls.push({ url, ...(form ? { form } : {}) });
    if (url === 'https://accounts.google.com/.well-known/openid-configuration') {
      return Response.json({
        issuer: 'https://accounts.google.com',
        authorization_endpoint: 'https://accounts.google.com/o/oauth2/v2/auth',
        token_endpoint: 'https://oauth2.googleapis.com/token',
        jwks_uri: 'https://www.googleapis.com/oauth2/v3/certs',
      });
    }
    if (url === 'https://www.googleapis.com/oauth2/v3/certs') return Response.json({ keys: [jwk] });
    if (url === 'https://oauth2.googleapis.com/token' && form) {
      return tokenReply(authorize?.searchParams.get('nonce') ?? null);
    }
    return new Response('not found', { status: 404 });
  };
  return { fetch, calls, sign, setAuthorize: (url: URL) => (authorize = url), setTokenReply: (reply: typeof tokenReply) => (tokenReply = reply) };
}

describe('the relying party against Google (fake provider injected)', () => {
  it('sends Google our client, callback and PKCE, exchanges the code with the secret and verifies the token', async () => {
    test = await createTestApp({ google: { clientId: 'web-client.apps.example', clientSecret: 'shh' } });
    const google = await fakeGoogle('web-client.apps.example');
    const api = createRouter();
    api.use('*', async (c, next) => {
      c.set('ctx', test.ctx);
      await next();
    });
    api.route('/', authRoutes(test.ctx, { fetch: google.fetch }));

    const pkce = await pkcePair();
    const start = await api.request(`/api/auth/google?${new URLSearchParams({ redirect_uri: 'http://localhost:5173/', state: 'g-state', code_challenge: pkce.challenge, code_challenge_method: 'S256' })}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    google.setAuthorize(authorize);
    expect(`${authorize.origin}${authorize.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({ client_id: 'web-client.apps.example', redirect_uri: 'http://localhost:3001/api/auth/callback', response_type: 'code', code_challenge_method: 'S256', scope: 'openid email profile' });

    // Google sends the browser back to our callback.
    const back = await api.request(`/api/auth/callback?${new URLSearchParams({ code: 'google-code', state: authorize.searchParams.get('state') ?? '' })}`);
    expect(back.status).toBe(302);
    const client = new URL(back.headers.get('location') ?? '');
    expect(client.searchParams.get('state')).toBe('g-state');
    const tokenCall = google.calls.find((c) => c.url === 'https://oauth2.googleapis.com/token');
    expect(tokenCall?.form?.get('client_secret')).toBe('shh');
    expect(tokenCall?.form?.get('code')).toBe('google-code');
    expect(tokenCall?.form?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,128}$/);

    const token = await postJson(api, '/api/auth/token', { grant_type: 'authorization_code', code: client.searchParams.get('code'), code_verifier: pkce.verifier });
    expect(token.status).toBe(200);
    const session = (await token.json()) as SessionResponse;
    expect(session.data.user).toMatchObject({ username: 'Rustichello', email: 'rustichello@gmail.test' });
    const user = await test.db.selectFrom('users').select(['provider', 'subject']).executeTakeFirstOrThrow();
    expect(user).toEqual({ provider: 'google', subject: 'google-sub-1' });

    // The client-side path: POST /api/auth/google with a Google id token, either issuer spelling.
    for (const issuer of ['https://accounts.google.com', 'accounts.google.com']) {
      const direct = await postJson(api, '/api/auth/google', { idToken: await google.sign({}, issuer) });
      expect(direct.status).toBe(200);
      expect(((await direct.json()) as SessionResponse).data.user.id).toBe(session.data.user.id);
    }
    const wrongAudience = await postJson(api, '/api/auth/google', { idToken: await google.sign({}, 'accounts.google.com', 'another-client') });
    expect(wrongAudience.status).toBe(401);
  });

  it('refuses a Google id token whose nonce is not the one we sent', async () => {
    test = await createTestApp({ google: { clientId: 'web-client.apps.example', clientSecret: 'shh' } });
    const google = await fakeGoogle('web-client.apps.example');
    const api = createRouter();
    api.route('/', authRoutes(test.ctx, { fetch: google.fetch }));
    const start = await api.request(`/api/auth/google?${new URLSearchParams({ redirect_uri: 'http://localhost:5173/', state: 's', code_challenge: throwawayChallenge(), code_challenge_method: 'S256' })}`);
    const authorize = new URL(start.headers.get('location') ?? '');
    google.setAuthorize(new URL('https://accounts.google.com/?nonce=replayed'));
    const back = await api.request(`/api/auth/callback?code=c&state=${authorize.searchParams.get('state') ?? ''}`);
    const client = new URL(back.headers.get('location') ?? '');
    expect(client.searchParams.get('error')).toBe('invalid_token');
    expect(client.searchParams.get('error_description')).toBe('Google sign-in failed: the identity token was not issued for this sign-in');
    expect((await authTableCounts(test.db)).users).toBe(0);
  });

  /** Starts a sign-in at the fake Google and comes back with a code; where the API then sends the player. */
  async function signInAtGoogle(google: Awaited<ReturnType<typeof fakeGoogle>>): Promise<URL> {
    const api = createRouter();
    api.route('/', authRoutes(test.ctx, { fetch: google.fetch }));
    const start = await api.request(`/api/auth/google?${new URLSearchParams({ redirect_uri: 'http://localhost:5173/', state: 's', code_challenge: throwawayChallenge(), code_challenge_method: 'S256' })}`);
    const authorize = new URL(start.headers.get('location') ?? '');
    google.setAuthorize(authorize);
    const back = await api.request(`/api/auth/callback?code=c&state=${authorize.searchParams.get('state') ?? ''}`);
    return new URL(back.headers.get('location') ?? '');
  }

  const tokenForgeries: [string, (google: Awaited<ReturnType<typeof fakeGoogle>>, nonce: string | null) => Promise<string>, string][] = [
    [
      'a signature by another key',
      async (_google, nonce) =>
        new SignJWT({ email: 'mallory@gmail.test', nonce })
          .setProtectedHeader({ alg: 'RS256', kid: 'google-key-1' })
          .setIssuer('https://accounts.google.com')
          .setAudience('web-client.apps.example')
          .setSubject('google-sub-1')
          .setIssuedAt(nowS())
          .setExpirationTime(nowS() + 3600)
          .sign((await generateKeyPair('RS256')).privateKey),
      'the identity token is not valid',
    ],
    ['an issuer that is not the one of the discovery document', (google, nonce) => google.sign({ nonce }, 'accounts.google.com'), 'the identity token is not valid'],
    ['another audience', (google, nonce) => google.sign({ nonce }, 'https://accounts.google.com', 'another-client'), 'the identity token is not valid'],
    ['several audiences without us as the authorized party', (google, nonce) => google.sign({ nonce }, 'https://accounts.google.com', ['web-client.apps.example', 'another-client']), 'the identity token is not valid'],
    ['a token expired by the server clock', (google, nonce) => google.sign({ nonce }, 'https://accounts.google.com', 'web-client.apps.example', nowS() - 3600 - 60), 'the identity token is not valid'],
    ['no email', (google, nonce) => google.sign({ nonce, email: undefined }), 'the identity token lacks the account details'],
  ];

  it.each(tokenForgeries)('refuses a token from the token endpoint with %s', async (_what, forge, reason) => {
    test = await createTestApp({ google: { clientId: 'web-client.apps.example', clientSecret: 'shh' } });
    const google = await fakeGoogle('web-client.apps.example');
    google.setTokenReply(async (nonce) => Response.json({ id_token: await forge(google, nonce), access_token: 'ya29', token_type: 'Bearer', expires_in: 3599 }));
    const client = await signInAtGoogle(google);
    expect(client.searchParams.get('error')).toBe('invalid_token');
    expect(client.searchParams.get('error_description')).toBe(`Google sign-in failed: ${reason}`);
    expect((await authTableCounts(test.db)).users).toBe(0);
  });

  it('passes on that Google refused the code', async () => {
    test = await createTestApp({ google: { clientId: 'web-client.apps.example', clientSecret: 'shh' } });
    const google = await fakeGoogle('web-client.apps.example');
    google.setTokenReply(async () => Response.json({ error: 'invalid_grant' }, { status: 400 }));
    const client = await signInAtGoogle(google);
    expect(client.searchParams.get('error')).toBe('server_error');
    expect(client.searchParams.get('error_description')).toBe('Google sign-in failed: the identity provider refused the sign-in (HTTP 400)');
    expect((await authTableCounts(test.db)).users).toBe(0);
  });

  it('sends the player back with an error when Google cannot be reached', async () => {
    test = await createTestApp({ google: { clientId: 'web-client.apps.example', clientSecret: 'shh' } });
    const api = createRouter();
    api.route('/', authRoutes(test.ctx, { fetch: () => Promise.reject(new Error('offline')) }));
    const before = await authTableCounts(test.db);
    const start = await api.request(`/api/auth/google?${new URLSearchParams({ redirect_uri: 'http://localhost:5173/', state: 's', code_challenge: throwawayChallenge(), code_challenge_method: 'S256' })}`);
    expect(start.status).toBe(302);
    const client = new URL(start.headers.get('location') ?? '');
    expect(client.searchParams.get('error')).toBe('temporarily_unavailable');
    expect(client.searchParams.get('error_description')).toBe('Google sign-in failed: could not reach the identity provider');
    expect(await authTableCounts(test.db)).toEqual(before);
  });
});

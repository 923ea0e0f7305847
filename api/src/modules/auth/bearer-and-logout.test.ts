import { SignJWT } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';
import { ACCESS_TOKEN_TTL_MS } from './access-tokens';
import { postJson, signInThroughLocalProvider } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const checkName = (token: string) => postJson(test.app, '/api/auth/check-name', { name: 'Anyone' }, token);

describe('bearer routes refuse forged access tokens', () => {
  const forgeries: [string, (valid: string, userId: string) => Promise<string>][] = [
    [
      'a token signed with another key',
      (_valid, userId) =>
        new SignJWT({ typ: 'access' })
          .setProtectedHeader({ alg: 'HS256' })
          .setSubject(userId)
          .setIssuer('silk-road-api')
          .setAudience('silk-road')
          .setIssuedAt(Math.floor(test.clock.now() / 1000))
          .setExpirationTime(Math.floor(test.clock.now() / 1000) + 600)
          .sign(new TextEncoder().encode('a-different-secret-of-at-least-32-bytes')),
    ],
    [
      'an alg:none token',
      async (valid) => {
        const payload = valid.split('.')[1] ?? '';
        return `${base64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
      },
    ],
    [
      'a tampered payload',
      async (valid) => {
        const [header, payload, signature] = valid.split('.');
        const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
        return `${header}.${base64url({ ...claims, sub: 'someone-else' })}.${signature}`;
      },
    ],
    ['garbage', async () => 'garbage'],
  ];

  it.each(forgeries)('answers %s with 401 Authentication required', async (_what, forge) => {
    test = await createTestApp();
    const me = await createTestSession(test);
    expect((await checkName(me.accessToken)).status).toBe(200);
    const res = await checkName(await forge(me.accessToken, me.userId));
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false, error: { message: 'Authentication required' } });
  });

  it('answers an expired access token with 401 and a code that says to refresh', async () => {
    test = await createTestApp();
    const me = await createTestSession(test);
    test.clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
    const res = await checkName(me.accessToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, error: { code: 'TOKEN_EXPIRED', message: 'Authentication required' } });
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the session family of the refresh token it is given', async () => {
    test = await createTestApp();
    const session = await signInThroughLocalProvider(test.app, { email: 'bye@example.test', name: 'Bye' });
    const res = await postJson(test.app, '/api/auth/logout', { refreshToken: session.data.tokens.refreshToken }, session.data.tokens.accessToken);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    const refreshed = await postJson(test.app, '/api/auth/token', { grant_type: 'refresh_token', refresh_token: session.data.tokens.refreshToken });
    expect(refreshed.status).toBe(401);
  });

  it("leaves another player's session alone", async () => {
    test = await createTestApp();
    const victim = await signInThroughLocalProvider(test.app, { email: 'victim@example.test', name: 'Victim' });
    const other = await signInThroughLocalProvider(test.app, { email: 'other@example.test', name: 'Other' });
    const res = await postJson(test.app, '/api/auth/logout', { refreshToken: victim.data.tokens.refreshToken }, other.data.tokens.accessToken);
    expect(res.status).toBe(200);
    const refreshed = await postJson(test.app, '/api/auth/token', { grant_type: 'refresh_token', refresh_token: victim.data.tokens.refreshToken });
    expect(refreshed.status).toBe(200);
  });

  it('accepts a logout without a body, and keeps other sessions of the same player', async () => {
    test = await createTestApp();
    const phone = await signInThroughLocalProvider(test.app, { email: 'two@example.test', name: 'Two' });
    const laptop = await signInThroughLocalProvider(test.app, { email: 'two@example.test', name: 'Two' });
    const bare = await test.app.request('/api/auth/logout', { method: 'POST', headers: { authorization: `Bearer ${phone.data.tokens.accessToken}` } });
    expect(bare.status).toBe(200);
    expect(await bare.json()).toEqual({ success: true });
    await postJson(test.app, '/api/auth/logout', { refreshToken: phone.data.tokens.refreshToken }, phone.data.tokens.accessToken);
    const laptopRefresh = await postJson(test.app, '/api/auth/token', { grant_type: 'refresh_token', refresh_token: laptop.data.tokens.refreshToken });
    expect(laptopRefresh.status).toBe(200);
  });

  it('needs a valid access token', async () => {
    test = await createTestApp();
    const session = await signInThroughLocalProvider(test.app, { email: 'anon@example.test', name: 'Anon' });
    const res = await postJson(test.app, '/api/auth/logout', { refreshToken: session.data.tokens.refreshToken });
    expect(res.status).toBe(401);
    const stillWorks = await postJson(test.app, '/api/auth/token', { grant_type: 'refresh_token', refresh_token: session.data.tokens.refreshToken });
    expect(stillWorks.status).toBe(200);
  });

  it('refuses a malformed body with 400', async () => {
    test = await createTestApp();
    const me = await createTestSession(test);
    const res = await postJson(test.app, '/api/auth/logout', { refreshToken: 42 }, me.accessToken);
    expect(res.status).toBe(400);
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@silkroad/shared';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { AUTH_CODE_TTL_MS, REFRESH_TOKEN_TTL_MS } from './sessions';
import { authTableCounts, followLocalSignIn, pkcePair, postJson, signInThroughLocalProvider } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const INVALID_CODE = { success: false, error: { code: 'INVALID_AUTHORIZATION_CODE', message: 'Invalid or expired authorization code' } };
const AUTH_REQUIRED = { success: false, error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } };

/** A fresh one-time code from a real sign-in, and the verifier that redeems it. */
async function issuedCode(email = 'trader@example.test') {
  const pkce = await pkcePair();
  const back = await followLocalSignIn(test.app, { email, name: 'Trader', codeChallenge: pkce.challenge });
  return { code: back.searchParams.get('code') ?? '', verifier: pkce.verifier };
}

function redeem(code: string, verifier: string) {
  return postJson(test.app, '/api/auth/token', { grant_type: 'authorization_code', code, code_verifier: verifier });
}

function refresh(refreshToken: string) {
  return postJson(test.app, '/api/auth/token', { grant_type: 'refresh_token', refresh_token: refreshToken });
}

describe('POST /api/auth/token with an authorization code', () => {
  it('refuses a verifier that does not match the challenge and leaves the code redeemable', async () => {
    test = await createTestApp();
    const { code, verifier } = await issuedCode();
    const before = await authTableCounts(test.db);
    const wrong = await redeem(code, (await pkcePair()).verifier);
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual(INVALID_CODE);
    expect(await authTableCounts(test.db)).toEqual(before);
    expect((await redeem(code, verifier)).status).toBe(200);
  });

  it('redeems a code once', async () => {
    test = await createTestApp();
    const { code, verifier } = await issuedCode();
    expect((await redeem(code, verifier)).status).toBe(200);
    const before = await authTableCounts(test.db);
    const again = await redeem(code, verifier);
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual(INVALID_CODE);
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it('lets exactly one of two concurrent redeems win', async () => {
    test = await createTestApp();
    const { code, verifier } = await issuedCode();
    const results = await Promise.all([redeem(code, verifier), redeem(code, verifier), redeem(code, verifier)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400, 400]);
    expect((await authTableCounts(test.db)).refresh_tokens).toBe(1);
  });

  it('refuses a code older than its lifetime', async () => {
    test = await createTestApp();
    const { code, verifier } = await issuedCode();
    test.clock.advance(AUTH_CODE_TTL_MS);
    const before = await authTableCounts(test.db);
    const res = await redeem(code, verifier);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_CODE);
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it('refuses a made-up code', async () => {
    test = await createTestApp();
    const res = await redeem('A'.repeat(43), (await pkcePair()).verifier);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(INVALID_CODE);
  });

  it.each([
    ['malformed JSON', '{"grant_type": "authorization_code",', /^Malformed JSON in request body$/],
    ['an unknown grant type', { grant_type: 'password', username: 'a', password: 'b' }, /^Invalid request/],
    ['a missing verifier', { grant_type: 'authorization_code', code: 'abc' }, /^Invalid request/],
    ['a too short verifier', { grant_type: 'authorization_code', code: 'abc', code_verifier: 'short' }, /^Invalid request/],
    ['a number for the code', { grant_type: 'authorization_code', code: 42, code_verifier: 'x'.repeat(43) }, /^Invalid request/],
    ['an empty body', {}, /^Invalid request/],
  ])('answers %s with 400 and changes nothing', async (_what, body, message) => {
    test = await createTestApp();
    await issuedCode();
    const before = await authTableCounts(test.db);
    const res = await postJson(test.app, '/api/auth/token', body);
    expect(res.status).toBe(400);
    const json = (await res.json()) as { success: boolean; error: { message: string } };
    expect(json.success).toBe(false);
    expect(json.error.message).toMatch(message);
    expect(await authTableCounts(test.db)).toEqual(before);
  });
});

describe('POST /api/auth/token with a refresh token', () => {
  it('rotates: a new refresh token and access token, and the new access token works', async () => {
    test = await createTestApp();
    const session = await signInThroughLocalProvider(test.app, { email: 'rot@example.test', name: 'Rot' });
    test.clock.advance(60_000);
    const res = await refresh(session.data.tokens.refreshToken);
    expect(res.status).toBe(200);
    const next = (await res.json()) as SessionResponse;
    expect(next.data.user.id).toBe(session.data.user.id);
    expect(next.data.tokens.refreshToken).not.toBe(session.data.tokens.refreshToken);
    expect(next.data.tokens.expiresAt).toBe(test.clock.now() + 15 * 60 * 1000);
    const call = await postJson(test.app, '/api/auth/check-name', { name: 'Rotter' }, next.data.tokens.accessToken);
    expect(call.status).toBe(200);
    // The stored rows are hashes, never the tokens themselves.
    const hashes = (await test.db.selectFrom('refresh_tokens').select('token_hash').execute()).map((r) => r.token_hash);
    expect(hashes).not.toContain(next.data.tokens.refreshToken);
    expect(new Set((await test.db.selectFrom('refresh_tokens').select('family_id').execute()).map((r) => r.family_id)).size).toBe(1);
  });

  it('revokes the whole family when a spent token is presented again', async () => {
    test = await createTestApp();
    const session = await signInThroughLocalProvider(test.app, { email: 'thief@example.test', name: 'Victim' });
    const first = session.data.tokens.refreshToken;
    const second = ((await (await refresh(first)).json()) as SessionResponse).data.tokens.refreshToken;

    const replay = await refresh(first);
    expect(replay.status).toBe(401);
    expect(await replay.json()).toEqual(AUTH_REQUIRED);
    // The legitimate holder's newer token is now dead too: both parties must sign in again.
    const legit = await refresh(second);
    expect(legit.status).toBe(401);
    const rows = await test.db.selectFrom('refresh_tokens').select('revoked_at').execute();
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
  });

  it('lets one of two concurrent refreshes of one token win, and then treats the other as reuse', async () => {
    test = await createTestApp();
    const session = await signInThroughLocalProvider(test.app, { email: 'race@example.test', name: 'Race' });
    const results = await Promise.all([refresh(session.data.tokens.refreshToken), refresh(session.data.tokens.refreshToken)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('refuses an expired refresh token without touching the family', async () => {
    test = await createTestApp();
    const session = await signInThroughLocalProvider(test.app, { email: 'old@example.test', name: 'Old' });
    test.clock.advance(REFRESH_TOKEN_TTL_MS);
    const before = await test.db.selectFrom('refresh_tokens').selectAll().execute();
    const res = await refresh(session.data.tokens.refreshToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(AUTH_REQUIRED);
    expect(await test.db.selectFrom('refresh_tokens').selectAll().execute()).toEqual(before);
  });

  it('refuses an unknown refresh token', async () => {
    test = await createTestApp();
    await signInThroughLocalProvider(test.app, { email: 'u@example.test', name: 'U' });
    const before = await authTableCounts(test.db);
    const res = await refresh('not-a-token-we-issued');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual(AUTH_REQUIRED);
    expect(await authTableCounts(test.db)).toEqual(before);
  });
});

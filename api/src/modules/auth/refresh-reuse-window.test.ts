import { afterEach, describe, expect, it } from 'vitest';
import type { SessionResponse } from '@silkroad/shared';
import { createTestApp, widenedRateLimits, type TestApp } from '../../test-support/test-app';
import { pruneSpentRecords } from '../housekeeping/prune';
import { REFRESH_REUSE_WINDOW_MS } from './sessions';
import { postJson, signInThroughLocalProvider } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

/** A client refreshes a minute before its 15-minute access token runs out. */
const REFRESH_EVERY_MS = 14 * 60 * 1000;

function refresh(refreshToken: string) {
  return postJson(test.app, '/api/auth/token', { grant_type: 'refresh_token', refresh_token: refreshToken });
}

async function refreshed(refreshToken: string): Promise<string> {
  const res = await refresh(refreshToken);
  expect(res.status).toBe(200);
  return ((await res.json()) as SessionResponse).data.tokens.refreshToken;
}

async function tokenRows(): Promise<number> {
  return Number((await test.db.selectFrom('refresh_tokens').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
}

async function signedIn(email: string): Promise<string> {
  // Hundreds of refreshes from one address in a moment of real time: the limits are not under test here.
  test = await createTestApp({ rateLimits: widenedRateLimits(100) });
  return (await signInThroughLocalProvider(test.app, { email, name: 'Looper' })).data.tokens.refreshToken;
}

describe('spent refresh tokens', () => {
  it('a refresh loop leaves, once the sweep has run, only the tokens spent within the reuse window and the live one', async () => {
    let token = await signedIn('loop@example.test');
    const refreshes = Math.ceil((3 * REFRESH_REUSE_WINDOW_MS) / REFRESH_EVERY_MS);
    for (let i = 0; i < refreshes; i += 1) {
      test.clock.advance(REFRESH_EVERY_MS);
      token = await refreshed(token);
    }
    await pruneSpentRecords(test.ctx);
    const withinTheWindow = Math.ceil(REFRESH_REUSE_WINDOW_MS / REFRESH_EVERY_MS);
    expect(await tokenRows()).toBeLessThanOrEqual(withinTheWindow + 1);
    expect(await tokenRows()).toBeLessThan(refreshes);
    // The session itself goes on.
    expect((await refresh(token)).status).toBe(200);
  });

  it('reuse of a spent token within the window still revokes the family', async () => {
    const first = await signedIn('thief@example.test');
    const second = await refreshed(first);
    test.clock.advance(REFRESH_REUSE_WINDOW_MS - 1);
    await pruneSpentRecords(test.ctx);

    expect((await refresh(first)).status).toBe(401);
    expect((await refresh(second)).status).toBe(401);
    const rows = await test.db.selectFrom('refresh_tokens').select('revoked_at').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.revoked_at !== null)).toBe(true);
  });

  it('a spent token presented after the window is an unknown token: 401, and the family goes on', async () => {
    const first = await signedIn('late@example.test');
    const second = await refreshed(first);
    test.clock.advance(REFRESH_REUSE_WINDOW_MS);

    // Before the sweep has removed it, and after.
    expect((await refresh(first)).status).toBe(401);
    await pruneSpentRecords(test.ctx);
    expect((await refresh(first)).status).toBe(401);
    expect(await test.db.selectFrom('refresh_tokens').select('revoked_at').where('revoked_at', 'is not', null).execute()).toEqual([]);
    expect((await refresh(second)).status).toBe(200);
  });
});

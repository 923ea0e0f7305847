import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { localSubject } from './local-idp';
import { LocalIdentityError, startLocalSession } from './local-session';
import { authTableCounts, postJson, signInThroughLocalProvider } from './test-helpers';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

describe('a session for a local identity, started in-process', () => {
  it('is a working session for the account the local provider would sign in', async () => {
    test = await createTestApp();
    const session = await startLocalSession(test, { email: ' player@offline.local ', name: ' Ada ' });
    expect(session.user).toMatchObject({ email: 'player@offline.local', username: 'Ada', needsInGameName: true, isGuest: false });
    expect(session.tokens.expiresAt).toBe(test.clock.now() + 15 * 60 * 1000);
    const user = await test.db.selectFrom('users').select(['provider', 'subject']).where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(user).toEqual({ provider: 'local', subject: localSubject('player@offline.local') });

    expect((await postJson(test.app, '/api/auth/check-name', { name: 'Ada' }, session.tokens.accessToken)).status).toBe(200);
    const refreshed = await postJson(test.app, '/api/auth/token', { grant_type: 'refresh_token', refresh_token: session.tokens.refreshToken });
    expect(refreshed.status).toBe(200);
  });

  it('signs in the same account as the provider does for the same email, in any case', async () => {
    test = await createTestApp();
    const viaProvider = await signInThroughLocalProvider(test.app, { email: 'Marco@Example.test', name: 'Marco Polo' });
    const inProcess = await startLocalSession(test, { email: 'marco@example.test', name: 'Marco' });
    expect(inProcess.user.id).toBe(viaProvider.data.user.id);
    expect(inProcess.tokens.refreshToken).not.toBe(viaProvider.data.tokens.refreshToken);
    expect((await authTableCounts(test.db)).users).toBe(1);
  });

  it.each([
    ['a malformed email', { email: 'not-an-email', name: 'Ada' }, 'Enter a valid email address.'],
    ['an empty name', { email: 'ada@example.test', name: '  ' }, 'Enter a name.'],
    ['angle brackets in the name', { email: 'ada@example.test', name: '<b>Ada</b>' }, 'The name may not contain control characters or angle brackets.'],
  ])('refuses %s, as the provider form does, and changes nothing', async (_what, identity, message) => {
    test = await createTestApp();
    const before = await authTableCounts(test.db);
    await expect(startLocalSession(test, identity)).rejects.toThrow(new LocalIdentityError(message));
    expect(await authTableCounts(test.db)).toEqual(before);
  });

  it('is refused on a server that signs in with Google', async () => {
    test = await createTestApp({ google: { clientId: 'web-client.apps.example', clientSecret: 'shh' } });
    const before = await authTableCounts(test.db);
    await expect(startLocalSession(test, { email: 'ada@example.test', name: 'Ada' })).rejects.toThrow(LocalIdentityError);
    expect(await authTableCounts(test.db)).toEqual(before);
  });
});

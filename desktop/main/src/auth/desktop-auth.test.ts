import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalSession } from '@silkroad/api';
import { MESSAGES } from '@silkroad/shared';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { desktopSessionSchema, type DesktopSession } from '../../../ipc/contract';
import { DesktopAuth, type SessionSink } from './desktop-auth';
import { DesktopSignIn } from './desktop-sign-in';
import { RefreshTokenVault } from './refresh-token-vault';
import { browseSignIn, startTestApiServer, type TestApiServer } from './test-api-server';
import { FakeSafeStorage, ManualScheduler } from './test-fakes';
import { TokenClient, type FetchLike } from './token-client';

let api: TestApiServer;
beforeAll(async () => {
  api = await startTestApiServer();
});
afterAll(async () => {
  await api?.stop();
});

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'silkroad-desktop-auth-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

class RecordingSink implements SessionSink {
  readonly sessions = new Map<string, DesktopSession>();
  save(origin: string, session: DesktopSession): void {
    this.sessions.set(origin, session);
  }
  clear(origin: string): void {
    this.sessions.delete(origin);
  }
}

interface Harness {
  auth: DesktopAuth;
  vault: RefreshTokenVault;
  sink: RecordingSink;
  /** Requests to POST /api/auth/token, by grant type. */
  tokenRequests: string[];
  tokens: TokenClient;
}

const safeStorage = new FakeSafeStorage();

/** The app's wiring, with a browser that signs in as `identity` on its own. */
function harness(options: { identity?: { email: string; name: string }; origin?: () => string; fetch?: FetchLike } = {}): Harness {
  const tokenRequests: string[] = [];
  const baseFetch: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const countingFetch: FetchLike = (url, init) => {
    if (url.endsWith('/api/auth/token')) tokenRequests.push(String(JSON.parse(String(init.body)).grant_type));
    return baseFetch(url, init);
  };
  const tokens = new TokenClient({ fetch: countingFetch });
  const identity = options.identity ?? { email: 'ada@example.test', name: 'Ada Lovelace' };
  const signIn: DesktopSignIn = new DesktopSignIn({
    tokens,
    scheduler: new ManualScheduler(),
    // The system browser: the player signs in there, and the OS hands the callback back.
    openExternal: (url) => {
      void browseSignIn(url, identity).then((callback) => signIn.handleCallback(callback));
    },
  });
  const vault = new RefreshTokenVault({ directory: dir, safeStorage });
  const sink = new RecordingSink();
  const auth = new DesktopAuth({ serverOrigin: options.origin ?? (() => api.origin), signIn, tokens, vault, sessions: sink });
  return { auth, vault, sink, tokenRequests, tokens };
}

async function playerStatus(accessToken: string): Promise<number> {
  const response = await fetch(`${api.origin}/api/game/player`, { headers: { authorization: `Bearer ${accessToken}` } });
  await response.body?.cancel();
  return response.status;
}

/** Refresh tokens of this player the server would still accept. */
async function liveRefreshTokens(email: string): Promise<number> {
  const rows = await api.server.db
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
    .select('refresh_tokens.token_hash')
    .where('users.email', '=', email)
    .where('refresh_tokens.used_at', 'is', null)
    .where('refresh_tokens.revoked_at', 'is', null)
    .execute();
  return rows.length;
}

async function signedIn(h: Harness): Promise<DesktopSession> {
  const result = await h.auth.signIn();
  if (!result.ok) throw new Error(result.message);
  return result.session;
}

describe('the desktop session service', () => {
  it('signs in: the renderer gets user and access token, the refresh token goes to the vault only', async () => {
    const h = harness();
    const result = await h.auth.signIn();
    if (!result.ok) throw new Error(result.message);

    expect(desktopSessionSchema.strict().safeParse(result.session).success).toBe(true);
    expect(Object.keys(result.session.tokens).sort()).toEqual(['accessToken', 'expiresAt']);
    expect(result.session.user).toMatchObject({ email: 'ada@example.test', displayName: 'Ada Lovelace' });
    const refreshToken = h.vault.get(api.origin);
    expect(refreshToken).toEqual(expect.any(String));
    expect(JSON.stringify(result)).not.toContain(refreshToken);
    expect(h.sink.sessions.get(api.origin)).toEqual(result.session);
    expect(await playerStatus(result.session.tokens.accessToken)).toBe(200);
  });

  it('refreshes with the kept token, which rotates; the spent one is refused afterwards', async () => {
    const h = harness();
    await signedIn(h);
    const first = h.vault.get(api.origin) ?? '';

    const refreshed = await h.auth.refresh();
    if (!refreshed.ok) throw new Error(refreshed.message);
    const second = h.vault.get(api.origin);
    expect(second).not.toBe(first);
    expect(JSON.stringify(refreshed)).not.toContain(second);
    expect(h.sink.sessions.get(api.origin)).toEqual(refreshed.session);
    expect(await playerStatus(refreshed.session.tokens.accessToken)).toBe(200);

    // The kept token is what a restart continues with.
    const afterRestart = harness();
    expect((await afterRestart.auth.refresh()).ok).toBe(true);
    // Presenting a spent token is reuse: the server ends the whole session (RFC 9700 §4.14.2).
    expect(await h.tokens.refresh(api.origin, first)).toMatchObject({ ok: false, kind: 'rejected' });
    expect(await afterRestart.auth.refresh()).toEqual({ ok: false, reason: 'rejected', message: MESSAGES.tokenExpired });
    expect(afterRestart.vault.get(api.origin)).toBeNull();
  });

  it('shares one request among parallel refreshes, so the rotating token is spent once', async () => {
    const h = harness();
    await signedIn(h);
    h.tokenRequests.length = 0;
    const results = await Promise.all([h.auth.refresh(), h.auth.refresh(), h.auth.refresh()]);
    expect(h.tokenRequests).toEqual(['refresh_token']);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(new Set(results.map((r) => r.ok && r.session.tokens.accessToken)).size).toBe(1);
    // The session survived: a parallel second use of the token would have revoked it.
    expect((await h.auth.refresh()).ok).toBe(true);
    expect(h.tokenRequests).toEqual(['refresh_token', 'refresh_token']);
  });

  it('logs out: the server revokes the session and nothing of it stays here', async () => {
    const h = harness({ identity: { email: 'leaving@example.test', name: 'Leaving' } });
    const session = await signedIn(h);
    const kept = h.vault.get(api.origin) ?? '';
    expect(await liveRefreshTokens('leaving@example.test')).toBe(1);
    await h.auth.logout(session.tokens.accessToken);
    expect(await liveRefreshTokens('leaving@example.test')).toBe(0);
    expect(h.vault.get(api.origin)).toBeNull();
    expect(h.sink.sessions.has(api.origin)).toBe(false);
    expect(await h.auth.refresh()).toEqual({ ok: false, reason: 'signed-out', message: MESSAGES.authRequired });
    expect(await h.tokens.refresh(api.origin, kept)).toMatchObject({ ok: false, kind: 'rejected' });
  });

  it('logs out after a restart, without the access token, by renewing it first', async () => {
    const first = harness({ identity: { email: 'restarted@example.test', name: 'Restarted' } });
    await signedIn(first);
    const kept = first.vault.get(api.origin) ?? '';
    const restarted = harness();
    await restarted.auth.logout();
    expect(restarted.vault.get(api.origin)).toBeNull();
    expect(await liveRefreshTokens('restarted@example.test')).toBe(0);
    expect(restarted.tokenRequests).toEqual(['refresh_token']);
    // The renewal spent `kept` and the logout revoked the family it started.
    expect(await restarted.tokens.refresh(api.origin, kept)).toMatchObject({ ok: false, kind: 'rejected' });
  });

  it('logs out with an access token that no longer works by renewing it', async () => {
    const h = harness({ identity: { email: 'expired@example.test', name: 'Expired' } });
    await signedIn(h);
    const kept = h.vault.get(api.origin) ?? '';
    await h.auth.logout('not-a-valid-access-token');
    expect(h.tokenRequests).toEqual(['authorization_code', 'refresh_token']);
    expect(await liveRefreshTokens('expired@example.test')).toBe(0);
    expect(await h.tokens.refresh(api.origin, kept)).toMatchObject({ ok: false, kind: 'rejected' });
  });

  it('waits for a refresh under way before logging out, and revokes what it left', async () => {
    const h = harness({ identity: { email: 'racing@example.test', name: 'Racing' } });
    await signedIn(h);
    const refreshing = h.auth.refresh();
    const loggingOut = h.auth.logout();
    expect((await refreshing).ok).toBe(true);
    await loggingOut;
    expect(await liveRefreshTokens('racing@example.test')).toBe(0);
    expect(h.vault.get(api.origin)).toBeNull();
    expect(h.sink.sessions.size).toBe(0);
  });

  it('forgets the local session even when the server cannot be reached', async () => {
    let down = false;
    const h = harness({
      fetch: (url, init) => {
        if (down) return Promise.reject(new TypeError('fetch failed'));
        return fetch(url, init);
      },
    });
    const session = await signedIn(h);
    down = true;
    await h.auth.logout(session.tokens.accessToken);
    expect(h.vault.get(api.origin)).toBeNull();
    expect(h.sink.sessions.size).toBe(0);
  });

  it('keeps the token when the server cannot be reached for a refresh', async () => {
    let down = false;
    const h = harness({
      fetch: (url, init) => {
        if (down) return Promise.reject(new TypeError('fetch failed'));
        return fetch(url, init);
      },
    });
    const session = await signedIn(h);
    const kept = h.vault.get(api.origin);
    down = true;
    expect(await h.auth.refresh()).toEqual({ ok: false, reason: 'network', message: MESSAGES.cannotConnect });
    expect(h.vault.get(api.origin)).toBe(kept);
    expect(h.sink.sessions.get(api.origin)).toEqual(session);
    down = false;
    expect((await h.auth.refresh()).ok).toBe(true);
  });

  it('says signed-out when there is no kept token, and clears a leftover session', async () => {
    const h = harness();
    h.sink.save(api.origin, { user: { id: 'u', username: 'u', email: 'u@example.test', displayName: 'u', inGameName: null, needsInGameName: true, isGuest: false }, tokens: { accessToken: 'a', expiresAt: 0 } });
    expect(await h.auth.refresh()).toEqual({ ok: false, reason: 'signed-out', message: MESSAGES.authRequired });
    expect(h.sink.sessions.size).toBe(0);
    expect(h.tokenRequests).toEqual([]);
  });

  it('keeps sessions per server: signing in on one leaves the other alone', async () => {
    const other = await startTestApiServer();
    try {
      let current = api.origin;
      const h = harness({ origin: () => current });
      await signedIn(h);
      current = other.origin;
      const onOther = await signedIn(h);
      expect(h.vault.get(api.origin)).not.toBeNull();
      expect(h.vault.get(other.origin)).not.toBeNull();
      await h.auth.logout(onOther.tokens.accessToken);
      expect(h.vault.get(other.origin)).toBeNull();
      current = api.origin;
      expect((await h.auth.refresh()).ok).toBe(true);
    } finally {
      await other.stop();
    }
  });

  it('keeps a session the server issued in-process like a signed-in one; without a browser sign-in there is none to start', async () => {
    const tokens = new TokenClient();
    const vault = new RefreshTokenVault({ directory: dir, safeStorage });
    const sink = new RecordingSink();
    const auth = new DesktopAuth({ serverOrigin: () => api.origin, tokens, vault, sessions: sink });
    const issued = await startLocalSession(api.server.game, { email: 'offline@example.test', name: 'Offline' });

    const session = auth.adopt(issued);
    expect(Object.keys(session.tokens).sort()).toEqual(['accessToken', 'expiresAt']);
    expect(vault.get(api.origin)).toBe(issued.tokens.refreshToken);
    expect(sink.sessions.get(api.origin)).toEqual(session);
    expect((await auth.refresh()).ok).toBe(true);

    expect(await auth.signIn()).toEqual({ ok: false, reason: 'failed', message: MESSAGES.googleSignInFailed });
    expect(auth.handleCallback(`io.silkroad.game:/auth?code=abc&state=${'s'.repeat(32)}`)).toBe('ignored');
    auth.cancel();
    await auth.logout();
    expect(vault.get(api.origin)).toBeNull();
    expect(await liveRefreshTokens('offline@example.test')).toBe(0);
  });

  it('passes a failed sign-in through and keeps nothing', async () => {
    const h = harness();
    const result = h.auth.signIn();
    h.auth.cancel();
    expect(await result).toEqual({ ok: false, reason: 'cancelled', message: MESSAGES.googleSignInCancelled });
    expect(h.vault.get(api.origin)).toBeNull();
    expect(h.sink.sessions.size).toBe(0);
  });
});

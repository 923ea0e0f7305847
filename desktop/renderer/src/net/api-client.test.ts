import { AUTH_ROUTES, HEALTH_ROUTES, LOGS_ROUTES, PLAYER_ROUTES } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import type { SessionStorageAdapter, StoredSession } from '../platform/platform';
import { ApiClient, ApiError } from './api-client';
import { SessionStore } from './session-store';

const user = { id: 'u1', username: 'ada', email: 'ada@example.com', displayName: 'Ada', inGameName: 'SwiftTrader', needsInGameName: false, isGuest: false as const };

function session(n: number): StoredSession {
  return { user, tokens: { accessToken: `access-${n}`, refreshToken: `refresh-${n}`, expiresAt: Date.now() + 15 * 60_000 } };
}

function memoryAdapter(initial: StoredSession | null): SessionStorageAdapter & { saved: StoredSession | null } {
  const adapter = {
    saved: initial,
    load: () => adapter.saved,
    save: (s: StoredSession) => void (adapter.saved = s),
    clear: () => void (adapter.saved = null),
  };
  return adapter;
}

interface Call {
  url: string;
  method: string;
  auth: string | null;
  body: unknown;
}

type Handler = (call: Call) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;

function fakeFetch(handler: Handler) {
  const calls: Call[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call: Call = {
      url: new URL(String(input)).pathname,
      method: init?.method ?? 'GET',
      auth: headers.Authorization ?? null,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    const { status, body } = await handler(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { calls, fetch: fetch as typeof globalThis.fetch };
}

function client(initial: StoredSession | null, handler: Handler) {
  const adapter = memoryAdapter(initial);
  const sessions = new SessionStore(adapter);
  const { calls, fetch } = fakeFetch(handler);
  return { api: new ApiClient({ origin: 'http://game.test', sessions, fetch }), sessions, adapter, calls };
}

const tokenReply = (n: number) => ({ status: 200, body: { success: true, data: { user, tokens: session(n).tokens } } });

describe('ApiClient', () => {
  it('exchanges a code once, however often it is asked', async () => {
    const { api, calls, adapter } = client(null, () => tokenReply(1));
    const [a, b] = await Promise.all([api.exchangeCode('code-1', 'v'.repeat(43)), api.exchangeCode('code-1', 'v'.repeat(43))]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ grant_type: 'authorization_code', code: 'code-1', code_verifier: 'v'.repeat(43) });
    expect(adapter.saved?.tokens.accessToken).toBe('access-1');
  });

  it('reports a reply without user data', async () => {
    const { api } = client(null, () => ({ status: 200, body: { success: true, data: {} } }));
    await expect(api.exchangeCode('c', 'v')).rejects.toThrow('Authentication failed - no user data');
  });

  it('refreshes once on TOKEN_EXPIRED and retries with the new token', async () => {
    const { api, calls } = client(session(1), (call) => {
      if (call.url === '/api/auth/token') return tokenReply(2);
      if (call.auth === 'Bearer access-1') return { status: 401, body: { success: false, error: { code: 'TOKEN_EXPIRED', message: 'Authentication required' } } };
      return { status: 200, body: { success: true, data: { available: true } } };
    });
    await expect(api.checkName('Ada')).resolves.toEqual({ available: true });
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/check-name', '/api/auth/token', '/api/auth/check-name']);
    expect(calls[1]!.body).toEqual({ grant_type: 'refresh_token', refresh_token: 'refresh-1' });
    expect(calls[2]!.auth).toBe('Bearer access-2');
  });

  it('shares one refresh between concurrent callers', async () => {
    const { api, calls } = client(session(1), () => tokenReply(2));
    await Promise.all([api.refresh(), api.refresh(), api.refresh()]);
    expect(calls.filter((c) => c.url === '/api/auth/token')).toHaveLength(1);
  });

  it('ends the session when the refresh token is refused', async () => {
    const { api, sessions } = client(session(1), (call) =>
      call.url === '/api/auth/token'
        ? { status: 401, body: { success: false, error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } } }
        : { status: 401, body: { success: false, error: { code: 'TOKEN_EXPIRED', message: 'Authentication required' } } },
    );
    await expect(api.send(PLAYER_ROUTES.player, {})).rejects.toBeInstanceOf(ApiError);
    expect(sessions.get()).toBeNull();
  });

  it('keeps the session when the refresh only failed to reach the server', async () => {
    const { api, sessions } = client(session(1), () => {
      throw new Error('offline');
    });
    await expect(api.refresh()).rejects.toMatchObject({ status: 0, message: 'Cannot connect to server. Please check your connection.' });
    expect(sessions.get()).not.toBeNull();
  });

  it("surfaces the server's error text", async () => {
    const { api } = client(session(1), () => ({ status: 409, body: { success: false, error: { code: 'NAME_TAKEN', message: 'Name is not available' } } }));
    await expect(api.setInGameName('Ada')).rejects.toMatchObject({ status: 409, message: 'Name is not available' });
  });

  it('updates the stored user after naming the character', async () => {
    const { api, sessions } = client({ ...session(1), user: { ...user, inGameName: null, needsInGameName: true } }, () => ({
      status: 200,
      body: { success: true, data: { user: { ...user, inGameName: 'Brave Seeker', needsInGameName: false } } },
    }));
    expect((await api.setInGameName('Brave Seeker')).inGameName).toBe('Brave Seeker');
    expect(sessions.get()?.user.needsInGameName).toBe(false);
  });

  it('signs out locally even when the server is unreachable', async () => {
    const { api, sessions, calls } = client(session(1), () => {
      throw new Error('offline');
    });
    await api.logout();
    expect(sessions.get()).toBeNull();
    expect(calls[0]).toMatchObject({ url: '/api/auth/logout', auth: 'Bearer access-1', body: { refreshToken: 'refresh-1' } });
  });

  it('sends a route that takes an optional token with the token when signed in, and without one before', async () => {
    const ok = () => ({ status: 200, body: { success: true, data: { received: 1 } } });
    const signedIn = client(session(1), ok);
    await signedIn.api.send(LOGS_ROUTES.reportErrors, { body: { errors: [{ message: 'boom' }] } });
    expect(signedIn.calls.map((c) => [c.url, c.auth])).toEqual([['/api/errors', 'Bearer access-1']]);
    const anonymous = client(null, ok);
    await anonymous.api.send(LOGS_ROUTES.reportErrors, { body: { errors: [{ message: 'boom' }] } });
    expect(anonymous.calls.map((c) => [c.url, c.auth])).toEqual([['/api/errors', null]]);
  });

  it('neither refreshes nor ends the session over a refused optional token', async () => {
    const { api, sessions, calls } = client(session(1), () => ({ status: 401, body: { success: false, error: { code: 'TOKEN_EXPIRED', message: 'Authentication required' } } }));
    await expect(api.send(LOGS_ROUTES.reportErrors, { body: { errors: [{ message: 'boom' }] } })).rejects.toMatchObject({ status: 401 });
    expect(calls.map((c) => c.url)).toEqual(['/api/errors']);
    expect(sessions.get()).not.toBeNull();
  });

  it('refuses bearer calls without a session', async () => {
    const { api, calls } = client(null, () => ({ status: 200, body: {} }));
    await expect(api.send(PLAYER_ROUTES.player, {})).rejects.toMatchObject({ status: 401, message: 'Authentication required' });
    expect(calls).toHaveLength(0);
  });

  it('answers a route’s reply checked against the protocol map, and BAD_REPLY for one that does not match', async () => {
    const { api } = client(null, () => ({ status: 200, body: { status: 'ok', database: 'ok' } }));
    await expect(api.send(HEALTH_ROUTES.health, {})).resolves.toEqual({ status: 'ok', database: 'ok' });
    const broken = client(null, () => ({ status: 200, body: { status: 'fine' } }));
    await expect(broken.api.send(HEALTH_ROUTES.health, {})).rejects.toMatchObject({ code: 'BAD_REPLY' });
  });
});

describe('ApiClient with several tabs', () => {
  it('adopts the session another tab refreshed when its own refresh token was rotated away', async () => {
    const adapter = memoryAdapter(session(1));
    const sessions = new SessionStore(adapter);
    // Another tab refreshed first: storage holds generation 2, this tab still holds 1.
    adapter.saved = session(2);
    const { fetch, calls } = fakeFetch(() => ({ status: 401, body: { success: false, error: { code: 'UNAUTHENTICATED', message: 'Authentication required' } } }));
    const api = new ApiClient({ origin: 'http://game.test', sessions, fetch });
    const result = await api.refresh();
    expect(result.tokens.refreshToken).toBe('refresh-2');
    expect(sessions.get()?.tokens.accessToken).toBe('access-2');
    expect(calls).toHaveLength(1);
  });

  it('follows sign-outs and refreshes made in other tabs', () => {
    let listener: ((s: StoredSession | null) => void) | undefined;
    const adapter = { ...memoryAdapter(session(1)), watch: (l: (s: StoredSession | null) => void) => ((listener = l), () => undefined) };
    const sessions = new SessionStore(adapter);
    const seen: (string | null)[] = [];
    sessions.subscribe(() => seen.push(sessions.get()?.tokens.refreshToken ?? null));
    listener!(session(3));
    listener!(null);
    expect(seen).toEqual(['refresh-3', null]);
  });
});

describe('ApiClient under a rate limit', () => {
  const limited = (retryAfter: string, code = 'RATE_LIMITED') =>
    new Response(JSON.stringify({ success: false, error: { code, message: 'Too many requests. Please slow down.' } }), { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter } });
  const ok = () => new Response(JSON.stringify({ success: true, data: { n: 1 } }), { status: 200, headers: { 'Content-Type': 'application/json' } });

  function limitedClient(replies: Response[]) {
    const waits: number[] = [];
    let calls = 0;
    const fetch = async () => replies[calls++] ?? ok();
    const api = new ApiClient({ origin: 'http://game.test', sessions: new SessionStore(memoryAdapter(session(1))), fetch, wait: async (ms) => void waits.push(ms) });
    return { api, waits, calls: () => calls };
  }

  it('waits for Retry-After and tries once more when the wait is short', async () => {
    const { api, waits, calls } = limitedClient([limited('2')]);
    expect(await api.send(AUTH_ROUTES.logout, { body: {} })).toEqual({ success: true });
    expect(waits).toEqual([2000]);
    expect(calls()).toBe(2);
  });

  it('gives up after one retry, and never waits minutes for a cooldown', async () => {
    const twice = limitedClient([limited('1'), limited('1')]);
    await expect(twice.api.send(AUTH_ROUTES.logout, { body: {} })).rejects.toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(twice.calls()).toBe(2);
    const cooldown = limitedClient([limited('3000', 'RESET_COOLDOWN')]);
    await expect(cooldown.api.send(PLAYER_ROUTES.resetStats, {})).rejects.toMatchObject({ status: 429, code: 'RESET_COOLDOWN' });
    expect(cooldown.waits).toEqual([]);
  });
});

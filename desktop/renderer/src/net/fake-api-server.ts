import type { StoredSession } from '../platform/platform';
import { ApiClient } from './api-client';
import { SessionStore } from './session-store';

/** Test support: a signed-in ApiClient whose fetch answers from `reply`, recording every call. */
const user = { id: 'u1', username: 'ada', email: 'ada@example.com', displayName: 'Ada', inGameName: 'Sindbad', needsInGameName: false, isGuest: false as const };
const session: StoredSession = { user, tokens: { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 15 * 60_000 } };

export interface Call {
  path: string;
  method: string;
  auth: string | null;
  body: unknown;
}

export function fakeApiServer(reply: (call: Call) => { status: number; body: unknown }): { client: ApiClient; calls: Call[] } {
  const calls: Call[] = [];
  let saved: StoredSession | null = session;
  const sessions = new SessionStore({ load: () => saved, save: (s) => void (saved = s), clear: () => void (saved = null) });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const headers = (init?.headers ?? {}) as Record<string, string>;
    const call = { path: url.pathname + url.search, method: init?.method ?? 'GET', auth: headers.Authorization ?? null, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const { status, body } = reply(call);
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  };
  return { client: new ApiClient({ origin: 'http://game.test', sessions, fetch: fetch as typeof globalThis.fetch }), calls };
}

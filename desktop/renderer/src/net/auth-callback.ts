import { AUTH_ROUTES, MESSAGES, routeUrl } from '@silkroad/shared';
import type { PkceStart } from './pkce';

/** What the API's redirect chain left in the query string of the redirect URI. */
export type AuthCallback =
  | { kind: 'code'; code: string; state: string | null }
  | { kind: 'error'; error: string; description: string | null; state: string | null };

const AUTH_PARAMS = ['code', 'state', 'error', 'error_description', 'scope', 'iss'] as const;

export function parseAuthCallback(search: string): AuthCallback | null {
  const params = new URLSearchParams(search);
  const state = params.get('state');
  const error = params.get('error');
  if (error) return { kind: 'error', error, description: params.get('error_description'), state };
  const code = params.get('code');
  if (code) return { kind: 'code', code, state };
  return null;
}

/** The same address without the sign-in parameters, for history.replaceState. */
export function stripAuthParams(href: string): string {
  const url = new URL(href);
  for (const name of AUTH_PARAMS) url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

export function buildSignInUrl(apiOrigin: string, redirectUri: string, start: Pick<PkceStart, 'state' | 'challenge'>): string {
  const query = { redirect_uri: redirectUri, state: start.state, code_challenge: start.challenge, code_challenge_method: 'S256' };
  return new URL(routeUrl(AUTH_ROUTES.start, undefined, query), apiOrigin).toString();
}

/** The verifier and state of a sign-in started in this tab, kept across the redirect. */
export interface PendingSignIn {
  state: string;
  verifier: string;
}

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export const PENDING_SIGN_IN_KEY = 'srt_pkce';

export function savePendingSignIn(storage: KeyValueStorage, pending: PendingSignIn): void {
  storage.setItem(PENDING_SIGN_IN_KEY, JSON.stringify(pending));
}

/** Reads and forgets the pending sign-in: a verifier is good for one exchange only. */
export function takePendingSignIn(storage: KeyValueStorage): PendingSignIn | null {
  try {
    const raw = storage.getItem(PENDING_SIGN_IN_KEY);
    storage.removeItem(PENDING_SIGN_IN_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { state, verifier } = value as Record<string, unknown>;
    return typeof state === 'string' && typeof verifier === 'string' ? { state, verifier } : null;
  } catch {
    return null;
  }
}

/** What the auth flow should do with a callback: exchange the code, or show an error. */
export type SignInResume = { kind: 'exchange'; code: string; verifier: string } | { kind: 'error'; message: string };

/**
 * A callback is only trusted when it carries the state this tab generated: anything else is a
 * stale tab, a replayed link or a forged redirect, and fails with the default sign-in message.
 */
export function resolveAuthCallback(callback: AuthCallback, pending: PendingSignIn | null): SignInResume {
  if (callback.kind === 'error') {
    return { kind: 'error', message: callback.description?.trim() || MESSAGES.googleSignInFailed };
  }
  if (!pending || !callback.state || callback.state !== pending.state) return { kind: 'error', message: MESSAGES.googleSignInFailed };
  return { kind: 'exchange', code: callback.code, verifier: pending.verifier };
}

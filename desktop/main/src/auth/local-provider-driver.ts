import { DESKTOP_SCHEME } from './deep-link';
import type { FetchLike } from './token-client';

/** Who signs in at the API's local identity provider (it asks for no password: DESIGN §1 "Sign-in"). */
export interface LocalIdentity {
  email: string;
  name: string;
}

export interface LocalProviderDriverOptions {
  fetch?: FetchLike;
  scheme?: string;
  timeoutMs?: number;
}

const STEP_TIMEOUT_MS = 15_000;

export class LocalProviderError extends Error {
  override readonly name = 'LocalProviderError';
}

/**
 * Does what a browser does at the local identity provider, over plain HTTP (the provider page is a
 * form without script): from the API's sign-in start URL to the redirect to our scheme, which it
 * returns for the sign-in to handle as a callback. Every hop must stay on the start URL's origin:
 * the identity is never posted anywhere else.
 */
export async function followLocalProvider(startUrl: string, identity: LocalIdentity, options: LocalProviderDriverOptions = {}): Promise<string> {
  const fetchImpl: FetchLike = options.fetch ?? ((url, init) => fetch(url, init));
  const scheme = options.scheme ?? DESKTOP_SCHEME;
  const timeoutMs = options.timeoutMs ?? STEP_TIMEOUT_MS;
  const origin = new URL(startUrl).origin;

  const hop = async (url: string, init: RequestInit, expectedPath: string): Promise<string> => {
    const response = await fetchImpl(url, { ...init, redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) });
    const location = response.headers.get('location');
    await response.body?.cancel();
    if (response.status !== 302 || !location) throw new LocalProviderError(`${new URL(url).pathname} answered ${response.status} instead of a redirect`);
    const next = new URL(location, url);
    if (next.protocol === `${scheme}:`) return next.toString();
    if (next.origin !== origin || next.pathname !== expectedPath) throw new LocalProviderError(`${new URL(url).pathname} redirected outside the local identity provider`);
    return next.toString();
  };
  const isCallback = (url: string): boolean => url.startsWith(`${scheme}:`);

  const authorize = await hop(startUrl, { method: 'GET' }, '/idp/authorize');
  if (isCallback(authorize)) return authorize;
  // The provider's form carries the authorization request's parameters as hidden fields: the same as the query.
  const form = new URLSearchParams(new URL(authorize).searchParams);
  form.set('email', identity.email);
  form.set('name', identity.name);
  const callback = await hop(new URL('/idp/authorize', origin).toString(), { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: form.toString() }, '/api/auth/callback');
  if (isCallback(callback)) return callback;
  const back = await hop(callback, { method: 'GET' }, '');
  if (!isCallback(back)) throw new LocalProviderError('the sign-in did not come back to the app');
  return back;
}

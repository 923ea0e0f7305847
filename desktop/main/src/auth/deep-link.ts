import { DESKTOP_SCHEME } from '@silkroad/shared';

/**
 * The sign-in callback the API sends the system browser to (`io.silkroad.game:/auth?code=...`),
 * as the operating system hands it to the app: on Windows and Linux as an argument of a new
 * process (a cold start, or the argv `second-instance` reports), on macOS through `open-url`.
 * Any page or program can open a URL of our scheme, so everything here is untrusted input: it is
 * validated strictly and anything unexpected is ignored.
 */

export { DESKTOP_SCHEME };

export const SIGN_IN_CALLBACK_PATH = '/auth';

/** Far above a real callback (about 100 characters plus an error description), far below abuse. */
export const MAX_CALLBACK_URL_LENGTH = 4096;
const MAX_DESCRIPTION_LENGTH = 2048;

/** The API's codes and our states are base64url; the bounds are the API's own (tokenRequestSchema, authStartQuerySchema). */
const CODE_PATTERN = /^[A-Za-z0-9_-]{1,512}$/;
const STATE_PATTERN = /^[A-Za-z0-9_-]{1,512}$/;
/** OAuth error codes (RFC 6749 §4.1.2.1) as the API passes them on. */
const ERROR_PATTERN = /^[a-z_]{1,64}$/;
/** What the API puts in the redirect, plus RFC 9207's issuer, which a later server may add. */
const KNOWN_PARAMS = new Set(['code', 'state', 'error', 'error_description', 'iss']);

export type SignInCallback =
  | { kind: 'code'; code: string; state: string }
  | { kind: 'error'; error: string; description: string | null; state: string };

/** The redirect_uri the desktop app gives the API: `io.silkroad.game:/auth`. */
export function signInRedirectUri(scheme: string = DESKTOP_SCHEME): string {
  return `${scheme}:${SIGN_IN_CALLBACK_PATH}`;
}

function hasSchemePrefix(value: string, scheme: string): boolean {
  // Schemes are case-insensitive (RFC 3986 §3.1); some launchers lower-case or re-case them.
  return value.slice(0, scheme.length + 1).toLowerCase() === `${scheme.toLowerCase()}:`;
}

/** The sign-in callback in `url`, or null when it is anything else or malformed. */
export function parseSignInCallback(url: string, scheme: string = DESKTOP_SCHEME): SignInCallback | null {
  if (typeof url !== 'string' || url.length > MAX_CALLBACK_URL_LENGTH || !hasSchemePrefix(url, scheme)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  // `io.silkroad.game://auth` would put "auth" in the host: only the exact form the API sends is accepted.
  if (parsed.protocol !== `${scheme.toLowerCase()}:` || parsed.host !== '' || parsed.username !== '' || parsed.password !== '') return null;
  if (parsed.pathname !== SIGN_IN_CALLBACK_PATH || parsed.hash !== '') return null;

  const params = parsed.searchParams;
  for (const name of params.keys()) {
    if (!KNOWN_PARAMS.has(name) || params.getAll(name).length !== 1) return null;
  }
  const state = params.get('state');
  if (state === null || !STATE_PATTERN.test(state)) return null;
  const code = params.get('code');
  const error = params.get('error');
  if ((code === null) === (error === null)) return null;
  if (code !== null) return CODE_PATTERN.test(code) ? { kind: 'code', code, state } : null;
  if (error === null || !ERROR_PATTERN.test(error)) return null;
  return { kind: 'error', error, description: cleanDescription(params.get('error_description')), state };
}

/** Shown to the player as plain text: no control or format characters, bounded. */
function cleanDescription(value: string | null): string | null {
  if (value === null) return null;
  const clean = value
    .slice(0, MAX_DESCRIPTION_LENGTH)
    .replace(/[\p{Cc}\p{Cf}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return clean === '' ? null : clean;
}

/**
 * The sign-in callback URL among a process's arguments, or null. Chromium adds switches of its
 * own around it, and a switch never counts even if it embeds our scheme (`--x=io.silkroad.game:...`).
 * With several candidates the last valid one wins: it is the newest.
 */
export function findSignInCallbackUrl(argv: readonly string[], scheme: string = DESKTOP_SCHEME): string | null {
  let found: string | null = null;
  for (const arg of argv) {
    if (typeof arg !== 'string' || arg.startsWith('-')) continue;
    if (parseSignInCallback(arg, scheme) !== null) found = arg;
  }
  return found;
}

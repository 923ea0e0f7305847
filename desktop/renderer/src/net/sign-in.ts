import type { Platform } from '../platform/platform';
import {
  buildSignInUrl,
  parseAuthCallback,
  resolveAuthCallback,
  savePendingSignIn,
  stripAuthParams,
  takePendingSignIn,
  type KeyValueStorage,
  type SignInResume,
} from './auth-callback';
import { createPkceStart } from './pkce';

/** Starts sign-in: remembers the verifier and state for this tab, then leaves for the API. */
export async function beginSignIn(platform: Platform, pendingStorage: KeyValueStorage): Promise<void> {
  const start = await createPkceStart();
  savePendingSignIn(pendingStorage, { state: start.state, verifier: start.verifier });
  platform.beginSignIn(buildSignInUrl(platform.apiOrigin, platform.authRedirectUri(), start));
}

/**
 * Reads a sign-in result left in the address by the redirect, and removes it from the address
 * (and from history) at once, so a reload or a shared link never replays the one-time code.
 */
export function consumeSignInResult(location: Location, history: History, pendingStorage: KeyValueStorage): SignInResume | null {
  const callback = parseAuthCallback(location.search);
  if (!callback) return null;
  history.replaceState(history.state, '', stripAuthParams(location.href));
  return resolveAuthCallback(callback, takePendingSignIn(pendingStorage));
}

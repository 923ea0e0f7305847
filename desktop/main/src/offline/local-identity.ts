import { MESSAGES } from '@silkroad/shared';
import type { DesktopSession } from '../../../ipc/contract';
import { DesktopAuth, type SessionSink } from '../auth/desktop-auth';
import { DesktopSignIn } from '../auth/desktop-sign-in';
import { followLocalProvider, type LocalIdentity } from '../auth/local-provider-driver';
import { SILENT_LOG, type MainLog } from '../auth/main-log';
import type { RefreshTokenStore } from '../auth/refresh-token-vault';
import { TokenClient, type FetchLike } from '../auth/token-client';

/**
 * The machine's one offline player. The local identity provider keys accounts by email, so a
 * fixed address is what keeps the same character from one run to the next.
 */
export const OFFLINE_PLAYER_EMAIL = 'player@offline.local';
export const DEFAULT_OFFLINE_PLAYER_NAME = 'Player';
/** The local identity provider's limit on names. */
const MAX_NAME_LENGTH = 64;
/** The whole round trip is a few loopback requests; a stuck one should not hold the start screen for minutes. */
const LOCAL_SIGN_IN_TIMEOUT_MS = 30_000;

/** The OS account name as the provider accepts it: no control characters or angle brackets, at most 64 characters. */
export function offlinePlayerName(osUserName: string | null | undefined): string {
  const clean = (osUserName ?? '')
    .replace(/[\p{Cc}\p{Cf}<>]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_NAME_LENGTH)
    .trim();
  return clean || DEFAULT_OFFLINE_PLAYER_NAME;
}

export class LocalIdentityError extends Error {
  override readonly name = 'LocalIdentityError';
}

export interface LocalIdentityOptions {
  /** The offline server's origin (OfflineServer.origin). */
  origin: string;
  /** os.userInfo().username in the app. */
  osUserName: string | null;
  vault: RefreshTokenStore;
  sessions: SessionSink;
  fetch?: FetchLike;
  log?: MainLog;
}

/**
 * Signs the local player in on the offline server: with the refresh token kept from an earlier run
 * when it still works, else through the local identity provider, driven over HTTP instead of by a
 * browser but otherwise the desktop sign-in itself (PKCE, state, the callback to our scheme, the
 * code exchange). The refresh token ends in the vault under the offline origin; the renderer gets
 * the DesktopSession.
 */
export async function signInLocalPlayer(options: LocalIdentityOptions): Promise<DesktopSession> {
  const log = options.log ?? SILENT_LOG;
  const tokens = new TokenClient({ fetch: options.fetch });
  // What went wrong at the provider, which the sign-in itself only knows as "the browser could not be opened".
  let driverError: unknown = null;
  const identity: LocalIdentity = { email: OFFLINE_PLAYER_EMAIL, name: offlinePlayerName(options.osUserName) };
  const signIn: DesktopSignIn = new DesktopSignIn({
    tokens,
    log,
    timeoutMs: LOCAL_SIGN_IN_TIMEOUT_MS,
    openExternal: async (startUrl) => {
      try {
        const callback = await followLocalProvider(startUrl, identity, { fetch: options.fetch });
        if (signIn.handleCallback(callback) !== 'accepted') throw new LocalIdentityError('the sign-in came back with a callback that was not ours');
      } catch (error) {
        driverError = error;
        throw error;
      }
    },
  });
  const auth = new DesktopAuth({ serverOrigin: () => options.origin, signIn, tokens, vault: options.vault, sessions: options.sessions, log });

  if (!(await reachable(tokens, options.origin))) throw new LocalIdentityError(MESSAGES.cannotConnect);
  if (options.vault.get(options.origin)) {
    const refreshed = await auth.refresh();
    if (refreshed.ok) return refreshed.session;
    if (refreshed.reason === 'network') throw new LocalIdentityError(refreshed.message);
    log.info('the kept offline session is over; signing the local player in again');
  }
  const result = await auth.signIn();
  if (!result.ok) {
    const reason = driverError instanceof Error ? `the local sign-in failed: ${driverError.message}` : result.message;
    throw new LocalIdentityError(reason);
  }
  return result.session;
}

/**
 * Asked twice: after the offline server restarts on the same port, Node's fetch may still hold a
 * kept-alive connection to the previous run, which fails the first request sent on it. A health
 * check is safe to repeat; a token request is not (the server may have spent the token).
 */
async function reachable(tokens: TokenClient, origin: string): Promise<boolean> {
  return (await tokens.isReachable(origin)) || tokens.isReachable(origin);
}

import type { LocalIdentity } from '@silkroad/api';
import { MESSAGES } from '@silkroad/shared';
import type { DesktopSession } from '../../../ipc/contract';
import { DesktopAuth, type SessionSink } from '../auth/desktop-auth';
import { SILENT_LOG, type MainLog } from '../auth/main-log';
import type { RefreshTokenStore } from '../auth/refresh-token-vault';
import { TokenClient, type FetchLike } from '../auth/token-client';
import type { OfflineServer } from './offline-server';

/**
 * The machine's one offline player. The local identity provider keys accounts by email, so a
 * fixed address is what keeps the same character from one run to the next.
 */
export const OFFLINE_PLAYER_EMAIL = 'player@offline.local';
export const DEFAULT_OFFLINE_PLAYER_NAME = 'Player';
/** The local identity provider's limit on names. */
const MAX_NAME_LENGTH = 64;

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
  /** The running offline server: its origin, and the in-process start of a session on it. */
  server: Pick<OfflineServer, 'origin' | 'startLocalSession'>;
  /** os.userInfo().username in the app. */
  osUserName: string | null;
  vault: RefreshTokenStore;
  sessions: SessionSink;
  fetch?: FetchLike;
  log?: MainLog;
}

/**
 * Signs the local player in on the offline server: with the refresh token kept from an earlier run
 * when it still works, else with a new session the embedded server starts in-process for the
 * local identity (the same account the local identity provider keys by that email). The refresh
 * token ends in the vault under the offline origin; the renderer gets the DesktopSession.
 */
export async function signInLocalPlayer(options: LocalIdentityOptions): Promise<DesktopSession> {
  const log = options.log ?? SILENT_LOG;
  const { origin } = options.server;
  const tokens = new TokenClient({ fetch: options.fetch });
  const auth = new DesktopAuth({ serverOrigin: () => origin, tokens, vault: options.vault, sessions: options.sessions, log });

  // The renderer will play over HTTP: a server that does not answer there is no use to it.
  if (!(await reachable(tokens, origin))) throw new LocalIdentityError(MESSAGES.cannotConnect);
  if (options.vault.get(origin)) {
    const refreshed = await auth.refresh();
    if (refreshed.ok) return refreshed.session;
    if (refreshed.reason === 'network') throw new LocalIdentityError(refreshed.message);
    log.info('the kept offline session is over; signing the local player in again');
  }
  const identity: LocalIdentity = { email: OFFLINE_PLAYER_EMAIL, name: offlinePlayerName(options.osUserName) };
  const issued = await options.server.startLocalSession(identity).catch((error: unknown) => {
    throw new LocalIdentityError(`the local sign-in failed: ${error instanceof Error ? error.message : String(error)}`);
  });
  return auth.adopt(issued);
}

/**
 * Asked twice: after the offline server restarts on the same port, Node's fetch may still hold a
 * kept-alive connection to the previous run, which fails the first request sent on it. A health
 * check is safe to repeat; a token request is not (the server may have spent the token).
 */
async function reachable(tokens: TokenClient, origin: string): Promise<boolean> {
  return (await tokens.isReachable(origin)) || tokens.isReachable(origin);
}

import { MESSAGES } from '@silkroad/shared';
import type { DesktopSession, RefreshResult, SignInResult } from '../../../ipc/contract';
import type { CallbackHandling, DesktopSignIn } from './desktop-sign-in';
import { SILENT_LOG, type MainLog } from './main-log';
import type { RefreshTokenStore } from './refresh-token-vault';
import { authServerOrigin } from './server-origin';
import type { IssuedSession, LogoutOutcome, TokenClient } from './token-client';

/** Where the session the renderer loads at start lives (the main process's SQLite store), per server. */
export interface SessionSink {
  save(origin: string, session: DesktopSession): void;
  clear(origin: string): void;
}

export interface DesktopAuthOptions {
  /** The server played on now: the configured one, or the embedded offline server. Read at each call. */
  serverOrigin(): string;
  /** The sign-in through the system browser; none for a server whose sessions are started in-process (the offline one). */
  signIn?: Pick<DesktopSignIn, 'start' | 'cancel' | 'handleCallback'>;
  tokens: Pick<TokenClient, 'refresh' | 'logout'>;
  vault: RefreshTokenStore;
  sessions: SessionSink;
  log?: MainLog;
}

/** What crosses to the renderer: the user and the access token, never the refresh token. */
export function toDesktopSession(session: IssuedSession): DesktopSession {
  return { user: session.user, tokens: { accessToken: session.tokens.accessToken, expiresAt: session.tokens.expiresAt } };
}

/**
 * The main process's side of the session, behind the auth:* IPC handlers. The refresh token lives
 * here and in the vault only; every change of the session is written to the vault and the session
 * sink before the renderer hears of it, so a crash right after never loses a rotated token.
 */
export class DesktopAuth {
  private readonly options: DesktopAuthOptions;
  private readonly log: MainLog;
  /** One refresh per server at a time: the token rotates, so a second parallel use would revoke the family. */
  private readonly refreshing = new Map<string, Promise<RefreshResult>>();
  /** The newest access token handed out per server, to prove whose session a logout ends. */
  private readonly accessTokens = new Map<string, string>();

  constructor(options: DesktopAuthOptions) {
    this.options = options;
    this.log = options.log ?? SILENT_LOG;
  }

  async signIn(): Promise<SignInResult> {
    if (!this.options.signIn) return { ok: false, reason: 'failed', message: MESSAGES.googleSignInFailed };
    const outcome = await this.options.signIn.start(this.origin());
    if (!outcome.ok) return outcome;
    return { ok: true, session: this.keep(outcome.origin, outcome.session) };
  }

  /** A session the server issued by other means (the offline server's, started in-process), kept like a signed-in one. */
  adopt(session: IssuedSession): DesktopSession {
    return this.keep(this.origin(), session);
  }

  cancel(): void {
    this.options.signIn?.cancel();
  }

  /** For the deep link events (`open-url`, `second-instance`, the argv of a cold start). */
  handleCallback(url: string): CallbackHandling {
    return this.options.signIn?.handleCallback(url) ?? 'ignored';
  }

  /** A new access token from the kept refresh token; parallel calls share one request. */
  refresh(): Promise<RefreshResult> {
    const origin = this.origin();
    const running = this.refreshing.get(origin);
    if (running) return running;
    const request = this.refreshAt(origin).finally(() => this.refreshing.delete(origin));
    this.refreshing.set(origin, request);
    return request;
  }

  /**
   * Ends the session here and, when the server answers, there too (its refresh token family is
   * revoked). The local session is forgotten whatever the server says: the player asked to leave.
   */
  async logout(accessToken?: string): Promise<void> {
    const origin = this.origin();
    // A refresh under way is about to rotate the token: revoke what it leaves, not what it spends.
    await this.refreshing.get(origin)?.catch(() => undefined);
    const refreshToken = this.options.vault.get(origin);
    try {
      if (refreshToken) await this.revoke(origin, accessToken ?? this.accessTokens.get(origin), refreshToken);
    } finally {
      this.options.vault.delete(origin);
      this.accessTokens.delete(origin);
      this.clearSink(origin);
    }
  }

  private async refreshAt(origin: string): Promise<RefreshResult> {
    const presented = this.options.vault.get(origin);
    if (!presented) {
      this.clearSink(origin);
      return { ok: false, reason: 'signed-out', message: MESSAGES.authRequired };
    }
    const outcome = await this.options.tokens.refresh(origin, presented);
    if (this.options.vault.get(origin) !== presented) {
      // A sign-in or logout replaced the token meanwhile: this result belongs to a session that is gone.
      this.log.warn('a refresh finished after the session changed; its result is dropped');
      return { ok: false, reason: 'network', message: MESSAGES.cannotConnect };
    }
    if (outcome.ok) return { ok: true, session: this.keep(origin, outcome.session) };
    if (outcome.kind === 'network') {
      this.log.warn(`session refresh failed for now (${outcome.status ?? 'no answer'}); the token is kept`);
      return { ok: false, reason: 'network', message: outcome.message };
    }
    this.log.warn(`session refresh refused (${outcome.status ?? 'no status'}); the session is over`);
    this.options.vault.delete(origin);
    this.accessTokens.delete(origin);
    this.clearSink(origin);
    return { ok: false, reason: 'rejected', message: MESSAGES.tokenExpired };
  }

  private async revoke(origin: string, accessToken: string | undefined, refreshToken: string): Promise<void> {
    if (accessToken) {
      const result = await this.options.tokens.logout(origin, accessToken, refreshToken);
      if (result.ok || result.kind !== 'unauthorized') return this.reportLogout(result);
    }
    // No access token, or an expired one: a fresh one proves whose session this is (and spends the old refresh token).
    const renewed = await this.options.tokens.refresh(origin, refreshToken);
    if (!renewed.ok) return;
    this.reportLogout(await this.options.tokens.logout(origin, renewed.session.tokens.accessToken, renewed.session.tokens.refreshToken));
  }

  private reportLogout(result: LogoutOutcome): void {
    if (!result.ok) this.log.warn(`logout not confirmed by the server (${result.kind}); the session is forgotten here`);
  }

  private keep(origin: string, session: IssuedSession): DesktopSession {
    const desktopSession = toDesktopSession(session);
    this.options.vault.set(origin, session.tokens.refreshToken);
    this.accessTokens.set(origin, session.tokens.accessToken);
    try {
      this.options.sessions.save(origin, desktopSession);
    } catch {
      this.log.warn('the session could not be saved locally');
    }
    return desktopSession;
  }

  private clearSink(origin: string): void {
    try {
      this.options.sessions.clear(origin);
    } catch {
      this.log.warn('the saved session could not be cleared');
    }
  }

  private origin(): string {
    const configured = this.options.serverOrigin();
    return authServerOrigin(configured) ?? configured;
  }
}

import { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } from 'oauth4webapi';
import { MESSAGES } from '@silkroad/shared';
import type { SignInFailure } from '../../../ipc/contract';
import { DESKTOP_SCHEME, parseSignInCallback, signInRedirectUri, type SignInCallback } from './deep-link';
import { SILENT_LOG, type MainLog } from './main-log';
import { SYSTEM_SCHEDULER, type Scheduler } from './scheduler';
import { authServerOrigin } from './server-origin';
import type { IssuedSession, TokenClient } from './token-client';

/** Long enough to pick a Google account and pass its second factor; then the attempt is given up. */
export const SIGN_IN_TIMEOUT_MS = 5 * 60 * 1000;

/**
 * Failure texts in the spec's form "Google sign-in failed: {reason}" (spec 000 §8). The reasons
 * are ours: the spec has no desktop browser round trip.
 */
export const SIGN_IN_MESSAGES = {
  cancelled: MESSAGES.googleSignInCancelled,
  cannotConnect: `${MESSAGES.googleSignInFailed}: ${MESSAGES.cannotConnect}`,
  timedOut: `${MESSAGES.googleSignInFailed}: the browser did not come back within 5 minutes. Please try again.`,
  browserNotOpened: `${MESSAGES.googleSignInFailed}: the system browser could not be opened.`,
  insecureServer: `${MESSAGES.googleSignInFailed}: the server address must start with https://.`,
} as const;

/** A finished attempt. On success the caller gets the whole issued session and keeps the refresh token itself. */
export type SignInOutcome = { ok: true; origin: string; session: IssuedSession } | { ok: false; reason: SignInFailure; message: string };

export type CallbackHandling = 'accepted' | 'ignored';

export interface DesktopSignInOptions {
  /** Electron's shell.openExternal in the app; the URL is always the configured server's start URL. */
  openExternal(url: string): Promise<void> | void;
  tokens: Pick<TokenClient, 'exchangeCode' | 'isReachable'>;
  scheduler?: Scheduler;
  log?: MainLog;
  /** The private-use scheme registered for the app (electron-builder.yml `protocols`). */
  scheme?: string;
  timeoutMs?: number;
}

interface Attempt {
  readonly state: string;
  readonly verifier: string;
  readonly origin: string;
  /** Set once the callback came: later callbacks (a reload, a second click in the browser) are replays. */
  exchanging: boolean;
  settle(outcome: SignInOutcome): void;
}

/**
 * One sign-in through the system browser at a time (DESIGN §1 "Sign-in", desktop): the app opens
 * the API's start URL with a PKCE challenge; the API sends the browser back to our scheme with a
 * one-time code, which only the holder of the verifier kept here can redeem.
 */
export class DesktopSignIn {
  private readonly openExternal: DesktopSignInOptions['openExternal'];
  private readonly tokens: DesktopSignInOptions['tokens'];
  private readonly scheduler: Scheduler;
  private readonly log: MainLog;
  private readonly scheme: string;
  private readonly timeoutMs: number;
  private current: Attempt | null = null;

  constructor(options: DesktopSignInOptions) {
    this.openExternal = options.openExternal;
    this.tokens = options.tokens;
    this.scheduler = options.scheduler ?? SYSTEM_SCHEDULER;
    this.log = options.log ?? SILENT_LOG;
    this.scheme = options.scheme ?? DESKTOP_SCHEME;
    this.timeoutMs = options.timeoutMs ?? SIGN_IN_TIMEOUT_MS;
  }

  get inProgress(): boolean {
    return this.current !== null;
  }

  /** Signs in at `serverOrigin`; an attempt still running is cancelled first. */
  async start(serverOrigin: string): Promise<SignInOutcome> {
    this.cancel();
    const origin = authServerOrigin(serverOrigin);
    if (!origin) return { ok: false, reason: 'failed', message: SIGN_IN_MESSAGES.insecureServer };

    // PKCE (RFC 7636, S256) and the state, from the library the API's relying party is built on.
    // The attempt is registered before anything is awaited, so a cancel or a new start always finds it.
    const verifier = generateRandomCodeVerifier();
    let settle!: (outcome: SignInOutcome) => void;
    const finished = new Promise<SignInOutcome>((resolve) => (settle = resolve));
    let cancelTimer = (): void => undefined;
    const attempt: Attempt = {
      state: generateRandomState(),
      verifier,
      origin,
      exchanging: false,
      settle: (outcome) => {
        if (this.current !== attempt) return;
        this.current = null;
        cancelTimer();
        settle(outcome);
      },
    };
    this.current = attempt;
    cancelTimer = this.scheduler.after(this.timeoutMs, () => {
      this.log.warn('sign-in timed out: the browser did not come back');
      attempt.settle({ ok: false, reason: 'timed-out', message: SIGN_IN_MESSAGES.timedOut });
    });

    const challenge = await calculatePKCECodeChallenge(verifier);
    // Checked first: a browser tab on "this site can't be reached" would leave the player waiting 5 minutes.
    if (!(await this.tokens.isReachable(origin))) {
      this.log.warn('sign-in not started: the server does not answer');
      attempt.settle({ ok: false, reason: 'failed', message: SIGN_IN_MESSAGES.cannotConnect });
      return finished;
    }
    if (this.current === attempt) {
      try {
        await this.openExternal(this.startUrl(origin, attempt.state, challenge));
        this.log.info('sign-in started in the system browser');
      } catch {
        this.log.warn('sign-in not started: the system browser could not be opened');
        attempt.settle({ ok: false, reason: 'failed', message: SIGN_IN_MESSAGES.browserNotOpened });
      }
    }
    return finished;
  }

  /**
   * A URL the operating system handed to the app. Only the running attempt's callback is used;
   * anything else (another scheme or path, a stale or forged state, a replay) is ignored, and never
   * exchanged: a forged callback could otherwise sign the player into someone else's account.
   */
  handleCallback(url: string): CallbackHandling {
    const callback = parseSignInCallback(url, this.scheme);
    if (!callback) {
      this.log.warn('ignored a link that is not a valid sign-in callback');
      return 'ignored';
    }
    const attempt = this.current;
    if (!attempt || attempt.exchanging || callback.state !== attempt.state) {
      this.log.warn('ignored a sign-in callback that does not belong to the sign-in under way');
      return 'ignored';
    }
    attempt.exchanging = true;
    void this.finish(attempt, callback);
    return 'accepted';
  }

  /** Gives up the running attempt, if any: it resolves as cancelled. */
  cancel(): void {
    this.current?.settle({ ok: false, reason: 'cancelled', message: SIGN_IN_MESSAGES.cancelled });
  }

  private async finish(attempt: Attempt, callback: SignInCallback): Promise<void> {
    if (callback.kind === 'error') {
      this.log.warn(`sign-in failed at the server: ${callback.error}`);
      // The API sends access_denied when the player cancelled at the provider, with the spec's words.
      if (callback.error === 'access_denied') attempt.settle({ ok: false, reason: 'cancelled', message: SIGN_IN_MESSAGES.cancelled });
      else attempt.settle({ ok: false, reason: 'failed', message: failureText(callback.description) });
      return;
    }
    const outcome = await this.tokens.exchangeCode(attempt.origin, callback.code, attempt.verifier);
    if (!outcome.ok) {
      this.log.warn(`sign-in failed: the code exchange was refused (${outcome.status ?? 'no answer'})`);
      attempt.settle({ ok: false, reason: 'failed', message: outcome.kind === 'network' ? SIGN_IN_MESSAGES.cannotConnect : `${MESSAGES.googleSignInFailed}: ${outcome.message}` });
      return;
    }
    this.log.info('signed in');
    attempt.settle({ ok: true, origin: attempt.origin, session: outcome.session });
  }

  private startUrl(origin: string, state: string, challenge: string): string {
    const url = new URL('/api/auth/google', origin);
    url.searchParams.set('redirect_uri', signInRedirectUri(this.scheme));
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', challenge);
    url.searchParams.set('code_challenge_method', 'S256');
    return url.toString();
  }
}

/**
 * The API's description already reads "Google sign-in failed: ..." (api/src/modules/auth/sign-in.ts
 * describeFailure); a description in any other form did not come from it and is not shown.
 */
function failureText(description: string | null): string {
  if (description && (description.startsWith(`${MESSAGES.googleSignInFailed}: `) || description === MESSAGES.googleSignInCancelled)) return description;
  return MESSAGES.googleSignInFailed;
}

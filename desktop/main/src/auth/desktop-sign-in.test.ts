import { freePort } from '@silkroad/api/test-support';
import { MESSAGES } from '@silkroad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DesktopSignIn, SIGN_IN_MESSAGES, SIGN_IN_TIMEOUT_MS, type DesktopSignInOptions, type SignInOutcome } from './desktop-sign-in';
import type { MainLog } from './main-log';
import { browseSignIn, startTestApiServer, type TestApiServer } from './test-api-server';
import { ManualScheduler } from './test-fakes';
import { TokenClient } from './token-client';

let api: TestApiServer;
beforeAll(async () => {
  api = await startTestApiServer();
});
afterAll(async () => {
  await api?.stop();
});

const ADA = { email: 'ada@example.test', name: 'Ada Lovelace' };

interface Harness {
  signIn: DesktopSignIn;
  /** Every URL handed to the system browser. */
  opened: string[];
  scheduler: ManualScheduler;
  exchanges: number;
  warnings: string[];
}

function harness(overrides: Partial<DesktopSignInOptions> = {}): Harness {
  const opened: string[] = [];
  const scheduler = new ManualScheduler();
  const warnings: string[] = [];
  const log: MainLog = { info: () => undefined, warn: (message) => warnings.push(message) };
  const tokens = new TokenClient();
  const h: Harness = {
    opened,
    scheduler,
    warnings,
    exchanges: 0,
    signIn: new DesktopSignIn({
      openExternal: (url) => {
        opened.push(url);
      },
      tokens: {
        isReachable: (origin) => tokens.isReachable(origin),
        exchangeCode: (...args) => {
          h.exchanges += 1;
          return tokens.exchangeCode(...args);
        },
      },
      scheduler,
      log,
      ...overrides,
    }),
  };
  return h;
}

/** Starts and waits until the browser was opened. */
async function begin(h: Harness): Promise<{ result: Promise<SignInOutcome>; startUrl: string }> {
  const before = h.opened.length;
  const result = h.signIn.start(api.origin);
  await expect.poll(() => h.opened.length, { timeout: 5000 }).toBe(before + 1);
  return { result, startUrl: h.opened[before] ?? '' };
}

describe('desktop sign-in through the system browser', () => {
  it('opens the start URL, takes the callback, exchanges the code and ends with a session', async () => {
    const h = harness();
    const { result, startUrl } = await begin(h);

    const url = new URL(startUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${api.origin}/api/auth/google`);
    expect(url.searchParams.get('redirect_uri')).toBe('io.silkroad.game:/auth');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(h.signIn.inProgress).toBe(true);

    const callback = await browseSignIn(startUrl, ADA);
    expect(callback).toMatch(/^io\.silkroad\.game:\/auth\?code=/);
    expect(h.signIn.handleCallback(callback)).toBe('accepted');

    const outcome = await result;
    if (!outcome.ok) throw new Error(outcome.message);
    expect(outcome.origin).toBe(api.origin);
    expect(outcome.session.user).toMatchObject({ email: ADA.email, displayName: ADA.name, isGuest: false });
    expect(outcome.session.tokens.refreshToken).toEqual(expect.any(String));
    expect(h.signIn.inProgress).toBe(false);
    expect(h.scheduler.pending).toBe(0);

    // The same callback again (a reload in the browser) is a replay: ignored.
    expect(h.signIn.handleCallback(callback)).toBe('ignored');
    expect(h.exchanges).toBe(1);
  });

  it('ignores a callback with another state, never exchanging its code, and goes on waiting', async () => {
    const h = harness();
    const { result, startUrl } = await begin(h);
    // A real code and a well-formed state, but of a sign-in this app did not start (a forged or stale link).
    const foreign = new URL(startUrl);
    foreign.searchParams.set('state', 'x'.repeat(32));
    const foreignCallback = await browseSignIn(foreign.toString(), { email: 'mallory@example.test', name: 'Mallory' });
    expect(h.signIn.handleCallback(foreignCallback)).toBe('ignored');
    expect(h.signIn.handleCallback('io.silkroad.game:/auth?nonsense')).toBe('ignored');
    expect(h.signIn.handleCallback('https://example.com/')).toBe('ignored');
    expect(h.exchanges).toBe(0);
    expect(h.signIn.inProgress).toBe(true);
    expect(h.warnings.length).toBeGreaterThanOrEqual(3);
    expect(h.warnings.join('\n')).not.toContain(new URL(foreignCallback).searchParams.get('code') ?? '-');

    expect(h.signIn.handleCallback(await browseSignIn(startUrl, ADA))).toBe('accepted');
    const outcome = await result;
    expect(outcome.ok && outcome.session.user.email).toBe(ADA.email);
  });

  it('ignores callbacks when no sign-in is under way (a cold start from a stale link)', async () => {
    const h = harness();
    expect(h.signIn.handleCallback(`io.silkroad.game:/auth?code=abc&state=${'s'.repeat(32)}`)).toBe('ignored');
    expect(h.exchanges).toBe(0);
  });

  it('is cancelled by cancel(), and a callback arriving afterwards is ignored', async () => {
    const h = harness();
    const { result, startUrl } = await begin(h);
    h.signIn.cancel();
    expect(await result).toEqual({ ok: false, reason: 'cancelled', message: MESSAGES.googleSignInCancelled });
    expect(h.scheduler.pending).toBe(0);
    expect(h.signIn.handleCallback(await browseSignIn(startUrl, ADA))).toBe('ignored');
    expect(h.exchanges).toBe(0);
  });

  it('is cancelled by a new start, whose own callback then works', async () => {
    const h = harness();
    const first = await begin(h);
    const second = await begin(h);
    expect(await first.result).toMatchObject({ ok: false, reason: 'cancelled' });
    expect(h.signIn.handleCallback(await browseSignIn(first.startUrl, ADA))).toBe('ignored');
    expect(h.signIn.handleCallback(await browseSignIn(second.startUrl, ADA))).toBe('accepted');
    expect(await second.result).toMatchObject({ ok: true });
  });

  it('times out after 5 minutes without a callback', async () => {
    const h = harness();
    const { result } = await begin(h);
    h.scheduler.advance(SIGN_IN_TIMEOUT_MS - 1);
    expect(h.signIn.inProgress).toBe(true);
    h.scheduler.advance(1);
    expect(await result).toEqual({ ok: false, reason: 'timed-out', message: SIGN_IN_MESSAGES.timedOut });
    expect(h.signIn.inProgress).toBe(false);
  });

  it('ends as cancelled when the player cancels at the provider', async () => {
    const h = harness();
    const { result, startUrl } = await begin(h);
    const callback = await browseSignIn(startUrl, 'cancel');
    expect(new URL(callback).searchParams.get('error')).toBe('access_denied');
    expect(h.signIn.handleCallback(callback)).toBe('accepted');
    expect(await result).toEqual({ ok: false, reason: 'cancelled', message: MESSAGES.googleSignInCancelled });
    expect(h.exchanges).toBe(0);
  });

  it("fails with the API's description of a provider error, and with the default words for text of unknown origin", async () => {
    const h = harness();
    const first = await begin(h);
    const state = new URL(first.startUrl).searchParams.get('state') ?? '';
    const described = `${MESSAGES.googleSignInFailed}: the identity provider reported server_error`;
    h.signIn.handleCallback(`io.silkroad.game:/auth?error=server_error&error_description=${encodeURIComponent(described)}&state=${state}`);
    expect(await first.result).toEqual({ ok: false, reason: 'failed', message: described });

    const second = await begin(h);
    const state2 = new URL(second.startUrl).searchParams.get('state') ?? '';
    h.signIn.handleCallback(`io.silkroad.game:/auth?error=server_error&error_description=${encodeURIComponent('Call 555-0100 for support')}&state=${state2}`);
    expect(await second.result).toEqual({ ok: false, reason: 'failed', message: MESSAGES.googleSignInFailed });
  });

  it('fails when the server refuses the code', async () => {
    const h = harness();
    const { result, startUrl } = await begin(h);
    const state = new URL(startUrl).searchParams.get('state') ?? '';
    expect(h.signIn.handleCallback(`io.silkroad.game:/auth?code=${'c'.repeat(43)}&state=${state}`)).toBe('accepted');
    expect(await result).toEqual({ ok: false, reason: 'failed', message: `${MESSAGES.googleSignInFailed}: Invalid or expired authorization code` });
  });

  it('fails at once, without opening the browser, when the server does not answer', async () => {
    const h = harness();
    const deadOrigin = `http://127.0.0.1:${await freePort()}`;
    expect(await h.signIn.start(deadOrigin)).toEqual({ ok: false, reason: 'failed', message: SIGN_IN_MESSAGES.cannotConnect });
    expect(h.opened).toEqual([]);
    expect(h.signIn.inProgress).toBe(false);
  });

  it('fails when the server goes down between the browser and the code exchange', async () => {
    const other = await startTestApiServer();
    const h = harness();
    try {
      const result = h.signIn.start(other.origin);
      await expect.poll(() => h.opened.length).toBe(1);
      const callback = await browseSignIn(h.opened[0] ?? '', ADA);
      await other.stop();
      expect(h.signIn.handleCallback(callback)).toBe('accepted');
      expect(await result).toEqual({ ok: false, reason: 'failed', message: SIGN_IN_MESSAGES.cannotConnect });
    } finally {
      await other.stop();
    }
  });

  it('fails when the system browser cannot be opened', async () => {
    const h = harness({
      openExternal: () => {
        throw new Error('no handler for https');
      },
    });
    expect(await h.signIn.start(api.origin)).toEqual({ ok: false, reason: 'failed', message: SIGN_IN_MESSAGES.browserNotOpened });
    expect(h.scheduler.pending).toBe(0);
  });

  it('refuses a server over plain http off this machine', async () => {
    const h = harness();
    expect(await h.signIn.start('http://play.silkroad.example')).toEqual({ ok: false, reason: 'failed', message: SIGN_IN_MESSAGES.insecureServer });
    expect(h.opened).toEqual([]);
  });
});

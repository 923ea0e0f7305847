import { GAME_TIME_ACCELERATION, REAL_EPOCH_MS, TIME_SYNC_INTERVAL_MS, gameTimeState } from '@silkroad/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredSession } from '../platform/platform';
import { ApiClient, ApiError } from './api-client';
import { SessionStore } from './session-store';
import { ServerClock, TIME_SYNC_RETRY_MS, fetchTimeSync, type PageVisibility, type Timers } from './server-clock';

/**
 * The page's clock and timers, faked by Vitest (the ServerClock suite's beforeEach): they move
 * only when a test moves them. Setting `now` moves the clock without firing a timer, as time
 * passing inside a request does.
 */
class FakeTime implements Timers {
  get now(): number {
    return Date.now();
  }

  set now(value: number) {
    vi.setSystemTime(value);
  }

  setTimeout(callback: () => void, ms: number): unknown {
    return setTimeout(callback, ms);
  }

  clearTimeout(handle: unknown): void {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  }

  get timerCount(): number {
    return vi.getTimerCount();
  }

  /** Moves the clock forward, firing each timer due on the way at its own time and letting what it started settle. */
  async advance(ms: number): Promise<void> {
    await vi.advanceTimersByTimeAsync(ms);
  }
}

/** Lets what was started at this instant settle (a sync's answer); no timer of the clock under test is due yet. */
async function settle(): Promise<void> {
  await vi.advanceTimersByTimeAsync(0);
}

class FakeVisibility implements PageVisibility {
  hidden = false;
  private readonly listeners = new Set<() => void>();
  isHidden(): boolean {
    return this.hidden;
  }
  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
  set(hidden: boolean): void {
    this.hidden = hidden;
    for (const listener of this.listeners) listener();
  }
  get listenerCount(): number {
    return this.listeners.size;
  }
}

/** A server whose clock stands `aheadMs` ahead of the local one and answers after `roundTripMs`. */
function setup(options: { aheadMs?: number; roundTripMs?: number } = {}) {
  const time = new FakeTime();
  const visibility = new FakeVisibility();
  const server = { aheadMs: options.aheadMs ?? 3_600_000, roundTripMs: options.roundTripMs ?? 0, fail: false };
  const requests: number[] = [];
  const clock = new ServerClock({
    now: () => time.now,
    timers: time,
    visibility,
    sync: async (clientTime) => {
      requests.push(clientTime);
      if (server.fail) throw new ApiError('down', 0);
      // The server reads its clock halfway through the trip (no timer is due that soon).
      await Promise.resolve();
      time.now += server.roundTripMs / 2;
      const serverTime = time.now + server.aheadMs;
      time.now += server.roundTripMs / 2;
      return { serverTime };
    },
  });
  return { time, visibility, server, requests, clock };
}

describe('ServerClock', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('has no snapshot before the first sync and runs on the local clock', () => {
    const { clock, time } = setup();
    expect(clock.synced).toBe(false);
    expect(clock.getSnapshot()).toBeNull();
    expect(clock.serverNow()).toBe(time.now);
  });

  it('takes the server’s time at the midpoint of the round trip', async () => {
    const { clock, time } = setup({ aheadMs: 90_000, roundTripMs: 400 });
    clock.start();
    await settle();
    expect(clock.synced).toBe(true);
    expect(clock.serverNow()).toBe(time.now + 90_000);
    expect(clock.gameTime()).toEqual(gameTimeState(time.now + 90_000));
    expect(clock.getSnapshot()).toEqual(gameTimeState(time.now + 90_000));
    clock.stop();
  });

  it('sends the local time of the request and uses the server’s answer, not the local clock', async () => {
    const { clock, requests, time } = setup({ aheadMs: -5_000 });
    const sentAt = time.now;
    clock.start();
    await settle();
    expect(requests).toEqual([sentAt]);
    expect(clock.serverNow()).toBe(time.now - 5_000);
    clock.stop();
  });

  it('resyncs every TIME_SYNC_INTERVAL_MS and follows a server clock that moved', async () => {
    const { clock, requests, server, time } = setup();
    clock.start();
    await settle();
    expect(requests).toHaveLength(1);
    await time.advance(TIME_SYNC_INTERVAL_MS - 1);
    expect(requests).toHaveLength(1);
    server.aheadMs += 6 * 3_600_000;
    await time.advance(1);
    expect(requests).toHaveLength(2);
    expect(clock.serverNow()).toBe(time.now + server.aheadMs);
    await time.advance(2 * TIME_SYNC_INTERVAL_MS);
    expect(requests).toHaveLength(4);
    clock.stop();
  });

  it('publishes a new snapshot each game minute (every 10 real seconds)', async () => {
    // The server stands exactly on a game minute: REAL_EPOCH_MS is 06:00 game time.
    const { clock, time } = setup();
    time.now = REAL_EPOCH_MS - 3_600_000;
    clock.start();
    await settle();
    let published = 0;
    clock.subscribe(() => published++);
    expect(clock.getSnapshot()).toMatchObject({ hour: 6, minute: 0 });
    const gameMinuteMs = 60_000 / GAME_TIME_ACCELERATION;
    await time.advance(gameMinuteMs - 100);
    expect(published).toBe(0);
    await time.advance(200);
    expect(published).toBe(1);
    expect(clock.getSnapshot()).toMatchObject({ hour: 6, minute: 1 });
    await time.advance(gameMinuteMs * 5);
    expect(published).toBe(6);
    expect(clock.getSnapshot()).toMatchObject({ hour: 6, minute: 6 });
    clock.stop();
  });

  it('keeps the same snapshot object within a game minute', async () => {
    const { clock, time } = setup();
    time.now = REAL_EPOCH_MS - 3_600_000;
    clock.start();
    await settle();
    const first = clock.getSnapshot();
    await time.advance(1_000);
    await clock.syncNow();
    expect(clock.getSnapshot()).toBe(first);
    clock.stop();
  });

  it('neither syncs nor ticks while the page is hidden, and resyncs at once when it shows again', async () => {
    const { clock, requests, visibility, time, server } = setup();
    clock.start();
    await settle();
    let published = 0;
    clock.subscribe(() => published++);

    visibility.set(true);
    expect(time.timerCount).toBe(0);
    await time.advance(10 * TIME_SYNC_INTERVAL_MS);
    expect(requests).toHaveLength(1);
    expect(published).toBe(0);

    server.aheadMs += 60_000;
    visibility.set(false);
    await settle();
    expect(requests).toHaveLength(2);
    expect(published).toBeGreaterThan(0);
    expect(clock.serverNow()).toBe(time.now + server.aheadMs);
    await time.advance(TIME_SYNC_INTERVAL_MS);
    expect(requests).toHaveLength(3);
    clock.stop();
  });

  it('does not sync when started on a hidden page, until it shows', async () => {
    const { clock, requests, visibility } = setup();
    visibility.hidden = true;
    clock.start();
    await settle();
    expect(requests).toHaveLength(0);
    visibility.set(false);
    await settle();
    expect(requests).toHaveLength(1);
    clock.stop();
  });

  it('keeps its last offset when a sync fails and retries sooner', async () => {
    const { clock, requests, server, time } = setup({ aheadMs: 42_000 });
    clock.start();
    await settle();
    server.fail = true;
    await time.advance(TIME_SYNC_INTERVAL_MS);
    expect(requests).toHaveLength(2);
    expect(clock.serverNow()).toBe(time.now + 42_000);
    server.fail = false;
    server.aheadMs = 43_000;
    await time.advance(TIME_SYNC_RETRY_MS);
    expect(requests).toHaveLength(3);
    expect(clock.serverNow()).toBe(time.now + 43_000);
    clock.stop();
  });

  it('tells its sync listeners after every answered sync, with the new offset already taken', async () => {
    const { clock, server, time } = setup({ aheadMs: 10_000 });
    const seen: number[] = [];
    const off = clock.onSynced(() => seen.push(clock.serverNow() - time.now));
    clock.start();
    await settle();
    expect(seen).toEqual([10_000]);
    server.fail = true;
    await time.advance(TIME_SYNC_INTERVAL_MS);
    expect(seen).toEqual([10_000]);
    server.fail = false;
    server.aheadMs = 370_000;
    await time.advance(TIME_SYNC_RETRY_MS);
    expect(seen).toEqual([10_000, 370_000]);
    off();
    await time.advance(TIME_SYNC_INTERVAL_MS);
    expect(seen).toHaveLength(2);
    clock.stop();
  });

  it('shares a sync under way instead of sending a second', async () => {
    const { clock, requests } = setup({ roundTripMs: 200 });
    clock.start();
    const again = clock.syncNow();
    await again;
    expect(requests).toHaveLength(1);
    clock.stop();
  });

  it('stops: no timers, no listener on the page, and a late reply is ignored', async () => {
    const time = new FakeTime();
    const visibility = new FakeVisibility();
    let answer: (value: { serverTime: number }) => void = () => undefined;
    const clock = new ServerClock({ now: () => time.now, timers: time, visibility, sync: () => new Promise((resolve) => (answer = resolve)) });
    clock.start();
    expect(visibility.listenerCount).toBe(1);
    clock.stop();
    answer({ serverTime: time.now + 1_000_000 });
    await settle();
    expect(clock.synced).toBe(false);
    expect(time.timerCount).toBe(0);
    expect(visibility.listenerCount).toBe(0);
  });

  it('starts again after a stop (React mounts twice in development)', async () => {
    const { clock, requests } = setup();
    clock.start();
    clock.stop();
    clock.start();
    await settle();
    expect(requests).toHaveLength(2);
    expect(clock.synced).toBe(true);
    clock.stop();
  });
});

const session: StoredSession = {
  user: { id: 'u1', username: 'ada', email: 'ada@example.com', displayName: 'Ada', inGameName: 'Ada', needsInGameName: false, isGuest: false },
  tokens: { accessToken: 'access-1', refreshToken: 'refresh-1', expiresAt: Date.now() + 15 * 60_000 },
};

function apiReplying(body: unknown) {
  const calls: Array<{ url: string; auth: string | null }> = [];
  const sessions = new SessionStore({ load: () => session, save: () => undefined, clear: () => undefined });
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({ url: String(input), auth: headers.Authorization ?? null });
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return { api: new ApiClient({ origin: 'http://game.test', sessions, fetch: fetch as typeof globalThis.fetch }), calls };
}

describe('fetchTimeSync', () => {
  const serverTime = REAL_EPOCH_MS + 5 * 3_600_000;
  const data = { serverTime, acceleration: GAME_TIME_ACCELERATION, timeDrift: 1_234, ...gameTimeState(serverTime) };

  it('asks the public route with the client’s time, without a token, and returns the checked reply', async () => {
    const { api, calls } = apiReplying({ success: true, data });
    expect(await fetchTimeSync(api, serverTime - 1_234.4)).toEqual(data);
    expect(calls).toEqual([{ url: `http://game.test/api/time/sync?clientTime=${serverTime - 1_234}`, auth: null }]);
  });

  it('refuses a reply that does not match the protocol', async () => {
    const { api } = apiReplying({ success: true, data: { ...data, weather: 'fog' } });
    await expect(fetchTimeSync(api, serverTime)).rejects.toBeInstanceOf(ApiError);
  });
});

import { GAME_TIME_ACCELERATION, gameTimeAt, gameTimeState, type GameTimeState, TIME_ROUTES, TIME_SYNC_INTERVAL_MS, type TimeSyncData } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/** A reply slower than this says little about the clock anyway; the next sync does better. */
const TIME_SYNC_TIMEOUT_MS = 5_000;
/** After a failed sync the clock runs on its last offset and asks again this soon. */
export const TIME_SYNC_RETRY_MS = 5_000;
const GAME_MINUTE_MS = 60_000;
/** Ticks land this far past a game minute, so a timer that fires a hair early still shows the new minute. */
const TICK_MARGIN_MS = 5;

/** The server's clock and the world's time (public, no token). */
export async function fetchTimeSync(api: ApiClient, clientTime: number): Promise<TimeSyncData> {
  const query = { clientTime: String(Math.max(0, Math.round(clientTime))) };
  return (await api.send(TIME_ROUTES.sync, { query }, { timeoutMs: TIME_SYNC_TIMEOUT_MS })).data;
}

export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export interface PageVisibility {
  isHidden(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** The page's visibility; a page without a document (tests, workers) counts as always visible. */
export function documentVisibility(doc: Document | undefined = globalThis.document): PageVisibility {
  if (!doc) return { isHidden: () => false, onChange: () => () => undefined };
  return {
    isHidden: () => doc.hidden,
    onChange: (listener) => {
      doc.addEventListener('visibilitychange', listener);
      return () => doc.removeEventListener('visibilitychange', listener);
    },
  };
}

export interface ServerClockOptions {
  /** Asks the server for its time; `clientTime` is the local clock when the request left. */
  sync(clientTime: number): Promise<Pick<TimeSyncData, 'serverTime'>>;
  now?: () => number;
  timers?: Timers;
  visibility?: PageVisibility;
  intervalMs?: number;
  retryMs?: number;
}

/** The game minute a state shows: the HUD and the world change only when this or the weather does. */
function sameMinute(a: GameTimeState, b: GameTimeState): boolean {
  return Math.floor(a.gameTime / GAME_MINUTE_MS) === Math.floor(b.gameTime / GAME_MINUTE_MS) && a.weather === b.weather;
}

/**
 * The server's clock as seen from here. It keeps the offset between the local clock and the
 * server's, estimating the server's time at the midpoint of each request's round trip, resyncs
 * every TIME_SYNC_INTERVAL_MS, and publishes the game time once per game minute (every 10 real
 * seconds). While the page is hidden it neither syncs nor ticks; it resyncs as soon as the page
 * shows again. Everything else (hour, season, weather) is a pure function of the server's time.
 */
export class ServerClock {
  private readonly now: () => number;
  private readonly timers: Timers;
  private readonly visibility: PageVisibility;
  private readonly intervalMs: number;
  private readonly retryMs: number;
  private readonly listeners = new Set<() => void>();
  private readonly syncListeners = new Set<() => void>();
  private offsetMs: number | null = null;
  private snapshot: GameTimeState | null = null;
  private running = false;
  /** Bumped by stop(): a reply to a request sent before it is ignored. */
  private generation = 0;
  private inFlight: Promise<void> | null = null;
  private syncTimer: unknown = null;
  private tickTimer: unknown = null;
  private stopWatchingVisibility: (() => void) | null = null;

  constructor(private readonly options: ServerClockOptions) {
    this.now = options.now ?? (() => Date.now());
    this.timers = options.timers ?? systemTimers;
    this.visibility = options.visibility ?? documentVisibility();
    this.intervalMs = options.intervalMs ?? TIME_SYNC_INTERVAL_MS;
    this.retryMs = options.retryMs ?? TIME_SYNC_RETRY_MS;
  }

  /** Whether a sync has answered yet; before that serverNow() is the local clock. */
  get synced(): boolean {
    return this.offsetMs !== null;
  }

  /** The server's real time now, ms since 1970. */
  serverNow(): number {
    return this.now() + (this.offsetMs ?? 0);
  }

  /** The world's time at this instant. */
  gameTime(): GameTimeState {
    return gameTimeState(this.serverNow());
  }

  /** The game time as of the last tick or sync, one object per game minute (for useSyncExternalStore); null before the first sync. */
  readonly getSnapshot = (): GameTimeState | null => this.snapshot;

  /** Called on each new snapshot: a new game minute, a new weather, or a sync that moved the clock. */
  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Called after every answered sync (the first, then every interval and on showing again). */
  readonly onSynced = (listener: () => void): (() => void) => {
    this.syncListeners.add(listener);
    return () => this.syncListeners.delete(listener);
  };

  start(): void {
    if (this.running) return;
    this.running = true;
    this.stopWatchingVisibility = this.visibility.onChange(this.onVisibilityChange);
    if (!this.visibility.isHidden()) void this.syncNow();
  }

  stop(): void {
    if (!this.running) return;
    this.running = false;
    this.generation += 1;
    this.inFlight = null;
    this.pause();
    this.stopWatchingVisibility?.();
    this.stopWatchingVisibility = null;
  }

  /** Syncs at once (a sync already under way is shared) and schedules the next. */
  syncNow(): Promise<void> {
    if (!this.running) return Promise.resolve();
    this.inFlight ??= this.runSync();
    return this.inFlight;
  }

  private async runSync(): Promise<void> {
    const generation = this.generation;
    this.clearSyncTimer();
    const sentAt = this.now();
    let next = this.retryMs;
    try {
      const { serverTime } = await this.options.sync(sentAt);
      if (generation !== this.generation) return;
      const receivedAt = this.now();
      // The server read its clock somewhere in the round trip: the middle is the best guess.
      this.offsetMs = serverTime - (sentAt + receivedAt) / 2;
      next = this.intervalMs;
      this.refresh();
      for (const listener of [...this.syncListeners]) listener();
    } catch {
      // The clock runs on its last offset until a sync answers.
    } finally {
      if (generation === this.generation) {
        this.inFlight = null;
        if (this.running && !this.visibility.isHidden()) {
          this.syncTimer = this.timers.setTimeout(() => void this.syncNow(), next);
          this.scheduleTick();
        }
      }
    }
  }

  private readonly onVisibilityChange = (): void => {
    if (!this.running) return;
    if (this.visibility.isHidden()) {
      this.pause();
      return;
    }
    this.refresh();
    void this.syncNow();
  };

  private pause(): void {
    this.clearSyncTimer();
    if (this.tickTimer !== null) this.timers.clearTimeout(this.tickTimer);
    this.tickTimer = null;
  }

  private clearSyncTimer(): void {
    if (this.syncTimer !== null) this.timers.clearTimeout(this.syncTimer);
    this.syncTimer = null;
  }

  /** The next tick falls just after the next game minute begins. */
  private scheduleTick(): void {
    if (this.tickTimer !== null) this.timers.clearTimeout(this.tickTimer);
    this.tickTimer = null;
    if (this.offsetMs === null) return;
    const intoMinute = ((gameTimeAt(this.serverNow()) % GAME_MINUTE_MS) + GAME_MINUTE_MS) % GAME_MINUTE_MS;
    const delay = Math.ceil((GAME_MINUTE_MS - intoMinute) / GAME_TIME_ACCELERATION) + TICK_MARGIN_MS;
    this.tickTimer = this.timers.setTimeout(() => {
      this.tickTimer = null;
      this.refresh();
      this.scheduleTick();
    }, delay);
  }

  private refresh(): void {
    if (this.offsetMs === null) return;
    const state = gameTimeState(this.serverNow());
    if (this.snapshot && sameMinute(this.snapshot, state)) return;
    this.snapshot = state;
    for (const listener of [...this.listeners]) listener();
  }
}

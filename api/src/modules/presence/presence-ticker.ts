import { PRESENCE_TICK_HZ } from '@silkroad/shared';
import type { Logger } from '../../logger';
import type { PresenceStats } from './presence-control';
import { TICK_SLICES, type PresenceWorld } from './presence-world';

/** The presence loop runs a slice of the tick this often (PresenceWorld.slice). */
const SLICE_MS = 1000 / PRESENCE_TICK_HZ / TICK_SLICES;

type TickerStats = Pick<PresenceStats, 'slices' | 'sliceMs' | 'longestSliceMs' | 'messages' | 'updates'>;

/**
 * Sends the world's news: runs its tick a slice at a time (PresenceWorld.slice) while there is
 * any. Slices run on a fixed schedule, not a fixed gap: an interval timer restarts after each
 * run, so a busy tick would stretch every later one. With nothing to send they stop until the
 * next move (`wake`): an idle server (the desktop's offline one, a quiet night) would otherwise
 * wake up every few milliseconds for nothing.
 */
export class PresenceTicker {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private nextSliceAt = 0;
  private stopped = false;

  constructor(
    private readonly world: PresenceWorld,
    private readonly stats: TickerStats,
    private readonly logger: Logger,
  ) {}

  /** The world has news: slices run again if they had stopped. Bound, as it is handed out as a callback. */
  readonly wake = (): void => {
    if (this.timer === undefined && !this.stopped) this.schedule(performance.now() + SLICE_MS);
  };

  stop(): void {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
  }

  private schedule(at: number): void {
    this.nextSliceAt = at;
    this.timer = setTimeout(this.runSlice, Math.max(0, at - performance.now()));
    // The loop must not keep a process alive that has nothing else to do (tests, the desktop shell).
    this.timer.unref();
  }

  private readonly runSlice = (): void => {
    this.timer = undefined;
    if (this.stopped) return;
    const { stats } = this;
    const started = performance.now();
    try {
      const report = this.world.slice();
      stats.messages += report.messages;
      stats.updates += report.updates;
    } catch (error) {
      // One bad slice must not stop presence for everyone: the next one runs regardless.
      this.logger.error({ err: error }, 'presence slice failed');
    }
    const now = performance.now();
    stats.slices += 1;
    stats.sliceMs += now - started;
    stats.longestSliceMs = Math.max(stats.longestSliceMs, now - started);
    if (!this.world.pending) return;
    // More than a tick behind (a stalled process): carry on from now rather than rush to catch up.
    this.schedule(this.nextSliceAt + SLICE_MS < now - SLICE_MS * TICK_SLICES ? now + SLICE_MS : this.nextSliceAt + SLICE_MS);
  };
}

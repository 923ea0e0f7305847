import type { DebugStats } from '../bus/game-bus';

/** The readout changes four times a second: often enough to follow, calm enough to read. */
export const DEBUG_STATS_INTERVAL_MS = 250;

/**
 * Feeds the debug readout (Settings, debug mode) while it is on: the frame rate and the local
 * player's position, a few times a second rather than every frame, as each one re-renders React.
 */
export class DebugStatsFeed {
  private enabled = false;
  private sinceLast = 0;

  constructor(
    private readonly read: () => DebugStats | null,
    private readonly emit: (stats: DebugStats) => void,
  ) {}

  setEnabled(enabled: boolean): void {
    // Switched on, the readout fills at the next frame instead of a quarter-second later.
    if (enabled && !this.enabled) this.sinceLast = DEBUG_STATS_INTERVAL_MS;
    this.enabled = enabled;
  }

  get isEnabled(): boolean {
    return this.enabled;
  }

  step(elapsedMs: number): void {
    if (!this.enabled) return;
    this.sinceLast += Math.max(0, elapsedMs);
    if (this.sinceLast < DEBUG_STATS_INTERVAL_MS) return;
    const stats = this.read();
    if (!stats) return;
    this.sinceLast = 0;
    this.emit(stats);
  }
}

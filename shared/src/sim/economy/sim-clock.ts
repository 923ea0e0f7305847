import { REAL_EPOCH_MS } from '../../rules/game-clock';

/**
 * The injected clock of a simulated run: real time in ms, moved only by the strategy's own
 * actions (a trade, a walk, a journey, a wait), so a week of play runs in a moment and replays
 * the same. It starts at the game calendar's epoch (dawn of a spring day).
 */
export class SimClock {
  private current: number;

  constructor(start = REAL_EPOCH_MS) {
    this.current = start;
  }

  now(): number {
    return this.current;
  }

  advance(ms: number): void {
    if (!Number.isFinite(ms) || ms < 0) throw new RangeError(`cannot advance the clock by ${ms}`);
    this.current += ms;
  }

  /** Moves to `at` if it is still to come. */
  advanceTo(at: number): void {
    if (at > this.current) this.current = at;
  }
}

import { MOVE_SEND_INTERVAL_MS, MOVE_SEND_MIN_DISTANCE_PX } from '@silkroad/shared';

export interface Point {
  x: number;
  y: number;
}

/** send now; or hold the position and ask to be flushed in `waitMs`; or nothing worth sending. */
export type MoveDecision = { kind: 'send'; position: Point } | { kind: 'wait'; waitMs: number } | { kind: 'skip' };

/**
 * The client reports its position at most every 100 ms and, while walking, only after it moved
 * more than 5 px from the last report (spec 000 §9). A move inside the interval is held, not
 * dropped; so is a last step under 5 px, which is sent once the interval has passed without a
 * bigger one: the server (and everyone watching) always learns where the player finally stopped.
 */
export class MoveThrottle {
  private lastSent: Point | null = null;
  private lastSentAt = Number.NEGATIVE_INFINITY;
  private pending: Point | null = null;

  constructor(
    private readonly intervalMs: number = MOVE_SEND_INTERVAL_MS,
    private readonly minDistancePx: number = MOVE_SEND_MIN_DISTANCE_PX,
  ) {}

  offer(position: Point, now: number): MoveDecision {
    if (this.isLastSent(position)) {
      this.pending = null;
      return { kind: 'skip' };
    }
    const elapsed = now - this.lastSentAt;
    if (this.movedEnough(position) && elapsed >= this.intervalMs) return this.send(position, now);
    // A small step waits a whole interval: if the player walks on, a bigger move replaces it.
    this.pending = position;
    return { kind: 'wait', waitMs: this.movedEnough(position) ? this.intervalMs - elapsed : Math.max(this.intervalMs, this.intervalMs - elapsed) };
  }

  /** Called when a held position's wait is over: it is sent, however small, once the interval allows. */
  flush(now: number): MoveDecision {
    const pending = this.pending;
    if (!pending || this.isLastSent(pending)) return { kind: 'skip' };
    const elapsed = now - this.lastSentAt;
    if (elapsed >= this.intervalMs) return this.send(pending, now);
    return { kind: 'wait', waitMs: this.intervalMs - elapsed };
  }

  /** The server already knows this position (connection established, correction): count it as sent. */
  acknowledge(position: Point): void {
    this.lastSent = { x: position.x, y: position.y };
    this.pending = null;
  }

  /** Forget everything, e.g. after a reconnect: the next real move is sent at once. */
  reset(): void {
    this.lastSent = null;
    this.lastSentAt = Number.NEGATIVE_INFINITY;
    this.pending = null;
  }

  private isLastSent(position: Point): boolean {
    return this.lastSent !== null && position.x === this.lastSent.x && position.y === this.lastSent.y;
  }

  private movedEnough(position: Point): boolean {
    if (!this.lastSent) return true;
    return Math.hypot(position.x - this.lastSent.x, position.y - this.lastSent.y) > this.minDistancePx;
  }

  private send(position: Point, now: number): MoveDecision {
    this.lastSent = { x: position.x, y: position.y };
    this.lastSentAt = now;
    this.pending = null;
    return { kind: 'send', position: this.lastSent };
  }
}

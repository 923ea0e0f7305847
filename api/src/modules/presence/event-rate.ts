import type { RateLimitRule } from '@silkroad/shared';

/**
 * A budget of one session's events (RATE_LIMITS.move for `player-move`, RATE_LIMITS.ping),
 * counted in the session itself. A player's events all arrive on its one socket, in one process, so a counter beside the socket
 * is exact, and it costs a comparison instead of a trip through the shared limiter for each of
 * thousands of moves a second. Fixed windows as in the shared limiter: a window opens with the
 * first move after the last one ended, and refused moves count too, so flooding faster never
 * gets more through.
 */
export class EventRate {
  private windowStart = -Infinity;
  private used = 0;

  /** @param rule the per-player rule; without one every move is allowed. */
  constructor(private readonly rule: RateLimitRule | undefined) {}

  /** Counts an event at `now` (ms) and says whether it is within the budget. */
  take(now: number): boolean {
    if (!this.rule) return true;
    if (now - this.windowStart >= this.rule.durationMs) {
      this.windowStart = now;
      this.used = 0;
    }
    this.used += 1;
    return this.used <= this.rule.points;
  }
}

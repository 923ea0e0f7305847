/** At most `count` events in any window of `windowMs`. */
export interface RateRule {
  count: number;
  windowMs: number;
}

/**
 * Sliding-window admission: the event at `now` is admitted when fewer than `rule.count` earlier
 * admitted events lie within the last `rule.windowMs`. Returns the history to keep (admitted
 * events still inside the window); refused events are not recorded, so a flood does not extend
 * its own ban.
 */
export function admitInWindow(history: readonly number[], now: number, rule: RateRule): { admitted: boolean; history: number[] } {
  const recent = history.filter((at) => at > now - rule.windowMs);
  if (recent.length >= rule.count) return { admitted: false, history: recent };
  recent.push(now);
  return { admitted: true, history: recent };
}

/** One sliding window per key (a player, an address). Time is passed in, so tests need no sleep. */
export class KeyedRateLimiter {
  private readonly histories = new Map<string, number[]>();

  constructor(private readonly rule: RateRule) {}

  tryTake(key: string, now: number): boolean {
    const { admitted, history } = admitInWindow(this.histories.get(key) ?? [], now, this.rule);
    this.histories.set(key, history);
    return admitted;
  }

  /** Forgets keys whose window has passed, so the map does not grow with every visitor ever seen. */
  sweep(now: number): void {
    for (const [key, history] of this.histories) {
      const last = history[history.length - 1];
      if (last === undefined || last <= now - this.rule.windowMs) this.histories.delete(key);
    }
  }

  get size(): number {
    return this.histories.size;
  }
}

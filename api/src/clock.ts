/** The server's notion of now, injectable so tests can move time without sleeping. */
export interface Clock {
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that only moves when told to. */
export class ManualClock implements AdjustableClock {
  constructor(private current = Date.UTC(2026, 0, 1)) {}
  now(): number {
    return this.current;
  }
  advance(ms: number): void {
    this.current += ms;
  }
  set(ms: number): void {
    this.current = ms;
  }
}

/** A clock that development servers and tests can move forward (POST /api/dev/clock). */
export interface AdjustableClock extends Clock {
  advance(ms: number): void;
}

export function isAdjustable(clock: Clock): clock is AdjustableClock {
  return typeof (clock as Partial<AdjustableClock>).advance === 'function';
}

/**
 * Real time plus however far it has been moved forward: a development server's clock, so testers
 * grow crops and respawn nodes without waiting. Never behind real time, so nothing stored with a
 * timestamp ever sees time run backwards.
 */
export class OffsetClock implements AdjustableClock {
  private offsetMs = 0;
  constructor(private readonly base: Clock = systemClock) {}
  now(): number {
    return this.base.now() + this.offsetMs;
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

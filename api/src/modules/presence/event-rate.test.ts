import { describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '@silkroad/shared';
import { EventRate } from './event-rate';

const rule = RATE_LIMITS.move.perUser;

function allowedOf(rate: EventRate, count: number, now: number): number {
  let allowed = 0;
  for (let i = 0; i < count; i += 1) if (rate.take(now)) allowed += 1;
  return allowed;
}

describe('EventRate', () => {
  it('allows the table’s number of moves per window and refuses the rest', () => {
    const rate = new EventRate(rule);
    expect(allowedOf(rate, rule.points + 10, 1_000)).toBe(rule.points);
  });

  it('opens a new window once the last one has run its length', () => {
    const rate = new EventRate(rule);
    expect(allowedOf(rate, rule.points, 1_000)).toBe(rule.points);
    expect(rate.take(1_000 + rule.durationMs - 1)).toBe(false);
    expect(allowedOf(rate, rule.points + 1, 1_000 + rule.durationMs)).toBe(rule.points);
  });

  it('counts refused moves too, and starts the window at the first move after a pause', () => {
    const rate = new EventRate({ points: 2, durationMs: 100 });
    expect([rate.take(0), rate.take(10), rate.take(20)]).toEqual([true, true, false]);
    expect(rate.take(150)).toBe(true);
    expect(rate.take(240)).toBe(true);
    expect(rate.take(249)).toBe(false);
    expect(rate.take(250)).toBe(true);
  });

  it('allows everything when the table has no per-player rule', () => {
    expect(allowedOf(new EventRate(undefined), 1_000, 0)).toBe(1_000);
  });
});

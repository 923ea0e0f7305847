import { describe, expect, it } from 'vitest';
import { formatTimeLeft } from './time-left';

describe('formatTimeLeft', () => {
  const now = 1_000_000;
  it('reads days, hours and minutes, and Overdue once past', () => {
    expect(formatTimeLeft(now + (2 * 24 + 4) * 3_600_000 + 60_000, now)).toBe('2d 4h left');
    expect(formatTimeLeft(now + 3 * 3_600_000 + 12 * 60_000, now)).toBe('3h 12m left');
    expect(formatTimeLeft(now + 20_000, now)).toBe('1m left');
    expect(formatTimeLeft(now, now)).toBe('Overdue');
  });
});

import { describe, expect, it } from 'vitest';
import { needsRefresh, refreshDelayMs } from './token-refresh';

describe('token refresh schedule', () => {
  const now = 1_000_000;

  it('refreshes a minute before expiry', () => {
    expect(refreshDelayMs(now + 15 * 60_000, now)).toBe(14 * 60_000);
  });

  it('refreshes at once when the token is inside the lead or already expired', () => {
    expect(refreshDelayMs(now + 30_000, now)).toBe(0);
    expect(refreshDelayMs(now - 1, now)).toBe(0);
    expect(refreshDelayMs(Number.NaN, now)).toBe(0);
    expect(needsRefresh(now + 59_999, now)).toBe(true);
    expect(needsRefresh(now + 61_000, now)).toBe(false);
  });

  it('never asks for a timer longer than setTimeout can hold', () => {
    expect(refreshDelayMs(now + 365 * 86_400_000, now)).toBe(2_147_483_647);
  });
});

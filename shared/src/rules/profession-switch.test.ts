import { describe, expect, it } from 'vitest';
import { professionSwitchStatus, professionSwitchText, professionSwitchWaitMs, SWITCH_WAIT_MS_PER_LEVEL_SQUARED } from './profession-switch';

const HOUR = 3_600_000;
const T0 = 1_000_000_000;

describe('switching profession (002 §4, §9): wait the square of the new profession’s level, in hours', () => {
  it('waits level squared hours', () => {
    expect(SWITCH_WAIT_MS_PER_LEVEL_SQUARED).toBe(HOUR);
    expect([1, 2, 3, 10].map((level) => professionSwitchWaitMs(level) / HOUR)).toEqual([1, 4, 9, 100]);
  });

  it('lets the first profession be chosen freely', () => {
    expect(professionSwitchStatus({ current: null, currentLevel: 1, since: null, target: 'mining', now: T0 })).toEqual({ allowed: true, requiredMs: 0, completedMs: 0, remainingMs: 0, reason: null });
  });

  it('shows required, completed and remaining hours while waiting', () => {
    // Mining at level 3 since T0: 9 h required; 4 h later, 5 h remain.
    const status = professionSwitchStatus({ current: 'mining', currentLevel: 3, since: T0, target: 'alchemy', now: T0 + 4 * HOUR });
    expect(status).toEqual({ allowed: false, requiredMs: 9 * HOUR, completedMs: 4 * HOUR, remainingMs: 5 * HOUR, reason: 'Cannot switch yet' });
    expect(professionSwitchText(status)).toBe('Cannot switch yet: required 9.0 h, completed 4.0 h, remaining 5.0 h');
  });

  it('rounds what is left up, so a wait never reads as over before it is', () => {
    const status = professionSwitchStatus({ current: 'mining', currentLevel: 3, since: T0, target: 'alchemy', now: T0 + 8.96 * HOUR });
    expect(professionSwitchText(status)).toBe('Cannot switch yet: required 9.0 h, completed 8.9 h, remaining 0.1 h');
  });

  it('allows the switch once the wait is over', () => {
    const status = professionSwitchStatus({ current: 'mining', currentLevel: 3, since: T0, target: 'alchemy', now: T0 + 9 * HOUR });
    expect(status).toMatchObject({ allowed: true, remainingMs: 0, completedMs: 9 * HOUR, reason: null });
    expect(professionSwitchText(status)).toBe('You can switch profession now');
  });

  it('never switches to the profession already held', () => {
    const status = professionSwitchStatus({ current: 'mining', currentLevel: 1, since: T0, target: 'mining', now: T0 + 100 * HOUR });
    expect(status).toMatchObject({ allowed: false, reason: 'This is already your profession' });
    expect(professionSwitchText(status)).toBe('This is already your profession');
  });
});

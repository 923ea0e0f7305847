import { describe, expect, it } from 'vitest';
import { coinsToCopper, copperToCoins, formatCoins } from './currency';

describe('currency: 100 copper = 1 silver, 100 silver = 1 gold', () => {
  it('splits copper into coins, largest first', () => {
    expect(copperToCoins(1_010_000)).toEqual({ gold: 101, silver: 0, copper: 0 });
    expect(copperToCoins(10_203)).toEqual({ gold: 1, silver: 2, copper: 3 });
    expect(copperToCoins(0)).toEqual({ gold: 0, silver: 0, copper: 0 });
  });

  it('round-trips', () => {
    for (const amount of [0, 1, 99, 100, 9_999, 10_000, 1_234_567]) expect(coinsToCopper(copperToCoins(amount))).toBe(amount);
  });

  it('refuses negative, fractional and unsafe amounts', () => {
    expect(() => copperToCoins(-1)).toThrow(RangeError);
    expect(() => copperToCoins(1.5)).toThrow(RangeError);
    expect(() => copperToCoins(Number.MAX_SAFE_INTEGER + 2)).toThrow(RangeError);
  });

  it('formats as g s c, leaving out zero parts', () => {
    expect(formatCoins(1_010_000)).toBe('101g');
    expect(formatCoins(1_020_304)).toBe('102g 3s 4c');
    expect(formatCoins(5)).toBe('5c');
    expect(formatCoins(0)).toBe('0c');
    expect(formatCoins(10_005)).toBe('1g 5c');
  });
});

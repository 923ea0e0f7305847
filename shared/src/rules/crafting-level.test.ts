import { describe, expect, it } from 'vitest';
import { craftingLevel, craftingXpForLevel } from './crafting-level';

describe('crafting level (002 §9): floor(sqrt(xp / 100)) + 1', () => {
  it('rises at 100, 400, 900 ... experience', () => {
    expect([0, 99, 100, 399, 400, 899, 900, 8099, 8100].map(craftingLevel)).toEqual([1, 1, 2, 2, 3, 3, 4, 9, 10]);
    expect(craftingLevel(-50)).toBe(1);
  });

  it('inverts to the least experience of a level: 100 x (level - 1)^2', () => {
    expect([1, 2, 3, 5, 10].map(craftingXpForLevel)).toEqual([0, 100, 400, 1600, 8100]);
    for (let level = 1; level <= 30; level++) {
      expect(craftingLevel(craftingXpForLevel(level))).toBe(level);
      if (level > 1) expect(craftingLevel(craftingXpForLevel(level) - 1)).toBe(level - 1);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { PROFESSION_MAX_LEVEL, professionLevelForXp, professionProgress, professionXpToNext } from './profession-level';

describe('profession levels', () => {
  it('needs (L-1)*150+100 experience from level L to L+1', () => {
    expect([1, 2, 3, 4].map(professionXpToNext)).toEqual([100, 250, 400, 550]);
  });

  it('derives the level from the running total, carrying the excess over', () => {
    expect(professionProgress(0)).toEqual({ level: 1, current: 0, needed: 100 });
    expect(professionProgress(99)).toEqual({ level: 1, current: 99, needed: 100 });
    expect(professionProgress(100)).toEqual({ level: 2, current: 0, needed: 250 });
    expect(professionProgress(365)).toEqual({ level: 3, current: 15, needed: 400 });
    expect(professionLevelForXp(750)).toBe(4);
    expect(professionLevelForXp(-5)).toBe(1);
  });

  it('stops at the maximum level; the experience beyond it still counts', () => {
    // Levels 1..19 need 100 + 250 + ... + 2800 = 19*100 + 150*(0+1+...+18) = 1900 + 25650 = 27550.
    expect(professionLevelForXp(27_549)).toBe(19);
    expect(professionProgress(27_550)).toEqual({ level: PROFESSION_MAX_LEVEL, current: 0, needed: 2950 });
    expect(professionProgress(1_000_000)).toMatchObject({ level: 20, current: 1_000_000 - 27_550 });
  });
});

import { describe, expect, it } from 'vitest';
import { experienceForLevel, levelProgress, playerLevelForXp } from './level';

describe('player level = floor(sqrt(xp / 50)) + 1', () => {
  it.each([
    [0, 1],
    [49, 1],
    [50, 2],
    [199, 2],
    [200, 3],
    [450, 4],
    [5_000, 11],
  ])('%i XP is level %i', (xp, level) => {
    expect(playerLevelForXp(xp)).toBe(level);
  });

  it('experienceForLevel is where each level begins', () => {
    for (let level = 1; level < 30; level++) {
      expect(playerLevelForXp(experienceForLevel(level))).toBe(level);
      expect(playerLevelForXp(experienceForLevel(level + 1) - 1)).toBe(level);
    }
  });

  it('progress counts from the start of the current level; XP to next is level squared times 50 from 0', () => {
    expect(levelProgress(0)).toEqual({ level: 1, current: 0, needed: 50 });
    expect(levelProgress(120)).toEqual({ level: 2, current: 70, needed: 150 });
  });
});

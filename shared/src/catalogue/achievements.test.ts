import { describe, expect, it } from 'vitest';
import { ACHIEVEMENT_CATEGORIES, ACHIEVEMENTS, achievementProgress, reachedAchievements } from './achievements';
import { emptyStatistics, STATISTIC_KEYS } from '../rules/statistics';
import { COPPER_PER_GOLD } from '../rules/currency';

describe('the achievements (issue 21)', () => {
  it('keep the spec’s five with their goals, and cover every category with at least 25 in all', () => {
    const byId = new Map(ACHIEVEMENTS.map((a) => [a.id, a]));
    expect(byId.size).toBe(ACHIEVEMENTS.length);
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(25);
    expect(byId.get('first_trade')).toMatchObject({ statistic: 'tradesMade', goal: 1, category: 'Trading' });
    expect(byId.get('silk_merchant')).toMatchObject({ statistic: 'silkTraded', goal: 1000 });
    expect(byId.get('master_alchemist')).toMatchObject({ statistic: 'alchemyLevel', goal: 10, category: 'Professions' });
    expect(byId.get('world_traveler')).toMatchObject({ statistic: 'citiesVisited', goal: 4, category: 'Exploration' });
    expect(byId.get('gold_hoarder')).toMatchObject({ statistic: 'purseCopper', goal: 10_000 * COPPER_PER_GOLD, category: 'Wealth' });
    for (const category of ACHIEVEMENT_CATEGORIES) expect(ACHIEVEMENTS.filter((a) => a.category === category).length).toBeGreaterThanOrEqual(6);
  });

  it('each measures a statistic the server counts, with a positive goal and whole rewards', () => {
    for (const a of ACHIEVEMENTS) {
      expect(STATISTIC_KEYS).toContain(a.statistic);
      expect(a.goal).toBeGreaterThan(0);
      expect(Number.isSafeInteger(a.rewards.copper) && a.rewards.copper >= 0).toBe(true);
      expect(Number.isSafeInteger(a.rewards.experience) && a.rewards.experience >= 0).toBe(true);
    }
  });

  it('progress is the statistic capped at the goal; reached is at or past it', () => {
    const stats = { ...emptyStatistics(), tradesMade: 7 };
    const first = ACHIEVEMENTS.find((a) => a.id === 'first_trade')!;
    const regular = ACHIEVEMENTS.find((a) => a.id === 'regular_at_the_bazaar')!;
    expect(achievementProgress(first, stats)).toBe(1);
    expect(achievementProgress(regular, stats)).toBe(7);
    expect(reachedAchievements(stats).map((a) => a.id)).toEqual(['first_trade']);
    expect(reachedAchievements(emptyStatistics())).toEqual([]);
  });
});

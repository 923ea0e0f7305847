import { ACHIEVEMENTS, CHARACTER_RESET_COOLDOWN_MS } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { achievementsFixture, UNLOCKED_AT } from '../../net/progress-fixture';
import { skillCards } from './skill-cards';
import {
  achievementProgressText,
  activityIcon,
  agoText,
  countsCopper,
  filterAchievements,
  filterCount,
  formatStatistic,
  rewardText,
  startOverState,
  tabAfterKey,
  unlockedText,
} from './stats-texts';

describe('the Player Stats window’s tabs', () => {
  it('the arrows walk the tabs round, Home and End go to the ends, other keys are not theirs', () => {
    expect(tabAfterKey('overview', 'ArrowRight')).toBe('skills');
    expect(tabAfterKey('statistics', 'ArrowRight')).toBe('overview');
    expect(tabAfterKey('overview', 'ArrowLeft')).toBe('statistics');
    expect(tabAfterKey('achievements', 'Home')).toBe('overview');
    expect(tabAfterKey('skills', 'End')).toBe('statistics');
    expect(tabAfterKey('skills', 'c')).toBeNull();
  });
});

describe('a statistic in its format', () => {
  it('counts with thousands, copper as coins, distance in leagues, time played in hours and minutes, days', () => {
    expect(formatStatistic(1, 'count')).toBe('1');
    expect(formatStatistic(12_345, 'count')).toBe('12,345');
    expect(formatStatistic(1_012_345, 'copper')).toBe('101g 23s 45c');
    expect(formatStatistic(0, 'copper')).toBe('0c');
    expect(formatStatistic(1, 'distance')).toBe('1 league');
    expect(formatStatistic(150, 'distance')).toBe('150 leagues');
    expect(formatStatistic(3_900_000, 'duration')).toBe('1 h 5 min');
    expect(formatStatistic(59_000, 'duration')).toBe('0 min');
    expect(formatStatistic(1, 'days')).toBe('1 day');
    expect(formatStatistic(0, 'days')).toBe('0 days');
  });
});

describe('the achievements’ filters', () => {
  const { achievements } = achievementsFixture();

  it('All shows every achievement; a category only its own', () => {
    expect(filterAchievements(achievements, 'All')).toHaveLength(ACHIEVEMENTS.length);
    for (const category of ['Trading', 'Professions', 'Exploration', 'Wealth'] as const) {
      const shown = filterAchievements(achievements, category);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((achievement) => achievement.category === category)).toBe(true);
      expect(shown).toHaveLength(ACHIEVEMENTS.filter((definition) => definition.category === category).length);
    }
  });

  it('puts the unlocked first, then the nearest to done', () => {
    const trading = filterAchievements(achievements, 'Trading');
    expect(trading[0]?.id).toBe('first_trade');
    expect(trading[1]?.id).toBe('silk_merchant');
    expect(filterCount(achievements, 'Trading')).toBe(`1 / ${ACHIEVEMENTS.filter((definition) => definition.category === 'Trading').length}`);
    expect(filterCount(achievements, 'Wealth')).toMatch(/^0 \/ \d+$/);
  });
});

describe('an achievement’s words', () => {
  it('progress as a count, or in coins for a goal of copper, never past the goal', () => {
    expect(achievementProgressText({ progress: 250, maxProgress: 1_000 }, false)).toBe('250 / 1,000');
    expect(achievementProgressText({ progress: 3, maxProgress: 1 }, false)).toBe('1 / 1');
    expect(countsCopper('gold_hoarder')).toBe(true);
    expect(countsCopper('big_sale')).toBe(true);
    expect(countsCopper('first_trade')).toBe(false);
    expect(achievementProgressText({ progress: 30_000, maxProgress: 100_000 }, true)).toBe('3g / 10g');
  });

  it('the reward in a line, and the day it was unlocked', () => {
    expect(rewardText({ experience: 25, copper: 5_000 })).toBe('25 XP · 50s');
    expect(rewardText({ experience: 2_000, copper: 0 })).toBe('2,000 XP');
    expect(rewardText({ experience: 0, copper: 0 })).toBe('No reward');
    // Midday UTC: the same calendar day wherever the test runs.
    expect(unlockedText(UNLOCKED_AT)).toBe('Unlocked 27 Nov 2026');
  });
});

describe('the activity feed', () => {
  it('says how long ago, in the largest whole unit', () => {
    const now = 10 * 86_400_000;
    expect(agoText(now - 20_000, now)).toBe('just now');
    expect(agoText(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(agoText(now - 3 * 3_600_000, now)).toBe('3 h ago');
    expect(agoText(now - 86_400_000, now)).toBe('1 day ago');
    expect(agoText(now - 3 * 86_400_000, now)).toBe('3 days ago');
    // A server clock a little ahead of ours is not "in the future".
    expect(agoText(now + 5_000, now)).toBe('just now');
  });

  it('marks each kind, and a kind it does not know with a dot', () => {
    expect(activityIcon('achievement')).toBe('trophy');
    expect(activityIcon('market-buy')).toBe('coins');
    expect(activityIcon('farm-harvest')).toBe('leaf');
    expect(activityIcon('something-new')).toBe('dot');
  });
});

describe('Start over', () => {
  const now = 1_000_000_000;

  it('is open when the server says so (null) or the time has come', () => {
    expect(startOverState(null, now)).toEqual({ available: true, note: `Begin again at level 1. Once every ${CHARACTER_RESET_COOLDOWN_MS / 60_000} minutes.` });
    expect(startOverState(now, now).available).toBe(true);
  });

  it('waits out the cooldown, saying when it is back in whole minutes', () => {
    expect(startOverState(now + 42 * 60_000, now)).toEqual({ available: false, note: 'Available again in 42 minutes' });
    expect(startOverState(now + 41 * 60_000 + 1, now).note).toBe('Available again in 42 minutes');
    expect(startOverState(now + 30_000, now).note).toBe('Available again in 1 minute');
    expect(startOverState(now + CHARACTER_RESET_COOLDOWN_MS, now).note).toBe('Available again in 60 minutes');
    // A clock read a moment before the reset still says the whole cooldown, not a minute more.
    expect(startOverState(now + CHARACTER_RESET_COOLDOWN_MS + 5_000, now).note).toBe('Available again in 60 minutes');
  });
});

describe('the skill cards', () => {
  it('has the six skills in order, each with its XP toward the next level (level × 100)', () => {
    const cards = skillCards({ trading: { level: 3, experience: 120 } });
    expect(cards.map((card) => card.id)).toEqual(['trading', 'diplomacy', 'navigation', 'linguistics', 'appraisal', 'negotiation']);
    expect(cards[0]).toMatchObject({ name: 'Trading', level: 3, current: 120, needed: 300 });
    // A skill a saved character lacks starts at level 1.
    expect(cards[1]).toMatchObject({ name: 'Diplomacy', level: 1, current: 0, needed: 100 });
  });
});

import { ACHIEVEMENTS, achievementsView, emptyStatistics, startingSkills, type AchievementsView, type PlayerData, type PlayerStatsView } from '@silkroad/shared';

/**
 * Test support: a player as the server sends it, the Player Stats window's view of them, and the
 * achievements with First Trade unlocked. Override what a test is about.
 */
export function playerFixture(overrides: Partial<PlayerData> = {}): PlayerData {
  return {
    playerId: 'p-1',
    username: 'marco',
    inGameName: 'Marco Polo',
    level: 2,
    experience: 75,
    reputation: 3,
    totalCopper: 1_012_345,
    gold: 101,
    silver: 23,
    copper: 45,
    currency: { copper: 45, silver: 23, gold: 101, goldCoins: 0 },
    inventory: { silk: 4, amber: 2 },
    startingRole: 'TRADER',
    createdAt: '2026-11-01T12:00:00.000Z',
    location: { x: 400, y: 300, cityId: 1, name: 'Constantinople' },
    skills: { ...startingSkills(), trading: { level: 3, experience: 120 } },
    health: 100,
    profession: null,
    roadFlags: [],
    ...overrides,
  };
}

export const UNLOCKED_AT = Date.UTC(2026, 10, 27, 12, 0);

export function statsFixture(overrides: Partial<PlayerStatsView> = {}): PlayerStatsView {
  return {
    overview: {
      name: 'Marco Polo',
      level: 2,
      experience: 75,
      reputation: 3,
      totalCopper: 1_012_345,
      itemKinds: 2,
      professions: [
        { id: 'alchemy', level: 2 },
        { id: 'blacksmithing', level: 1 },
      ],
      achievementsUnlocked: 1,
      achievementsTotal: ACHIEVEMENTS.length,
    },
    statistics: { ...emptyStatistics(), tradesMade: 1, unitsBought: 3, copperSpent: 12_345, roadDistance: 45, playedMs: 3_900_000, daysSinceJoining: 1, sessions: 2 },
    activity: [
      { at: UNLOCKED_AT, text: 'Achievement unlocked: First Trade', kind: 'achievement' },
      { at: UNLOCKED_AT - 60_000, text: 'Bought 3 Amber in Constantinople for 1g 23s 45c', kind: 'market-buy' },
    ],
    resetAvailableAt: null,
    ...overrides,
  };
}

export function achievementsFixture(): AchievementsView {
  // Silk Merchant a quarter of the way; First Trade unlocked.
  return achievementsView({ ...emptyStatistics(), silkTraded: 250 }, new Map([['first_trade', UNLOCKED_AT]]));
}

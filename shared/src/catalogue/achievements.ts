/**
 * The achievements (spec 002 §3 "Achievement": id, name, description, icon, category (Trading,
 * Professions, Exploration, Wealth), progress, maxProgress, rewards {experience, copper}). The
 * spec's five keep their ids and goals; the others cover every system of the game (issue 21).
 * Each measures one statistic the server counts (rules/statistics.ts) against a goal; the server
 * unlocks it when the statistic reaches the goal and pays its reward once, through the ledger.
 * Names, goals and rewards of ours are recorded in docs/decisions.md "Achievements".
 */
import { COPPER_PER_GOLD, COPPER_PER_SILVER } from '../rules/currency';
import type { StatisticKey } from '../rules/statistics';
import type { AchievementsView } from '../protocol/progress';

export const ACHIEVEMENT_CATEGORIES = ['Trading', 'Professions', 'Exploration', 'Wealth'] as const;
export type AchievementCategory = (typeof ACHIEVEMENT_CATEGORIES)[number];

export interface AchievementDefinition {
  id: string;
  name: string;
  description: string;
  icon: string;
  category: AchievementCategory;
  /** The statistic it measures, and the goal it must reach (maxProgress). */
  statistic: StatisticKey;
  goal: number;
  rewards: { experience: number; copper: number };
}

const silver = (n: number) => n * COPPER_PER_SILVER;
const gold = (n: number) => n * COPPER_PER_GOLD;

export const ACHIEVEMENTS: readonly AchievementDefinition[] = [
  // Trading
  { id: 'first_trade', name: 'First Trade', description: 'Make your first trade at a market.', icon: '🤝', category: 'Trading', statistic: 'tradesMade', goal: 1, rewards: { experience: 25, copper: silver(50) } },
  { id: 'regular_at_the_bazaar', name: 'Regular at the Bazaar', description: 'Make 50 trades at the markets.', icon: '🏪', category: 'Trading', statistic: 'tradesMade', goal: 50, rewards: { experience: 150, copper: gold(2) } },
  { id: 'silk_merchant', name: 'Silk Merchant', description: 'Buy and sell 1,000 silk.', icon: '🧵', category: 'Trading', statistic: 'silkTraded', goal: 1000, rewards: { experience: 500, copper: gold(10) } },
  { id: 'big_sale', name: 'A Sale to Remember', description: 'Sell goods worth 10 gold in one trade.', icon: '💰', category: 'Trading', statistic: 'bestSaleCopper', goal: gold(10), rewards: { experience: 100, copper: gold(1) } },
  { id: 'market_maker', name: 'Market Maker', description: 'Have an offer of yours filled by another trader.', icon: '📜', category: 'Trading', statistic: 'offersFilled', goal: 1, rewards: { experience: 50, copper: silver(50) } },
  { id: 'word_of_honour', name: 'Word of Honour', description: 'Keep a delivery contract.', icon: '✒️', category: 'Trading', statistic: 'contractsKept', goal: 1, rewards: { experience: 75, copper: silver(75) } },
  { id: 'trusted_supplier', name: 'Trusted Supplier', description: 'Keep 10 delivery contracts.', icon: '📦', category: 'Trading', statistic: 'contractsKept', goal: 10, rewards: { experience: 300, copper: gold(5) } },
  { id: 'good_customer', name: 'Good Customer', description: 'Buy from a merchant of the cities.', icon: '🛍️', category: 'Trading', statistic: 'merchantPurchases', goal: 1, rewards: { experience: 25, copper: silver(25) } },
  // Professions
  { id: 'first_craft', name: 'Apprentice’s Work', description: 'Craft your first item.', icon: '🔨', category: 'Professions', statistic: 'itemsCrafted', goal: 1, rewards: { experience: 50, copper: silver(50) } },
  { id: 'journeyman', name: 'Journeyman', description: 'Craft 100 items.', icon: '⚒️', category: 'Professions', statistic: 'itemsCrafted', goal: 100, rewards: { experience: 400, copper: gold(5) } },
  { id: 'forager', name: 'Forager', description: 'Gather your first resource in the countryside.', icon: '🌿', category: 'Professions', statistic: 'resourcesGathered', goal: 1, rewards: { experience: 25, copper: silver(25) } },
  { id: 'tireless_gatherer', name: 'Tireless Gatherer', description: 'Gather 500 resources.', icon: '🪓', category: 'Professions', statistic: 'resourcesGathered', goal: 500, rewards: { experience: 300, copper: gold(3) } },
  { id: 'first_harvest', name: 'First Harvest', description: 'Reap your first crop.', icon: '🌾', category: 'Professions', statistic: 'cropsHarvested', goal: 1, rewards: { experience: 50, copper: silver(50) } },
  { id: 'bountiful_fields', name: 'Bountiful Fields', description: 'Reap 200 crops.', icon: '🧺', category: 'Professions', statistic: 'cropsHarvested', goal: 200, rewards: { experience: 300, copper: gold(3) } },
  { id: 'skilled_hands', name: 'Skilled Hands', description: 'Reach level 5 in a profession.', icon: '🎓', category: 'Professions', statistic: 'highestProfessionLevel', goal: 5, rewards: { experience: 200, copper: gold(2) } },
  { id: 'master_alchemist', name: 'Master Alchemist', description: 'Reach alchemy level 10.', icon: '⚗️', category: 'Professions', statistic: 'alchemyLevel', goal: 10, rewards: { experience: 1000, copper: gold(20) } },
  { id: 'discoverer', name: 'Discoverer', description: 'Discover 5 recipes.', icon: '📖', category: 'Professions', statistic: 'recipesDiscovered', goal: 5, rewards: { experience: 150, copper: gold(1) } },
  // Exploration
  { id: 'on_the_road', name: 'On the Road', description: 'Complete your first journey.', icon: '🐪', category: 'Exploration', statistic: 'journeysCompleted', goal: 1, rewards: { experience: 75, copper: silver(75) } },
  { id: 'road_hardened', name: 'Road-Hardened', description: 'Complete 10 journeys.', icon: '🏜️', category: 'Exploration', statistic: 'journeysCompleted', goal: 10, rewards: { experience: 400, copper: gold(5) } },
  { id: 'world_traveler', name: 'World Traveler', description: 'Visit 4 cities.', icon: '🌍', category: 'Exploration', statistic: 'citiesVisited', goal: 4, rewards: { experience: 300, copper: gold(3) } },
  { id: 'la_serenissima', name: 'La Serenissima', description: 'Reach Venice by caravan.', icon: '⛵', category: 'Exploration', statistic: 'veniceArrivals', goal: 1, rewards: { experience: 300, copper: gold(3) } },
  { id: 'survivor', name: 'Survivor', description: 'Come through 10 encounters on the road.', icon: '⚔️', category: 'Exploration', statistic: 'encountersMet', goal: 10, rewards: { experience: 250, copper: gold(2) } },
  { id: 'friend_of_the_cities', name: 'Friend of the Cities', description: 'Talk to 10 people of the cities.', icon: '🗣️', category: 'Exploration', statistic: 'npcsMet', goal: 10, rewards: { experience: 100, copper: silver(75) } },
  { id: 'helping_hand', name: 'Helping Hand', description: 'Complete 5 quests.', icon: '📯', category: 'Exploration', statistic: 'questsCompleted', goal: 5, rewards: { experience: 200, copper: gold(2) } },
  { id: 'seeker_of_signs', name: 'Seeker of Signs', description: 'Hear a clue from an oracle.', icon: '🔮', category: 'Exploration', statistic: 'cluesHeard', goal: 1, rewards: { experience: 25, copper: silver(10) } },
  // Wealth
  { id: 'comfortable', name: 'Comfortable', description: 'Hold 150 gold in your purse.', icon: '👛', category: 'Wealth', statistic: 'purseCopper', goal: gold(150), rewards: { experience: 100, copper: 0 } },
  { id: 'wealthy', name: 'Wealthy', description: 'Hold 1,000 gold in your purse.', icon: '💎', category: 'Wealth', statistic: 'purseCopper', goal: gold(1000), rewards: { experience: 500, copper: 0 } },
  { id: 'gold_hoarder', name: 'Gold Hoarder', description: 'Hold 10,000 gold in your purse.', icon: '👑', category: 'Wealth', statistic: 'purseCopper', goal: gold(10_000), rewards: { experience: 2000, copper: 0 } },
  { id: 'safe_keeping', name: 'Safe Keeping', description: 'Keep 10 gold in a banker’s vault.', icon: '🏦', category: 'Wealth', statistic: 'vaultCopper', goal: gold(10), rewards: { experience: 50, copper: 0 } },
  { id: 'landowner', name: 'Landowner', description: 'Buy a farm plot.', icon: '🏡', category: 'Wealth', statistic: 'plotsBought', goal: 1, rewards: { experience: 50, copper: silver(25) } },
  { id: 'rising_star', name: 'Rising Star', description: 'Reach level 5.', icon: '⭐', category: 'Wealth', statistic: 'playerLevel', goal: 5, rewards: { experience: 0, copper: gold(2) } },
  { id: 'well_regarded', name: 'Well Regarded', description: 'Earn 10 reputation.', icon: '🏅', category: 'Wealth', statistic: 'reputation', goal: 10, rewards: { experience: 150, copper: gold(1) } },
];

export function achievementById(id: string): AchievementDefinition | undefined {
  return ACHIEVEMENTS.find((achievement) => achievement.id === id);
}

/** How far a player is toward an achievement: the statistic, capped at the goal. */
export function achievementProgress(definition: AchievementDefinition, statistics: Readonly<Record<StatisticKey, number>>): number {
  return Math.min(definition.goal, Math.max(0, statistics[definition.statistic]));
}

/** The achievements a player's statistics have reached. */
export function reachedAchievements(statistics: Readonly<Record<StatisticKey, number>>): AchievementDefinition[] {
  return ACHIEVEMENTS.filter((definition) => statistics[definition.statistic] >= definition.goal);
}

/** Every achievement as a player sees it: unlocked ones (with when) at their goal, the others with their progress. */
export function achievementsView(statistics: Readonly<Record<StatisticKey, number>>, unlocked: ReadonlyMap<string, number>): AchievementsView {
  const achievements = ACHIEVEMENTS.map((definition) => {
    const at = unlocked.get(definition.id) ?? null;
    return {
      id: definition.id,
      name: definition.name,
      description: definition.description,
      icon: definition.icon,
      category: definition.category,
      unlocked: at !== null,
      dateUnlocked: at,
      progress: at !== null ? definition.goal : achievementProgress(definition, statistics),
      maxProgress: definition.goal,
      rewards: { ...definition.rewards },
    };
  });
  return { achievements, unlocked: achievements.filter((a) => a.unlocked).length, total: achievements.length };
}

export const achievementUnlockedText = (name: string) => `Achievement unlocked: ${name}`;

import { achievementById, CHARACTER_RESET_COOLDOWN_MS, describeWait, formatCoins, formatPlayTime, type AchievementCategory, type AchievementView, type StatisticFormat } from '@silkroad/shared';
import type { StatsIconName } from './StatsIcon';

/**
 * The Player Stats window's words and numbers (002 §2): the tabs, a statistic in its format, an
 * achievement's progress and reward, the activity feed's times and the Start over button's state.
 * Pure, so the views and their tests share them.
 */

export const STATS_TABS = ['overview', 'skills', 'achievements', 'statistics'] as const;
export type StatsTab = (typeof STATS_TABS)[number];
export const STATS_TAB_LABELS: Readonly<Record<StatsTab, string>> = { overview: 'Overview', skills: 'Skills', achievements: 'Achievements', statistics: 'Statistics' };

/** The tab an arrow key, Home or End moves to from `current` (the WAI-ARIA tabs pattern); null for other keys. */
export function tabAfterKey(current: StatsTab, key: string): StatsTab | null {
  const index = STATS_TABS.indexOf(current);
  const last = STATS_TABS.length - 1;
  switch (key) {
    case 'ArrowRight':
      return STATS_TABS[index === last ? 0 : index + 1]!;
    case 'ArrowLeft':
      return STATS_TABS[index === 0 ? last : index - 1]!;
    case 'Home':
      return STATS_TABS[0];
    case 'End':
      return STATS_TABS[last]!;
    default:
      return null;
  }
}

const count = (value: number) => value.toLocaleString('en-US');
const plural = (value: number, one: string, many: string) => `${count(value)} ${value === 1 ? one : many}`;

/**
 * A statistic as the Statistics tab shows it. The road's distances have no unit in the journey
 * planner ("distance 60"); here they read as leagues, the caravans' measure (docs: decisions-stats).
 */
export function formatStatistic(value: number, format: StatisticFormat): string {
  switch (format) {
    case 'copper':
      return formatCoins(value);
    case 'distance':
      return plural(value, 'league', 'leagues');
    case 'duration':
      return formatPlayTime(value);
    case 'days':
      return plural(value, 'day', 'days');
    case 'count':
      return count(value);
  }
}

/** "All" and the four categories of 002 §3, in the spec's order. */
export const ACHIEVEMENT_FILTERS = ['All', 'Trading', 'Professions', 'Exploration', 'Wealth'] as const;
export type AchievementFilter = (typeof ACHIEVEMENT_FILTERS)[number];

/** The achievements a filter shows, unlocked ones first (most recent first), then the nearest to done. */
export function filterAchievements(achievements: readonly AchievementView[], filter: AchievementFilter): AchievementView[] {
  const shown = achievements.filter((achievement) => filter === 'All' || achievement.category === filter);
  const done = (a: AchievementView) => (a.maxProgress > 0 ? a.progress / a.maxProgress : 0);
  return [...shown].sort((a, b) => {
    if (a.unlocked !== b.unlocked) return a.unlocked ? -1 : 1;
    if (a.unlocked) return (b.dateUnlocked ?? 0) - (a.dateUnlocked ?? 0);
    return done(b) - done(a);
  });
}

/** How many of a filter's achievements are unlocked: "3 / 8". */
export function filterCount(achievements: readonly AchievementView[], filter: AchievementFilter): string {
  const shown = achievements.filter((achievement) => filter === 'All' || achievement.category === filter);
  return `${shown.filter((achievement) => achievement.unlocked).length} / ${shown.length}`;
}

/** Whether an achievement's goal is an amount of copper (a purse, a vault, a sale), to be read in coins. */
export function countsCopper(achievementId: string): boolean {
  return achievementById(achievementId)?.statistic.endsWith('Copper') === true;
}

/** "250 / 1,000"; a goal counted in copper reads in coins ("3g / 10g"). */
export function achievementProgressText(achievement: Pick<AchievementView, 'progress' | 'maxProgress'>, inCopper: boolean): string {
  const shown = (value: number) => (inCopper ? formatCoins(value) : count(value));
  return `${shown(Math.min(achievement.progress, achievement.maxProgress))} / ${shown(achievement.maxProgress)}`;
}

/** The reward in a line: "25 XP · 50s"; either part left out when it is nothing. */
export function rewardText(rewards: AchievementView['rewards']): string {
  const parts: string[] = [];
  if (rewards.experience > 0) parts.push(`${count(rewards.experience)} XP`);
  if (rewards.copper > 0) parts.push(formatCoins(rewards.copper));
  return parts.length > 0 ? parts.join(' · ') : 'No reward';
}

const DAY_FORMAT = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

/** "Unlocked 27 Nov 2026" (the player's own calendar day). */
export function unlockedText(dateUnlocked: number): string {
  return `Unlocked ${DAY_FORMAT.format(dateUnlocked)}`;
}

/** How long ago something in the activity feed happened: "just now", "5 min ago", "3 h ago", "2 days ago". */
export function agoText(at: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - at) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ago`;
  const days = Math.floor(hours / 24);
  return `${days} day${days === 1 ? '' : 's'} ago`;
}

/** The feed's mark for a ledger kind (or 'achievement'): the kinds come from the server and grow, so unknown ones get a plain dot. */
export function activityIcon(kind: string): StatsIconName {
  if (kind === 'achievement' || kind === 'achievement-reward') return 'trophy';
  if (kind.startsWith('market-') || kind === 'npc-buy' || kind.startsWith('vault-')) return 'coins';
  if (kind.startsWith('farm-') || kind === 'plot-purchase' || kind === 'gather') return 'leaf';
  if (kind.startsWith('craft-') || kind.startsWith('profession-')) return 'hammer';
  if (kind.startsWith('contract-') || kind.startsWith('offer-') || kind.startsWith('quest-')) return 'scroll';
  if (kind.startsWith('journey-')) return 'compass';
  if (kind.startsWith('oracle-')) return 'eye';
  return 'dot';
}

/** An achievement's medal where its emoji cannot be drawn: its category's mark. */
export const ACHIEVEMENT_CATEGORY_ICONS: Readonly<Record<AchievementCategory, StatsIconName>> = { Trading: 'scales', Professions: 'hammer', Exploration: 'compass', Wealth: 'crown' };

export interface StartOverState {
  /** The button can be pressed now. */
  available: boolean;
  /** Under the button: when it can be pressed again, or what it does. */
  note: string;
}

/**
 * The Start over button from the server's `resetAvailableAt` (null or past: now). While the cooldown
 * runs the button waits, saying when it is back: "Available again in 42 minutes".
 */
export function startOverState(resetAvailableAt: number | null, now: number): StartOverState {
  if (resetAvailableAt === null || resetAvailableAt <= now) {
    return { available: true, note: `Begin again at level 1. Once every ${CHARACTER_RESET_COOLDOWN_MS / 60_000} minutes.` };
  }
  // Never more than the whole cooldown: a clock read a few seconds before the reset would say 61 minutes.
  const wait = Math.min(resetAvailableAt - now, CHARACTER_RESET_COOLDOWN_MS);
  return { available: false, note: `Available again ${describeWait(wait)}` };
}

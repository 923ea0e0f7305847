import { z } from 'zod';
import { ACHIEVEMENT_CATEGORIES } from '../catalogue/achievements';
import { TUTORIAL_STEP_IDS } from '../catalogue/tutorial';
import { PROFESSION_IDS } from '../catalogue/professions';
import { STATISTIC_KEYS, type StatisticKey } from '../rules/statistics';
import type { PROGRESS_ERRORS } from './refusals/progress';
export { PROGRESS_ERRORS } from './refusals/progress';

/*
 * A player's progress as the server keeps it (issue 21): the tutorial's step, the achievements
 * and the statistics of the Player Stats window.
 */

export type ProgressErrorCode = keyof typeof PROGRESS_ERRORS;

// --- Tutorial -------------------------------------------------------------------------------------

export const TUTORIAL_STATUSES = ['active', 'completed', 'skipped'] as const;
export type TutorialStatus = (typeof TUTORIAL_STATUSES)[number];

export const tutorialViewSchema = z.object({
  step: z.enum(TUTORIAL_STEP_IDS),
  /** `active` while it runs; `completed` (played to the end) and `skipped` are both "tutorialCompleted" (002 §3). */
  status: z.enum(TUTORIAL_STATUSES),
  /** Whether the server has seen the step's objective done since the step began (talk, trade, gather, craft); the client judges the others. */
  objectiveMet: z.boolean(),
  /** When the step began (ms since the epoch). */
  stepStartedAt: z.number().int(),
});
export type TutorialView = z.infer<typeof tutorialViewSchema>;

export const tutorialResponseSchema = z.object({ success: z.literal(true), data: tutorialViewSchema });
export const tutorialAdvanceRequestSchema = z.object({ from: z.enum(TUTORIAL_STEP_IDS) });
export type TutorialAdvanceRequest = z.infer<typeof tutorialAdvanceRequestSchema>;

// --- Achievements ---------------------------------------------------------------------------------

export const achievementViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  icon: z.string(),
  category: z.enum(ACHIEVEMENT_CATEGORIES),
  unlocked: z.boolean(),
  /** When it was unlocked (ms since the epoch), or null. */
  dateUnlocked: z.number().int().nullable(),
  progress: z.number().int(),
  maxProgress: z.number().int(),
  rewards: z.object({ experience: z.number().int(), copper: z.number().int() }),
});
export type AchievementView = z.infer<typeof achievementViewSchema>;

export const achievementsViewSchema = z.object({
  achievements: z.array(achievementViewSchema),
  unlocked: z.number().int(),
  total: z.number().int(),
});
export type AchievementsView = z.infer<typeof achievementsViewSchema>;
export const achievementsResponseSchema = z.object({ success: z.literal(true), data: achievementsViewSchema });

// --- Player Stats ---------------------------------------------------------------------------------

export const activityEntrySchema = z.object({
  at: z.number().int(),
  text: z.string(),
  /** The ledger kind it comes from, or 'achievement'. */
  kind: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const playerStatisticsSchema = z.object(Object.fromEntries(STATISTIC_KEYS.map((key) => [key, z.number().int().nonnegative()])) as Record<StatisticKey, z.ZodNumber>);

export const playerStatsViewSchema = z.object({
  overview: z.object({
    name: z.string(),
    level: z.number().int(),
    experience: z.number().int(),
    reputation: z.number().int(),
    totalCopper: z.number().int().nonnegative(),
    /** How many kinds of goods the inventory holds. */
    itemKinds: z.number().int(),
    professions: z.array(z.object({ id: z.enum(PROFESSION_IDS), level: z.number().int() })),
    achievementsUnlocked: z.number().int(),
    achievementsTotal: z.number().int(),
  }),
  statistics: playerStatisticsSchema,
  /** The last things that happened to the player, newest first. */
  activity: z.array(activityEntrySchema),
  /** When POST /api/player/reset-stats is allowed again (ms since the epoch), or null when it is now. */
  resetAvailableAt: z.number().int().nullable(),
});
export type PlayerStatsView = z.infer<typeof playerStatsViewSchema>;
export const playerStatsResponseSchema = z.object({ success: z.literal(true), data: playerStatsViewSchema });

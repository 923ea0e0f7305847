import { z } from 'zod';
import type { QUEST_ERRORS } from './refusals/quests';
export { QUEST_ERRORS } from './refusals/quests';

export type QuestErrorCode = keyof typeof QUEST_ERRORS;

/** At most this many quests in the log at once (dailies included). */
export const QUEST_LOG_CAPACITY = 10;

export const QUEST_TEXT = {
  logTitle: 'Quest Log',
  empty: 'No quests yet. Talk to the people of the cities: many have work for a trader.',
  accept: 'Accept Quest',
  claim: 'Claim Reward',
  abandon: 'Abandon',
  abandonConfirm: 'Abandon this quest? Its progress is lost.',
  ready: 'Ready to hand in',
  daily: 'Daily',
} as const;

export const questAcceptedText = (title: string) => `Quest accepted: ${title}`;
export const questClaimedText = (title: string) => `Quest complete: ${title}`;
export const questAbandonedText = (title: string) => `Quest abandoned: ${title}`;

export const questRewardsSchema = z.object({
  copper: z.number().int(),
  xp: z.number().int(),
  items: z.record(z.string(), z.number().int()),
  skillXp: z.record(z.string(), z.number().int()),
  reputation: z.number().int(),
});
export type QuestRewardsView = z.infer<typeof questRewardsSchema>;

export const questObjectiveViewSchema = z.object({
  text: z.string(),
  progress: z.number().int(),
  target: z.number().int(),
  done: z.boolean(),
});
export type QuestObjectiveView = z.infer<typeof questObjectiveViewSchema>;

/**
 * A quest as a player sees it: `available` to accept (or `locked`, with why), `active` in the log,
 * `ready` to hand in to its giver, `claimed` (a daily done this game day).
 */
export const questViewSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  giverId: z.string(),
  giverName: z.string(),
  cityId: z.number().int(),
  daily: z.boolean(),
  starter: z.boolean(),
  status: z.enum(['available', 'locked', 'active', 'ready', 'claimed']),
  /** Why a locked quest cannot be taken yet. */
  lockedReason: z.string().nullable(),
  objectives: z.array(questObjectiveViewSchema),
  rewards: questRewardsSchema,
  acceptedAt: z.number().int().nullable(),
});
export type QuestView = z.infer<typeof questViewSchema>;

export const questLogSchema = z.object({
  /** The quests in the log, oldest first. */
  quests: z.array(questViewSchema),
  /** How many are in the log, and how many of those are ready to hand in (the HUD's quest count). */
  active: z.number().int(),
  ready: z.number().int(),
});
export type QuestLog = z.infer<typeof questLogSchema>;

export const questIdParamSchema = z.object({ id: z.string().min(1).max(64) });
export const npcIdParamSchema = z.object({ npcId: z.string().min(1).max(64) });

export const questLogResponseSchema = z.object({ success: z.literal(true), data: questLogSchema });
export const npcQuestsResponseSchema = z.object({ success: z.literal(true), data: z.object({ npcId: z.string(), quests: z.array(questViewSchema) }) });
export const questChangedResponseSchema = z.object({ success: z.literal(true), data: z.object({ quest: questViewSchema, log: questLogSchema }) });

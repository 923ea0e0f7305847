import { randomUUID } from 'node:crypto';
import {
  npcById,
  objectiveText,
  QUEST_LOG_CAPACITY,
  questAvailability,
  questById,
  questClaimedText,
  questComplete,
  questPeriod,
  questProgress,
  questsOfNpc,
  type ObjectiveProgress,
  type QuestDefinition,
  type QuestLog,
  type QuestView,
  type SkillName,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { isUniqueViolation, lockPlayers, transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { addItems, inventoryOf, removeItems } from '../economy/inventory-store';
import { lastLedgerSeq, recordLedger } from '../economy/ledger';
import { changeReputation, gainExperience } from '../economy/experience';
import { changePurse } from '../economy/wallet';
import { requireNpc } from '../npcs/npc-guard';
import { npcVisitsSince } from '../npcs/npc-visits';
import { claimedQuestIds, countingRecords, deedsAfter, deleteActive, insertQuest, nextOrdinal, markClaimed, questRows, type QuestRow } from './quest-store';

/*
 * Quests on the server (issue 20): accepted from their giver, counted from the ledger the game
 * already writes (rules/quest.ts), handed in to the giver for a reward paid once, in one
 * transaction, through the ledger. Nothing is counted by a route calling in: a quest reads what
 * happened, so a retried or refused act (rolled back) never counts, and a restart loses nothing.
 */

/** Every quest handed in teaches a little diplomacy (issue 20: "diplomacy: dealing with NPCs, quests"). */
export const QUEST_DIPLOMACY_XP = 10;

function definitionOf(questId: string): QuestDefinition {
  const definition = questById(questId);
  if (!definition) throw new Refusal('QUEST_NOT_FOUND');
  return definition;
}

/** Each open (and recently claimed) quest's progress, counted now. */
async function progressOf(db: Executor, playerId: string, rows: readonly QuestRow[]): Promise<Map<string, ObjectiveProgress[]>> {
  const records = countingRecords(rows);
  if (records.length === 0) return new Map();
  const from = Math.min(...records.map((r) => r.afterSeq));
  const since = Math.min(...records.map((r) => r.acceptedAt));
  const [deeds, visits, held] = await Promise.all([deedsAfter(db, playerId, from), npcVisitsSince(db, playerId, since), inventoryOf(db, playerId)]);
  return questProgress(records, deeds, visits, held);
}

function rewardsView(definition: QuestDefinition): QuestView['rewards'] {
  const { rewards } = definition;
  return {
    copper: rewards.copper ?? 0,
    xp: rewards.xp ?? 0,
    items: { ...(rewards.items ?? {}) },
    skillXp: { ...(rewards.skillXp ?? {}), diplomacy: (rewards.skillXp?.diplomacy ?? 0) + QUEST_DIPLOMACY_XP },
    reputation: rewards.reputation ?? 0,
  };
}

function questView(definition: QuestDefinition, status: QuestView['status'], progress: readonly ObjectiveProgress[] | undefined, row: QuestRow | undefined, lockedReason: string | null = null): QuestView {
  const giver = npcById(definition.giverId);
  return {
    id: definition.id,
    title: definition.title,
    description: definition.description,
    giverId: definition.giverId,
    giverName: giver?.name ?? definition.giverId,
    cityId: giver?.cityId ?? 0,
    daily: definition.repeat === 'daily',
    starter: definition.chain === 'starter',
    status,
    lockedReason,
    objectives: definition.objectives.map((objective, index) => {
      const counted = progress?.[index];
      const target = counted?.target ?? (status === 'claimed' ? 1 : 0);
      return { text: objectiveText(objective), progress: counted?.progress ?? (status === 'claimed' ? target : 0), target: counted?.target ?? target, done: counted?.done ?? status === 'claimed' };
    }),
    rewards: rewardsView(definition),
    acceptedAt: row?.accepted_at ?? null,
  };
}

function activeView(row: QuestRow, progress: Map<string, ObjectiveProgress[]>): QuestView | null {
  const definition = questById(row.quest_id);
  if (!definition) return null;
  const counted = progress.get(row.id) ?? [];
  return questView(definition, questComplete(counted) ? 'ready' : 'active', counted, row);
}

async function logOf(db: Executor, playerId: string): Promise<QuestLog> {
  const rows = await questRows(db, playerId);
  const progress = await progressOf(db, playerId, rows);
  const quests = rows.filter((row) => row.status === 'active').flatMap((row) => activeView(row, progress) ?? []);
  return { quests, active: quests.length, ready: quests.filter((q) => q.status === 'ready').length };
}

export async function questLog(ctx: AppContext, playerId: string): Promise<QuestLog> {
  return logOf(ctx.db, playerId);
}

/** The quests an NPC gives, as this player stands with each. */
export async function questsAtNpc(ctx: AppContext, playerId: string, npcId: string): Promise<{ npcId: string; quests: QuestView[] }> {
  if (!npcById(npcId)) throw new Refusal('NPC_NOT_FOUND');
  const now = ctx.clock.now();
  const player = await ctx.db.selectFrom('players').select(['level', 'reputation']).where('user_id', '=', playerId).executeTakeFirst();
  if (!player) throw new Refusal('PLAYER_NOT_FOUND');
  const rows = await questRows(ctx.db, playerId);
  const progress = await progressOf(ctx.db, playerId, rows);
  const standing = { level: player.level, reputation: player.reputation, claimed: claimedQuestIds(rows) };
  const quests = questsOfNpc(npcId).map((definition) => {
    const active = rows.find((row) => row.quest_id === definition.id && row.status === 'active');
    if (active) return activeView(active, progress)!;
    const done = rows.find((row) => row.quest_id === definition.id && row.status === 'claimed' && row.period === questPeriod(definition, now));
    if (done) return questView(definition, 'claimed', undefined, done);
    const availability = questAvailability(definition, standing);
    return questView(definition, availability.available ? 'available' : 'locked', undefined, undefined, availability.available ? null : availability.reason);
  });
  return { npcId, quests };
}

async function changed(ctx: AppContext, playerId: string, questId: string): Promise<{ quest: QuestView; log: QuestLog }> {
  const log = await logOf(ctx.db, playerId);
  const quest = log.quests.find((q) => q.id === questId) ?? (await questsAtNpc(ctx, playerId, definitionOf(questId).giverId)).quests.find((q) => q.id === questId)!;
  return { quest, log };
}

/** Accepts a quest from its giver: its objectives count what happens from now on. */
export async function acceptQuest(ctx: AppContext, playerId: string, questId: string): Promise<{ quest: QuestView; log: QuestLog }> {
  const definition = definitionOf(questId);
  try {
    await transact(ctx.db, async (trx) => {
      const now = ctx.clock.now();
      await requireNpc(trx, ctx, playerId, definition.giverId, now);
      const player = await trx.selectFrom('players').select(['level', 'reputation']).where('user_id', '=', playerId).executeTakeFirstOrThrow();
      const rows = await questRows(trx, playerId);
      const period = questPeriod(definition, now);
      const same = rows.filter((row) => row.quest_id === questId);
      if (same.some((row) => row.status === 'active')) throw new Refusal('QUEST_ALREADY_TAKEN');
      if (same.some((row) => row.period === period)) throw new Refusal(definition.repeat === 'daily' ? 'QUEST_DONE_TODAY' : 'QUEST_ALREADY_DONE');
      const availability = questAvailability(definition, { level: player.level, reputation: player.reputation, claimed: claimedQuestIds(rows) });
      if (!availability.available) throw new Refusal('QUEST_UNAVAILABLE', availability.reason);
      if (rows.filter((row) => row.status === 'active').length >= QUEST_LOG_CAPACITY) throw new Refusal('QUEST_LOG_FULL');
      await insertQuest(trx, { id: randomUUID(), player_id: playerId, quest_id: questId, period, status: 'active', ordinal: nextOrdinal(rows), after_seq: await lastLedgerSeq(trx, playerId), through_seq: null, accepted_at: now, claimed_at: null });
    });
  } catch (error) {
    // Two accepts at once on PostgreSQL: the unique index keeps one.
    if (isUniqueViolation(error)) throw new Refusal('QUEST_ALREADY_TAKEN');
    throw error;
  }
  return changed(ctx, playerId, questId);
}

/**
 * Hands a completed quest in to its giver: counted again here, holding the player's row, then the
 * hand-ins taken and the rewards paid, once (the claim is a compare-and-set on the active row).
 */
export async function claimQuest(ctx: AppContext, playerId: string, questId: string): Promise<{ quest: QuestView; log: QuestLog }> {
  const definition = definitionOf(questId);
  await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    await requireNpc(trx, ctx, playerId, definition.giverId, now);
    const rows = await questRows(trx, playerId);
    const row = rows.find((r) => r.quest_id === questId && r.status === 'active');
    if (!row) throw new Refusal('QUEST_NOT_ACTIVE');
    const progress = (await progressOf(trx, playerId, rows)).get(row.id) ?? [];
    if (!questComplete(progress)) throw new Refusal('QUEST_INCOMPLETE');
    const cause = { kind: 'quest-reward' as const, cityId: npcById(definition.giverId)?.cityId ?? null, refId: row.id };
    // What it counted ends here, before its own rows.
    if (!(await markClaimed(trx, row.id, await lastLedgerSeq(trx, playerId), now))) throw new Refusal('QUEST_NOT_ACTIVE');
    for (const objective of definition.objectives) {
      if (objective.kind !== 'deliver') continue;
      await removeItems(trx, playerId, objective.itemId, objective.quantity);
      await recordLedger(trx, { playerId, kind: 'quest-hand-in', itemId: objective.itemId, quantity: -objective.quantity, copperDelta: 0, cityId: cause.cityId, refId: row.id }, now);
    }
    const rewards = rewardsView(definition);
    const skills = (await trx.selectFrom('players').select('skills').where('user_id', '=', playerId).executeTakeFirstOrThrow()).skills;
    await changePurse(trx, playerId, rewards.copper, now, { skills: { from: skills, gained: rewards.skillXp as Partial<Record<SkillName, number>>, cause } });
    if (rewards.copper > 0) await recordLedger(trx, { playerId, kind: 'quest-reward', copperDelta: rewards.copper, cityId: cause.cityId, refId: row.id }, now);
    for (const [itemId, quantity] of Object.entries(rewards.items)) {
      await addItems(trx, playerId, itemId, quantity);
      await recordLedger(trx, { playerId, kind: 'quest-reward', itemId, quantity, copperDelta: 0, cityId: cause.cityId, refId: row.id }, now);
    }
    if (rewards.xp > 0) await gainExperience(trx, playerId, 'player', rewards.xp, cause, now);
    if (rewards.reputation !== 0) await changeReputation(trx, playerId, rewards.reputation, cause, now);
  });
  ctx.events.emit('player-changed', { playerId, reason: 'quest-reward' });
  ctx.events.emit('player-notification', { playerId, notification: { type: 'success', message: questClaimedText(definition.title) } });
  return changed(ctx, playerId, questId);
}

/** Abandons a quest in the log: nothing was paid, its counted work goes back to the others. */
export async function abandonQuest(ctx: AppContext, playerId: string, questId: string): Promise<{ quest: QuestView; log: QuestLog }> {
  definitionOf(questId);
  await transact(ctx.db, async (trx) => {
    await lockPlayers(trx, [playerId]);
    const row = (await questRows(trx, playerId)).find((r) => r.quest_id === questId && r.status === 'active');
    if (!row || !(await deleteActive(trx, row.id))) throw new Refusal('QUEST_NOT_ACTIVE');
  });
  return changed(ctx, playerId, questId);
}

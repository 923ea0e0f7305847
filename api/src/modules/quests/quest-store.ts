import type { QuestDeed, QuestRecord } from '@silkroad/shared';
import type { Selectable } from 'kysely';
import type { Executor } from '../../db/database';
import type { PlayerQuestsTable } from '../../db/schema';

/** A row of the player_quests table (migration 0019): this module's own. */
export type QuestRow = Selectable<PlayerQuestsTable>;

/** The ledger kinds a quest objective counts (rules/quest deedUnits); nothing else is read. */
const COUNTED_KINDS = ['market-buy', 'market-sell', 'npc-buy', 'gather', 'farm-plant', 'farm-harvest', 'craft-product', 'journey-arrival', 'journey-cargo', 'contract-reward'];

export async function questRows(db: Executor, playerId: string): Promise<QuestRow[]> {
  return db.selectFrom('player_quests').selectAll().where('player_id', '=', playerId).orderBy('ordinal').execute();
}

/** The player's open quests, and the claimed ones whose counting window reaches any open one's (their counted work stays theirs). */
export function countingRecords(rows: readonly QuestRow[]): QuestRecord[] {
  const open = rows.filter((row) => row.status === 'active');
  if (open.length === 0) return [];
  const earliest = Math.min(...open.map((row) => row.after_seq));
  return rows
    .filter((row) => row.status === 'active' || (row.through_seq !== null && row.through_seq > earliest))
    .map((row) => ({ key: row.id, questId: row.quest_id, order: row.ordinal, afterSeq: row.after_seq, throughSeq: row.through_seq, acceptedAt: row.accepted_at }));
}

/**
 * The player's ledger rows after `afterSeq` that quests count, in order; a caravan's unloading
 * is marked `arrived` when the same journey wrote its arrival (a journey turned back unloads too).
 */
export async function deedsAfter(db: Executor, playerId: string, afterSeq: number): Promise<QuestDeed[]> {
  const rows = await db
    .selectFrom('ledger_entries')
    .select(['id', 'kind', 'item_id', 'quantity', 'copper_delta', 'city_id', 'ref_id', 'experience_track'])
    .where('player_id', '=', playerId)
    .where('id', '>', afterSeq)
    .where('kind', 'in', COUNTED_KINDS)
    .orderBy('id')
    .execute();
  const arrivals = new Set(rows.filter((row) => row.kind === 'journey-arrival' && row.ref_id !== null).map((row) => row.ref_id));
  return rows.map((row) => ({
    seq: Number(row.id),
    kind: row.kind,
    itemId: row.item_id,
    quantity: row.quantity,
    copper: row.copper_delta,
    cityId: row.city_id,
    refId: row.ref_id,
    experienceTrack: row.experience_track,
    ...(row.kind === 'journey-cargo' ? { arrived: arrivals.has(row.ref_id) } : {}),
  }));
}

export async function insertQuest(db: Executor, row: QuestRow): Promise<void> {
  await db.insertInto('player_quests').values(row).execute();
}

/** Marks an active quest claimed, once: answers false when it was not active any more (a claim that lost a race). */
export async function markClaimed(db: Executor, id: string, throughSeq: number, now: number): Promise<boolean> {
  const result = await db.updateTable('player_quests').set({ status: 'claimed', through_seq: throughSeq, claimed_at: now }).where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Removes an active quest from the log (abandoned): answers false when it was not active. */
export async function deleteActive(db: Executor, id: string): Promise<boolean> {
  const result = await db.deleteFrom('player_quests').where('id', '=', id).where('status', '=', 'active').executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

/** The ordinal of the next quest the player accepts (the caller holds the player's row). */
export function nextOrdinal(rows: readonly QuestRow[]): number {
  return rows.reduce((max, row) => Math.max(max, row.ordinal), 0) + 1;
}

/** Quests this player claimed at least once (chain prerequisites). */
export function claimedQuestIds(rows: readonly QuestRow[]): Set<string> {
  return new Set(rows.filter((row) => row.status === 'claimed').map((row) => row.quest_id));
}

/**
 * A character starting over abandons its open quests. Quests already handed in stay handed in:
 * reopening them would pay their rewards again to every character that starts over.
 */
export async function forgetOpenQuests(trx: Executor, playerId: string): Promise<void> {
  await trx.deleteFrom('player_quests').where('player_id', '=', playerId).where('status', '=', 'active').execute();
}

import { gameDayAt } from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';

/**
 * Talks with NPCs (table npc_visits): one row per player, NPC and game day, holding the last
 * talk's time. The quests count "visit" objectives from it; the first talk of a day teaches
 * diplomacy. One row a day, however often the player talks, so the table grows with days played,
 * not with clicks.
 */

/**
 * Records a talk; answers whether it was the first with this NPC this game day. The caller holds
 * the player's row, so the update-then-insert cannot race another talk of the same player.
 */
export async function recordVisit(trx: Executor, playerId: string, npcId: string, gameDay: number, now: number): Promise<boolean> {
  const updated = await trx
    .updateTable('npc_visits')
    .set({ visited_at: now })
    .where('player_id', '=', playerId)
    .where('npc_id', '=', npcId)
    .where('game_day', '=', gameDay)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 1) return false;
  await trx.insertInto('npc_visits').values({ player_id: playerId, npc_id: npcId, game_day: gameDay, visited_at: now }).execute();
  return true;
}

/**
 * The player's talks with NPCs at or after `sinceMs`, oldest first: each NPC at most once per game
 * day, at the day's last talk (for the quests' "visit" objectives).
 */
export async function npcVisitsSince(db: Executor, playerId: string, sinceMs: number): Promise<{ npcId: string; at: number }[]> {
  const rows = await db
    .selectFrom('npc_visits')
    .select(['npc_id', 'visited_at'])
    .where('player_id', '=', playerId)
    .where('visited_at', '>=', sinceMs)
    .orderBy('visited_at')
    .execute();
  return rows.map((row) => ({ npcId: row.npc_id, at: Number(row.visited_at) }));
}


/** Visits are kept 180 game days (a month of real time): a quest counts a visit made since it was accepted. */
const VISIT_KEEP_GAME_DAYS = 180;
/** The special-offer counts and the appraisals matter only on their own day. */
const DAILY_KEEP_GAME_DAYS = 2;

export const NPC_PRUNE_RULES = {
  npcVisits: (db: Db, now: number) => db.deleteFrom('npc_visits').where('game_day', '<', gameDayAt(now) - VISIT_KEEP_GAME_DAYS),
  npcSpecialPurchases: (db: Db, now: number) => db.deleteFrom('npc_special_purchases').where('game_day', '<', gameDayAt(now) - DAILY_KEEP_GAME_DAYS),
  npcAppraisals: (db: Db, now: number) => db.deleteFrom('npc_appraisals').where('game_day', '<', gameDayAt(now) - DAILY_KEEP_GAME_DAYS),
} as const satisfies Readonly<Record<string, PruneRule>>;

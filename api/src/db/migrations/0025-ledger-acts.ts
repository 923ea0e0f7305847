import { sql, type Kysely } from 'kysely';

/**
 * The ledger's rows that stand for one act each (a profession action, a talk: the experience rows
 * of ACT_KINDS in progress/statistics-count.ts), found through their own partial index: counting
 * a player's acts otherwise read every row of their ledger, which for a trader is thousands of
 * trades, at each count of their achievements (issue 22). Other rows are never written into it.
 * PostgreSQL reads the acts from it alone; SQLite takes it once its planner has statistics.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index ledger_acts_by_player on ledger_entries (player_id, id, kind, ref_id) where experience_track is not null and kind in ('profession-result', 'npc-talk')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('ledger_acts_by_player').execute();
}

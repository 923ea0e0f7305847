import { sql, type Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * The record of which achievement rewards a player has been paid (issue 33): its primary key pays
 * each reward once for the character's lifetime. Starting over clears `player_achievements` (the
 * display: the new character earns its achievements again) but never this table, so a reset does
 * not re-arm a reward that could be paid again and moved to an alt. Rewards already paid are
 * read back from the ledger, which keeps every achievement-reward row through a start over.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('achievement_rewards')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) => c.notNull())
    .addColumn('paid_at', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('achievement_rewards_pk', ['player_id', 'achievement_id'])
    .execute();
  await sql`INSERT INTO achievement_rewards (player_id, achievement_id, paid_at)
    SELECT player_id, ref_id, MIN(created_at) FROM ledger_entries
    WHERE kind = 'achievement-reward' AND ref_id IS NOT NULL AND player_id IN (SELECT user_id FROM players)
    GROUP BY player_id, ref_id`.execute(db);
  await sql`INSERT INTO achievement_rewards (player_id, achievement_id, paid_at)
    SELECT player_id, achievement_id, unlocked_at FROM player_achievements WHERE true
    ON CONFLICT (player_id, achievement_id) DO NOTHING`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('achievement_rewards').execute();
}

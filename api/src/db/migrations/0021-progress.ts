import { sql, type Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * The first ten minutes and the Player Stats window (issue 21).
 * - `player_tutorials`: the tutorial's step per player, kept by the server so it follows the
 *   player between the browser and the desktop. Characters that existed before the tutorial get it
 *   completed; a new character has no row and starts at welcome.
 * - `player_achievements`: one row per achievement unlocked; its primary key is what pays the
 *   reward once, however many evaluations race to unlock it.
 * - `player_progress`: where the character's statistics start counting (the ledger id and the
 *   time of its last start over) and the play time counted from the client's heartbeat.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_tutorials')
    .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.user_id').onDelete('cascade'))
    .addColumn('step', 'text', (c) => c.notNull())
    // 'active', 'completed' or 'skipped'.
    .addColumn('status', 'text', (c) => c.notNull())
    // The step's objective counts ledger rows after this id, and talks from step_started_at.
    .addColumn('step_after_seq', INTEGER, (c) => c.notNull())
    .addColumn('step_started_at', INTEGER, (c) => c.notNull())
    .addColumn('updated_at', INTEGER, (c) => c.notNull())
    .execute();
  const now = Date.now();
  await sql`INSERT INTO player_tutorials (player_id, step, status, step_after_seq, step_started_at, updated_at) SELECT user_id, 'tutorial_complete', 'completed', 0, ${now}, ${now} FROM players`.execute(db);

  await db.schema
    .createTable('player_achievements')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('achievement_id', 'text', (c) => c.notNull())
    .addColumn('unlocked_at', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('player_achievements_pk', ['player_id', 'achievement_id'])
    .execute();

  await db.schema
    .createTable('player_progress')
    .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.user_id').onDelete('cascade'))
    .addColumn('stats_from_seq', INTEGER, (c) => c.notNull().defaultTo(0))
    .addColumn('stats_since', INTEGER, (c) => c.notNull().defaultTo(0))
    .addColumn('played_ms', INTEGER, (c) => c.notNull().defaultTo(0))
    .addColumn('sessions', INTEGER, (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_progress').execute();
  await db.schema.dropTable('player_achievements').execute();
  await db.schema.dropTable('player_tutorials').execute();
}

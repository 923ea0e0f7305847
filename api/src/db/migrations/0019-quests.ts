import { type Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * Quests (issue 20): one row per quest a player took, in each period it can be done in ('' for a
 * one-off quest, 'day-N' for a daily task), so a quest is taken once a period, held by the unique
 * index. `after_seq` is the player's last ledger row when it was accepted (its objectives count the
 * rows after it) and `through_seq` the last when it was claimed (what it counted ends there).
 * Abandoning deletes the row: nothing was paid, and its counted work goes back to the other quests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('player_quests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('quest_id', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull())
    // active, then claimed.
    .addColumn('status', 'text', (c) => c.notNull())
    // The how-manieth quest the player accepted: the order in which quests take their units of work.
    .addColumn('ordinal', INTEGER, (c) => c.notNull())
    .addColumn('after_seq', INTEGER, (c) => c.notNull())
    .addColumn('through_seq', INTEGER)
    .addColumn('accepted_at', INTEGER, (c) => c.notNull())
    .addColumn('claimed_at', INTEGER)
    .execute();
  await db.schema.createIndex('player_quests_once_a_period').on('player_quests').columns(['player_id', 'quest_id', 'period']).unique().execute();
  await db.schema.createIndex('player_quests_by_status').on('player_quests').columns(['player_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_quests').execute();
}

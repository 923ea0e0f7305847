import { sql, type Kysely } from 'kysely';
import { INTEGER, REAL } from './columns';

/**
 * Random events (issue 19; 000 §9): one row per event presented to a player, pending until it is
 * answered or expires, with its luck drawn when it was presented (so answering again rolls nothing
 * new) and the city the player was in. One pending event per player, held by the database.
 * `players.last_event_check_at` is the last 2-minute check of the player, taken by a guarded
 * update so a check runs once whoever runs it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('random_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    // pending, then answered or expired.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('city_id', INTEGER)
    .addColumn('luck', REAL, (c) => c.notNull())
    .addColumn('presented_at', INTEGER, (c) => c.notNull())
    .addColumn('expires_at', INTEGER, (c) => c.notNull())
    .addColumn('answered_at', INTEGER)
    .addColumn('choice_id', 'text')
    // The EventOutcome (shared protocol), JSON.
    .addColumn('outcome', 'text')
    .execute();
  await sql`CREATE UNIQUE INDEX random_events_one_pending ON random_events (player_id) WHERE status = 'pending'`.execute(db);
  await db.schema.createIndex('random_events_by_player').on('random_events').columns(['player_id', 'kind', 'presented_at']).execute();
  await db.schema.alterTable('players').addColumn('last_event_check_at', INTEGER).execute();
  // Housekeeping deletes events long past (EVENT_PRUNE_RULES) and journeys long finished (JOURNEY_PRUNE_RULES).
  await db.schema.createIndex('random_events_presented').on('random_events').column('presented_at').execute();
  await db.schema.createIndex('journeys_finished').on('journeys').column('finished_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('journeys_finished').execute();
  await db.schema.alterTable('players').dropColumn('last_event_check_at').execute();
  await db.schema.dropTable('random_events').execute();
}

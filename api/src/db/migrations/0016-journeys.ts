import { sql, type Kysely } from 'kysely';
import { INTEGER, REAL } from './columns';

/**
 * Journeys (issue 19; docs/decisions.md "The road"): a caravan's way between two cities, kept as
 * what it has travelled and since when it moves (null while it stands at an encounter), so it
 * survives restarts and goes on while its player is away. `due_at` is when the server must next
 * look at it (an encounter check, the arrival, an auto-resolve): the sweep reads only those due.
 * `seed` fixes every roll of the journey when it starts. One journey under way per player, held
 * by the database. Each cargo row counts what was loaded, found and lost on the way, so every
 * unit is accounted for; each encounter is met once per check (journey, check_index).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('journeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('from_city_id', INTEGER, (c) => c.notNull())
    .addColumn('to_city_id', INTEGER, (c) => c.notNull())
    .addColumn('distance', INTEGER, (c) => c.notNull())
    // The trading board's route it runs (TRADE_ROUTES), or null.
    .addColumn('route_id', 'text')
    // travelling, encounter, then completed or cancelled.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('duration_ms', INTEGER, (c) => c.notNull())
    .addColumn('travelled_ms', INTEGER, (c) => c.notNull())
    .addColumn('moving_since', INTEGER)
    .addColumn('next_check', INTEGER, (c) => c.notNull())
    .addColumn('due_at', INTEGER)
    .addColumn('seed', INTEGER, (c) => c.notNull())
    .addColumn('risk_score', REAL, (c) => c.notNull())
    .addColumn('flags', 'text', (c) => c.notNull())
    .addColumn('started_at', INTEGER, (c) => c.notNull())
    .addColumn('finished_at', INTEGER)
    .execute();
  await sql`CREATE UNIQUE INDEX journeys_one_under_way ON journeys (player_id) WHERE status IN ('travelling', 'encounter')`.execute(db);
  await db.schema.createIndex('journeys_due').on('journeys').column('due_at').execute();
  await db.schema.createIndex('journeys_by_player').on('journeys').columns(['player_id', 'started_at']).execute();

  await db.schema
    .createTable('journey_cargo')
    .addColumn('journey_id', 'text', (c) => c.notNull().references('journeys.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('loaded', INTEGER, (c) => c.notNull())
    .addColumn('found', INTEGER, (c) => c.notNull())
    .addColumn('lost', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('journey_cargo_pk', ['journey_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('journey_encounters')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('journey_id', 'text', (c) => c.notNull().references('journeys.id').onDelete('cascade'))
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('check_index', INTEGER, (c) => c.notNull())
    .addColumn('encounter_id', 'text', (c) => c.notNull())
    .addColumn('presented_at', INTEGER, (c) => c.notNull())
    .addColumn('auto_resolve_at', INTEGER, (c) => c.notNull())
    .addColumn('resolved_at', INTEGER)
    .addColumn('choice_id', 'text')
    // The EncounterOutcome (shared protocol), JSON.
    .addColumn('outcome', 'text')
    .execute();
  await db.schema.createIndex('journey_encounters_per_check').on('journey_encounters').columns(['journey_id', 'check_index']).unique().execute();

  // The guide and the escort a player has hired for their next journey (000 §3 "Player data"), JSON.
  await db.schema.alterTable('players').addColumn('road_flags', 'text', (c) => c.notNull().defaultTo('[]')).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').dropColumn('road_flags').execute();
  await db.schema.dropTable('journey_encounters').execute();
  await db.schema.dropTable('journey_cargo').execute();
  await db.schema.dropTable('journeys').execute();
}

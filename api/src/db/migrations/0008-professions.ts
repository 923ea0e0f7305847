import { sql, type Kysely } from 'kysely';
import { INTEGER, REAL, identityKey } from './columns';

/**
 * Professions and crafting (issue 10): timed profession action sessions, the Professions
 * window's crafting queue and the benches' crafts, the personal workshop with its benches, the
 * crafting system's experience and discoveries, and when the player took up their profession.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // When the current profession was taken up: the switch wait runs from here (null: no wait).
  await db.schema.alterTable('players').addColumn('profession_since', INTEGER).execute();

  // One row per action started. The result is rolled once, when it is claimed, and kept as JSON
  // so a later check answers the same result without paying it again.
  await db.schema
    .createTable('profession_sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('profession', 'text', (c) => c.notNull())
    .addColumn('action_id', 'text', (c) => c.notNull())
    .addColumn('started_at', INTEGER, (c) => c.notNull())
    .addColumn('ends_at', INTEGER, (c) => c.notNull())
    // Where and when it was started: the success roll reads these conditions.
    .addColumn('terrain', 'text', (c) => c.notNull())
    .addColumn('weather', 'text', (c) => c.notNull())
    .addColumn('season', 'text', (c) => c.notNull())
    .addColumn('level', INTEGER, (c) => c.notNull())
    // The market that feels what it makes: the nearest city's.
    .addColumn('city_id', INTEGER, (c) => c.notNull())
    .addColumn('cost_copper', INTEGER, (c) => c.notNull())
    .addColumn('claimed_at', INTEGER)
    .addColumn('result', 'text')
    .execute();
  // One action per profession at a time: the unique index is the guard concurrent starts meet.
  await db.schema
    .createIndex('profession_sessions_one_open')
    .on('profession_sessions')
    .columns(['player_id', 'profession'])
    .unique()
    .where(sql.ref('claimed_at'), 'is', null)
    .execute();
  await db.schema.createIndex('profession_sessions_by_player').on('profession_sessions').columns(['player_id', 'profession', 'started_at']).execute();

  // The crafting queue: Professions-window batches ('recipe') and bench crafts ('station'), one
  // after another per player. Ingredients left when it was queued; products come when claimed.
  await db.schema
    .createTable('crafts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipe_id', 'text', (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('level', INTEGER, (c) => c.notNull())
    .addColumn('starts_at', INTEGER, (c) => c.notNull())
    .addColumn('ends_at', INTEGER, (c) => c.notNull())
    // JSON of what the craft was queued with (combination effects, quality): the claim reads it.
    .addColumn('plan', 'text', (c) => c.notNull())
    .addColumn('claimed_at', INTEGER)
    .addColumn('result', 'text')
    .execute();
  await db.schema.createIndex('crafts_by_player').on('crafts').columns(['player_id', 'claimed_at', 'ends_at']).execute();

  // The personal workshop: its level, the crafting system's experience and knowledge.
  await db.schema
    .createTable('workshops')
    .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.user_id').onDelete('cascade'))
    .addColumn('level', INTEGER, (c) => c.notNull().defaultTo(1).check(sql`level >= 1`))
    .addColumn('crafting_experience', INTEGER, (c) => c.notNull().defaultTo(0).check(sql`crafting_experience >= 0`))
    .addColumn('knowledge_points', INTEGER, (c) => c.notNull().defaultTo(0).check(sql`knowledge_points >= 0`))
    .addColumn('updated_at', INTEGER, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('workshop_benches')
    .addColumn('id', ...identityKey(db))
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('bench_id', 'text', (c) => c.notNull())
    .addColumn('x', INTEGER, (c) => c.notNull())
    .addColumn('y', INTEGER, (c) => c.notNull())
    .addColumn('placed_at', INTEGER, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('workshop_benches_by_player').on('workshop_benches').column('player_id').execute();

  await db.schema
    .createTable('discovered_recipes')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('recipe_id', 'text', (c) => c.notNull())
    .addColumn('discovered_at', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('discovered_recipes_pk', ['player_id', 'recipe_id'])
    .execute();

  // Trees planted by loggers: they grow into wood nodes of the forest (logging/plant).
  await db.schema
    .createTable('planted_trees')
    .addColumn('id', ...identityKey(db))
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('tree_type', 'text', (c) => c.notNull())
    .addColumn('x', REAL, (c) => c.notNull())
    .addColumn('y', REAL, (c) => c.notNull())
    .addColumn('planted_at', INTEGER, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('planted_trees_by_player').on('planted_trees').columns(['player_id', 'planted_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('planted_trees').execute();
  await db.schema.dropTable('discovered_recipes').execute();
  await db.schema.dropTable('workshop_benches').execute();
  await db.schema.dropTable('workshops').execute();
  await db.schema.dropTable('crafts').execute();
  await db.schema.dropTable('profession_sessions').execute();
  await db.schema.alterTable('players').dropColumn('profession_since').execute();
}

import { sql, type Kysely } from 'kysely';
import { INTEGER, REAL, identityKey } from './columns';

/**
 * Gathering (issue 9): the world's resource nodes, each player's profession and the experience
 * they earned in each, and when each player last harvested (the pace of their harvests).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // One set of nodes shared by every player. A node is its timestamps: it regrows at regrows_at
  // and, once emptied (depleted_at), is replaced NODE_REMOVAL_DELAY_MS later.
  await db.schema
    .createTable('resource_nodes')
    .addColumn('id', ...identityKey(db))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('area_id', 'text', (c) => c.notNull())
    .addColumn('x', REAL, (c) => c.notNull())
    .addColumn('y', REAL, (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull().check(sql`quantity >= 0`))
    .addColumn('max_quantity', INTEGER, (c) => c.notNull().check(sql`max_quantity > 0`))
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .addColumn('last_harvest_at', INTEGER)
    // When a harvested node is full again; null while it is full.
    .addColumn('regrows_at', INTEGER)
    // When the last unit was taken; null while the node holds something.
    .addColumn('depleted_at', INTEGER)
    .addCheckConstraint('resource_nodes_quantity_within_max', sql`quantity <= max_quantity`)
    .execute();
  await db.schema.createIndex('resource_nodes_by_regrowth').on('resource_nodes').column('regrows_at').execute();
  await db.schema.createIndex('resource_nodes_by_depletion').on('resource_nodes').column('depleted_at').execute();

  // The player's current profession (null until the first gather sets it: spec 001 §4).
  await db.schema.alterTable('players').addColumn('profession', 'text').execute();
  // The last harvest: the next waits for its gather time (the guard of the pacing UPDATE).
  await db.schema.alterTable('players').addColumn('last_gathered_at', INTEGER).execute();

  // Experience per profession as a running total; the level is derived (professionProgress).
  await db.schema
    .createTable('player_professions')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('profession', 'text', (c) => c.notNull())
    .addColumn('experience', INTEGER, (c) => c.notNull().check(sql`experience >= 0`))
    .addPrimaryKeyConstraint('player_professions_pk', ['player_id', 'profession'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('player_professions').execute();
  await db.schema.alterTable('players').dropColumn('last_gathered_at').execute();
  await db.schema.alterTable('players').dropColumn('profession').execute();
  await db.schema.dropTable('resource_nodes').execute();
}

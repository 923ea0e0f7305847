import type { Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * Planted saplings grow into wood nodes (logging/plant): each knows when it is a tree and whether
 * it has grown, and a node knows the sapling it grew from, which is felled once and not replaced.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('planted_trees').addColumn('matures_at', INTEGER, (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('planted_trees').addColumn('grown_at', INTEGER).execute();
  await db.schema.createIndex('planted_trees_by_maturity').on('planted_trees').columns(['grown_at', 'matures_at']).execute();
  await db.schema.alterTable('resource_nodes').addColumn('planted_tree_id', INTEGER).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('resource_nodes').dropColumn('planted_tree_id').execute();
  await db.schema.dropIndex('planted_trees_by_maturity').execute();
  await db.schema.alterTable('planted_trees').dropColumn('grown_at').execute();
  await db.schema.alterTable('planted_trees').dropColumn('matures_at').execute();
}

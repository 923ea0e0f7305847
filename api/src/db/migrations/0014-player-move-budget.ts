import type { Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * The move budget is the player's, not the connection's (docs/decisions.md "move budget across
 * connections"): each session leaves it behind as the time it was, or would have been, empty, and
 * the next session, on whichever process, continues it. Null until a first session leaves one.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').addColumn('move_budget_empty_at', INTEGER).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('players').dropColumn('move_budget_empty_at').execute();
}

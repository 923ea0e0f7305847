import { type Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * The people of the cities (issue 20). Each table is the npcs module's:
 *
 * - `npc_stock`: a merchant's (or innkeeper's) counter, shared by every player: how many units of a
 *   good and since when it has been growing back (restocked lazily from the timestamp). A row is
 *   made full the first time anyone buys the good.
 * - `npc_visits`: one row per player, NPC and game day, with the last talk's time: the quests count
 *   visits from it, and the first talk of the day teaches diplomacy.
 * - `npc_special_purchases`: special-offer units a player bought from a merchant in a game day (the cap).
 * - `npc_appraisals`: which items a player had appraised in a game day (appraisal's experience, once each).
 * - `vault_items` and `vault_purses`: the bankers' one vault per player, goods and copper.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('npc_stock')
    .addColumn('npc_id', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull())
    .addColumn('restocked_at', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('npc_stock_pk', ['npc_id', 'item_id'])
    .execute();
  await db.schema
    .createTable('npc_visits')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('npc_id', 'text', (c) => c.notNull())
    .addColumn('game_day', INTEGER, (c) => c.notNull())
    .addColumn('visited_at', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('npc_visits_pk', ['player_id', 'npc_id', 'game_day'])
    .execute();
  await db.schema.createIndex('npc_visits_by_time').on('npc_visits').columns(['player_id', 'visited_at']).execute();
  await db.schema
    .createTable('npc_special_purchases')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('npc_id', 'text', (c) => c.notNull())
    .addColumn('game_day', INTEGER, (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('npc_special_purchases_pk', ['player_id', 'npc_id', 'game_day'])
    .execute();
  await db.schema
    .createTable('npc_appraisals')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('game_day', INTEGER, (c) => c.notNull())
    .addColumn('appraised_at', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('npc_appraisals_pk', ['player_id', 'item_id', 'game_day'])
    .execute();
  // Housekeeping deletes the days long past (NPC_PRUNE_RULES).
  for (const table of ['npc_visits', 'npc_special_purchases', 'npc_appraisals']) await db.schema.createIndex(`${table}_by_day`).on(table).column('game_day').execute();
  await db.schema
    .createTable('vault_items')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('vault_items_pk', ['player_id', 'item_id'])
    .execute();
  await db.schema
    .createTable('vault_purses')
    .addColumn('player_id', 'text', (c) => c.primaryKey().references('players.user_id').onDelete('cascade'))
    .addColumn('copper', INTEGER, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['vault_purses', 'vault_items', 'npc_appraisals', 'npc_special_purchases', 'npc_visits', 'npc_stock']) await db.schema.dropTable(table).execute();
}

import { sql, type Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * The oracle and the rumours (issue 20). `market_forecasts` holds each city's next market event
 * drawn ahead of time (market/market-forecast.ts): one row per city, its forecast null until the
 * oracle draws one, which the 2-minute checks then strike when due; the row is what a draw and a
 * check lock, so they never cross. `oracle_clues` holds every clue and rumour a player was told,
 * numbered per teller and game day (`slot`), so the daily caps are held by a unique index too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_forecasts')
    .addColumn('city_id', INTEGER, (c) => c.primaryKey())
    // A MarketEventKind, or null for a calm spell until strikes_at; both null: nothing foretold.
    .addColumn('kind', 'text')
    .addColumn('strikes_at', INTEGER)
    .addColumn('drawn_at', INTEGER)
    .execute();
  await db.schema
    .createTable('oracle_clues')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    // 'oracle' or 'rumour', and the NPC who told it.
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('npc_id', 'text', (c) => c.notNull())
    .addColumn('game_day', INTEGER, (c) => c.notNull())
    .addColumn('slot', INTEGER, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    // The fact told (rules/oracle ClueDraft.key): a player is not told one fact twice while another is left.
    .addColumn('fact_key', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('city_id', INTEGER)
    .addColumn('item_id', 'text')
    .addColumn('copper_paid', INTEGER, (c) => c.notNull())
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .addColumn('expires_at', INTEGER, (c) => c.notNull())
    .addColumn('read_at', INTEGER)
    .execute();
  await sql`CREATE UNIQUE INDEX oracle_clues_one_per_slot ON oracle_clues (player_id, source, npc_id, game_day, slot)`.execute(db);
  await db.schema.createIndex('oracle_clues_in_force').on('oracle_clues').columns(['player_id', 'expires_at']).execute();
  // Housekeeping deletes clues long expired (ORACLE_PRUNE_RULES).
  await db.schema.createIndex('oracle_clues_expired').on('oracle_clues').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('oracle_clues').execute();
  await db.schema.dropTable('market_forecasts').execute();
}

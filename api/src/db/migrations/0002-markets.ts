import { sql, type Kysely } from 'kysely';

/** Markets, trades and their ledger, player offers with escrow, and contracts (issue 3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_entries')
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('base_price', 'integer', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull().check(sql`price > 0`))
    .addColumn('supply', 'real', (c) => c.notNull())
    .addColumn('demand', 'real', (c) => c.notNull())
    .addColumn('volatility', 'real', (c) => c.notNull())
    .addColumn('trend', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('market_entries_pk', ['city_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('price_history')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('price', 'integer', (c) => c.notNull())
    .addColumn('volume', 'integer', (c) => c.notNull())
    .addColumn('recorded_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_history_by_market').on('price_history').columns(['city_id', 'item_id', 'id']).execute();

  await db.schema
    .createTable('market_event_log')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_event_log_by_city').on('market_event_log').columns(['city_id', 'kind', 'occurred_at']).execute();

  // Every movement of money or goods between a player and the world (market, escrow, contracts):
  // the sum of copper_delta per player, plus the starting purse, is the purse.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('copper_delta', 'integer', (c) => c.notNull())
    .addColumn('city_id', 'integer')
    .addColumn('ref_id', 'text')
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_by_player').on('ledger_entries').columns(['player_id', 'id']).execute();

  await db.schema
    .createTable('trades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('price_per_unit', 'integer', (c) => c.notNull())
    .addColumn('total', 'integer', (c) => c.notNull())
    .addColumn('discount', 'real', (c) => c.notNull())
    .addColumn('market_price', 'integer', (c) => c.notNull())
    .addColumn('executed_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trades_by_player').on('trades').columns(['player_id', 'executed_at']).execute();

  // A retried request with the same key returns the stored answer and changes nothing.
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('status', 'integer', (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['player_id', 'key'])
    .execute();

  await db.schema
    .createTable('market_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('city_id', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('quantity_total', 'integer', (c) => c.notNull())
    .addColumn('quantity_remaining', 'integer', (c) => c.notNull().check(sql`quantity_remaining >= 0`))
    .addColumn('price_per_unit', 'integer', (c) => c.notNull().check(sql`price_per_unit > 0`))
    // What the offer holds: copper for a buy offer, goods for a sell offer.
    .addColumn('escrow_copper', 'integer', (c) => c.notNull().check(sql`escrow_copper >= 0`))
    .addColumn('escrow_quantity', 'integer', (c) => c.notNull().check(sql`escrow_quantity >= 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_offers_open').on('market_offers').columns(['city_id', 'status', 'item_id']).execute();

  await db.schema
    .createTable('player_contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('accepted_at', 'integer', (c) => c.notNull())
    .addColumn('deadline_at', 'integer', (c) => c.notNull())
    .addColumn('settled_at', 'integer')
    .execute();
  await db.schema.createIndex('player_contracts_by_player').on('player_contracts').columns(['player_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['player_contracts', 'market_offers', 'idempotent_requests', 'trades', 'ledger_entries', 'market_event_log', 'price_history', 'market_entries']) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';
import { INTEGER, REAL, identityKey } from './columns';

/** Markets, trades and their ledger, player offers with escrow, and contracts (issue 3). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('market_entries')
    .addColumn('city_id', INTEGER, (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('base_price', INTEGER, (c) => c.notNull())
    .addColumn('price', INTEGER, (c) => c.notNull().check(sql`price > 0`))
    .addColumn('supply', REAL, (c) => c.notNull())
    .addColumn('demand', REAL, (c) => c.notNull())
    .addColumn('volatility', REAL, (c) => c.notNull())
    .addColumn('trend', 'text', (c) => c.notNull())
    .addColumn('updated_at', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('market_entries_pk', ['city_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('price_history')
    .addColumn('id', ...identityKey(db))
    .addColumn('city_id', INTEGER, (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('price', INTEGER, (c) => c.notNull())
    .addColumn('volume', INTEGER, (c) => c.notNull())
    .addColumn('recorded_at', INTEGER, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('price_history_by_market').on('price_history').columns(['city_id', 'item_id', 'id']).execute();

  await db.schema
    .createTable('market_event_log')
    .addColumn('id', ...identityKey(db))
    .addColumn('city_id', INTEGER, (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('occurred_at', INTEGER, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_event_log_by_city').on('market_event_log').columns(['city_id', 'kind', 'occurred_at']).execute();

  // Every movement of money or goods between a player and the world (market, escrow, contracts):
  // the sum of copper_delta per player, plus the starting purse, is the purse.
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', ...identityKey(db))
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text')
    .addColumn('quantity', INTEGER, (c) => c.notNull().defaultTo(0))
    .addColumn('copper_delta', INTEGER, (c) => c.notNull())
    .addColumn('city_id', INTEGER)
    .addColumn('ref_id', 'text')
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('ledger_entries_by_player').on('ledger_entries').columns(['player_id', 'id']).execute();

  await db.schema
    .createTable('trades')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('city_id', INTEGER, (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull())
    .addColumn('price_per_unit', INTEGER, (c) => c.notNull())
    .addColumn('total', INTEGER, (c) => c.notNull())
    .addColumn('discount', REAL, (c) => c.notNull())
    .addColumn('market_price', INTEGER, (c) => c.notNull())
    .addColumn('executed_at', INTEGER, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('trades_by_player').on('trades').columns(['player_id', 'executed_at']).execute();

  // A retried request with the same key returns the stored answer and changes nothing.
  await db.schema
    .createTable('idempotent_requests')
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('status', INTEGER, (c) => c.notNull())
    .addColumn('response', 'text', (c) => c.notNull())
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('idempotent_requests_pk', ['player_id', 'key'])
    .execute();

  await db.schema
    .createTable('market_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('city_id', INTEGER, (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('side', 'text', (c) => c.notNull())
    .addColumn('quantity_total', INTEGER, (c) => c.notNull())
    .addColumn('quantity_remaining', INTEGER, (c) => c.notNull().check(sql`quantity_remaining >= 0`))
    .addColumn('price_per_unit', INTEGER, (c) => c.notNull().check(sql`price_per_unit > 0`))
    // What the offer holds: copper for a buy offer, goods for a sell offer.
    .addColumn('escrow_copper', INTEGER, (c) => c.notNull().check(sql`escrow_copper >= 0`))
    .addColumn('escrow_quantity', INTEGER, (c) => c.notNull().check(sql`escrow_quantity >= 0`))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .addColumn('expires_at', INTEGER, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('market_offers_open').on('market_offers').columns(['city_id', 'status', 'item_id']).execute();

  await db.schema
    .createTable('player_contracts')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('contract_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('accepted_at', INTEGER, (c) => c.notNull())
    .addColumn('deadline_at', INTEGER, (c) => c.notNull())
    .addColumn('settled_at', INTEGER)
    .execute();
  await db.schema.createIndex('player_contracts_by_player').on('player_contracts').columns(['player_id', 'status']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['player_contracts', 'market_offers', 'idempotent_requests', 'trades', 'ledger_entries', 'market_event_log', 'price_history', 'market_entries']) {
    await db.schema.dropTable(table).execute();
  }
}

import { sql, type Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * Goods left in a banker's vault are kept in the city they were left in (issue 33; docs/decisions.md
 * "the vault keeps goods where they were left"): one vault reached from any banker moved any load
 * between Constantinople and Venice for a deposit's fee, past the caravan's cargo and its road.
 * `vault_items` gains the city; the goods already kept are put in the city of their owner's last
 * deposit of that good (the ledger's 'vault-deposit' rows say where), or Constantinople, whose
 * banker is the only one on the map. Copper stays one purse: a banker's letter of credit is paid
 * by any other.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vault_goods')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('city_id', INTEGER, (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('vault_goods_pk', ['player_id', 'city_id', 'item_id'])
    .execute();
  await sql`INSERT INTO vault_goods (player_id, city_id, item_id, quantity)
    SELECT v.player_id,
      COALESCE((SELECT l.city_id FROM ledger_entries l
        WHERE l.player_id = v.player_id AND l.item_id = v.item_id AND l.kind = 'vault-deposit' AND l.city_id IS NOT NULL
        ORDER BY l.id DESC LIMIT 1), 1),
      v.item_id, v.quantity
    FROM vault_items v WHERE v.quantity > 0`.execute(db);
  await db.schema.dropTable('vault_items').execute();
}

/** Back to one vault: the goods of every city summed. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('vault_items')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull())
    .addPrimaryKeyConstraint('vault_items_pk', ['player_id', 'item_id'])
    .execute();
  await sql`INSERT INTO vault_items (player_id, item_id, quantity) SELECT player_id, item_id, SUM(quantity) FROM vault_goods GROUP BY player_id, item_id`.execute(db);
  await db.schema.dropTable('vault_goods').execute();
}

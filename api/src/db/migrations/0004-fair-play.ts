import { sql, type Kysely } from 'kysely';
import { INTEGER } from './columns';

/**
 * Fair play (issue 6): the reset cooldown, indexes for the housekeeping sweep of every table
 * that grows with use, and an opening balance in the ledger for characters created before every
 * purse and inventory change went through it, so that from now on each player's purse and goods
 * equal the sum of their ledger.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  // When the player last reset or deleted their character: on the user, which a delete keeps.
  await db.schema.alterTable('users').addColumn('character_reset_at', INTEGER).execute();

  await db.schema.createIndex('auth_requests_by_expiry').on('auth_requests').column('expires_at').execute();
  await db.schema.createIndex('auth_codes_by_expiry').on('auth_codes').column('expires_at').execute();
  await db.schema.createIndex('refresh_tokens_by_expiry').on('refresh_tokens').column('expires_at').execute();
  await db.schema.createIndex('refresh_tokens_by_user').on('refresh_tokens').column('user_id').execute();
  await db.schema.createIndex('local_idp_codes_by_expiry').on('local_idp_codes').column('expires_at').execute();
  await db.schema.createIndex('idempotent_requests_by_age').on('idempotent_requests').column('created_at').execute();
  await db.schema.createIndex('client_errors_by_age').on('client_errors').column('created_at').execute();
  await db.schema.createIndex('market_event_log_by_age').on('market_event_log').column('occurred_at').execute();
  await db.schema.createIndex('market_offers_by_player').on('market_offers').columns(['player_id', 'status']).execute();
  await db.schema.createIndex('market_offers_by_expiry').on('market_offers').columns(['status', 'expires_at']).execute();
  await db.schema.createIndex('player_contracts_by_settlement').on('player_contracts').column('settled_at').execute();

  await sql`
    insert into ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at)
    select p.user_id, 'opening-balance', null, 0, p.copper - coalesce((select sum(l.copper_delta) from ledger_entries l where l.player_id = p.user_id), 0), null, null, p.updated_at
    from players p
    where p.copper != coalesce((select sum(l.copper_delta) from ledger_entries l where l.player_id = p.user_id), 0)
  `.execute(db);
  await sql`
    insert into ledger_entries (player_id, kind, item_id, quantity, copper_delta, city_id, ref_id, created_at)
    select held.player_id, 'opening-balance', held.item_id, held.quantity - held.recorded, 0, null, null, 0
    from (
      select keys.player_id, keys.item_id,
        coalesce((select i.quantity from inventory_items i where i.player_id = keys.player_id and i.item_id = keys.item_id), 0) as quantity,
        coalesce((select sum(l.quantity) from ledger_entries l where l.player_id = keys.player_id and l.item_id = keys.item_id), 0) as recorded
      from (
        select player_id, item_id from inventory_items
        union select player_id, item_id from ledger_entries where item_id is not null
      ) keys
      where keys.player_id in (select user_id from players)
    ) held
    where held.quantity != held.recorded
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from ledger_entries where kind = 'opening-balance'`.execute(db);
  for (const index of [
    'player_contracts_by_settlement',
    'market_offers_by_expiry',
    'market_offers_by_player',
    'market_event_log_by_age',
    'client_errors_by_age',
    'idempotent_requests_by_age',
    'local_idp_codes_by_expiry',
    'refresh_tokens_by_user',
    'refresh_tokens_by_expiry',
    'auth_codes_by_expiry',
    'auth_requests_by_expiry',
  ]) {
    await db.schema.dropIndex(index).execute();
  }
  await db.schema.alterTable('users').dropColumn('character_reset_at').execute();
}

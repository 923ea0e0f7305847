import { sql, type Kysely } from 'kysely';
import { INTEGER, REAL, identityKey } from './columns';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('display_name', 'text', (c) => c.notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('in_game_name', 'text')
    .addColumn('in_game_name_key', 'text', (c) => c.unique())
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .addColumn('updated_at', INTEGER, (c) => c.notNull())
    .addUniqueConstraint('users_provider_subject', ['provider', 'subject'])
    .execute();

  await db.schema
    .createTable('players')
    .addColumn('user_id', 'text', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('copper', INTEGER, (c) => c.notNull().check(sql`copper >= 0`))
    .addColumn('level', INTEGER, (c) => c.notNull())
    .addColumn('experience', INTEGER, (c) => c.notNull().check(sql`experience >= 0`))
    .addColumn('reputation', INTEGER, (c) => c.notNull())
    .addColumn('health', INTEGER, (c) => c.notNull())
    .addColumn('x', REAL, (c) => c.notNull())
    .addColumn('y', REAL, (c) => c.notNull())
    .addColumn('skills', 'text', (c) => c.notNull())
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .addColumn('updated_at', INTEGER, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('inventory_items')
    .addColumn('player_id', 'text', (c) => c.notNull().references('players.user_id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('quantity', INTEGER, (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('inventory_items_pk', ['player_id', 'item_id'])
    .execute();

  await db.schema
    .createTable('auth_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('client_redirect_uri', 'text', (c) => c.notNull())
    .addColumn('client_state', 'text', (c) => c.notNull())
    .addColumn('client_code_challenge', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('provider_code_verifier', 'text', (c) => c.notNull())
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .addColumn('expires_at', INTEGER, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auth_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('client_redirect_uri', 'text', (c) => c.notNull())
    .addColumn('code_challenge', 'text', (c) => c.notNull())
    .addColumn('expires_at', INTEGER, (c) => c.notNull())
    .addColumn('used_at', INTEGER)
    .execute();

  await db.schema
    .createTable('refresh_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('family_id', 'text', (c) => c.notNull())
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .addColumn('expires_at', INTEGER, (c) => c.notNull())
    .addColumn('used_at', INTEGER)
    .addColumn('revoked_at', INTEGER)
    .execute();
  await db.schema.createIndex('refresh_tokens_family').on('refresh_tokens').column('family_id').execute();

  await db.schema
    .createTable('local_idp_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('redirect_uri', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text')
    .addColumn('code_challenge', 'text')
    .addColumn('expires_at', INTEGER, (c) => c.notNull())
    .addColumn('used_at', INTEGER)
    .execute();

  await db.schema
    .createTable('server_secrets')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('client_errors')
    .addColumn('id', ...identityKey(db))
    .addColumn('user_id', 'text')
    .addColumn('session_id', 'text')
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['client_errors', 'server_secrets', 'local_idp_codes', 'refresh_tokens', 'auth_codes', 'auth_requests', 'inventory_items', 'players', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}

import type { Kysely } from 'kysely';
import { INTEGER, identityKey } from './columns';

/**
 * Client logs (issue 9): what a client's logger sends with POST /api/logs, on start and when the
 * player uploads them: everything but errors, which go to client_errors as they happen.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('client_logs')
    .addColumn('id', ...identityKey(db))
    .addColumn('user_id', 'text')
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('user_agent', 'text')
    .addColumn('page_url', 'text')
    .addColumn('created_at', INTEGER, (c) => c.notNull())
    .execute();
  await db.schema.createIndex('client_logs_by_age').on('client_logs').column('created_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('client_logs').execute();
}

import { sql, type Kysely } from 'kysely';

/** The local store of the desktop app (issue 9): session, settings, autosave and log. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sessions')
    .addColumn('origin', 'text', (c) => c.primaryKey())
    .addColumn('user_json', 'text', (c) => c.notNull())
    .addColumn('access_token', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('settings_json', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('autosaves')
    .addColumn('origin', 'text', (c) => c.primaryKey())
    .addColumn('record_json', 'text', (c) => c.notNull())
    .addColumn('saved_at', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('logs')
    // A rowid alias must be spelled exactly INTEGER PRIMARY KEY; AUTOINCREMENT keeps ids from being reused.
    .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
    .addColumn('timestamp', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('stack', 'text')
    .addColumn('context_json', 'text')
    .addColumn('sent', 'integer', (c) => c.notNull().defaultTo(0).check(sql`sent in (0, 1)`))
    .addColumn('byte_size', 'integer', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['logs', 'autosaves', 'settings', 'sessions']) await db.schema.dropTable(table).execute();
}

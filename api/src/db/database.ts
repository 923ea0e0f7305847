import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider, type Transaction } from 'kysely';
import { MIGRATIONS } from './migrations/index';
import type { Database } from './schema';

export type Db = Kysely<Database>;
/** The database or a transaction on it: stores take either, so callers choose the transaction. */
export type Executor = Db | Transaction<Database>;

/** Opens (creating if needed) the embedded database; ':memory:' gives a private one for tests. */
export function openSqliteDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
}

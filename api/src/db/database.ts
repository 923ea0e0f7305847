import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type MigrationProvider, type Transaction } from 'kysely';
import { MIGRATIONS } from './migrations/index';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { registerStorageHealth, StorageHealth } from './storage-health';

export type Db = Kysely<Database>;
/** The database or a transaction on it: stores take either, so callers choose the transaction. */
export type Executor = Db | Transaction<Database>;

/**
 * Opens (creating if needed) the embedded database; ':memory:' gives a private one for tests.
 * Every failed query feeds the database's StorageHealth (storageHealthOf). Throws SQLite's or
 * the file system's own error; startServer opens through openDatabaseForStart, which explains it.
 */
export function openSqliteDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new SQLite(path);
  try {
    // First, so a lock held by another process is waited for instead of failing the next pragma.
    sqlite.pragma('busy_timeout = 5000');
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('synchronous = NORMAL');
  } catch (error) {
    // These are the first reads of the file: a damaged or read-only one fails here, and must not stay open.
    sqlite.close();
    throw error;
  }
  const storage = new StorageHealth();
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }), log: storage.queryLog });
  registerStorageHealth(db, storage);
  return db;
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
}

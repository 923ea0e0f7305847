import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Db } from './db-types';
import { MIGRATIONS } from './migrations/index';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';
import { registerStorageHealth, StorageHealth } from './storage-health';

export type { Db, Executor } from './db-types';

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

/** PostgreSQL's type ids of bigint (copper, millisecond times, counts) and numeric (sums of bigints). */
const PG_INT8 = 20;
const PG_NUMERIC = 1700;

/**
 * Copper and times are bigint columns, which pg hands over as strings so that no value above
 * 2^53 is silently rounded. None of ours comes near that; should one ever, failing loudly beats
 * a purse that is quietly wrong.
 */
function safeNumber(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) throw new RangeError(`database integer ${text} does not fit a JavaScript number exactly`);
  return value;
}

const PG_TYPES = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === PG_INT8 || oid === PG_NUMERIC) return safeNumber;
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

/**
 * How long a query waits for a connection (a free one of the pool, or a new one) before it fails:
 * a database host that does not answer would otherwise hold requests for as long as TCP tries.
 */
const CONNECT_TIMEOUT_MS = 10_000;

export interface PostgresOptions {
  /** Connections the pool may open (pg's default is 10). */
  maxConnections?: number;
  /** How long an unused connection stays open; tests close them quickly. */
  idleTimeoutMs?: number;
}

/**
 * Connects to PostgreSQL (DATABASE_URL) through a pool. Unlike the embedded database,
 * transactions here run concurrently: see transact (transaction.ts) for what that asks of them.
 * Nothing is sent until the first query; openPostgresForStart checks the connection.
 */
export function openPostgresDatabase(url: string, options: PostgresOptions = {}): Db {
  const pool = new pg.Pool({ connectionString: url, types: PG_TYPES, max: options.maxConnections ?? 10, idleTimeoutMillis: options.idleTimeoutMs ?? 30_000, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  const storage = new StorageHealth();
  // A connection the server closes (a restart, a failover) errors on its client, outside any query.
  // pg-pool listens to idle clients only and passes their errors to the pool's 'error'; Kysely holds
  // a client for a whole transaction without a listener. Unheard, either error would end the
  // process. Both are logged (through storageHealthOf(db), wired to the app's logger) and the pool
  // drops the connection: the next query opens a new one.
  const lost = (error: Error) => storage.noteLostConnection(error);
  pool.on('error', lost);
  pool.on('acquire', (client) => client.on('error', lost));
  pool.on('release', (_error, client) => client.removeListener('error', lost));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log: storage.queryLog });
  registerStorageHealth(db, storage);
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Db, pg.Pool>();

/**
 * The pool under a PostgreSQL database, for the one path that speaks to it without Kysely: the
 * trade desk, which sends BEGIN with its first statement and COMMIT with its last
 * (trade-batch.ts). Undefined for SQLite.
 */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

export async function migrateToLatest(db: Db): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) throw new Error(`database migration failed${failed ? ` at ${failed.migrationName}` : ''}`, { cause: error });
}

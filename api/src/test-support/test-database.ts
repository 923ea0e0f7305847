import pg from 'pg';
import { migrateToLatest, openPostgresDatabase, openSqliteDatabase, type Db } from '../db/database';

/** Set (to the cluster's maintenance database) when the tests run on PostgreSQL. */
export const TEST_POSTGRES_ENV = 'SILKROAD_TEST_POSTGRES_URL';
/** Migrated once per run; each test database is a copy of it, which is quicker than migrating. */
export const TEMPLATE_DATABASE = 'silkroad_template';

export type TestDialect = 'sqlite' | 'postgres';

export function testDialect(): TestDialect {
  return process.env[TEST_POSTGRES_ENV] ? 'postgres' : 'sqlite';
}

interface Opened {
  db: Db;
  name: string;
}

const opened: Opened[] = [];
let counter = 0;

/** One connection to the maintenance database per test file, for its creates and drops. */
let admin: Promise<pg.Client> | undefined;

async function adminQuery(statement: string): Promise<void> {
  admin ??= (async () => {
    const client = new pg.Client({ connectionString: process.env[TEST_POSTGRES_ENV] });
    // A failed query surfaces on the query; an error between queries must not end the worker.
    client.on('error', () => undefined);
    await client.connect();
    return client;
  })();
  await (await admin).query(statement);
}

async function closeAdmin(): Promise<void> {
  const client = admin;
  admin = undefined;
  await (await client?.catch(() => undefined))?.end().catch(() => undefined);
}

/**
 * A copy of the migrated template. FILE_COPY copies its files as they are instead of writing
 * every page through the write-ahead log (PostgreSQL's default since 15): on these small
 * databases on a cluster without fsync that costs about half the server's time, and the copy
 * is the same.
 */
async function createFromTemplate(name: string): Promise<void> {
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE} strategy file_copy`);
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** PostgreSQL databases by the SQLite file path a test gave, so a restart finds the same world. */
const byPath = new Map<string, string>();

/**
 * A private, migrated database for one test: in memory on SQLite, or a fresh copy of the
 * template on the run's PostgreSQL cluster (the suite's setup file drops it after the file).
 * A test that restarts a server on the same world passes the same `path` again: on SQLite the
 * file, on PostgreSQL the database first opened for that path.
 */
export async function openTestDatabase(path = ':memory:'): Promise<Db> {
  const adminUrl = process.env[TEST_POSTGRES_ENV];
  if (!adminUrl) {
    const db = openSqliteDatabase(path);
    await migrateToLatest(db);
    return db;
  }
  let name = path === ':memory:' ? undefined : byPath.get(path);
  if (!name) {
    counter += 1;
    name = `test_${process.pid}_${counter}`;
    await createFromTemplate(name);
    if (path !== ':memory:') byPath.set(path, name);
  }
  const db = openPostgresDatabase(withDatabase(adminUrl, name), { idleTimeoutMs: 1_000 });
  opened.push({ db, name });
  return db;
}

/**
 * A fresh copy of the template on the run's PostgreSQL cluster, for servers in other processes
 * (the cluster tests): its URL, dropped with the file's other databases.
 */
export async function newTestPostgresUrl(): Promise<string> {
  const adminUrl = process.env[TEST_POSTGRES_ENV];
  if (!adminUrl) throw new Error('the tests are not running on PostgreSQL');
  counter += 1;
  const name = `test_${process.pid}_${counter}`;
  await createFromTemplate(name);
  const url = withDatabase(adminUrl, name);
  // Registered with a pool that is never used, so dropTestDatabases drops the database.
  opened.push({ db: openPostgresDatabase(url), name });
  return url;
}

/** Closes and drops every PostgreSQL test database this process opened; a no-op on SQLite. */
export async function dropTestDatabases(): Promise<void> {
  const all = opened.splice(0);
  byPath.clear();
  for (const { db } of all) await db.destroy().catch(() => undefined);
  // A pool a test closed itself is gone already; `with (force)` ends any connection left over.
  try {
    for (const name of new Set(all.map((entry) => entry.name))) await adminQuery(`drop database if exists ${name} with (force)`);
  } finally {
    await closeAdmin();
  }
}

import { closeSync, existsSync, mkdirSync, openSync, readSync, renameSync } from 'node:fs';
import { join } from 'node:path';
import SQLite, { type Database as SqliteConnection, type Statement } from 'better-sqlite3';
// Its own entry: the local store needs this classifier, not the whole server (about a second to load).
import { sqliteErrorCode } from '@silkroad/api/sqlite-errors';
import { Kysely, Migrator, SqliteDialect, type Compilable, type MigrationProvider } from 'kysely';
import { LOCAL_MIGRATIONS } from './migrations/index';
import type { LocalSchema } from './schema';

/** The file in the app's data folder (Electron's userData) when the caller names none. */
export const LOCAL_DATABASE_FILE_NAME = 'silkroad-local.db';
/** Another process writing the same file (a second app instance during its start) is waited for this long. */
export const LOCAL_DATABASE_BUSY_TIMEOUT_MS = 5_000;
/** Kysely's Migrator keeps the names of applied migrations here. */
const MIGRATION_TABLE = 'kysely_migration';
/** SQLite's companions of a database file, which belong to it: a stale WAL would be replayed into a new file. */
const COMPANION_SUFFIXES = ['-wal', '-shm', '-journal'] as const;
/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = Buffer.from('SQLite format 3\0', 'latin1');
/** Enough for every distinct statement the repositories build, whose SQL does not vary with their values. */
const STATEMENT_CACHE_SIZE = 200;

/**
 * Why the local database could not be used as it was. All but 'unavailable' are about the file's
 * contents: it is moved aside and a new one is created. 'unavailable' is about the place (a folder
 * that cannot be created, a read-only or full disk, a file another process holds): nothing is
 * moved and the app runs on an in-memory database until the next start.
 */
export type LocalDatabaseProblem = 'not-a-database' | 'damaged' | 'newer-schema' | 'migration-failed' | 'unavailable';

export interface LocalDatabaseReport {
  /** The database file that was meant to be opened. */
  file: string;
  reason: LocalDatabaseProblem;
  /** SQLite's or the file system's words, for the log. */
  detail: string;
  /** Where the unusable file now is (its -wal and -shm beside it, same suffixes); null when nothing was moved. */
  movedTo: string | null;
}

export interface OpenLocalDatabaseOptions {
  /** Folder of the database, created if missing: Electron's userData folder in the app. */
  directory: string;
  fileName?: string;
  /**
   * Told when stored data could not be used (see LocalDatabaseProblem); the database returned is
   * then a new, empty one. Local data must never stop the app from starting, so this is a report,
   * not a question.
   */
  onCorrupt?: (report: LocalDatabaseReport) => void;
  /** Clock for the name of a file moved aside. */
  now?: () => number;
}

/**
 * An open, migrated local database. Queries are built with Kysely (typed by LocalSchema) but run
 * synchronously on better-sqlite3: a transaction that awaited between its statements would hold
 * the file's write lock while another connection in the same thread busy-waits for it, a stall
 * until the busy timeout; a synchronous one is atomic against every other connection and process.
 */
export interface LocalDatabase {
  /** The file this database was meant to be; see inMemory. */
  readonly file: string;
  /** True when the file could not be used at all: nothing written lasts beyond this run. */
  readonly inMemory: boolean;
  /** Builds queries (never executes them: use all, get and run). */
  readonly builder: Kysely<LocalSchema>;
  all<R>(query: Compilable<R>): R[];
  get<R>(query: Compilable<R>): R | undefined;
  /** Returns the number of rows changed. */
  run(query: Compilable<unknown>): number;
  /** Runs work in one BEGIN IMMEDIATE transaction; a throw rolls it all back. work must not be async. */
  transaction<T>(work: () => T): T;
  close(): Promise<void>;
}

/** A failure of ours (not SQLite's) that says what is wrong with the file. */
class LocalDatabaseError extends Error {
  override readonly name = 'LocalDatabaseError';

  constructor(
    readonly problem: Exclude<LocalDatabaseProblem, 'unavailable'>,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const provider: MigrationProvider = { getMigrations: async () => LOCAL_MIGRATIONS };

/**
 * Opens (creating) the local database in `directory`, checks it (PRAGMA quick_check, not
 * written by a newer app, writable) and migrates it. Never throws for what is on disk: a file
 * that is not a database, is damaged, was migrated by a newer version or cannot be migrated is
 * reported, moved aside to `<name>.corrupt-<timestamp>` with its -wal and -shm, and replaced by
 * a new database; a place that cannot hold a database at all gives an in-memory one.
 */
export async function openLocalDatabase(options: OpenLocalDatabaseOptions): Promise<LocalDatabase> {
  const now = options.now ?? Date.now;
  const file = join(options.directory, options.fileName ?? LOCAL_DATABASE_FILE_NAME);
  const report = (problem: LocalDatabaseReport) => {
    try {
      options.onCorrupt?.(problem);
    } catch {
      // A failing reporter must not stop the start it reports on.
    }
  };
  const unavailable = async (error: unknown) => {
    report({ file, reason: 'unavailable', detail: describe(error), movedTo: null });
    return openAt(':memory:', file);
  };

  try {
    mkdirSync(options.directory, { recursive: true });
    return await openWaitingForOthers(file);
  } catch (error) {
    const reason = problemOf(error);
    if (reason === 'unavailable') return unavailable(error);
    let movedTo: string;
    try {
      movedTo = moveAside(file, now());
    } catch (moveError) {
      report({ file, reason, detail: `${describe(error)}; it could not be moved aside: ${describe(moveError)}`, movedTo: null });
      return openAt(':memory:', file);
    }
    report({ file, reason, detail: describe(error), movedTo });
    try {
      return await openAt(file, file);
    } catch (retryError) {
      return unavailable(retryError);
    }
  }
}

/** Tries of an open that met another process's lock; each waits a little longer. */
const BUSY_OPEN_TRIES = 6;
const BUSY_OPEN_BACKOFF_MS = 100;

/**
 * Opens the file, trying again when another process holds it in a way SQLite's busy timeout does
 * not wait for: two processes creating the same new file at once, one of them switching it to WAL
 * while the other reads its header, can meet SQLITE_BUSY at once. Only the place's lock is waited
 * out; every other failure is the caller's to judge at the first try.
 */
async function openWaitingForOthers(file: string): Promise<LocalDatabase> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await openAt(file, file);
    } catch (error) {
      const busy = sqliteErrorCode(error)?.startsWith('SQLITE_BUSY') === true;
      if (!busy || attempt >= BUSY_OPEN_TRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, BUSY_OPEN_BACKOFF_MS * attempt));
    }
  }
}

async function openAt(path: string, file: string): Promise<LocalDatabase> {
  if (path !== ':memory:') refuseForeignFile(path);
  const sqlite = new SQLite(path);
  const kysely = new Kysely<LocalSchema>({ dialect: new SqliteDialect({ database: sqlite }) });
  try {
    // First, so a lock held by another process is waited for instead of failing the next pragma.
    sqlite.pragma(`busy_timeout = ${LOCAL_DATABASE_BUSY_TIMEOUT_MS}`);
    // The first reads of the file: garbage fails here with SQLITE_NOTADB.
    sqlite.pragma('journal_mode = WAL');
    // In WAL mode NORMAL loses no commit to a crash of the app, only (the last ones) to a power cut.
    sqlite.pragma('synchronous = NORMAL');
    checkIntegrity(sqlite);
    await migrate(sqlite, kysely);
  } catch (error) {
    // Closed before the caller moves the file: Windows cannot rename an open file.
    await closeBoth(sqlite, kysely);
    throw error;
  }
  return localDatabase(sqlite, kysely, file, path === ':memory:');
}

/**
 * Told before SQLite opens the file, because SQLite, failing on it, would already have rewritten
 * the -shm beside it and deleted the -wal on closing: those are kept with the file moved aside.
 */
function refuseForeignFile(path: string): void {
  let descriptor: number;
  try {
    descriptor = openSync(path, 'r');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const header = Buffer.alloc(SQLITE_HEADER.length);
    const read = readSync(descriptor, header, 0, header.length, 0);
    // An empty file is a new database to SQLite.
    if (read > 0 && !header.equals(SQLITE_HEADER)) {
      throw new LocalDatabaseError('not-a-database', 'the local database file does not start with the SQLite header');
    }
  } finally {
    closeSync(descriptor);
  }
}

function checkIntegrity(sqlite: SqliteConnection): void {
  // quick_check reads every page, so a damaged page is found now rather than by some later write.
  const rows = sqlite.pragma('quick_check') as { quick_check: string }[];
  if (rows.length === 1 && rows[0]?.quick_check === 'ok') return;
  const report = rows.map((row) => row.quick_check).join('; ');
  throw new LocalDatabaseError('damaged', `the local database failed PRAGMA quick_check: ${report.slice(0, 500)}`);
}

/**
 * Migrates inside one BEGIN IMMEDIATE on the raw connection, which Kysely's single SQLite
 * connection shares: a second process opening the same new file waits and then finds the work
 * done (Kysely's own SQLite migration lock is a no-op), and a failed migration leaves nothing
 * half done (SQLite's DDL is transactional, though Kysely does not use that on SQLite).
 */
async function migrate(sqlite: SqliteConnection, kysely: Kysely<LocalSchema>): Promise<void> {
  sqlite.exec('BEGIN IMMEDIATE');
  try {
    refuseNewerSchema(sqlite);
    // A read-only file that needs no migration would pass every read and fail at the first save;
    // rewriting user_version is a write that changes nothing.
    const version = Number(sqlite.pragma('user_version', { simple: true }));
    sqlite.pragma(`user_version = ${Math.trunc(version)}`);
    const { error, results } = await new Migrator({ db: kysely, provider }).migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error || failed) {
      const cause = error instanceof Error && error.cause !== undefined ? error.cause : error;
      throw new LocalDatabaseError('migration-failed', `migrating the local database failed${failed ? ` at ${failed.migrationName}` : ''}: ${describe(cause)}`, { cause });
    }
    sqlite.exec('COMMIT');
  } catch (error) {
    // SQLite rolls back by itself after some failures (disk full, I/O error).
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK');
    throw error;
  }
}

/** Kysely's Migrator would refuse too, but a newer app's file is a case of its own to report. */
function refuseNewerSchema(sqlite: SqliteConnection): void {
  const table = sqlite.prepare(`select 1 from sqlite_master where type = 'table' and name = ?`).get(MIGRATION_TABLE);
  if (table === undefined) return;
  const applied = sqlite.prepare(`select name from ${MIGRATION_TABLE}`).pluck().all() as string[];
  const unknown = applied.filter((name) => !Object.hasOwn(LOCAL_MIGRATIONS, name));
  if (unknown.length > 0) {
    throw new LocalDatabaseError('newer-schema', `the local database was written by a newer version of the app (migrations ${unknown.join(', ')})`);
  }
}

/** SQLite codes that blame the place, not the file: moving the file aside would not help. */
const UNAVAILABLE_CODE_PREFIXES = ['SQLITE_IOERR', 'SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_CANTOPEN', 'SQLITE_NOMEM', 'SQLITE_PERM'];

function problemOf(error: unknown): LocalDatabaseProblem {
  const code = sqliteErrorCode(error);
  if (code && UNAVAILABLE_CODE_PREFIXES.some((prefix) => code.startsWith(prefix))) return 'unavailable';
  if (code === 'SQLITE_NOTADB') return 'not-a-database';
  if (code?.startsWith('SQLITE_CORRUPT')) return 'damaged';
  if (error instanceof LocalDatabaseError) return error.problem;
  // The file system's own errors (a folder that cannot be created) and anything unforeseen.
  return 'unavailable';
}

/**
 * Renames the file and its companions to `<file>.corrupt-<time>` (plus -wal, -shm): kept, for a
 * curious user or a bug report, and out of the way of the new database. Returns the new name.
 */
function moveAside(file: string, now: number): string {
  // Colons are not allowed in Windows file names.
  const stamp = new Date(now).toISOString().replace(/[:.]/g, '-');
  let movedTo = `${file}.corrupt-${stamp}`;
  for (let n = 1; existsSync(movedTo); n += 1) movedTo = `${file}.corrupt-${stamp}-${n}`;
  if (existsSync(file)) renameSync(file, movedTo);
  for (const suffix of COMPANION_SUFFIXES) {
    if (existsSync(file + suffix)) renameSync(file + suffix, movedTo + suffix);
  }
  return movedTo;
}

async function closeBoth(sqlite: SqliteConnection, kysely: Kysely<LocalSchema>): Promise<void> {
  await kysely.destroy().catch(() => undefined);
  // Kysely closes the connection only if it ever used it.
  if (sqlite.open) sqlite.close();
}

function localDatabase(sqlite: SqliteConnection, builder: Kysely<LocalSchema>, file: string, inMemory: boolean): LocalDatabase {
  const statements = new Map<string, Statement>();
  const prepare = (query: Compilable<unknown>) => {
    const compiled = query.compile();
    let statement = statements.get(compiled.sql);
    if (!statement) {
      // Preparing costs more than running these one-row statements; their SQL is fixed text.
      if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
      statement = sqlite.prepare(compiled.sql);
      statements.set(compiled.sql, statement);
    }
    return { statement, parameters: compiled.parameters as unknown[] };
  };
  let closing: Promise<void> | null = null;

  return {
    file,
    inMemory,
    builder,
    all<R>(query: Compilable<R>): R[] {
      const { statement, parameters } = prepare(query);
      return statement.all(...parameters) as R[];
    },
    get<R>(query: Compilable<R>): R | undefined {
      const { statement, parameters } = prepare(query);
      return statement.get(...parameters) as R | undefined;
    },
    run(query: Compilable<unknown>): number {
      const { statement, parameters } = prepare(query);
      return statement.run(...parameters).changes;
    },
    transaction<T>(work: () => T): T {
      // better-sqlite3 refuses a work function that returns a promise.
      return sqlite.transaction(work).immediate();
    },
    close(): Promise<void> {
      closing ??= closeBoth(sqlite, builder);
      return closing;
    },
  };
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${error.message} (${code})` : error.message;
}

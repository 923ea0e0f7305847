import { statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, openSqliteDatabase, type Db } from './database';
import { MIGRATIONS } from './migrations/index';
import { sqliteErrorCode } from './sqlite-errors';

/** What stopped the database from opening; each has its own explanation for the operator. */
export type DatabaseProblem =
  | 'cannot-create-folder'
  | 'cannot-create-file'
  | 'is-a-folder'
  | 'cannot-read'
  | 'not-a-database'
  | 'damaged'
  | 'failed-check'
  | 'read-only-file'
  | 'read-only-folder'
  | 'newer-schema'
  | 'io-error'
  | 'disk-full'
  | 'locked'
  | 'migration-failed'
  | 'cannot-connect'
  | 'authentication-failed'
  | 'no-such-database'
  | 'other';

/**
 * The server cannot start on this database (a file, or a PostgreSQL URL without its password).
 * The message is written for the operator: where, the problem and what to do, in one paragraph
 * that needs no stack trace.
 */
export class DatabaseStartupError extends Error {
  override readonly name = 'DatabaseStartupError';

  constructor(
    readonly path: string,
    readonly problem: DatabaseProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** Kysely's Migrator keeps the names of applied migrations here. */
const MIGRATION_TABLE = 'kysely_migration';
/** Enough of quick_check's report to name the damage without flooding the terminal. */
const MAX_CHECK_LINES = 3;

/**
 * Opens the database file for a server start: creates it if it is missing, checks it (PRAGMA
 * quick_check), refuses one a newer server has migrated, checks it can be written, migrates it.
 * Any failure is a DatabaseStartupError; the file is closed again before it is thrown.
 */
export async function openDatabaseForStart(path: string): Promise<Db> {
  let db: Db;
  try {
    db = openSqliteDatabase(path);
  } catch (error) {
    throw databaseStartupError(error, path);
  }
  try {
    await prepareDatabase(db, path);
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
  return db;
}

/**
 * The checks and the migration of openDatabaseForStart, for an SQLite database the caller
 * opened (and closes). The check reads the whole file once, so a start takes longer as the world grows.
 */
export async function prepareDatabase(db: Db, path: string): Promise<void> {
  try {
    await checkIntegrity(db, path);
    await refuseNewerSchema(db, path);
    await checkWritable(db);
  } catch (error) {
    throw databaseStartupError(error, path);
  }
  try {
    await migrateToLatest(db);
  } catch (error) {
    const explained = databaseStartupError(error, path);
    throw explained.problem === 'other' ? migrationFailure(error, path) : explained;
  }
}

async function checkIntegrity(db: Db, path: string): Promise<void> {
  // quick_check reads every page (it skips only the index-content comparison of integrity_check),
  // so a damaged page anywhere stops the start instead of failing some player's request later.
  const { rows } = await sql<{ quick_check: string }>`pragma quick_check`.execute(db);
  if (rows.length === 1 && rows[0]?.quick_check === 'ok') return;
  // A row can hold several lines, under a "*** in database main ***" heading.
  const report = rows.flatMap((row) => row.quick_check.split('\n')).filter((line) => line !== '' && !line.startsWith('***'));
  const shown = report.slice(0, MAX_CHECK_LINES).join('; ') + (report.length > MAX_CHECK_LINES ? `; and ${report.length - MAX_CHECK_LINES} more` : '');
  throw new DatabaseStartupError(
    path,
    'failed-check',
    `The database file ${path} failed its integrity check (PRAGMA quick_check: ${shown}). Do not keep playing on it: restore it from a backup, or move it aside, together with any ${companions(path)} files beside it, to start a new, empty world (sqlite3's .recover command may salvage data from the damaged copy).`,
  );
}

/** Kysely's Migrator would stop on it too, but with words that do not tell an operator what to do. */
async function refuseNewerSchema(db: Db, path: string): Promise<void> {
  const { rows: tables } = await sql<{ name: string }>`select name from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db);
  if (tables.length === 0) return;
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(MIGRATION_TABLE)} order by name`.execute(db);
  const unknown = rows.map((row) => row.name).filter((name) => !Object.hasOwn(MIGRATIONS, name));
  if (unknown.length === 0) return;
  const named = unknown.length === 1 ? `migration ${unknown[0]}` : `migrations ${unknown.join(', ')}`;
  throw new DatabaseStartupError(
    path,
    'newer-schema',
    `The database file ${path} was upgraded by a newer version of the Silk Road server: it has ${named} applied, which this version does not know. Run the newer version of the server on it, or restore a backup taken before the upgrade; this version has left the file untouched.`,
  );
}

/**
 * A read-only file that needs no migration would pass every read above and fail at the first
 * player's write; rewriting user_version inside a transaction that is rolled back is a write
 * that changes nothing.
 */
async function checkWritable(db: Db): Promise<void> {
  await sql`begin immediate`.execute(db);
  try {
    const { rows } = await sql<{ user_version: number }>`pragma user_version`.execute(db);
    await sql.raw(`pragma user_version = ${Math.trunc(Number(rows[0]?.user_version ?? 0))}`).execute(db);
  } finally {
    // SQLite rolls back by itself after some failures (disk full, I/O error); the original error is the one to report.
    await sql`rollback`.execute(db).catch(() => undefined);
  }
}

/** "silkroad.db-wal and silkroad.db-shm": SQLite's WAL companions, which belong to the database. */
function companions(path: string): string {
  const name = basename(path);
  return `${name}-wal and ${name}-shm`;
}

type PathState = 'missing' | 'file' | 'folder' | 'unreachable';

function pathState(path: string): PathState {
  try {
    return statSync(path).isDirectory() ? 'folder' : 'file';
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'missing' : 'unreachable';
  }
}

const FOLDER_FAILURES: Readonly<Record<string, string>> = {
  ENOTDIR: 'a part of that path is a file, not a folder',
  EEXIST: 'a part of that path is a file, not a folder',
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'the file system is read-only',
};

/**
 * Explains an error met while opening, checking or migrating the database at `path`, from the
 * SQLite result code (or the file system's code) and, where the code is ambiguous, the state of
 * the path on disk. Exported so each case can be checked without making the file (tests run as root).
 */
export function databaseStartupError(error: unknown, path: string): DatabaseStartupError {
  if (error instanceof DatabaseStartupError) return error;
  const folder = dirname(path);
  const make = (problem: DatabaseProblem, message: string) => new DatabaseStartupError(path, problem, message, { cause: error });
  const sqliteCode = sqliteErrorCode(error);

  if (!sqliteCode) {
    const { code, syscall } = (error ?? {}) as NodeJS.ErrnoException;
    if (syscall === 'mkdir') {
      const reason = (code && FOLDER_FAILURES[code]) ?? errorText(error);
      return make(
        'cannot-create-folder',
        `Cannot create the folder ${folder} for the database file ${path}: ${reason}. Create that folder (or make its parent writable) for the user running the server, or set DATABASE_PATH to a file in a writable folder.`,
      );
    }
    return make('other', `Cannot open the database file ${path}: ${errorText(error)}. Check the file and its folder, or set DATABASE_PATH to another location.`);
  }

  if (sqliteCode.startsWith('SQLITE_CANTOPEN')) {
    switch (pathState(path)) {
      case 'folder':
        return make('is-a-folder', `Cannot open the database file ${path}: it is a folder, not a file. Set DATABASE_PATH to a file path, for example ${join(path, 'silkroad.db')}.`);
      case 'file':
        return make(
          'cannot-read',
          `Cannot open the database file ${path}: the server is not allowed to read it (${sqliteCode}). Give the user running the server read and write permission on the file and its folder (for example with chown), then start again.`,
        );
      default:
        return make(
          'cannot-create-file',
          `Cannot create the database file ${path}: the server may not create files in the folder ${folder} (${sqliteCode}). Make that folder writable by the user running the server, or set DATABASE_PATH to a file in a writable folder.`,
        );
    }
  }
  if (sqliteCode === 'SQLITE_NOTADB') {
    return make(
      'not-a-database',
      `The file ${path} is not a Silk Road database, or its header is damaged (SQLITE_NOTADB). If it holds your world, restore it from a backup; otherwise move it aside (or set DATABASE_PATH to another file) and start again to create a new, empty world.`,
    );
  }
  if (sqliteCode.startsWith('SQLITE_CORRUPT')) {
    return make(
      'damaged',
      `The database file ${path} is damaged: SQLite cannot read it (${sqliteCode}), for example because it was truncated or partly overwritten. Restore it from a backup; to start a new, empty world instead, move it aside together with any ${companions(path)} files beside it.`,
    );
  }
  if (sqliteCode === 'SQLITE_READONLY_DIRECTORY') {
    return make(
      'read-only-folder',
      `The folder ${folder} holding the database file ${path} is read-only (${sqliteCode}): in WAL mode SQLite keeps ${companions(path)} files beside the database, so the server must be able to create files there. Make the folder writable by the user running the server, or move the database to a writable folder and set DATABASE_PATH.`,
    );
  }
  if (sqliteCode.startsWith('SQLITE_READONLY')) {
    return make(
      'read-only-file',
      `The database file ${path} is read-only (${sqliteCode}): the server must write to it and to the ${companions(path)} files beside it. Give the user running the server write permission on them (and on the folder ${folder}), or remount the file system read-write.`,
    );
  }
  if (sqliteCode.startsWith('SQLITE_IOERR')) {
    return make(
      'io-error',
      `Disk I/O error on the database file ${path} (${sqliteCode}). Check the disk and the file system (the kernel log, a network mount that went away), then start again; if the disk is failing, restore the file from a backup onto a healthy disk.`,
    );
  }
  if (sqliteCode === 'SQLITE_FULL') {
    return make('disk-full', `The disk holding the database file ${path} is full (SQLITE_FULL). Free some space on it, then start again.`);
  }
  if (sqliteCode.startsWith('SQLITE_BUSY') || sqliteCode.startsWith('SQLITE_LOCKED')) {
    return make(
      'locked',
      `The database file ${path} is locked by another process (${sqliteCode}): is another server already running on it? Stop that process, or give this server its own DATABASE_PATH.`,
    );
  }
  return make('other', `Cannot open the database file ${path}: ${errorText(error)} (${sqliteCode}). Check the file and its folder, or set DATABASE_PATH to another location.`);
}

function migrationFailure(error: unknown, path: string): DatabaseStartupError {
  const cause = error instanceof Error ? error.cause : undefined;
  const what = cause === undefined ? errorText(error) : `${errorText(error)}: ${errorText(cause)}`;
  return new DatabaseStartupError(
    path,
    'migration-failed',
    // Kysely runs SQLite migrations outside a transaction (no transactional DDL): a failed one can leave the file half upgraded.
    `Upgrading the database file ${path} failed (${what}). The file may be partly upgraded: restore a backup taken before this start, then report this message to the developers.`,
    { cause: error },
  );
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

import { mkdirSync, mkdtempSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startServer } from '../server';
import { buildWorldFile, damageRootPage } from '../test-support/damaged-database';
import { testConfig } from '../test-support/test-app';
import { openSqliteDatabase } from './database';
import { databaseStartupError, DatabaseStartupError, openDatabaseForStart, prepareDatabase, type DatabaseProblem } from './database-startup';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'silkroad-startup-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

async function startupFailure(path: string): Promise<DatabaseStartupError> {
  const error: unknown = await openDatabaseForStart(path).then(
    async (db) => {
      await db.destroy();
      return null;
    },
    (e: unknown) => e,
  );
  if (!(error instanceof DatabaseStartupError)) throw new Error(`expected a DatabaseStartupError, got ${String(error)}`);
  return error;
}

function expectExplained(error: DatabaseStartupError, path: string, problem: DatabaseProblem, remedies: RegExp[]): void {
  expect(error.problem).toBe(problem);
  expect(error.path).toBe(path);
  expect(error.message).toContain(path);
  for (const remedy of remedies) expect(error.message).toMatch(remedy);
  // One paragraph for a terminal: no line breaks, not SQLite's bare words alone.
  expect(error.message).not.toContain('\n');
}

describe('opening the database for a start', () => {
  it('creates a missing file and its folders on a first start, and opens it again on the next', async () => {
    const path = join(dir, 'data', 'worlds', 'silkroad.db');
    const first = await openDatabaseForStart(path);
    await first.insertInto('server_secrets').values({ name: 'marker', value: 'kept' }).execute();
    await first.destroy();

    const second = await openDatabaseForStart(path);
    const row = await second.selectFrom('server_secrets').select('value').where('name', '=', 'marker').executeTakeFirst();
    await second.destroy();
    expect(row?.value).toBe('kept');
  });

  it('opens a good world file with its players', async () => {
    const path = join(dir, 'world.db');
    const ids = await buildWorldFile(path);
    const db = await openDatabaseForStart(path);
    const players = await db.selectFrom('players').select('user_id').execute();
    await db.destroy();
    expect(players.map((p) => p.user_id).sort()).toEqual([...ids].sort());
  });

  it('explains a folder that cannot be created because part of its path is a file', async () => {
    writeFileSync(join(dir, 'occupied'), 'a file where a folder should be');
    const path = join(dir, 'occupied', 'silkroad.db');
    expectExplained(await startupFailure(path), path, 'cannot-create-folder', [/a part of that path is a file, not a folder/, /Create that folder/, /DATABASE_PATH/]);
  });

  it('explains a path that is a folder', async () => {
    const path = join(dir, 'silkroad.db');
    mkdirSync(path);
    expectExplained(await startupFailure(path), path, 'is-a-folder', [/it is a folder, not a file/, /Set DATABASE_PATH to a file path/]);
  });

  it('explains a file that is not a database', async () => {
    const path = join(dir, 'notes.db');
    writeFileSync(path, 'These are my notes about the caravan routes, not a database. '.repeat(4));
    expectExplained(await startupFailure(path), path, 'not-a-database', [/SQLITE_NOTADB/, /restore it from a backup/, /move it aside/, /new, empty world/]);
  });

  it('explains a world file whose header is damaged', async () => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    const bytes = readFileSync(path);
    bytes.fill(0, 0, 16); // "SQLite format 3\0" gone
    writeFileSync(path, bytes);
    expectExplained(await startupFailure(path), path, 'not-a-database', [/header is damaged/, /restore it from a backup/]);
  });

  it('explains a truncated world file', async () => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    truncateSync(path, Math.floor(readFileSync(path).length / 2));
    expectExplained(await startupFailure(path), path, 'damaged', [/is damaged/, /SQLITE_CORRUPT/, /truncated/, /Restore it from a backup/, /move it aside together with any world\.db-wal and world\.db-shm files/]);
  });

  it('runs quick_check and refuses a world file with a damaged page, quoting the check', async () => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    damageRootPage(path, 'players', 'middle', 0x00);
    const error = await startupFailure(path);
    expectExplained(error, path, 'failed-check', [/failed its integrity check/, /PRAGMA quick_check: .*Tree \d+ page \d+/, /restore it from a backup/, /move it aside/, /\.recover/]);
  });

  it('refuses a damaged page whatever the damage, before any player meets it', async () => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    damageRootPage(path, 'players', 'middle', 0xff);
    const error = await startupFailure(path);
    // Depending on the bytes, quick_check reports the damage or stops on it: either way the start is refused.
    expect(['failed-check', 'damaged']).toContain(error.problem);
    expect(error.message).toContain(path);
    expect(error.message).toMatch(/restore it from a backup/);
  });

  it('refuses a world file a newer server migrated, naming the migration, and leaves it untouched', async () => {
    const path = join(dir, 'world.db');
    await buildWorldFile(path);
    const sqlite = new SQLite(path);
    sqlite.prepare('insert into kysely_migration (name, timestamp) values (?, ?)').run('9999-caravanserais', new Date().toISOString());
    sqlite.close();
    const before = readFileSync(path);

    const error = await startupFailure(path);
    expectExplained(error, path, 'newer-schema', [/newer version of the Silk Road server/, /migration 9999-caravanserais/, /Run the newer version/, /restore a backup/]);
    expect(readFileSync(path).equals(before)).toBe(true);
  });

  it('explains a migration that fails, as possibly half done', async () => {
    const path = join(dir, 'foreign.db');
    const sqlite = new SQLite(path);
    sqlite.exec('create table users (id integer primary key)'); // another program's table with the same name
    sqlite.close();
    const db = openSqliteDatabase(path);
    const error: unknown = await prepareDatabase(db, path).catch((e: unknown) => e);
    await db.destroy();
    expect(error).toBeInstanceOf(DatabaseStartupError);
    expectExplained(error as DatabaseStartupError, path, 'migration-failed', [/Upgrading the database file/, /table .users. already exists/, /partly upgraded/, /restore a backup/]);
  });

  it('checks that the file can be written even when no migration is due', async () => {
    const db = openSqliteDatabase(':memory:');
    await prepareDatabase(db, ':memory:');
    // query_only is SQLite's own way to refuse writes, the same SQLITE_READONLY a read-only file gives.
    await sql`pragma query_only = on`.execute(db);
    const error: unknown = await prepareDatabase(db, ':memory:').catch((e: unknown) => e);
    await db.destroy();
    expect(error).toBeInstanceOf(DatabaseStartupError);
    expect((error as DatabaseStartupError).problem).toBe('read-only-file');
  });
});

describe('startServer', () => {
  it('refuses a database it cannot use with the explanation, and serves a good one', async () => {
    const bad = join(dir, 'notes.db');
    writeFileSync(bad, 'not a database, only notes about the road to Kashgar. '.repeat(4));
    await expect(startServer(testConfig({ databasePath: bad }))).rejects.toMatchObject({ name: 'DatabaseStartupError', problem: 'not-a-database', path: bad });

    const good = join(dir, 'world.db');
    await buildWorldFile(good);
    const server = await startServer(testConfig({ databasePath: good }));
    try {
      const res = await fetch(`${server.url}/health`);
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
    } finally {
      await server.stop();
    }
  });
});

/**
 * Tests run as root, which reads and writes any file whatever its mode, so these errors cannot
 * be provoked here (main.test.ts provokes them as an unprivileged user where it can): the errors
 * are the ones better-sqlite3 throws, with SQLite's extended codes.
 */
describe('explaining errors by their SQLite code', () => {
  const sqliteError = (code: string, message = 'sqlite said no') => new SQLite.SqliteError(message, code);

  it('tells a file it may not read from a file it may not create', () => {
    const existing = join(dir, 'world.db');
    writeFileSync(existing, '');
    expectExplained(databaseStartupError(sqliteError('SQLITE_CANTOPEN', 'unable to open database file'), existing), existing, 'cannot-read', [
      /not allowed to read it/,
      /read and write permission on the file and its folder/,
    ]);
    const missing = join(dir, 'new.db');
    expectExplained(databaseStartupError(sqliteError('SQLITE_CANTOPEN', 'unable to open database file'), missing), missing, 'cannot-create-file', [
      new RegExp(`may not create files in the folder ${dir}`),
      /Make that folder writable/,
      /DATABASE_PATH/,
    ]);
  });

  it('explains a folder it may not create', () => {
    const path = join(dir, 'locked', 'silkroad.db');
    const denied = Object.assign(new Error(`EACCES: permission denied, mkdir '${dir}/locked'`), { code: 'EACCES', syscall: 'mkdir' });
    expectExplained(databaseStartupError(denied, path), path, 'cannot-create-folder', [/permission denied/, /Create that folder/]);
  });

  it('explains a read-only file and a read-only folder (WAL needs to create files beside the database)', () => {
    const path = join(dir, 'world.db');
    expectExplained(databaseStartupError(sqliteError('SQLITE_READONLY', 'attempt to write a readonly database'), path), path, 'read-only-file', [
      /is read-only \(SQLITE_READONLY\)/,
      /world\.db-wal and world\.db-shm/,
      /write permission/,
    ]);
    expectExplained(databaseStartupError(sqliteError('SQLITE_READONLY_DIRECTORY', 'attempt to write a readonly database'), path), path, 'read-only-folder', [
      new RegExp(`The folder ${dir} holding the database file`),
      /WAL mode/,
      /Make the folder writable/,
    ]);
  });

  it('explains I/O errors, a full disk and a lock held by another process', () => {
    const path = join(dir, 'world.db');
    expectExplained(databaseStartupError(sqliteError('SQLITE_IOERR_SHORT_READ', 'disk I/O error'), path), path, 'io-error', [/Disk I\/O error/, /restore the file from a backup onto a healthy disk/]);
    expectExplained(databaseStartupError(sqliteError('SQLITE_FULL', 'database or disk is full'), path), path, 'disk-full', [/is full/, /Free some space/]);
    expectExplained(databaseStartupError(sqliteError('SQLITE_BUSY', 'database is locked'), path), path, 'locked', [/another server already running/]);
  });

  it('looks through a wrapped error to the SQLite error it carries', () => {
    const path = join(dir, 'world.db');
    const wrapped = new Error('database migration failed at 0002-markets', { cause: sqliteError('SQLITE_CORRUPT_INDEX', 'database disk image is malformed') });
    expect(databaseStartupError(wrapped, path).problem).toBe('damaged');
  });

  it('names the path and the error for anything else', () => {
    const path = join(dir, 'world.db');
    const error = databaseStartupError(new Error('something unforeseen'), path);
    expectExplained(error, path, 'other', [/something unforeseen/, /DATABASE_PATH/]);
  });
});

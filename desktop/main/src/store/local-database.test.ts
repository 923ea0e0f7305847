import { existsSync, readdirSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, Migrator, SqliteDialect, type Migration } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOCAL_DATABASE_FILE_NAME, openLocalDatabase, type LocalDatabaseReport, type OpenLocalDatabaseOptions } from './local-database';
import { createLogRecords } from './log-records';
import { LOCAL_MIGRATIONS } from './migrations/index';
import { createSettingsRecords } from './settings-records';
import { useTestFolders } from './test-folders';

const { folder, closeAfter } = useTestFolders();
/** 2025-03-04T05:06:07.089Z: the name of a file moved aside comes from it. */
const NOW = Date.UTC(2025, 2, 4, 5, 6, 7, 89);
const MOVED_SUFFIX = '.corrupt-2025-03-04T05-06-07-089Z';

async function open(directory: string, extra: Partial<OpenLocalDatabaseOptions> = {}) {
  const reports: LocalDatabaseReport[] = [];
  const database = closeAfter(await openLocalDatabase({ directory, now: () => NOW, onCorrupt: (report) => reports.push(report), ...extra }));
  return { database, reports };
}

/** Reads the file with a connection of its own, as another program would. */
function inspect<T>(file: string, read: (sqlite: SQLite.Database) => T): T {
  const sqlite = new SQLite(file, { readonly: true });
  try {
    return read(sqlite);
  } finally {
    sqlite.close();
  }
}

function tableNames(sqlite: SQLite.Database): string[] {
  return sqlite.prepare(`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name`).pluck().all() as string[];
}

/** A database with a few hundred KB of log rows, closed (so checkpointed: all of it is in the main file). */
async function databaseWithData(directory: string): Promise<string> {
  const database = await openLocalDatabase({ directory });
  const logs = createLogRecords(database);
  for (let batch = 0; batch < 5; batch += 1) {
    logs.append(Array.from({ length: 100 }, (_, i) => ({ timestamp: `t${batch}-${i}`, level: 'info' as const, message: `entry ${batch}-${i} `.padEnd(1000, 'x') })));
  }
  await database.close();
  return join(directory, LOCAL_DATABASE_FILE_NAME);
}

describe('openLocalDatabase', () => {
  it('creates the folder and the schema, in WAL mode, with the migration recorded', async () => {
    const directory = join(folder(), 'user', 'data');
    const { database, reports } = await open(directory);
    expect(reports).toEqual([]);
    expect(database.inMemory).toBe(false);
    expect(database.file).toBe(join(directory, LOCAL_DATABASE_FILE_NAME));

    inspect(database.file, (sqlite) => {
      expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(tableNames(sqlite)).toEqual(['autosaves', 'kysely_migration', 'kysely_migration_lock', 'logs', 'sessions', 'settings']);
      const columns = (table: string) => (sqlite.pragma(`table_info(${table})`) as { name: string }[]).map((column) => column.name);
      expect(columns('sessions')).toEqual(['origin', 'user_json', 'access_token', 'expires_at']);
      expect(columns('settings')).toEqual(['id', 'settings_json']);
      expect(columns('autosaves')).toEqual(['origin', 'record_json', 'saved_at']);
      expect(columns('logs')).toEqual(['id', 'timestamp', 'level', 'message', 'stack', 'context_json', 'sent', 'byte_size']);
      // AUTOINCREMENT: SQLite keeps the highest id ever used in sqlite_sequence, so trimmed ids are never reused.
      expect(sqlite.prepare(`select sql from sqlite_master where name = 'logs'`).pluck().get()).toMatch(/autoincrement/i);
      expect(sqlite.prepare('select name from kysely_migration').pluck().all()).toEqual(Object.keys(LOCAL_MIGRATIONS));
    });
  });

  it('opens its own database again without migrating twice or losing data', async () => {
    const directory = folder();
    const first = await openLocalDatabase({ directory });
    createSettingsRecords(first).save({ ...createSettingsRecords(first).load(), musicVolume: 0.25 });
    await first.close();

    for (let run = 0; run < 2; run += 1) {
      const { database, reports } = await open(directory);
      expect(reports).toEqual([]);
      expect(createSettingsRecords(database).load().musicVolume).toBe(0.25);
      await database.close();
    }
    inspect(join(directory, LOCAL_DATABASE_FILE_NAME), (sqlite) => {
      expect(sqlite.prepare('select count(*) from kysely_migration').pluck().get()).toBe(Object.keys(LOCAL_MIGRATIONS).length);
    });
    expect(readdirSync(directory).filter((name) => name.includes('.corrupt-'))).toEqual([]);
  });

  it('takes a custom file name, and an empty file as a new database', async () => {
    const directory = folder();
    writeFileSync(join(directory, 'local.sqlite'), '');
    const { database, reports } = await open(directory, { fileName: 'local.sqlite' });
    expect(reports).toEqual([]);
    expect(database.file).toBe(join(directory, 'local.sqlite'));
    expect(createSettingsRecords(database).save(createSettingsRecords(database).load()).soundEnabled).toBe(true);
  });

  it('moves a file that is not a database aside, with its -wal and -shm, and starts a new one', async () => {
    const directory = folder();
    const file = join(directory, LOCAL_DATABASE_FILE_NAME);
    const garbage = Buffer.from('these bytes are not an SQLite database '.repeat(200));
    writeFileSync(file, garbage);
    writeFileSync(`${file}-wal`, 'stale log');
    writeFileSync(`${file}-shm`, 'stale index');

    const { database, reports } = await open(directory);
    expect(reports).toEqual([{ file, reason: 'not-a-database', detail: expect.any(String), movedTo: file + MOVED_SUFFIX }]);
    expect(readFileSync(file + MOVED_SUFFIX)).toEqual(garbage);
    expect(readFileSync(`${file}${MOVED_SUFFIX}-wal`, 'utf8')).toBe('stale log');
    expect(readFileSync(`${file}${MOVED_SUFFIX}-shm`, 'utf8')).toBe('stale index');

    // The new database works and is the one at the usual place.
    expect(database.inMemory).toBe(false);
    createSettingsRecords(database).save({ ...createSettingsRecords(database).load(), debugMode: true });
    await database.close();
    inspect(file, (sqlite) => expect(sqlite.prepare('select count(*) from settings').pluck().get()).toBe(1));
  });

  it('moves aside a file with the SQLite header and garbage after it', async () => {
    const directory = folder();
    const file = join(directory, LOCAL_DATABASE_FILE_NAME);
    writeFileSync(file, Buffer.concat([Buffer.from('SQLite format 3\0', 'latin1'), Buffer.alloc(8192, 0x41)]));
    const { database, reports } = await open(directory);
    expect(reports).toEqual([{ file, reason: 'not-a-database', detail: expect.stringContaining('SQLITE_NOTADB'), movedTo: file + MOVED_SUFFIX }]);
    expect(database.inMemory).toBe(false);
  });

  it('moves a truncated database aside', async () => {
    const directory = folder();
    const file = await databaseWithData(directory);
    const size = statSync(file).size;
    expect(size).toBeGreaterThan(400_000);
    truncateSync(file, Math.floor(size / 2));

    const { database, reports } = await open(directory);
    expect(reports).toEqual([{ file, reason: 'damaged', detail: expect.any(String), movedTo: file + MOVED_SUFFIX }]);
    expect(statSync(file + MOVED_SUFFIX).size).toBe(Math.floor(size / 2));
    expect(createLogRecords(database).pending(10)).toEqual([]);
  });

  it('moves a database with a damaged page aside', async () => {
    const directory = folder();
    const file = await databaseWithData(directory);
    const bytes = readFileSync(file);
    // Page 3 onwards hold the log table's b-tree: overwrite one page's header in the middle.
    const pageSize = bytes.readUInt16BE(16);
    bytes.fill(0xff, pageSize * 40, pageSize * 40 + 64);
    writeFileSync(file, bytes);

    const { reports } = await open(directory);
    expect(reports).toEqual([{ file, reason: 'damaged', detail: expect.any(String), movedTo: file + MOVED_SUFFIX }]);
  });

  it('moves a database written by a newer version of the app aside', async () => {
    const directory = folder();
    const file = join(directory, LOCAL_DATABASE_FILE_NAME);
    const future: Migration = { up: async (db) => void (await db.schema.createTable('future').addColumn('id', 'integer').execute()) };
    const kysely = new Kysely<unknown>({ dialect: new SqliteDialect({ database: new SQLite(file) }) });
    const migrated = await new Migrator({ db: kysely, provider: { getMigrations: async () => ({ ...LOCAL_MIGRATIONS, '9999-from-the-future': future }) } }).migrateToLatest();
    expect(migrated.error).toBeUndefined();
    await kysely.destroy();

    const { database, reports } = await open(directory);
    expect(reports).toEqual([{ file, reason: 'newer-schema', detail: expect.stringContaining('9999-from-the-future'), movedTo: file + MOVED_SUFFIX }]);
    inspect(file + MOVED_SUFFIX, (sqlite) => expect(tableNames(sqlite)).toContain('future'));
    inspect(file, (sqlite) => expect(tableNames(sqlite)).not.toContain('future'));
    expect(database.inMemory).toBe(false);
  });

  it('moves aside a database of some other program that the migration cannot build on', async () => {
    const directory = folder();
    const file = join(directory, LOCAL_DATABASE_FILE_NAME);
    const foreign = new SQLite(file);
    foreign.exec(`create table logs (line text); insert into logs values ('theirs')`);
    foreign.close();

    const { database, reports } = await open(directory);
    expect(reports).toEqual([{ file, reason: 'migration-failed', detail: expect.stringContaining('logs'), movedTo: file + MOVED_SUFFIX }]);
    inspect(file + MOVED_SUFFIX, (sqlite) => {
      // The failed migration was rolled back whole: the file is as the other program left it.
      expect(tableNames(sqlite)).toEqual(['logs']);
      expect(sqlite.prepare('select line from logs').pluck().all()).toEqual(['theirs']);
    });
    expect(createLogRecords(database).pending(10)).toEqual([]);
  });

  it('does not overwrite a file moved aside earlier at the same moment', async () => {
    const directory = folder();
    const file = join(directory, LOCAL_DATABASE_FILE_NAME);
    writeFileSync(file, 'garbage one'.repeat(100));
    await (await openLocalDatabase({ directory, now: () => NOW })).close();
    // The new database is damaged in turn (and the clock has not moved).
    writeFileSync(file, 'garbage two'.repeat(100));
    const { reports } = await open(directory);
    expect(reports[0]?.movedTo).toBe(`${file}${MOVED_SUFFIX}-1`);
    expect(readFileSync(file + MOVED_SUFFIX, 'utf8')).toMatch(/^garbage one/);
    expect(readFileSync(`${file}${MOVED_SUFFIX}-1`, 'utf8')).toMatch(/^garbage two/);
  });

  it('runs on an in-memory database when the folder cannot hold one, and says so', async () => {
    const parent = folder();
    writeFileSync(join(parent, 'not-a-folder'), 'a file where the data folder should be');
    const directory = join(parent, 'not-a-folder', 'data');

    const { database, reports } = await open(directory);
    expect(reports).toEqual([{ file: join(directory, LOCAL_DATABASE_FILE_NAME), reason: 'unavailable', detail: expect.any(String), movedTo: null }]);
    expect(database.inMemory).toBe(true);
    const settings = createSettingsRecords(database);
    expect(settings.save({ ...settings.load(), effectsVolume: 0.1 }).effectsVolume).toBe(0.1);
    expect(settings.load().effectsVolume).toBe(0.1);
  });

  it('runs on an in-memory database when the path is a folder, moving nothing', async () => {
    const directory = folder();
    const { reports, database } = await open(directory, { fileName: '.' });
    expect(reports.map((report) => [report.reason, report.movedTo])).toEqual([['unavailable', null]]);
    expect(database.inMemory).toBe(true);
    expect(existsSync(directory)).toBe(true);
  });

  it('starts even when the reporter throws', async () => {
    const directory = folder();
    writeFileSync(join(directory, LOCAL_DATABASE_FILE_NAME), 'garbage'.repeat(100));
    const database = closeAfter(
      await openLocalDatabase({
        directory,
        onCorrupt: () => {
          throw new Error('reporter broke');
        },
      }),
    );
    expect(createSettingsRecords(database).load().masterVolume).toBe(1);
  });

  it('closes once, however often asked', async () => {
    const { database } = await open(folder());
    await Promise.all([database.close(), database.close()]);
    await database.close();
    expect(() => createSettingsRecords(database).load()).toThrow();
  });
});

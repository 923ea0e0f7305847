import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { openSqliteDatabase } from './database';
import { describeStorageFault, sqliteErrorCode, storageFaultOf } from './sqlite-errors';
import { StorageHealth, storageHealthOf } from './storage-health';

const sqliteError = (code: string) => new SQLite.SqliteError('sqlite said no', code);

describe('storage faults', () => {
  it('are the SQLite codes that say the file or its disk failed, extended codes included', () => {
    const faults = ['SQLITE_CORRUPT', 'SQLITE_CORRUPT_INDEX', 'SQLITE_NOTADB', 'SQLITE_IOERR', 'SQLITE_IOERR_SHORT_READ', 'SQLITE_FULL', 'SQLITE_READONLY', 'SQLITE_READONLY_DIRECTORY', 'SQLITE_CANTOPEN'];
    for (const code of faults) expect(storageFaultOf(sqliteError(code))?.code).toBe(code);
  });

  it('are not constraint failures, lock waits, SQL mistakes or other errors', () => {
    for (const code of ['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_BUSY', 'SQLITE_LOCKED', 'SQLITE_ERROR', 'SQLITE_MISMATCH']) expect(storageFaultOf(sqliteError(code))).toBeNull();
    expect(storageFaultOf(new Error('boom'))).toBeNull();
    expect(storageFaultOf(Object.assign(new Error('no'), { code: 'EACCES' }))).toBeNull();
    expect(storageFaultOf(undefined)).toBeNull();
  });

  it('are found in the cause of a wrapping error', () => {
    const wrapped = new Error('database migration failed', { cause: sqliteError('SQLITE_IOERR_WRITE') });
    expect(sqliteErrorCode(wrapped)).toBe('SQLITE_IOERR_WRITE');
    expect(describeStorageFault(storageFaultOf(wrapped)!)).toBe('disk I/O error (SQLITE_IOERR_WRITE)');
  });
});

describe('StorageHealth', () => {
  it('keeps the first storage fault and ignores the rest', () => {
    const health = new StorageHealth();
    health.noteFailure(sqliteError('SQLITE_CONSTRAINT_UNIQUE'));
    expect(health.fault).toBeNull();
    health.noteFailure(sqliteError('SQLITE_FULL'));
    health.noteFailure(sqliteError('SQLITE_CORRUPT'));
    expect(health.fault).toEqual({ kind: 'disk-full', code: 'SQLITE_FULL' });
  });

  it('sees the failed queries of a database openSqliteDatabase opened, inside transactions too', async () => {
    const db = openSqliteDatabase(':memory:');
    await sql`create table t (a integer)`.execute(db);
    await sql`pragma query_only = on`.execute(db);
    await expect(db.transaction().execute((trx) => sql`insert into t values (1)`.execute(trx))).rejects.toMatchObject({ code: 'SQLITE_READONLY' });
    expect(storageHealthOf(db).fault).toEqual({ kind: 'read-only', code: 'SQLITE_READONLY' });
    await db.destroy();
  });

  it('is a separate one for each database', async () => {
    const [a, b] = [openSqliteDatabase(':memory:'), openSqliteDatabase(':memory:')];
    await sql`pragma query_only = on`.execute(a);
    await expect(sql`create table t (a integer)`.execute(a)).rejects.toThrow();
    expect(storageHealthOf(a).fault).not.toBeNull();
    expect(storageHealthOf(b).fault).toBeNull();
    await Promise.all([a.destroy(), b.destroy()]);
  });

  it('logs a lost PostgreSQL connection as a warning, not a fault, those lost before it had a logger once it has one', () => {
    const health = new StorageHealth();
    const lines: { level: number; msg: string; err: { message: string } }[] = [];
    health.noteLostConnection(new Error('lost while starting'));
    health.reportingTo(createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) }));
    health.noteLostConnection(new Error('lost while serving'));
    expect(lines.map((line) => [line.level, line.err.message])).toEqual([
      [40, 'lost while starting'],
      [40, 'lost while serving'],
    ]);
    expect(lines[0]!.msg).toBe('lost a connection to the database; the next query opens a new one');
    expect(health.fault).toBeNull();
  });
});

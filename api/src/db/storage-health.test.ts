import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
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
});

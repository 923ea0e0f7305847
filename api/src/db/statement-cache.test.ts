import SQLite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { withStatementCache } from './statement-cache';

let sqlite: SQLite.Database;
afterEach(() => {
  sqlite?.close();
});

function database() {
  sqlite = new SQLite(':memory:');
  sqlite.exec('create table t (n integer)');
  sqlite.exec('insert into t values (1), (2), (3)');
  return sqlite;
}

describe('withStatementCache', () => {
  it('prepares each SQL text once and hands the same statement back', () => {
    const db = withStatementCache(database());
    const first = db.prepare('select n from t where n = ?');
    expect(db.prepare('select n from t where n = ?')).toBe(first);
    expect(first.all([2])).toEqual([{ n: 2 }]);
    expect(db.prepare('select n from t where n > ?')).not.toBe(first);
  });

  it('keeps at most its size, forgetting the least recently used', () => {
    const db = withStatementCache(database(), 2);
    const a = db.prepare('select 1');
    const b = db.prepare('select 2');
    expect(db.prepare('select 1')).toBe(a);
    db.prepare('select 3');
    expect(db.prepare('select 1')).toBe(a);
    expect(db.prepare('select 2')).not.toBe(b);
  });

  it('gives a fresh statement while the cached one is still being iterated', () => {
    const db = withStatementCache(database());
    const cached = db.prepare('select n from t order by n');
    const iterator = cached.iterate([]);
    iterator.next();
    const other = db.prepare('select n from t order by n');
    expect(other).not.toBe(cached);
    expect(other.all([])).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    iterator.return?.();
  });
});

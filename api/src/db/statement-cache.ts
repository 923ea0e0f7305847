import type { Database as SqliteConnection, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Enough for every distinct statement the game runs; an LRU beyond it keeps memory bounded. */
export const STATEMENT_CACHE_SIZE = 1_000;

/**
 * The database as Kysely's SQLite dialect sees it, with prepared statements kept by SQL text.
 * Kysely asks better-sqlite3 to prepare every query anew, and preparing (parsing and planning)
 * costs more than running most of the game's one-row statements; the SQL of a query built by
 * Kysely is the same text whatever its parameters, so a trade's statements are prepared once.
 */
export function withStatementCache(sqlite: SqliteConnection, size = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string): SqliteStatement {
      const cached = statements.get(sql);
      // A statement still being iterated (a streamed query) cannot run again until it ends.
      if (cached && !cached.busy) {
        // Re-inserting keeps the map in least-recently-used order.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      if (!cached) {
        statements.set(sql, statement);
        if (statements.size > size) statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

import type { ColumnDefinitionBuilder, Kysely } from 'kysely';
import { onPostgres } from '../transaction';

/*
 * Column types that mean the same on both databases. SQLite decides a column's affinity from its
 * type name, so 'bigint' is an INTEGER column and 'double precision' a REAL one there, while
 * PostgreSQL needs the 64 bits (millisecond times pass 2^31 in 1970) and the double precision
 * (positions). Changing a type name in a migration already run on SQLite therefore changes nothing.
 */

/** Copper, counts and millisecond times. */
export const INTEGER = 'bigint';
/** Positions, supply and demand, discounts. */
export const REAL = 'double precision';

/**
 * A surrogate key the database numbers in insertion order: SQLite's AUTOINCREMENT rowid, and
 * PostgreSQL's identity column (SQLite has no identity, PostgreSQL no AUTOINCREMENT).
 */
export function identityKey(db: Kysely<unknown>): ['integer' | 'bigint', (column: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  if (onPostgres(db)) return ['bigint', (column) => column.primaryKey().generatedByDefaultAsIdentity()];
  // A rowid alias must be spelled exactly INTEGER PRIMARY KEY.
  return ['integer', (column) => column.primaryKey().autoIncrement()];
}

import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema';

/*
 * In a file of their own, not in database.ts: the modules that take a database (transaction
 * helpers, storage health, migrations through them) are imported by database.ts, and a type
 * import back from it would close a cycle. database.ts re-exports both for everyone else.
 */

export type Db = Kysely<Database>;
/** The database or a transaction on it: stores take either, so callers choose the transaction. */
export type Executor = Db | Transaction<Database>;

import { CompiledQuery, PostgresAdapter, type Kysely, type Transaction } from 'kysely';
import type { Db, Executor } from './db-types';
import type { Database } from './schema';

/**
 * Whether `db` runs on PostgreSQL. There, transactions run side by side: a read that decides a
 * write must lock what it read (lockRows), where the embedded database runs one transaction at
 * a time and needs no lock (nor knows the syntax).
 */
export function onPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  // Kysely marks getExecutor internal, but it is the one place a transaction knows its dialect.
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** PostgreSQL's codes for a transaction the server gave up to let a concurrent one through. */
const RETRIED_SQLSTATES = new Set([
  '40001', // serialization_failure
  '40P01', // deadlock_detected
]);

/** Attempts of one transaction before its conflict is reported as the error it is. */
const MAX_ATTEMPTS = 5;

function isRetriedConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRIED_SQLSTATES.has(code);
}

/**
 * Runs `work` in one transaction: on PostgreSQL its own (see runWithRetry), on SQLite a savepoint
 * of a shared one (see GroupCommit). Either way `work` sees its own writes, a throw undoes all of
 * them, and it is answered only once its writes are committed. `work` must do nothing outside the
 * database that cannot happen twice: callers tell events after it answers.
 */
export async function transact<T>(db: Db, work: (trx: Executor) => Promise<T>): Promise<T> {
  if (onPostgres(db)) return runWithRetry(db, work);
  let group = groups.get(db);
  if (!group) {
    group = new GroupCommit(db);
    groups.set(db, group);
  }
  return group.run(work);
}

/**
 * A transaction that lost a deadlock or a serialization conflict was rolled back whole, so it is
 * run again, after a short random wait that keeps the two from meeting again in step.
 */
async function runWithRetry<T>(db: Db, work: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return retryingConflicts(() => db.transaction().execute(work));
}

/**
 * Runs a whole PostgreSQL transaction (`attempt` begins and ends it) again after the server gave
 * it up for a deadlock or a serialization failure, up to MAX_ATTEMPTS: transact's own, and the
 * trade desk's, which speaks to its connection itself.
 */
export async function retryingConflicts<T>(attempt: () => Promise<T>): Promise<T> {
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (n >= MAX_ATTEMPTS || !isRetriedConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 5 * n));
    }
  }
}

interface Queued {
  work: (trx: Executor) => Promise<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

const groups = new WeakMap<Db, GroupCommit>();

// Compiled once: a batch runs four of these per transaction.
const BEGIN = CompiledQuery.raw('begin');
const SAVEPOINT = CompiledQuery.raw('savepoint grouped');
const ROLLBACK_TO_SAVEPOINT = CompiledQuery.raw('rollback to grouped');
const RELEASE_SAVEPOINT = CompiledQuery.raw('release grouped');
const COMMIT = CompiledQuery.raw('commit');
const ROLLBACK = CompiledQuery.raw('rollback');

/**
 * SQLite runs one writer at a time, and its COMMIT is a good part of a small transaction's cost
 * (each dirty page goes to the log). The transactions that arrive while one batch runs form the
 * next batch: one BEGIN, each in its own savepoint (a throw rolls back to it and fails only that
 * one), one COMMIT for all, then every caller is answered. Nobody waits for a batch to fill: a
 * transaction arriving at an idle database starts its batch on the next turn of the event loop.
 */
class GroupCommit {
  private queue: Queued[] = [];
  private scheduled = false;

  constructor(private readonly db: Db) {}

  run<T>(work: (trx: Executor) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled || this.queue.length === 0) return;
    this.scheduled = true;
    setImmediate(() => {
      void this.runBatch().finally(() => {
        this.scheduled = false;
        this.schedule();
      });
    });
  }

  private async runBatch(): Promise<void> {
    const batch = this.queue.splice(0);
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      await this.db.connection().execute(async (connection) => {
        await connection.executeQuery(BEGIN);
        try {
          for (const { work } of batch) {
            await connection.executeQuery(SAVEPOINT);
            try {
              outcomes.push({ ok: true, value: await work(connection) });
            } catch (error) {
              // If SQLite already rolled the whole transaction back (a full disk), this throws and fails the batch.
              await connection.executeQuery(ROLLBACK_TO_SAVEPOINT);
              outcomes.push({ ok: false, error });
            }
            await connection.executeQuery(RELEASE_SAVEPOINT);
          }
          await connection.executeQuery(COMMIT);
        } catch (error) {
          await connection.executeQuery(ROLLBACK).catch(() => undefined);
          throw error;
        }
      });
    } catch (error) {
      // Nothing of the batch was committed: every caller hears why, including those whose own work went well.
      for (const queued of batch) queued.reject(error);
      return;
    }
    batch.forEach((queued, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) queued.resolve(outcome.value);
      else queued.reject(outcome.error);
    });
  }
}

/** A unique index refused a row: SQLite (better-sqlite3) and PostgreSQL (pg) say so differently. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}

/**
 * Locks the players' rows until the transaction ends, in one order whoever asks, so two
 * transactions over the same pair (an offer fill each way) queue instead of deadlocking. For
 * transactions that read a player's state (skills, inventory slots) before writing it.
 */
export async function lockPlayers(trx: Executor, playerIds: readonly string[]): Promise<void> {
  if (!onPostgres(trx) || playerIds.length === 0) return;
  await trx
    .selectFrom('players')
    .select('user_id')
    .where('user_id', 'in', [...new Set(playerIds)].sort())
    .orderBy('user_id')
    .forUpdate()
    .execute();
}

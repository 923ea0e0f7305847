import type { TradeExecuteRequest } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type pg from 'pg';
import { postgresPoolOf } from '../../db/database';
import { storageHealthOf } from '../../db/storage-health';
import { retryingConflicts } from '../../db/transaction';
import { fingerprintOf, replay, successOf, type TradeOutcome } from './trade-answer';
import { guardedLockStatement, lockArgumentOf, lockStatement, STALE_BATCH_SQLSTATE, StaleBatch, tradeBatch, type BatchOrder, type BatchResult, type BatchSession } from './trade-batch';

/** The most trades one transaction serves: a long batch holds its traders' rows as long as it takes. */
export const TRADE_BATCH_MAX = 32;

/** Runs of a batch whose read went stale before it is failed (each run reads afresh). */
const STALE_ATTEMPTS = 3;

interface Order extends BatchOrder {
  resolve(outcome: TradeOutcome): void;
  reject(error: unknown): void;
}

/** A batch's orders: those one transaction serves, in order, and a key's twins put off to a later one. */
interface Split {
  batch: Order[];
  deferred: Order[];
}

/**
 * The next batch, locked in the message that committed the one before (its lock statement after
 * that COMMIT and a BEGIN): its transaction is open on the desk's connection, holding its locks,
 * with what the lock read; or, when the guarded lock failed, open with nothing done.
 */
interface Chained extends Split {
  now: number;
  argument: string;
  locked: unknown;
  failed: boolean;
}

/** How a batch's transaction ended: each order's result (and the next batch, when it was chained), or the error that failed them all. */
type BatchOutcome = { results: BatchResult[]; chained: Chained | null } | { error: unknown };

interface StartedBatch extends Split {
  outcome: Promise<BatchOutcome>;
}

/** Where a batch's transaction takes the next batch from, to chain it (trade-desk.ts, serve). */
interface NextOrders {
  take(): Split | null;
  /** The chained message failed: the orders go back to the front of the queue. */
  giveBack(split: Split): void;
}

/**
 * A desk per city on PostgreSQL (issue 22): a trade that finds no transaction serving its city
 * goes at once, alone; trades that arrive while one does wait and go together in the next
 * (trade-batch.ts), in the order they came, whatever their goods. A market's row is the one every
 * trade of that good must hold, so trades of one good queue for it anyway; serving a city's
 * trades together costs each trade a share of one transaction's round trips, function calls and
 * COMMIT instead of a transaction of its own. A batch per good held a few trades at most under
 * load (one per client waiting on that good); a batch per city holds every trade waiting there,
 * and each transaction's fixed cost, on the database and in this process, is shared by all.
 * (bench:trade on PostgreSQL, 16 clients on three goods: 0.56x the baseline per good, 0.60x per
 * city; docs/performance.md.)
 * Each trade is still decided alone (its refusal is its own) and answered only once the
 * transaction that made it is committed. Several processes each keep their own desks; the row
 * locks order them on the database as before.
 */
export class TradeDesk {
  /** Per city in service: the orders waiting for the transaction under way to end. */
  private readonly waiting = new Map<number, Order[]>();

  constructor(
    private readonly ctx: AppContext,
    /**
     * What the batch makes of its read (tests: a read gone stale). Nothing can change a locked
     * row, and a new stack of a locked trader waits for the lock too (its foreign key), so only
     * a test makes the write's guards fail.
     */
    private readonly asRead: <Row>(rows: Row[]) => Row[] = (rows) => rows,
  ) {}

  submit(playerId: string, request: TradeExecuteRequest): Promise<TradeOutcome> {
    return new Promise((resolve, reject) => {
      const order: Order = { playerId, request, resolve, reject };
      const city = request.cityId;
      const queue = this.waiting.get(city);
      if (queue) {
        queue.push(order);
        return;
      }
      this.waiting.set(city, []);
      void this.serve(city, [order]);
    });
  }

  /**
   * Serves the city's batches one after another while orders keep coming, on one connection:
   * taking it from the pool again for each batch cost a turn of the event loop between them, a
   * tenth of a batch's time under load (issue 22). Orders waiting when a batch writes go as the
   * next batch, its lock in the same message (runOnce); those that come later go once it has
   * committed, their first statement sent before the committed batch's answers are written:
   * either way the database locks and reads for the next while this process answers the last.
   */
  private async serve(city: number, first: Order[]): Promise<void> {
    const connection = new HeldConnection(this.ctx);
    let carried: Order[] = [];
    const next: NextOrders = {
      take: () => {
        const queue = [...carried, ...(this.waiting.get(city) ?? [])];
        if (queue.length === 0) return null;
        const split = splitTwins(queue.splice(0, TRADE_BATCH_MAX));
        carried = [];
        this.waiting.set(city, queue);
        return split;
      },
      giveBack: (split) => {
        this.waiting.set(city, [...split.batch, ...split.deferred, ...(this.waiting.get(city) ?? [])]);
      },
    };
    try {
      for (let current = this.startBatch(splitTwins(first), connection, next, null); ; ) {
        const outcome = await current.outcome;
        // A key's twins go first into the next batch.
        carried = [...current.deferred, ...carried];
        let following: StartedBatch | null = null;
        if ('results' in outcome && outcome.chained) {
          following = this.startBatch(outcome.chained, connection, next, outcome.chained);
        } else {
          const split = next.take();
          if (split) following = this.startBatch(split, connection, next, null);
        }
        // Nothing left to serve: the next order opens the city's service again.
        if (!following) this.waiting.delete(city);
        await this.answer(current.batch, outcome);
        if (!following) return;
        current = following;
      }
    } finally {
      connection.release();
    }
  }

  /** Starts the transaction of a batch (`chained`: its lock already ran, in the message that committed the batch before). */
  private startBatch(split: Split, connection: HeldConnection, next: NextOrders, chained: Chained | null): StartedBatch {
    // Settled into a value at once: nothing waits on it while the batch before is answered.
    const outcome = this.transactBatch(split.batch, connection, next, chained).then(
      (done): BatchOutcome => done,
      (error: unknown): BatchOutcome => ({ error }),
    );
    return { ...split, outcome };
  }

  /** Answers a batch's orders, once its transaction has committed (or failed: each order hears why). */
  private async answer(batch: readonly Order[], outcome: BatchOutcome): Promise<void> {
    if ('error' in outcome) {
      for (const order of batch) order.reject(outcome.error);
      return;
    }
    await Promise.all(
      batch.map(async (order, i) => {
        const result = outcome.results[i]!;
        try {
          if (result.kind === 'executed') order.resolve({ executed: result.executed, answer: successOf(result.executed) });
          else if (result.kind === 'refused') order.reject(result.error);
          // The key's first request committed before this batch's claim could pass: its answer is stored.
          else order.resolve({ answer: await replay(this.ctx.db, order.playerId, result.key, fingerprintOf(order.request)) });
        } catch (error) {
          order.reject(error);
        }
      }),
    );
  }

  /**
   * One transaction of the batch, run again after PostgreSQL gave it up for a deadlock or a
   * serialization failure (as `transact` does), or after a guard found a read stale.
   */
  private async transactBatch(batch: readonly Order[], connection: HeldConnection, next: NextOrders, chained: Chained | null): Promise<{ results: BatchResult[]; chained: Chained | null }> {
    // Only the first run takes the lock that was chained: a run again locks afresh.
    let primed = chained;
    for (let run = 1; ; run += 1) {
      try {
        return await retryingConflicts(() => {
          const take = primed;
          primed = null;
          return this.runOnce(batch, connection, next, take);
        });
      } catch (error) {
        if (!isStale(error)) throw error;
        if (run >= STALE_ATTEMPTS) throw new StaleBatch(run, (error as Error).message);
      }
    }
  }

  /**
   * The batch on the desk's connection, BEGIN sent with the first statement and COMMIT with the
   * last: two round trips. When more orders wait by the time the batch writes, the next batch's
   * lock goes in the same message, after the COMMIT and a BEGIN (`chained` of the next run): a
   * batch then costs one round trip, not two. That lock is guarded (migration 0026): it never
   * raises, so an error from the message always means this batch did not commit. A failure rolls
   * back what is open; a connection that cannot even roll back goes back to the pool to be closed.
   */
  private async runOnce(batch: readonly Order[], connection: HeldConnection, next: NextOrders, primed: Chained | null): Promise<{ results: BatchResult[]; chained: Chained | null }> {
    const client = await connection.client();
    // A chained batch's transaction is open from the message before.
    let open = primed !== null;
    let broken: Error | undefined;
    let chained: Chained | null = null;
    const { asRead, ctx } = this;
    const session: BatchSession = {
      async begin<Row>(text: string) {
        if (primed) {
          if (!primed.failed && text === lockStatement(primed.argument)) return asRead([{ batch: primed.locked }] as Row[]);
          // Its lock failed, and rolled back to its guard: the transaction starts again.
          await client.query('ROLLBACK');
          open = false;
        }
        open = true;
        const results = (await client.query(`BEGIN;\n${text}`)) as unknown as pg.QueryResult[];
        return asRead(results[results.length - 1]!.rows as Row[]);
      },
      async commit<Row>(text: string | null) {
        if (text === null) {
          await client.query('COMMIT');
          open = false;
          return [];
        }
        const following = next.take();
        if (!following) {
          const results = (await client.query(`${text};\nCOMMIT`)) as unknown as pg.QueryResult[];
          open = false;
          return results[0]!.rows as Row[];
        }
        // The clock is read as each run begins: the next batch's trades come after this one's.
        const now = ctx.clock.now();
        const argument = lockArgumentOf(following.batch, now);
        let results: pg.QueryResult[];
        try {
          results = (await client.query(`${text};\nCOMMIT;\nBEGIN;\n${guardedLockStatement(argument)}`)) as unknown as pg.QueryResult[];
        } catch (error) {
          next.giveBack(following);
          throw error;
        }
        // This batch committed; the next one's transaction is open, with its locks or its failure.
        open = false;
        const locked = (results[results.length - 1]!.rows[0] as { batch: unknown }).batch;
        const failed = typeof locked === 'object' && locked !== null && 'failed' in locked;
        chained = { ...following, now, argument, locked, failed };
        return results[0]!.rows as Row[];
      },
    };
    try {
      // The clock is read as each run begins: a batch's trades share their time, later batches' come after.
      const results = await tradeBatch(session, this.ctx, batch, primed && !primed.failed ? primed.now : this.ctx.clock.now());
      return { results, chained };
    } catch (error) {
      storageHealthOf(this.ctx.db).noteFailure(error);
      if (chained) {
        // Only after this batch committed: the chained transaction is rolled back, and its orders wait again.
        next.giveBack(chained);
        open = true;
      }
      if (open) {
        await client.query('ROLLBACK').catch((rollbackError: unknown) => {
          broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
        });
      }
      throw error;
    } finally {
      if (broken) connection.discard(broken);
    }
  }
}

/** A pool connection a desk keeps for its batches in a row: taken when first needed, given back at the end. */
class HeldConnection {
  private held: pg.PoolClient | undefined;

  constructor(private readonly ctx: AppContext) {}

  async client(): Promise<pg.PoolClient> {
    if (this.held) return this.held;
    const pool = postgresPoolOf(this.ctx.db);
    if (!pool) throw new Error('the trade desk serves PostgreSQL only');
    this.held = await pool.connect();
    return this.held;
  }

  /** The connection failed so that it cannot be trusted: the pool closes it, and the next batch takes another. */
  discard(error: Error): void {
    this.held?.release(error);
    this.held = undefined;
  }

  release(): void {
    this.held?.release();
    this.held = undefined;
  }
}

/** Puts a key's twin off to a later batch (it then replays the answer the first stored). */
function splitTwins(orders: readonly Order[]): Split {
  const seen = new Set<string>();
  const batch: Order[] = [];
  const deferred: Order[] = [];
  for (const order of orders) {
    const key = order.request.idempotencyKey;
    const id = key ? `${order.playerId}\u0000${key}` : null;
    if (id && seen.has(id)) deferred.push(order);
    else {
      if (id) seen.add(id);
      batch.push(order);
    }
  }
  return { batch, deferred };
}

/** The write's failure when a guard held a write back (trade_batch_write, migration 0023). */
function isStale(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === STALE_BATCH_SQLSTATE;
}

const desks = new WeakMap<AppContext, TradeDesk>();

/** The app's desk (one per app context, as each app has its own database). */
export function tradeDeskOf(ctx: AppContext): TradeDesk {
  let desk = desks.get(ctx);
  if (!desk) {
    desk = new TradeDesk(ctx);
    desks.set(ctx, desk);
  }
  return desk;
}

import type { TradeExecuteRequest } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type pg from 'pg';
import { postgresPoolOf } from '../../db/database';
import { storageHealthOf } from '../../db/storage-health';
import { retryingConflicts } from '../../db/transaction';
import { fingerprintOf, replay, successOf, type TradeOutcome } from './trade-answer';
import { STALE_BATCH_SQLSTATE, StaleBatch, tradeBatch, type BatchOrder, type BatchResult, type BatchSession } from './trade-batch';

/** The most trades one transaction serves: a long batch holds its traders' rows as long as it takes. */
export const TRADE_BATCH_MAX = 32;

/** Runs of a batch whose read went stale before it is failed (each run reads afresh). */
const STALE_ATTEMPTS = 3;

interface Order extends BatchOrder {
  resolve(outcome: TradeOutcome): void;
  reject(error: unknown): void;
}

/** How a batch's transaction ended: each order's result, or the error that failed them all. */
type BatchOutcome = { results: BatchResult[] } | { error: unknown };

interface StartedBatch {
  /** The orders the transaction serves, in order. */
  batch: Order[];
  /** A key's twins, put off to the next batch. */
  deferred: Order[];
  outcome: Promise<BatchOutcome>;
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
   * tenth of a batch's time under load (issue 22). Once a batch has committed, the next one's
   * first statement goes out before the committed batch's answers are written: the database
   * locks and reads for the next while this process answers the last.
   */
  private async serve(city: number, first: Order[]): Promise<void> {
    const connection = new HeldConnection(this.ctx);
    try {
      for (let current = this.startBatch(first, connection); ; ) {
        const outcome = await current.outcome;
        const queue = [...current.deferred, ...(this.waiting.get(city) ?? [])];
        const next = queue.length > 0 ? this.startBatch(queue.splice(0, TRADE_BATCH_MAX), connection) : null;
        if (next) this.waiting.set(city, queue);
        else this.waiting.delete(city);
        await this.answer(current.batch, outcome);
        if (!next) return;
        current = next;
      }
    } finally {
      connection.release();
    }
  }

  /**
   * Starts the transaction of a batch of orders; a key's twin is put off to a later batch (it then
   * replays the answer the first stored).
   */
  private startBatch(orders: readonly Order[], connection: HeldConnection): StartedBatch {
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
    // Settled into a value at once: nothing waits on it while the batch before is answered.
    const outcome = this.transactBatch(batch, connection).then(
      (results): BatchOutcome => ({ results }),
      (error: unknown): BatchOutcome => ({ error }),
    );
    return { batch, deferred, outcome };
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
  private async transactBatch(batch: readonly Order[], connection: HeldConnection): Promise<BatchResult[]> {
    for (let run = 1; ; run += 1) {
      try {
        return await retryingConflicts(() => this.runOnce(batch, connection));
      } catch (error) {
        if (!isStale(error)) throw error;
        if (run >= STALE_ATTEMPTS) throw new StaleBatch(run, (error as Error).message);
      }
    }
  }

  /**
   * The batch on the desk's connection, BEGIN sent with the first statement and COMMIT with the
   * last: two round trips. A failure rolls back what is open; a connection that cannot even roll
   * back goes back to the pool to be closed.
   */
  private async runOnce(batch: readonly Order[], connection: HeldConnection): Promise<BatchResult[]> {
    const client = await connection.client();
    let open = false;
    let broken: Error | undefined;
    const asRead = this.asRead;
    const session: BatchSession = {
      async begin<Row>(text: string) {
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
        const results = (await client.query(`${text};\nCOMMIT`)) as unknown as pg.QueryResult[];
        open = false;
        return results[0]!.rows as Row[];
      },
    };
    try {
      // The clock is read as each run begins: a batch's trades share their time, later batches' come after.
      return await tradeBatch(session, this.ctx, batch, this.ctx.clock.now());
    } catch (error) {
      storageHealthOf(this.ctx.db).noteFailure(error);
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

import { afterEach, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import pg from 'pg';
import { createLogger } from '../logger';
import { newTestPostgresUrl } from '../test-support/test-database';
import { openPostgresDatabase, type Db, type Executor } from './database';
import { storageHealthOf } from './storage-health';

let db: Db | undefined;
let other: pg.Client | undefined;
afterEach(async () => {
  await db?.destroy();
  await other?.end();
  db = other = undefined;
});

/** A pool of the game's (openPostgresDatabase) whose lost connections go to a captured log, as createApp wires it. */
async function pooledDatabase() {
  const url = await newTestPostgresUrl();
  // Idle connections stay open for the test to close them from the server's side.
  db = openPostgresDatabase(url, { idleTimeoutMs: 60_000 });
  const lines: { level: number; msg: string; err?: { message?: string; code?: string } }[] = [];
  storageHealthOf(db).reportingTo(createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line) as (typeof lines)[number]) }));
  // Another connection, as an operator's: what it ends is the server's doing, not the pool's.
  other = new pg.Client({ connectionString: url });
  await other.connect();
  return { db, lines, other };
}

const backendPid = async (executor: Executor) => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(executor)).rows[0]!.pid;

/** Ends the game's connections from the server's side, as a restart or an administrator does. */
async function terminateBackends(client: pg.Client, pids: number[]): Promise<void> {
  await client.query('select pg_terminate_backend(pid) from pg_stat_activity where pid = any($1::int[])', [pids]);
}

const LOST = 'lost a connection to the database; the next query opens a new one';

describe("the game's PostgreSQL pool when the server ends its connections", () => {
  it('logs an idle connection the server closed, keeps the process up, and serves the next query', async () => {
    const { db, lines, other } = await pooledDatabase();
    // Three queries at once leave three connections idle in the pool.
    const pids = await Promise.all([1, 2, 3].map(() => db.transaction().execute((trx) => backendPid(trx))));
    expect(new Set(pids).size).toBe(3);

    await terminateBackends(other, pids);

    // An unheard 'error' of the pool would have ended this worker before the log shows it.
    await expect.poll(() => lines.filter((line) => line.msg === LOST).length).toBeGreaterThanOrEqual(3);
    const lost = lines.find((line) => line.msg === LOST)!;
    expect(lost.level).toBe(40);
    expect(lost.err).toMatchObject({ code: '57P01', message: 'terminating connection due to administrator command' });
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('logs a connection lost in the middle of a transaction, fails that transaction alone, and serves the next query', async () => {
    const { db, lines, other } = await pooledDatabase();
    const transaction = db.transaction().execute(async (trx) => {
      await terminateBackends(other, [await backendPid(trx)]);
      // The connection is checked out and between statements: pg-pool does not listen to it then.
      await expect.poll(() => lines.filter((line) => line.msg === LOST).length).toBeGreaterThanOrEqual(1);
      await sql`select 1`.execute(trx);
    });
    await expect(transaction).rejects.toThrow(/not queryable|Connection terminated|terminating connection/);
    expect(lines.find((line) => line.msg === LOST)?.err?.code).toBe('57P01');
    expect((await sql<{ one: number }>`select 1 as one`.execute(db)).rows).toEqual([{ one: 1 }]);
  });

  it('logs what it lost before the app gave it a logger', async () => {
    const url = await newTestPostgresUrl();
    db = openPostgresDatabase(url, { idleTimeoutMs: 60_000 });
    other = new pg.Client({ connectionString: url });
    await other.connect();
    const pid = await backendPid(db);
    await terminateBackends(other, [pid]);
    // The pool drops the connection it lost; the next query opens another.
    await expect.poll(async () => backendPid(db!)).not.toBe(pid);

    const lines: { msg: string }[] = [];
    storageHealthOf(db).reportingTo(createLogger('warn', { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) }));
    expect(lines.map((line) => line.msg)).toContain(LOST);
  });
});

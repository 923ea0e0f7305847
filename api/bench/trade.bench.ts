/**
 * Market trades through the real HTTP API on loopback: C client loops, each sending its next
 * request as soon as the last one answered, alternate buys and sells of one unit for P players
 * standing in Constantinople, for a fixed time after a short warm-up. Measures executed trades per
 * second and p50/p99 latency. In the same run, the baseline the issue names: a bare Hono app whose
 * one route runs a single guarded UPDATE (`copper = copper - ? WHERE id = ? AND copper >= ?`) on
 * better-sqlite3, on a file database in the same WAL setup, driven by the same loops. Clients run
 * in this process in both modes, so the ratio is the figure to compare. The two modes alternate
 * for several rounds (each on a fresh database) and each reports its median round, so load that
 * other processes put on a shared machine weighs on both alike.
 *
 * Then both again on PostgreSQL (a throwaway cluster with its durable defaults): the game server
 * through DATABASE_URL, the baseline's UPDATE through a pg pool of the same size, on the same
 * cluster. The fifth argument measures one database only.
 *
 *   npm run bench:trade -- [clients] [seconds per round] [players] [rounds] [both|sqlite|postgres]
 *
 * The loops trade silk, spices and incense in turn; BENCH_GOODS=silk (a comma-separated list)
 * trades other goods, BENCH_ACHIEVEMENTS=off leaves the achievements uncounted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAdaptorServer } from '@hono/node-server';
import SQLite from 'better-sqlite3';
import { Hono } from 'hono';
import { CITIES } from '@silkroad/shared';
import { ManualClock, systemClock } from '../src/clock';
import pg from 'pg';
import { machineCpu } from './machine-cpu';
import { migrateToLatest, openPostgresDatabase, openSqliteDatabase, type Db } from '../src/db/database';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../src/test-support/throwaway-postgres';
import { ACHIEVEMENT_GAP_MS } from '../src/config';
import { startServer } from '../src/server';
import { createTestSession, testConfig, widenedRateLimits } from '../src/test-support/test-app';

const clients = Number(process.argv[2] ?? 16);
const seconds = Number(process.argv[3] ?? 5);
const players = Number(process.argv[4] ?? 20);
const rounds = Number(process.argv[5] ?? 3);
const DIALECTS = { both: ['sqlite', 'postgres'], sqlite: ['sqlite'], postgres: ['postgres'] } as const;
const dialectArgument = process.argv[6] ?? 'both';
if (!Object.hasOwn(DIALECTS, dialectArgument)) throw new Error(`the fifth argument is both, sqlite or postgres, not ${dialectArgument}`);
const dialects = DIALECTS[dialectArgument as keyof typeof DIALECTS];
const WARM_UP_MS = 1_000;
const GOODS = (process.env.BENCH_GOODS?.split(',') ?? ['silk', 'spices', 'incense']) as readonly string[];
const city = CITIES[0]!;

interface Request {
  headers: Record<string, string>;
  body: string;
}

interface Result {
  ok: number;
  failed: number;
  seconds: number;
  latenciesMs: number[];
  /** This process's CPU (server and clients) over the measured seconds, µs. */
  cpuMicros: number;
  /** The whole machine's CPU over them (the database's processes too), µs; null where the system does not say. */
  machineMicros: number | null;
}

/** Drives `url` with `clients` loops; request i of a loop is `next(loop, i)`. */
async function drive(url: string, next: (loop: number, i: number) => Request): Promise<Result> {
  const run = async (durationMs: number, record: boolean) => {
    const result: Result = { ok: 0, failed: 0, seconds: durationMs / 1000, latenciesMs: [], cpuMicros: 0, machineMicros: null };
    const cpuBefore = process.cpuUsage();
    const machineBefore = machineCpu();
    const deadline = performance.now() + durationMs;
    await Promise.all(
      Array.from({ length: clients }, async (_, loop) => {
        for (let i = 0; performance.now() < deadline; i++) {
          const request = next(loop, i);
          const started = performance.now();
          const res = await fetch(url, { method: 'POST', headers: request.headers, body: request.body });
          await res.arrayBuffer();
          if (!record) continue;
          result.latenciesMs.push(performance.now() - started);
          if (res.status === 200) result.ok += 1;
          else result.failed += 1;
        }
      }),
    );
    const cpu = process.cpuUsage(cpuBefore);
    result.cpuMicros = cpu.user + cpu.system;
    const machineAfter = machineCpu();
    if (machineBefore && machineAfter) result.machineMicros = (machineAfter.busyMs - machineBefore.busyMs) * 1000;
    return result;
  };
  await run(WARM_UP_MS, false);
  return run(seconds * 1000, true);
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

let cluster: ThrowawayPostgres | undefined;
let databases = 0;

/** A fresh database for one round: a file in `dir`, or a new database on the cluster. */
async function freshDatabase(dir: string, name: string): Promise<{ db: Db; path: string; url: string | null }> {
  if (!cluster) {
    const path = join(dir, `${name}.db`);
    return { db: openSqliteDatabase(path), path, url: null };
  }
  databases += 1;
  const database = `${name}_${databases}`;
  await cluster.admin(`create database ${database}`);
  const url = cluster.urlOf(database);
  return { db: openPostgresDatabase(url), path: ':memory:', url };
}

async function measureGameServer(dir: string): Promise<Result> {
  const { db, path, url } = await freshDatabase(dir, 'game');
  await migrateToLatest(db);
  // A few players trading flat out: the benchmark measures the trade path, not the per-player limits.
  // Achievements as a deployed server has them (each trade asks for its player's to be counted again), unless BENCH_ACHIEVEMENTS=off.
  const achievements = process.env.BENCH_ACHIEVEMENTS !== 'off';
  const server = await startServer(testConfig({ port: 0, host: '127.0.0.1', databasePath: path, databaseUrl: url, rateLimits: widenedRateLimits(1_000), achievements, achievementGapMs: ACHIEVEMENT_GAP_MS }), { db, clock: systemClock });
  const sessions: Awaited<ReturnType<typeof createTestSession>>[] = [];
  for (let i = 0; i < players; i++) sessions.push(await createTestSession({ db, ctx: server.game.ctx, clock: new ManualClock(Date.now()) }));
  // Rich players with stock in hand, so every buy and every sell can go through.
  await db.updateTable('players').set({ x: city.x, y: city.y, copper: 1_000_000_000 }).execute();
  for (const session of sessions) {
    await db.insertInto('inventory_items').values(GOODS.map((item_id) => ({ player_id: session.userId, item_id, quantity: 500 }))).execute();
  }

  const result = await drive(`http://127.0.0.1:${server.port}/api/trade/execute`, (loop, i) => {
    const session = sessions[(loop + Math.floor(i / 2) * clients) % players]!;
    const type = i % 2 === 0 ? 'buy' : 'sell';
    const itemId = GOODS[(loop + Math.floor(i / 2)) % GOODS.length]!;
    return { headers: session.headers, body: JSON.stringify({ type, itemId, cityId: city.id, quantity: 1, priceLimit: type === 'buy' ? 10_000_000 : 1 }) };
  });
  await server.stop();
  return result;
}

/** The one guarded UPDATE, on SQLite or through a pg pool: resolves whether it debited. */
type Debit = (accountId: string, amount: number) => Promise<boolean>;

async function baselineAccounts(dir: string): Promise<{ debit: Debit; close(): Promise<void> }> {
  if (cluster) {
    databases += 1;
    const database = `baseline_${databases}`;
    await cluster.admin(`create database ${database}`);
    // pg's default pool size, as the game server's.
    const pool = new pg.Pool({ connectionString: cluster.urlOf(database), max: 10 });
    // pg-pool's end() answers before its connections have closed, and one the cluster's stop then
    // terminates errors on the pool: unheard, that ended the whole run. Heard before, it is news.
    let closed = false;
    pool.on('error', (error) => {
      if (!closed) console.error(`baseline pool lost a connection: ${error.message}`);
    });
    await pool.query('CREATE TABLE accounts (id TEXT PRIMARY KEY, copper BIGINT NOT NULL)');
    for (let i = 0; i < players; i++) await pool.query('INSERT INTO accounts (id, copper) VALUES ($1, $2)', [`account-${i}`, 1_000_000_000]);
    return {
      debit: async (accountId, amount) => (await pool.query('UPDATE accounts SET copper = copper - $1 WHERE id = $2 AND copper >= $1', [amount, accountId])).rowCount === 1,
      close: () => {
        closed = true;
        return pool.end();
      },
    };
  }
  const sqlite = new SQLite(join(dir, 'baseline.db'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.exec('CREATE TABLE accounts (id TEXT PRIMARY KEY, copper INTEGER NOT NULL)');
  const insert = sqlite.prepare('INSERT INTO accounts (id, copper) VALUES (?, ?)');
  for (let i = 0; i < players; i++) insert.run(`account-${i}`, 1_000_000_000);
  const debit = sqlite.prepare('UPDATE accounts SET copper = copper - ? WHERE id = ? AND copper >= ?');
  return {
    debit: (accountId, amount) => Promise.resolve(debit.run(amount, accountId, amount).changes === 1),
    close: async () => {
      sqlite.close();
    },
  };
}

async function measureBaseline(dir: string): Promise<Result> {
  const accounts = await baselineAccounts(dir);
  const app = new Hono();
  app.post('/debit', async (c) => {
    const { accountId, amount } = await c.req.json<{ accountId: string; amount: number }>();
    if (!(await accounts.debit(accountId, amount))) return c.json({ success: false }, 409);
    return c.json({ success: true });
  });
  const server = createAdaptorServer({ fetch: app.fetch });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as AddressInfo).port;

  const result = await drive(`http://127.0.0.1:${port}/debit`, (loop, i) => ({
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountId: `account-${(loop + i * clients) % players}`, amount: 13_000 }),
  }));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await accounts.close();
  return result;
}

interface Summary {
  ok: number;
  failed: number;
  perSecond: number;
  p50: number;
  p99: number;
  cpuPerRequest: number;
  machinePerRequest: number | null;
}

function summary(result: Result): Summary {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  return { ok: result.ok, failed: result.failed, perSecond: result.ok / result.seconds, p50: percentile(sorted, 50), p99: percentile(sorted, 99), cpuPerRequest: result.cpuMicros / Math.max(1, result.ok + result.failed),
    machinePerRequest: result.machineMicros === null ? null : result.machineMicros / Math.max(1, result.ok + result.failed),
  };
}

/** The round with the median throughput. */
function median(results: Summary[]): Summary {
  return [...results].sort((a, b) => a.perSecond - b.perSecond)[Math.floor(results.length / 2)]!;
}

const line = (label: string, s: Summary) =>
  `${label}${String(s.ok).padStart(7)} ok ${String(s.failed).padStart(4)} failed ${s.perSecond.toFixed(0).padStart(7)}/s   p50 ${s.p50.toFixed(2).padStart(6)} ms   p99 ${s.p99.toFixed(2).padStart(6)} ms   CPU ${s.cpuPerRequest.toFixed(0).padStart(5)} µs/request (machine ${s.machinePerRequest === null ? '?' : s.machinePerRequest.toFixed(0)})`;

/** Rounds of both modes on one database, then their median rounds and the ratio. */
async function measure(dialect: 'sqlite' | 'postgres', dir: string): Promise<void> {
  console.log(`trades over loopback HTTP on ${dialect}: ${clients} concurrent clients, ${players} players in ${city.name}, ${rounds} rounds of ${seconds} s per mode, each after a ${WARM_UP_MS / 1000} s warm-up`);
  const games: Summary[] = [];
  const baselines: Summary[] = [];
  for (let round = 0; round < rounds; round++) {
    const roundDir = mkdtempSync(join(dir, 'round-'));
    games.push(summary(await measureGameServer(roundDir)));
    console.log(line(`  round ${round + 1} game server:   `, games[round]!));
    baselines.push(summary(await measureBaseline(roundDir)));
    console.log(line(`  round ${round + 1} baseline:      `, baselines[round]!));
  }
  const g = median(games);
  const b = median(baselines);
  console.log('median rounds:');
  console.log(line('  game server, POST /api/trade/execute:     ', g));
  console.log(line('  baseline, bare Hono + one guarded UPDATE: ', b));
  console.log(`  ratio (baseline / game): ${(b.perSecond / g.perSecond).toFixed(1)}x the throughput, p50 ${(g.p50 / b.p50).toFixed(1)}x and p99 ${(g.p99 / b.p99).toFixed(1)}x the latency`);
}

const dir = mkdtempSync(join(tmpdir(), 'silkroad-trade-bench-'));
try {
  for (const dialect of dialects) {
    // Every pool on the cluster is closed (each round's server and baseline close theirs) before it stops.
    if (dialect === 'postgres') cluster = await startThrowawayPostgres({ durable: true });
    try {
      await measure(dialect, dir);
    } finally {
      await cluster?.stop();
      cluster = undefined;
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
// Explicit: a timer some part of a stopped server left behind must not keep the run waiting.
process.exit(0);

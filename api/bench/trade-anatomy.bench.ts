/**
 * Where a trade's time goes on PostgreSQL (issue 22: measure before optimising). C loops call
 * `executeTrade` directly (no HTTP) for P players in Constantinople, alternating buys and sells
 * of one unit of three goods, on a throwaway cluster with PostgreSQL's durable defaults, for S
 * seconds after a warm-up. Every statement the pool's clients send is timed (the round trip as
 * the game sees it, the server's lock waits included) and counted per trade; meanwhile a separate
 * connection samples pg_stat_activity every few milliseconds to see what the game's backends are
 * doing (running, waiting for a lock, flushing the WAL at commit, or idle in a transaction while
 * the game computes or the next statement travels).
 *
 * With `http` last, the same loops post to a real server on loopback as bench:trade does (its
 * achievements on, counted as a deployed server counts them): every statement the server sends,
 * for the trade or anything else (the achievements, say), is counted per trade, with the CPU this
 * process spent per trade (clients included, as in bench:trade).
 *
 *   npx tsx api/bench/trade-anatomy.bench.ts [clients] [seconds] [players] [pool size] [direct|http]
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import pg from 'pg';
import { CITIES, seededRandom } from '@silkroad/shared';
import { createApp } from '../src/app';
import { machineCpu } from './machine-cpu';
import { ACHIEVEMENT_GAP_MS } from '../src/config';
import { startServer } from '../src/server';
import { ManualClock, systemClock } from '../src/clock';
import { migrateToLatest, openPostgresDatabase } from '../src/db/database';
import { executeTrade } from '../src/modules/trade/trade-service';
import { startThrowawayPostgres } from '../src/test-support/throwaway-postgres';
import { createTestSession, testConfig, widenedRateLimits } from '../src/test-support/test-app';

const clients = Number(process.argv[2] ?? 16);
const seconds = Number(process.argv[3] ?? 5);
const players = Number(process.argv[4] ?? 20);
const poolSize = Number(process.argv[5] ?? 10);
const overHttp = process.argv[6] === 'http';
const GOODS = ['silk', 'spices', 'incense'] as const;
const city = CITIES[0]!;

interface TradeTrace {
  statements: { kind: string; ms: number }[];
}
const traces = new AsyncLocalStorage<TradeTrace>();
/** Over HTTP the server's statements are not in the loops' async context: they are counted all together. */
let everyStatement: TradeTrace | null = null;
const errors = new Map<string, number>();

/** The statement's kind: its verb and table, or the transaction control word. */
function kindOf(sql: string): string {
  const text = sql.trim().toLowerCase();
  const control = /^(begin|commit|rollback|savepoint|release)/.exec(text);
  if (control) return control[1]!;
  if (/^with\s+(claim as[\s\S]*)?traders as/.test(text)) return 'lock the traders, the market and the stacks (and claim the keys)';
  if (/^with\s+(purses|restocked|emptied|stocked|market|ledger) as/.test(text)) return "the batch's writes (one statement)";
  const verb = /^(select|insert into|update|delete from|with)\b[\s\S]*?"(\w+)"/.exec(text);
  return verb ? `${verb[1]} ${verb[2]}${/for update/.test(text) ? ' for update' : ''}` : text.slice(0, 30);
}

// Every query of the pool's clients, timed, and told to the trade it belongs to (the async context).
const originalQuery = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  const trace = traces.getStore() ?? everyStatement ?? undefined;
  const started = performance.now();
  const result = originalQuery.apply(this, args);
  if (trace && result instanceof Promise) {
    const sql = typeof args[0] === 'string' ? args[0] : ((args[0] as { text?: string }).text ?? '');
    result.then(
      () => trace.statements.push({ kind: kindOf(sql), ms: performance.now() - started }),
      (error: { code?: string }) => errors.set(error.code ?? 'other', (errors.get(error.code ?? 'other') ?? 0) + 1),
    );
  }
  return result;
} as typeof pg.Client.prototype.query;

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? NaN;
}

/**
 * With TRADE_ANATOMY_PROFILE=<file>, a CPU profile of the measured seconds only (not the
 * cluster's start or the players' creation), for Chrome's DevTools.
 */
async function startProfile(): Promise<{ stop(): Promise<void> }> {
  const file = process.env.TRADE_ANATOMY_PROFILE;
  if (!file) return { stop: async () => undefined };
  const session = new Session();
  session.connect();
  const post = (method: string) => new Promise<unknown>((resolve, reject) => session.post(method, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  return {
    async stop() {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
    },
  };
}

/** The loops through HTTP: trades per second, statements per trade by kind, and this process's CPU per trade. */
async function overHttpMain(): Promise<void> {
  const cluster = await startThrowawayPostgres({ durable: true });
  await cluster.admin('create database anatomy');
  const url = cluster.urlOf('anatomy');
  const db = openPostgresDatabase(url, { maxConnections: poolSize });
  try {
    await migrateToLatest(db);
    const config = testConfig({ port: 0, host: '127.0.0.1', databaseUrl: url, rateLimits: widenedRateLimits(1_000), achievements: true, achievementGapMs: ACHIEVEMENT_GAP_MS });
    const server = await startServer(config, { db, clock: systemClock });
    const sessions: Awaited<ReturnType<typeof createTestSession>>[] = [];
    for (let i = 0; i < players; i += 1) sessions.push(await createTestSession({ db, ctx: server.game.ctx, clock: new ManualClock(Date.now()) }));
    await db.updateTable('players').set({ x: city.x, y: city.y, copper: 1_000_000_000 }).execute();
    for (const session of sessions) await db.insertInto('inventory_items').values(GOODS.map((item_id) => ({ player_id: session.userId, item_id, quantity: 500 }))).execute();
    const target = `http://127.0.0.1:${server.port}/api/trade/execute`;
    const run = async (ms: number) => {
      let ok = 0;
      let failed = 0;
      const deadline = performance.now() + ms;
      await Promise.all(
        Array.from({ length: clients }, async (_, loop) => {
          for (let i = 0; performance.now() < deadline; i += 1) {
            const session = sessions[(loop + Math.floor(i / 2) * clients) % players]!;
            const type = i % 2 === 0 ? 'buy' : 'sell';
            const itemId = GOODS[(loop + Math.floor(i / 2)) % GOODS.length]!;
            const body = JSON.stringify({ type, itemId, cityId: city.id, quantity: 1, priceLimit: type === 'buy' ? 10_000_000 : 1, idempotencyKey: `${loop}-${i}-${Math.random()}` });
            const response = await fetch(target, { method: 'POST', headers: session.headers, body });
            await response.arrayBuffer();
            if (response.status === 200) ok += 1;
            else failed += 1;
          }
        }),
      );
      return { ok, failed };
    };
    await run(1_000);
    errors.clear();
    everyStatement = { statements: [] };
    const profile = await startProfile();
    const cpuBefore = process.cpuUsage();
    const machineBefore = machineCpu();
    const { ok, failed } = await run(seconds * 1000);
    const cpu = process.cpuUsage(cpuBefore);
    const machineAfter = machineCpu();
    await profile.stop();
    const statements = everyStatement.statements;
    everyStatement = null;
    console.log(`trades over HTTP on PostgreSQL (durable defaults, achievements on): ${clients} loops, ${players} players, pool of ${poolSize}, ${seconds} s`);
    console.log(`  ${ok} trades (${(ok / seconds).toFixed(0)}/s), ${failed} failed; retried conflicts: ${[...errors].map(([code, n]) => `${code} x${n}`).join(', ') || 'none'}`);
    console.log(`  this process's CPU per trade (server and clients): ${((cpu.user + cpu.system) / ok).toFixed(0)} µs (${(cpu.system / ok).toFixed(0)} µs of it in the kernel); statements per trade: ${(statements.length / ok).toFixed(1)}`);
    if (machineBefore && machineAfter) {
      const busy = machineAfter.busyMs - machineBefore.busyMs;
      const total = machineAfter.totalMs - machineBefore.totalMs;
      console.log(`  the machine: ${((100 * busy) / total).toFixed(0)}% busy, ${((busy * 1000) / ok).toFixed(0)} µs of CPU per trade in all (PostgreSQL's backends and the rest besides this process)`);
    }
    const byKind = new Map<string, number[]>();
    for (const s of statements) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.ms]);
    console.log('\n| statement | per trade | p50 | p99 |\n|---|---|---|---|');
    for (const [kind, times] of [...byKind].sort((a, b) => b[1].length - a[1].length)) {
      console.log(`| ${kind} | ${(times.length / ok).toFixed(2)} | ${percentile(times, 50).toFixed(2)} ms | ${percentile(times, 99).toFixed(2)} ms |`);
    }
    await server.stop();
  } finally {
    await db.destroy().catch(() => undefined);
    await cluster.stop();
  }
}

async function main(): Promise<void> {
  const cluster = await startThrowawayPostgres({ durable: true });
  await cluster.admin('create database anatomy');
  const url = cluster.urlOf('anatomy');
  const db = openPostgresDatabase(url, { maxConnections: poolSize });
  const sampler = new pg.Client({ connectionString: url });
  try {
    await migrateToLatest(db);
    const { ctx } = await createApp({ db, config: testConfig({ rateLimits: widenedRateLimits(1_000) }), clock: systemClock, random: seededRandom(1) });
    const sessions: Awaited<ReturnType<typeof createTestSession>>[] = [];
    for (let i = 0; i < players; i += 1) sessions.push(await createTestSession({ db, ctx, clock: new ManualClock(Date.now()) }));
    // As in bench:trade: everyone at the city's market, with the copper and goods for the whole run.
    await db.updateTable('players').set({ x: city.x, y: city.y, copper: 1_000_000_000 }).execute();
    for (const session of sessions) await db.insertInto('inventory_items').values(GOODS.map((item_id) => ({ player_id: session.userId, item_id, quantity: 500 }))).execute();

    // What the game's backends do, sampled.
    await sampler.connect();
    const states = new Map<string, number>();
    let samples = 0;
    let sampling = true;
    const sample = async () => {
      while (sampling) {
        const { rows } = await sampler.query<{ state: string; wait: string | null }>(
          "select state, wait_event_type || ':' || wait_event as wait from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'",
        );
        samples += 1;
        for (const row of rows) {
          const key = row.state === 'active' ? `active${row.wait ? ` waiting ${row.wait}` : ' (running)'}` : `${row.state}${row.wait && row.state !== 'idle' ? ` ${row.wait}` : ''}`;
          states.set(key, (states.get(key) ?? 0) + 1);
        }
        await new Promise((resolve) => setTimeout(resolve, 3));
      }
    };

    const run = async (ms: number) => {
      const done: { wallMs: number; statements: TradeTrace['statements'] }[] = [];
      let refused = 0;
      const deadline = performance.now() + ms;
      await Promise.all(
        Array.from({ length: clients }, async (_, loop) => {
          const session = sessions[loop % sessions.length]!;
          for (let i = 0; performance.now() < deadline; i += 1) {
            const trace: TradeTrace = { statements: [] };
            const started = performance.now();
            try {
              const type = i % 2 === 0 ? 'buy' : 'sell';
              const request = { type, itemId: GOODS[loop % GOODS.length]!, cityId: city.id, quantity: 1, priceLimit: type === 'buy' ? 10_000_000 : 1 } as const;
              await traces.run(trace, () => executeTrade(ctx, session.userId, request));
              done.push({ wallMs: performance.now() - started, statements: trace.statements });
            } catch (error) {
              if (refused === 0) console.error('first refusal:', (error as Error).message);
              refused += 1;
            }
          }
        }),
      );
      return { done, refused };
    };
    await run(1_000);
    errors.clear();
    const sampling$ = sample();
    const { done, refused } = await run(seconds * 1000);
    sampling = false;
    await sampling$;

    const wall = done.map((d) => d.wallMs);
    const inStatements = done.map((d) => d.statements.reduce((sum, s) => sum + s.ms, 0));
    console.log(`trade anatomy on PostgreSQL (durable defaults): ${clients} loops, ${players} players, pool of ${poolSize}, ${seconds} s`);
    console.log(`  ${done.length} trades (${(done.length / seconds).toFixed(0)}/s), ${refused} refused; retried conflicts: ${[...errors].map(([code, n]) => `${code} x${n}`).join(', ') || 'none'}`);
    console.log(`  per trade: wall p50 ${percentile(wall, 50).toFixed(2)} ms, p99 ${percentile(wall, 99).toFixed(2)} ms; in statements p50 ${percentile(inStatements, 50).toFixed(2)} ms; statements ${(done.reduce((sum, d) => sum + d.statements.length, 0) / done.length).toFixed(1)}`);
    console.log(`  the rest (waiting for a pooled connection, the game's own work): p50 ${percentile(wall.map((w, i) => w - inStatements[i]!), 50).toFixed(2)} ms`);
    const byKind = new Map<string, number[]>();
    for (const d of done) for (const s of d.statements) byKind.set(s.kind, [...(byKind.get(s.kind) ?? []), s.ms]);
    console.log('\n| statement | per trade | p50 | p99 |\n|---|---|---|---|');
    for (const [kind, times] of [...byKind].sort((a, b) => b[1].reduce((x, y) => x + y, 0) - a[1].reduce((x, y) => x + y, 0))) {
      console.log(`| ${kind} | ${(times.length / done.length).toFixed(2)} | ${percentile(times, 50).toFixed(2)} ms | ${percentile(times, 99).toFixed(2)} ms |`);
    }
    const total = [...states.values()].reduce((sum, n) => sum + n, 0);
    console.log(`\nthe game's backends over ${samples} samples (${(total / samples).toFixed(1)} connections on average):\n| state | share |\n|---|---|`);
    for (const [state, n] of [...states].sort((a, b) => b[1] - a[1])) console.log(`| ${state} | ${((100 * n) / total).toFixed(1)}% |`);
  } finally {
    await sampler.end().catch(() => undefined);
    await db.destroy();
    await cluster.stop();
  }
}

(overHttp ? overHttpMain() : main()).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);

/**
 * The trade server's own CPU on PostgreSQL, without the benchmark's clients in its process:
 * bench:trade runs its HTTP loops in the server's process (a ratio of two modes measured alike),
 * which hides how much of a request is the server's. Here the same loops (16, alternating buys
 * and sells of one unit of three goods for 20 players, or the baseline's guarded UPDATE) run in
 * a child process, and this process reports its CPU per request: the server alone. With
 * PROF=<path prefix>, a CPU profile of each measured window is written to <prefix>-<mode>.cpuprofile
 * (with PROF_HEAP=1 a sampling heap profile of what it allocates instead, <prefix>-<mode>.heapprofile).
 *
 *   npx tsx api/bench/trade-server-alone.bench.ts [seconds] [game,baseline,...]
 */
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import pg from 'pg';
import { CITIES } from '@silkroad/shared';
import { ManualClock, systemClock } from '../src/clock';
import { ACHIEVEMENT_GAP_MS } from '../src/config';
import { migrateToLatest, openPostgresDatabase } from '../src/db/database';
import { startServer } from '../src/server';
import { startThrowawayPostgres } from '../src/test-support/throwaway-postgres';
import { createTestSession, testConfig, widenedRateLimits } from '../src/test-support/test-app';
import { machineCpu } from './machine-cpu';

const LOOPS = 16;
const PLAYERS = 20;
const GOODS = ['silk', 'spices', 'incense'];
const city = CITIES[0]!;

interface Load {
  url: string;
  headers: Record<string, string>[];
  seconds: number;
  mode: 'game' | 'baseline';
}

/** The child: the loops, a warm-up second, then `go` and the measured seconds, then `done`. */
async function runLoad({ url, headers, seconds, mode }: Load): Promise<void> {
  const run = async (ms: number) => {
    let ok = 0;
    let failed = 0;
    const deadline = performance.now() + ms;
    await Promise.all(
      Array.from({ length: LOOPS }, async (_, loop) => {
        for (let i = 0; performance.now() < deadline; i++) {
          const type = i % 2 === 0 ? 'buy' : 'sell';
          const request =
            mode === 'game'
              ? { headers: headers[(loop + Math.floor(i / 2) * LOOPS) % PLAYERS]!, body: JSON.stringify({ type, itemId: GOODS[(loop + Math.floor(i / 2)) % GOODS.length], cityId: city.id, quantity: 1, priceLimit: type === 'buy' ? 10_000_000 : 1 }) }
              : { headers: { 'content-type': 'application/json' }, body: JSON.stringify({ accountId: `account-${(loop + i * LOOPS) % PLAYERS}`, amount: 13_000 }) };
          const res = await fetch(url, { method: 'POST', ...request });
          await res.arrayBuffer();
          if (res.status === 200) ok++;
          else failed++;
        }
      }),
    );
    return { ok, failed };
  };
  await run(1_000);
  process.send!({ type: 'go' });
  process.send!({ type: 'done', ...(await run(seconds * 1_000)) });
}

if (process.argv.includes('--load')) {
  process.once('message', (load: Load) => void runLoad(load));
} else {
  const seconds = Number(process.argv[2] ?? 6);
  const modes = (process.argv[3] ?? 'game,baseline').split(',') as Load['mode'][];
  const cluster = await startThrowawayPostgres({ durable: true });

  const drive = async (load: Omit<Load, 'seconds'>) => {
    const child = fork(fileURLToPath(import.meta.url), ['--load'], { execArgv: ['--import', 'tsx'] });
    const profiler = process.env.PROF ? new Session() : null;
    profiler?.connect();
    let cpu = process.cpuUsage();
    let machine = machineCpu();
    let started = performance.now();
    const done = new Promise<{ ok: number; failed: number }>((resolve) =>
      child.on('message', (message: { type: string; ok: number; failed: number }) => {
        if (message.type === 'go') {
          if (process.env.PROF_HEAP) {
            // The two include flags are newer than Node's inspector types.
            const sampling = { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: true };
            profiler?.post('HeapProfiler.enable', () => profiler.post('HeapProfiler.startSampling', sampling as { samplingInterval: number }));
          } else profiler?.post('Profiler.enable', () => profiler.post('Profiler.start'));
          cpu = process.cpuUsage();
          machine = machineCpu();
          started = performance.now();
        } else resolve(message);
      }),
    );
    child.send({ ...load, seconds });
    const { ok, failed } = await done;
    const used = process.cpuUsage(cpu);
    const machineAfter = machineCpu();
    const elapsed = (performance.now() - started) / 1000;
    if (profiler && process.env.PROF_HEAP) {
      const profile = await new Promise<unknown>((resolve) => profiler.post('HeapProfiler.stopSampling', (_, result) => resolve(result.profile)));
      writeFileSync(`${process.env.PROF}-${load.mode}.heapprofile`, JSON.stringify(profile));
    } else if (profiler) {
      const profile = await new Promise<unknown>((resolve) => profiler.post('Profiler.stop', (_, result) => resolve(result.profile)));
      writeFileSync(`${process.env.PROF}-${load.mode}.cpuprofile`, JSON.stringify(profile));
    }
    child.kill();
    const machinePart = machine && machineAfter ? `, the machine ${(((machineAfter.busyMs - machine.busyMs) * 1000) / ok).toFixed(0)} µs` : '';
    console.log(`${load.mode.padEnd(8)} ${(ok / elapsed).toFixed(0).padStart(5)}/s, ${failed} failed; the server's process ${((used.user + used.system) / ok).toFixed(0)} µs of CPU a request (${(used.system / ok).toFixed(0)} in the kernel)${machinePart}`);
  };

  let databases = 0;
  for (const mode of modes) {
    databases += 1;
    await cluster.admin(`create database alone_${databases}`);
    const url = cluster.urlOf(`alone_${databases}`);
    if (mode === 'game') {
      const db = openPostgresDatabase(url);
      await migrateToLatest(db);
      const achievements = process.env.BENCH_ACHIEVEMENTS !== 'off';
      const server = await startServer(testConfig({ port: 0, host: '127.0.0.1', databaseUrl: url, rateLimits: widenedRateLimits(1_000), achievements, achievementGapMs: ACHIEVEMENT_GAP_MS }), { db, clock: systemClock });
      const sessions = [];
      for (let i = 0; i < PLAYERS; i++) sessions.push(await createTestSession({ db, ctx: server.game.ctx, clock: new ManualClock(Date.now()) }));
      await db.updateTable('players').set({ x: city.x, y: city.y, copper: 1_000_000_000 }).execute();
      for (const session of sessions) await db.insertInto('inventory_items').values(GOODS.map((item_id) => ({ player_id: session.userId, item_id, quantity: 500 }))).execute();
      await drive({ url: `http://127.0.0.1:${server.port}/api/trade/execute`, headers: sessions.map((s) => s.headers), mode });
      await server.stop();
    } else {
      const pool = new pg.Pool({ connectionString: url, max: 10 });
      pool.on('error', () => undefined);
      await pool.query('CREATE TABLE accounts (id TEXT PRIMARY KEY, copper BIGINT NOT NULL)');
      for (let i = 0; i < PLAYERS; i++) await pool.query('INSERT INTO accounts (id, copper) VALUES ($1, $2)', [`account-${i}`, 1_000_000_000]);
      const app = new Hono();
      app.post('/debit', async (c) => {
        const { accountId, amount } = await c.req.json<{ accountId: string; amount: number }>();
        const debited = (await pool.query('UPDATE accounts SET copper = copper - $1 WHERE id = $2 AND copper >= $1', [amount, accountId])).rowCount === 1;
        return debited ? c.json({ success: true }) : c.json({ success: false }, 409);
      });
      const server = createAdaptorServer({ fetch: app.fetch });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      await drive({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/debit`, headers: [], mode });
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    }
  }
  await cluster.stop();
  process.exit(0);
}

/**
 * Presence at scale (issue 7): the real server in one process, its players in another, over
 * loopback. Players crowd one city (150, 400, 800 by default; everyone sees everyone) or spread
 * over the world (1,000 and 2,000; each sees its interest area, a few travel across cells). Every
 * player reports a move every 100 ms; a probe player steps to a marked corner every 200 ms and
 * the others time when they see it. For each run:
 *
 *   delivered   others' moves received / moves sent x the players seeing each when sent
 *   ticks/s     presence ticks the server ran per second (20 wanted), msgs/s per client
 *   p50, p99    probe latency: sent by the probe -> seen by an observer (same process clock)
 *   CPU         the server process's CPU time (process.cpuUsage, over IPC) per delivered update
 *   memory      per player, after GC with the players connected minus the same after a first
 *               round of the same players had connected, walked and left: the JS heap in use,
 *               plus what the process holds outside the JS heap (RSS minus the heap's reserved
 *               size, which V8 grows and shrinks by its own policy), and the raw RSS
 *   /health     its latency while idle and under the load (median and worst)
 *
 * and the same, measured the same way, for the baseline: a bare socket.io server broadcasting
 * one shared batch per tick to one room (presence-scale/baseline-server.ts), as JSON tuples
 * and in the game's compact encoding.
 *
 *   npm run bench:presence -- [--city 150,400,800] [--spread 1000,2000] [--seconds 10]
 *                             [--baseline json,compact] [--spread-baseline] [--rounds 1]
 *
 * `--rounds 3` measures each server three times, alternating, and reports the median round:
 * the machine is shared, and a single run can be off by 10% either way.
 * `--city none`, `--spread none` or `--baseline none` skip those runs; a quick look:
 *   npm run bench:presence -- --city 150 --spread none --seconds 4
 */
import { fork, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { ClientsStart } from './presence-scale/clients';
import type { ClientsMessage, Command, MemorySample, Scenario, ServerMessage } from './presence-scale/scenario';

type Run = 'game' | 'baseline json' | 'baseline compact';

const here = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const TSX = ['--import', 'tsx'];

function option(name: string, fallback: string): string {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? (process.argv[at + 1] ?? fallback) : fallback;
}
const list = (value: string) => (value === 'none' ? [] : value.split(',').filter(Boolean));
const citySizes = list(option('city', '150,400,800')).map(Number);
const spreadSizes = list(option('spread', '1000,2000')).map(Number);
const seconds = Number(option('seconds', '10'));
const WARM_UP_MS = 3_000;
/** A load balancer probes every few seconds; twice a second gives enough samples. */
const HEALTH_POLL_MS = 500;
/** Players who leave have their last positions saved: let that pass before measuring. */
const POSITION_SAVE_WAIT_MS = 1_000;
const DRAIN_MS = 1_000;
const baselines = list(option('baseline', 'json,compact')).map((encoding) => `baseline ${encoding}` as Run);
const spreadBaseline = process.argv.includes('--spread-baseline');
const rounds = Math.max(1, Number(option('rounds', '1')));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The machine's CPU time so far, busy and in all (ms, every core), where the system says (Linux). */
function machineCpu(): { busyMs: number; totalMs: number } | null {
  try {
    const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
    const jiffies = fields.map(Number);
    const total = jiffies.slice(0, 8).reduce((sum, n) => sum + n, 0);
    const idle = jiffies[3]! + jiffies[4]!;
    return { busyMs: (total - idle) * 10, totalMs: total * 10 };
  } catch {
    return null;
  }
}

/**
 * The machine is shared: a run started while something else keeps a core busy measures that
 * too. Waits (up to two minutes) for a couple of quiet seconds first.
 */
async function quietMachine(): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 2_000) {
    const before = machineCpu();
    await sleep(2_000);
    const after = machineCpu();
    if (!before || !after) return;
    if ((after.busyMs - before.busyMs) / (after.totalMs - before.totalMs) < 0.1) return;
  }
  console.log('  (the machine stayed busy: measuring anyway)');
}

function next<T extends { type: string }, K extends T['type']>(child: ChildProcess, type: K, timeoutMs = 600_000): Promise<Extract<T, { type: K }>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} from a child within ${timeoutMs} ms`)), timeoutMs);
    const onExit = (code: number | null) => reject(new Error(`a child exited (${code}) while waiting for ${type}`));
    const onMessage = (message: T) => {
      if (message.type !== type) return;
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('exit', onExit);
      resolve(message as Extract<T, { type: K }>);
    };
    child.on('message', onMessage);
    child.once('exit', onExit);
  });
}

async function ask<T extends { type: string }, K extends T['type']>(child: ChildProcess, command: Command, reply: K): Promise<Extract<T, { type: K }>> {
  const answer = next<T, K>(child, reply);
  child.send(command);
  return answer;
}

/** GET /health in a loop, one at a time, until stopped; the latencies in ms. */
function pollHealth(url: string): { stop(): Promise<number[]> } {
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      const res = await fetch(`${url}/health`);
      await res.arrayBuffer();
      latencies.push(performance.now() - started);
      // Each check reads every table: a few ms of the server's CPU, so not too often.
      await sleep(HEALTH_POLL_MS);
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return latencies;
    },
  };
}

function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

interface Row {
  scenario: string;
  run: Run;
  players: number;
  deliveredPct: number;
  delivered: number;
  ticksPerSecond: number;
  messagesPerClient: number;
  p50: number;
  p99: number;
  samples: number;
  serverCpuMsPerS: number;
  usPerUpdate: number;
  heapKbPerPlayer: number;
  nativeKbPerPlayer: number;
  rssKbPerPlayer: number;
  healthIdle: [number, number] | null;
  healthLoaded: [number, number] | null;
  clientsCpuMsPerS: number;
  corrections: number;
  meanSliceMs: number;
  longestSliceMs: number;
  /** CPU time of the rest of the machine during the measurement (ms/s, all cores together). */
  othersMsPerS: number;
}

async function measure(scenario: Scenario, run: Run): Promise<Row> {
  const serverFile = run === 'game' ? here('./presence-scale/game-server.ts') : here('./presence-scale/baseline-server.ts');
  const encoding = run === 'baseline json' ? 'json' : 'compact';
  const server = fork(serverFile, [JSON.stringify(scenario), encoding], { execArgv: [...TSX, '--expose-gc', ...(process.env.PROFILE_SERVER ? ['--cpu-prof', '--cpu-prof-dir=/tmp/proto/sprof'] : [])] });
  const children = [server];
  const startClients = async (url: string, tokens: string[] | null) => {
    const clients = fork(here('./presence-scale/clients.ts'), [], { execArgv: [...TSX, ...(process.env.PROFILE_CLIENTS ? ['--cpu-prof', '--cpu-prof-dir=/tmp/proto/cprof'] : [])] });
    children.push(clients);
    const start: ClientsStart = { type: 'start', url, scenario, tokens, encoding };
    const connected = next<ClientsMessage, 'connected'>(clients, 'connected');
    clients.send(start);
    await connected;
    await ask<ClientsMessage, 'walking'>(clients, { type: 'walk' }, 'walking');
    return clients;
  };
  try {
    const ready = await next<ServerMessage, 'ready'>(server, 'ready');
    let healthIdle: number[] | null = null;
    if (run === 'game') {
      // The first requests of a fresh process run cold code: not what "idle" should mean.
      for (let i = 0; i < 20; i += 1) await (await fetch(`${ready.url}/health`)).arrayBuffer();
      const idle = pollHealth(ready.url);
      await sleep(5_000);
      healthIdle = await idle.stop();
    }

    // A first round of the same players, gone before the memory baseline is taken.
    const firstRound = await startClients(ready.url, ready.tokens);
    await sleep(WARM_UP_MS);
    firstRound.disconnect();
    for (let waited = 0; (await ask<ServerMessage, 'memory'>(server, { type: 'measure-memory' }, 'memory')).players > 0; waited += 200) {
      if (waited > 30_000) throw new Error('the first round of players did not leave');
      await sleep(200);
    }
    await sleep(POSITION_SAVE_WAIT_MS);
    const before = await ask<ServerMessage, 'memory'>(server, { type: 'measure-memory' }, 'memory');

    const clients = await startClients(ready.url, ready.tokens);
    await sleep(WARM_UP_MS);

    await ask<ClientsMessage, 'marked'>(clients, { type: 'mark' }, 'marked');
    await ask<ServerMessage, 'marked'>(server, { type: 'mark' }, 'marked');
    const machineAtMark = machineCpu();
    const loadedHealth = run === 'game' ? pollHealth(ready.url) : null;
    await sleep(seconds * 1000);
    await ask<ClientsMessage, 'stopped'>(clients, { type: 'stop-walking' }, 'stopped');
    await sleep(DRAIN_MS);
    const healthLoaded = (await loadedHealth?.stop()) ?? null;
    const serverReport = await ask<ServerMessage, 'report'>(server, { type: 'report' }, 'report');
    const clientsReport = await ask<ClientsMessage, 'report'>(clients, { type: 'report' }, 'report');
    const machineAtEnd = machineCpu();
    // What else ran on the machine meanwhile: its busy time less the server's and the clients'.
    const othersMsPerS = machineAtMark && machineAtEnd ? (machineAtEnd.busyMs - machineAtMark.busyMs) / serverReport.seconds - serverReport.cpuMs / serverReport.seconds - clientsReport.cpuMs / clientsReport.seconds : Number.NaN;
    const after = await ask<ServerMessage, 'memory'>(server, { type: 'measure-memory' }, 'memory');

    const perPlayerKb = (of: (sample: MemorySample) => number) => (of(after.memory) - of(before.memory)) / 1024 / scenario.players;
    return {
      scenario: scenario.layout === 'city' ? `${scenario.players} in a city` : `${scenario.players} spread`,
      run,
      players: after.players,
      deliveredPct: (100 * clientsReport.deliveredUpdates) / Math.max(1, clientsReport.expectedUpdates),
      delivered: clientsReport.deliveredUpdates,
      ticksPerSecond: serverReport.slices / serverReport.slicesPerTick / serverReport.seconds,
      messagesPerClient: clientsReport.messages / scenario.players / clientsReport.walkingSeconds,
      p50: percentile(clientsReport.latenciesMs, 50),
      p99: percentile(clientsReport.latenciesMs, 99),
      samples: clientsReport.latenciesMs.length,
      serverCpuMsPerS: serverReport.cpuMs / serverReport.seconds,
      usPerUpdate: (serverReport.cpuMs * 1000) / Math.max(1, clientsReport.deliveredUpdates),
      heapKbPerPlayer: perPlayerKb((m) => m.heapUsed),
      nativeKbPerPlayer: perPlayerKb((m) => m.rss - m.heapTotal),
      rssKbPerPlayer: perPlayerKb((m) => m.rss),
      healthIdle: healthIdle && [percentile(healthIdle, 50), Math.max(...healthIdle)],
      healthLoaded: healthLoaded && [percentile(healthLoaded, 50), Math.max(...healthLoaded)],
      clientsCpuMsPerS: clientsReport.cpuMs / clientsReport.seconds,
      corrections: clientsReport.corrections,
      meanSliceMs: serverReport.sliceMs / Math.max(1, serverReport.slices),
      longestSliceMs: serverReport.longestSliceMs,
      othersMsPerS,
    };
  } finally {
    for (const child of children) if (child.connected) child.disconnect();
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
  }
}

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const health = (pair: [number, number] | null) => (pair ? `${fmt(pair[0])} / ${fmt(pair[1])}` : '—');

function print(row: Row): void {
  console.log(
    `  ${row.scenario.padEnd(15)} ${row.run.padEnd(17)} delivered ${fmt(row.deliveredPct, 2)}% (${row.delivered}), ${fmt(row.ticksPerSecond)} ticks/s, ${fmt(row.messagesPerClient)} msgs/s per client, ` +
      `p50 ${fmt(row.p50)} ms p99 ${fmt(row.p99)} ms (${row.samples} samples), server CPU ${fmt(row.serverCpuMsPerS, 0)} ms/s = ${fmt(row.usPerUpdate, 4)} µs per update, ` +
      `memory per player: heap ${fmt(row.heapKbPerPlayer)} KB + native ${fmt(row.nativeKbPerPlayer)} KB (RSS ${fmt(row.rssKbPerPlayer)} KB), /health p50/max idle ${health(row.healthIdle)} loaded ${health(row.healthLoaded)} ms, ` +
      `fan-out round ${fmt(row.meanSliceMs, 2)} ms (longest ${fmt(row.longestSliceMs, 1)}), clients CPU ${fmt(row.clientsCpuMsPerS, 0)} ms/s, the rest of the machine ${fmt(row.othersMsPerS, 0)} ms/s of ${cpus().length * 1000}, corrections ${row.corrections}`,
  );
}

const scenarios: Scenario[] = [...citySizes.map((players) => ({ layout: 'city' as const, players })), ...spreadSizes.map((players) => ({ layout: 'spread' as const, players }))];
const results: Row[][] = [];
console.log(`presence scale bench: ${seconds} s measured per run after ${WARM_UP_MS / 1000} s of warm-up, a move every 100 ms per player, ${rounds} round(s)`);
for (const scenario of scenarios) {
  const runs: Run[] = ['game', ...(scenario.layout === 'city' || spreadBaseline ? baselines : [])];
  const byRun = runs.map(() => [] as Row[]);
  // Rounds alternate the servers, so a disturbance of the shared machine weighs on each alike.
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, run] of runs.entries()) {
      await quietMachine();
      const row = await measure(scenario, run);
      print(row);
      byRun[i]!.push(row);
    }
  }
  results.push(...byRun);
}

/** The round with the median CPU per update stands for the run; the others give its spread. */
function median(rows: Row[]): { row: Row; low: number; high: number } {
  const sorted = [...rows].sort((a, b) => a.usPerUpdate - b.usPerUpdate);
  return { row: sorted[Math.floor((sorted.length - 1) / 2)]!, low: sorted[0]!.usPerUpdate, high: sorted.at(-1)!.usPerUpdate };
}

console.log(`\n| players | server | delivered | ticks/s | p50 | p99 | server CPU | µs per update${rounds > 1 ? ' (median, range)' : ''} | heap per player | /health p50, max: idle → loaded |`);
console.log('|---|---|---|---|---|---|---|---|---|---|');
for (const rows of results) {
  const { row, low, high } = median(rows);
  const range = rows.length > 1 ? ` (${fmt(low, 4)}–${fmt(high, 4)})` : '';
  console.log(
    `| ${row.scenario} | ${row.run} | ${fmt(row.deliveredPct, 2)}% | ${fmt(row.ticksPerSecond)} | ${fmt(row.p50)} ms | ${fmt(row.p99)} ms | ${fmt(row.serverCpuMsPerS, 0)} ms/s | ${fmt(row.usPerUpdate, 4)}${range} | ${fmt(row.heapKbPerPlayer)} KB | ${row.healthIdle ? `${health(row.healthIdle)} → ${health(row.healthLoaded)} ms` : '—'} |`,
  );
}
process.exit(0);

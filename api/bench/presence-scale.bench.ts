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
 * `--processes 2` runs the game as two server processes on one SQLite file and one Redis
 * (DESIGN "Several processes"), the players dealt out between them in turn: the latencies then
 * include the trip from one process to the other, and the server CPU is both processes' (each
 * also listed), so the cost of mirroring the other process's players shows.
 * `--pin` gives the game's servers (every thread of each) the machine's first core and the
 * players' process the others (Linux's taskset): on a 2-core machine the players otherwise take
 * turns with a server on both cores, and its ticks wait for them (docs/performance.md).
 * Pinned, a server's collector threads share its one core with its main thread.
 * PROFILE_SERVER=1 writes a CPU profile of the game server's measured window (=heap: a sampling
 * heap profile of what it allocates there; with HEAP_MINOR=0 only what outlived the young
 * generation), PROFILE_CLIENTS=1 profiles the players' process, and SERVER_FLAGS passes flags to
 * the servers' Node (SERVER_FLAGS=--trace-gc).
 * `--city none`, `--spread none` or `--baseline none` skip those runs; a quick look:
 *   npm run bench:presence -- --city 150 --spread none --seconds 4
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startTestRedis, type TestRedis } from '../src/test-support/redis-server';
import type { ClientsStart } from './presence-scale/clients';
import type { ClientsMessage, Command, GameServerCluster, MemorySample, Scenario, ServerMessage } from './presence-scale/scenario';
import { machineCpu } from './machine-cpu';

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
/** Game server processes (the baselines are always one). */
const processes = Math.max(1, Number(option('processes', '1')));

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const pinned = process.argv.includes('--pin');
const serverFlags = process.env.SERVER_FLAGS?.split(' ').filter(Boolean) ?? [];
/** With --pin, keeps a child and all its threads on `cores` ("0", "1-3"). */
function pin(child: ChildProcess, cores: string): void {
  if (!pinned || child.pid === undefined) return;
  try {
    execFileSync('taskset', ['--all-tasks', '--cpu-list', '--pid', cores, String(child.pid)], { stdio: 'ignore' });
  } catch {
    console.log('  (taskset is not available: running unpinned)');
  }
}
const SERVER_CORES = '0';
const CLIENT_CORES = `1-${Math.max(1, cpus().length - 1)}`;

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
  /** Server processes measured together. */
  servers: number;
  players: number;
  /** Other processes' players each server showed, summed (0 with one process). */
  mirrored: number;
  deliveredPct: number;
  delivered: number;
  ticksPerSecond: number;
  messagesPerClient: number;
  p50: number;
  p99: number;
  samples: number;
  /** The probe seen from another process than its own (several processes only). */
  acrossP50: number;
  acrossP99: number;
  /** Every server process's CPU together, and each one's. */
  serverCpuMsPerS: number;
  cpuMsPerSByServer: number[];
  usPerUpdate: number;
  heapKbPerPlayer: number;
  nativeKbPerPlayer: number;
  rssKbPerPlayer: number;
  healthIdle: [number, number] | null;
  healthLoaded: [number, number] | null;
  /** The game: a sample of what players were shown against the rule (the nearest in sight). */
  rosters: { sampled: number; meanShown: number; meanInSight: number; faithful: number } | null;
  clientsCpuMsPerS: number;
  corrections: number;
  meanSliceMs: number;
  longestSliceMs: number;
  /** CPU time of the rest of the machine during the measurement (ms/s, all cores together). */
  othersMsPerS: number;
}

/** Asks every server the same and waits for all the answers. */
function askAll<K extends ServerMessage['type']>(servers: ChildProcess[], command: Command, reply: K): Promise<Extract<ServerMessage, { type: K }>[]> {
  return Promise.all(servers.map((server) => ask<ServerMessage, K>(server, command, reply)));
}

function sumOf(samples: MemorySample[]): MemorySample {
  return samples.reduce((sum, m) => ({ heapUsed: sum.heapUsed + m.heapUsed, heapTotal: sum.heapTotal + m.heapTotal, rss: sum.rss + m.rss }), { heapUsed: 0, heapTotal: 0, rss: 0 });
}

async function measure(scenario: Scenario, run: Run): Promise<Row> {
  const serverFile = run === 'game' ? here('./presence-scale/game-server.ts') : here('./presence-scale/baseline-server.ts');
  const encoding = run === 'baseline json' ? 'json' : 'compact';
  const serverCount = run === 'game' ? processes : 1;
  // A cluster's servers share a Redis and a database file, made here and removed at the end.
  const redis: TestRedis | undefined = serverCount > 1 ? await startTestRedis() : undefined;
  const clusterDir = redis ? mkdtempSync(join(tmpdir(), 'silkroad-presence-scale-cluster-')) : undefined;
  const forkServer = (index: number) => {
    const clustered: GameServerCluster | undefined = redis && clusterDir ? { databasePath: join(clusterDir, 'game.db'), redisUrl: redis.url, makesPlayers: index === 0 } : undefined;
    const server = fork(serverFile, [JSON.stringify(scenario), encoding, ...(clustered ? [JSON.stringify(clustered)] : [])], { execArgv: [...TSX, '--expose-gc', ...serverFlags] });
    pin(server, SERVER_CORES);
    return server;
  };
  const server = forkServer(0);
  const servers = [server];
  const children = [server];
  const startClients = async (urls: string[], tokens: string[] | null) => {
    const clients = fork(here('./presence-scale/clients.ts'), [], { execArgv: [...TSX, ...(process.env.PROFILE_CLIENTS ? ['--cpu-prof', `--cpu-prof-dir=${tmpdir()}`] : [])] });
    children.push(clients);
    pin(clients, CLIENT_CORES);
    const start: ClientsStart = { type: 'start', urls, scenario, tokens, encoding };
    const connected = next<ClientsMessage, 'connected'>(clients, 'connected');
    clients.send(start);
    await connected;
    await ask<ClientsMessage, 'walking'>(clients, { type: 'walk' }, 'walking');
    return clients;
  };
  try {
    // The first server makes the players (and migrates the database) before the others open it.
    const ready = await next<ServerMessage, 'ready'>(server, 'ready');
    const urls = [ready.url];
    while (servers.length < serverCount) {
      const another = forkServer(servers.length);
      servers.push(another);
      children.push(another);
      urls.push((await next<ServerMessage, 'ready'>(another, 'ready')).url);
    }
    const players = async () => (await askAll(servers, { type: 'measure-memory' }, 'memory')).reduce((sum, m) => sum + m.players, 0);
    let healthIdle: number[] | null = null;
    if (run === 'game') {
      // The first requests of a fresh process run cold code: not what "idle" should mean.
      for (let i = 0; i < 20; i += 1) await (await fetch(`${ready.url}/health`)).arrayBuffer();
      const idle = pollHealth(ready.url);
      await sleep(5_000);
      healthIdle = await idle.stop();
    }

    // A first round of the same players, gone before the memory baseline is taken.
    const firstRound = await startClients(urls, ready.tokens);
    await sleep(WARM_UP_MS);
    firstRound.disconnect();
    for (let waited = 0; (await players()) > 0; waited += 200) {
      if (waited > 30_000) throw new Error('the first round of players did not leave');
      await sleep(200);
    }
    await sleep(POSITION_SAVE_WAIT_MS);
    const before = sumOf((await askAll(servers, { type: 'measure-memory' }, 'memory')).map((m) => m.memory));

    const clients = await startClients(urls, ready.tokens);
    await sleep(WARM_UP_MS);

    await ask<ClientsMessage, 'marked'>(clients, { type: 'mark' }, 'marked');
    await askAll(servers, { type: 'mark' }, 'marked');
    const machineAtMark = machineCpu();
    const loadedHealth = run === 'game' ? pollHealth(ready.url) : null;
    await sleep(seconds * 1000);
    await ask<ClientsMessage, 'stopped'>(clients, { type: 'stop-walking' }, 'stopped');
    await askAll(servers, { type: 'walked' }, 'walked');
    const machineAtWalked = machineCpu();
    await sleep(DRAIN_MS);
    const healthLoaded = (await loadedHealth?.stop()) ?? null;
    const serverReports = await askAll(servers, { type: 'report' }, 'report');
    const clientsReport = await ask<ClientsMessage, 'report'>(clients, { type: 'report' }, 'report');
    const cpuMsPerSByServer = serverReports.map((r) => r.cpuMs / r.seconds);
    const serverCpuMsPerS = cpuMsPerSByServer.reduce((sum, ms) => sum + ms, 0);
    const serverCpuMs = serverReports.reduce((sum, r) => sum + r.cpuMs, 0);
    const slices = serverReports.reduce((sum, r) => sum + r.slices, 0);
    const serverReport = serverReports[0]!;
    // What else ran on the machine meanwhile: its busy time less the servers' and the clients'.
    const othersMsPerS = machineAtMark && machineAtWalked ? (machineAtWalked.busyMs - machineAtMark.busyMs) / serverReport.seconds - serverCpuMsPerS - clientsReport.cpuMs / clientsReport.seconds : Number.NaN;
    const after = await askAll(servers, { type: 'measure-memory' }, 'memory');
    const afterMemory = sumOf(after.map((m) => m.memory));

    const perPlayerKb = (of: (sample: MemorySample) => number) => (of(afterMemory) - of(before)) / 1024 / scenario.players;
    return {
      scenario: scenario.layout === 'city' ? `${scenario.players} in a city` : `${scenario.players} spread`,
      run,
      servers: servers.length,
      players: after.reduce((sum, m) => sum + m.players, 0),
      mirrored: after.reduce((sum, m) => sum + m.mirrored, 0),
      deliveredPct: (100 * clientsReport.deliveredUpdates) / Math.max(1, clientsReport.expectedUpdates),
      delivered: clientsReport.deliveredUpdates,
      // Per server: each runs its own presence loop.
      ticksPerSecond: slices / servers.length / serverReport.slicesPerTick / serverReport.seconds,
      messagesPerClient: clientsReport.messages / scenario.players / clientsReport.walkingSeconds,
      p50: percentile(clientsReport.latenciesMs, 50),
      p99: percentile(clientsReport.latenciesMs, 99),
      samples: clientsReport.latenciesMs.length,
      acrossP50: percentile(clientsReport.acrossLatenciesMs, 50),
      acrossP99: percentile(clientsReport.acrossLatenciesMs, 99),
      serverCpuMsPerS,
      cpuMsPerSByServer,
      usPerUpdate: (serverCpuMs * 1000) / Math.max(1, clientsReport.deliveredUpdates),
      heapKbPerPlayer: perPlayerKb((m) => m.heapUsed),
      nativeKbPerPlayer: perPlayerKb((m) => m.rss - m.heapTotal),
      rssKbPerPlayer: perPlayerKb((m) => m.rss),
      healthIdle: healthIdle && [percentile(healthIdle, 50), Math.max(...healthIdle)],
      healthLoaded: healthLoaded && [percentile(healthLoaded, 50), Math.max(...healthLoaded)],
      rosters: clientsReport.rosters,
      clientsCpuMsPerS: clientsReport.cpuMs / clientsReport.seconds,
      corrections: clientsReport.corrections,
      meanSliceMs: serverReports.reduce((sum, r) => sum + r.sliceMs, 0) / Math.max(1, slices),
      longestSliceMs: Math.max(...serverReports.map((r) => r.longestSliceMs)),
      othersMsPerS,
    };
  } finally {
    for (const child of children) if (child.connected) child.disconnect();
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolve) => child.once('exit', resolve)) : undefined)));
    await redis?.close();
    if (clusterDir) rmSync(clusterDir, { recursive: true, force: true });
  }
}

/** The run as printed: the game with its number of processes when there are several. */
const runName = (row: Row) => (row.servers > 1 ? `${row.run} x${row.servers}` : row.run);
/** A latency, and with several processes the same seen from the probe's other process. */
const latency = (all: number, across: number, servers: number) => `${fmt(all)} ms${servers > 1 ? ` (other process ${fmt(across)} ms)` : ''}`;
const serverCpu = (row: Row) => `${fmt(row.serverCpuMsPerS, 0)} ms/s${row.servers > 1 ? ` (${row.cpuMsPerSByServer.map((ms) => fmt(ms, 0)).join(' + ')})` : ''}`;

const fmt = (value: number, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : '—');
const health = (pair: [number, number] | null) => (pair ? `${fmt(pair[0])} / ${fmt(pair[1])}` : '—');

function print(row: Row): void {
  console.log(
    `  ${row.scenario.padEnd(15)} ${runName(row).padEnd(17)} delivered ${fmt(row.deliveredPct, 2)}% (${row.delivered}), ${fmt(row.ticksPerSecond)} ticks/s, ${fmt(row.messagesPerClient)} msgs/s per client, ` +
      `p50 ${fmt(row.p50)} ms p99 ${fmt(row.p99)} ms (${row.samples} samples${row.servers > 1 ? `; from the other process p50 ${fmt(row.acrossP50)} ms p99 ${fmt(row.acrossP99)} ms` : ''}), server CPU ${serverCpu(row)} = ${fmt(row.usPerUpdate, 4)} µs per update${row.servers > 1 ? `, ${row.mirrored} players mirrored` : ''}, ` +
      `memory per player: heap ${fmt(row.heapKbPerPlayer)} KB + native ${fmt(row.nativeKbPerPlayer)} KB (RSS ${fmt(row.rssKbPerPlayer)} KB), /health p50/max idle ${health(row.healthIdle)} loaded ${health(row.healthLoaded)} ms, ` +
      `${row.rosters ? `shown ${fmt(row.rosters.meanShown)} of ${fmt(row.rosters.meanInSight)} in sight (${fmt(100 * row.rosters.faithful, 0)}% of ${row.rosters.sampled} sampled rosters the nearest), ` : ''}fan-out round ${fmt(row.meanSliceMs, 2)} ms (longest since the server started, the players connecting included: ${fmt(row.longestSliceMs, 1)}), clients CPU ${fmt(row.clientsCpuMsPerS, 0)} ms/s, the rest of the machine ${fmt(row.othersMsPerS, 0)} ms/s of ${cpus().length * 1000}, corrections ${row.corrections}`,
  );
}

const scenarios: Scenario[] = [...citySizes.map((players) => ({ layout: 'city' as const, players })), ...spreadSizes.map((players) => ({ layout: 'spread' as const, players }))];
const results: Row[][] = [];
console.log(`presence scale bench: ${seconds} s measured per run after ${WARM_UP_MS / 1000} s of warm-up, a move every 100 ms per player, ${rounds} round(s), the game on ${processes} process(es)${pinned ? `, the servers pinned to core ${SERVER_CORES} and the players to ${CLIENT_CORES}` : ''}`);
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
    `| ${row.scenario} | ${runName(row)} | ${fmt(row.deliveredPct, 2)}% | ${fmt(row.ticksPerSecond)} | ${latency(row.p50, row.acrossP50, row.servers)} | ${latency(row.p99, row.acrossP99, row.servers)} | ${serverCpu(row)} | ${fmt(row.usPerUpdate, 4)}${range} | ${fmt(row.heapKbPerPlayer)} KB | ${row.healthIdle ? `${health(row.healthIdle)} → ${health(row.healthLoaded)} ms` : '—'} |`,
  );
}
process.exit(0);

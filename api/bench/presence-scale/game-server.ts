/**
 * The scale bench's game server: the real server (startServer) on a fresh SQLite file, with
 * limits widened for thousands of players behind one address. Its players are made the way the
 * tests make them (createTestSession: rows and an access token, no sign-in flow), here in the
 * bench only, and stand where the scenario puts them. Answers the orchestrator over IPC.
 *
 * In a cluster (`--processes 2`) every server is given the same SQLite file and Redis; the first
 * makes the players, the others serve them.
 *
 *   (forked by presence-scale.bench.ts) game-server.ts <scenario json> <encoding> [<GameServerCluster json>]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock, systemClock } from '../../src/clock';
import type { Presence } from '../../src/modules/presence/presence';
import { TICK_SLICES } from '../../src/modules/presence/presence-world';
import { startServer } from '../../src/server';
import { createTestSession, testConfig, widenedRateLimits } from '../../src/test-support/test-app';
import { positionAt, walkerName, walkersOf, type Command, type GameServerCluster, type MemorySample, type Scenario, type ServerMessage } from './scenario';

const scenario = JSON.parse(process.argv[2]!) as Scenario;
const clustered = process.argv[4] ? (JSON.parse(process.argv[4]) as GameServerCluster) : undefined;
const send = (message: ServerMessage) => process.send!(message);

// A cluster's database outlives each server: the orchestrator made its folder and removes it.
const dir = clustered ? undefined : mkdtempSync(join(tmpdir(), 'silkroad-presence-scale-'));
const config = testConfig({
  port: 0,
  host: '127.0.0.1',
  databasePath: clustered?.databasePath ?? join(dir!, 'game.db'),
  redisUrl: clustered?.redisUrl ?? null,
  rateLimits: widenedRateLimits(1_000),
  logLevel: 'silent',
});
const server = await startServer(config, { clock: systemClock });
const presence = server.game.ctx.presence as Presence;

let tokens: string[] | null = null;
if (!clustered || clustered.makesPlayers) {
  tokens = [];
  // Only its reading at creation matters: the server runs on the system clock.
  const creationClock = new ManualClock(Date.now());
  for (const [index, walker] of walkersOf(scenario).entries()) {
    const session = await createTestSession({ db: server.db, ctx: server.game.ctx, clock: creationClock }, { inGameName: walkerName(index) });
    const start = positionAt(walker, index, 0);
    await server.db.updateTable('players').set({ x: start.x, y: start.y }).where('user_id', '=', session.userId).execute();
    tokens.push(session.accessToken);
  }
}

function memory(): MemorySample {
  // Twice: the first collection can leave garbage that only the second frees.
  global.gc?.();
  global.gc?.();
  const { heapUsed, heapTotal, rss } = process.memoryUsage();
  return { heapUsed, heapTotal, rss };
}

/**
 * PROFILE_SERVER=1: a CPU profile of the measured window only (from mark to report), written to
 * the temporary folder; a profile of the whole process is mostly players connecting.
 * PROFILE_SERVER=heap: a sampling heap profile of what the window allocates, collected or not
 * (HEAP_MINOR=0: only what outlived the young generation, the old generation's garbage).
 */
const profiler = process.env.PROFILE_SERVER ? new Session() : undefined;
profiler?.connect();
async function startProfile(): Promise<void> {
  if (!profiler) return;
  if (process.env.PROFILE_SERVER === 'heap') {
    await profiler.post('HeapProfiler.enable');
    // The two include flags are newer than Node's inspector types.
    const sampling = { samplingInterval: 16_384, includeObjectsCollectedByMajorGC: true, includeObjectsCollectedByMinorGC: process.env.HEAP_MINOR !== '0' };
    await profiler.post('HeapProfiler.startSampling', sampling as { samplingInterval: number });
    return;
  }
  await profiler.post('Profiler.enable');
  await profiler.post('Profiler.start');
}
async function saveProfile(): Promise<void> {
  if (!profiler) return;
  if (process.env.PROFILE_SERVER === 'heap') {
    const { profile } = await profiler.post('HeapProfiler.stopSampling');
    const file = join(tmpdir(), `silkroad-presence-server-${scenario.players}-${process.pid}.heapprofile`);
    writeFileSync(file, JSON.stringify(profile));
    console.error(`server heap profile of the measured window: ${file}`);
    return;
  }
  const { profile } = await profiler.post('Profiler.stop');
  const file = join(tmpdir(), `silkroad-presence-server-${scenario.players}-${process.pid}.cpuprofile`);
  writeFileSync(file, JSON.stringify(profile));
  console.error(`server profile of the measured window: ${file}`);
}

let markedCpu = process.cpuUsage();
let markedAt = performance.now();
let markedStats = presence.stats();
/** When the players stopped walking (the `walked` command). */
let walked: { cpu: NodeJS.CpuUsage; seconds: number; stats: typeof markedStats } | undefined;

process.on('message', (command: Command) => {
  if (command.type === 'measure-memory') send({ type: 'memory', memory: memory(), players: presence.stats().players, mirrored: presence.stats().mirrored });
  else if (command.type === 'mark') {
    markedCpu = process.cpuUsage();
    markedAt = performance.now();
    markedStats = presence.stats();
    walked = undefined;
    void startProfile().then(() => send({ type: 'marked' }));
  } else if (command.type === 'walked') {
    walked = { cpu: process.cpuUsage(markedCpu), seconds: (performance.now() - markedAt) / 1000, stats: presence.stats() };
    send({ type: 'walked' });
  } else if (command.type === 'report') {
    void saveProfile();
    // The rates are of the walking time: the game's loop rests once nobody moves, and the drain after would count as slow ticks.
    const { cpu, seconds, stats } = walked ?? { cpu: process.cpuUsage(markedCpu), seconds: (performance.now() - markedAt) / 1000, stats: presence.stats() };
    send({
      type: 'report',
      cpuMs: (cpu.user + cpu.system) / 1000,
      seconds,
      slices: stats.slices - markedStats.slices,
      slicesPerTick: TICK_SLICES,
      sliceMs: stats.sliceMs - markedStats.sliceMs,
      longestSliceMs: stats.longestSliceMs,
      movesAccepted: stats.movesAccepted - markedStats.movesAccepted,
      updatesSent: stats.updates - markedStats.updates,
    });
  }
});

process.on('disconnect', () => {
  void server.stop().finally(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
    process.exit(0);
  });
});

send({ type: 'ready', url: server.url.replace('localhost', '127.0.0.1'), tokens });

/**
 * Presence over real sockets on loopback: N players walking in one city, each reporting a move
 * every 100 ms. Measures CPU per delivered update (process CPU time / updates received by all
 * clients) for the real server's 20 Hz batched ticks, and in the same run for the baseline the
 * issue names: a bare socket.io server relaying every move as its own emit to every peer.
 * Clients run in this process too and are counted in both modes, so the ratio is what matters.
 *
 *   npm run bench:presence -- [players] [seconds]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { io as connect, type Socket } from 'socket.io-client';
import { CITIES } from '@silkroad/shared';
import { ManualClock, systemClock } from '../src/clock';
import { migrateToLatest, openSqliteDatabase } from '../src/db/database';
import { startServer } from '../src/server';
import { createTestSession, testConfig, widenedRateLimits } from '../src/test-support/test-app';

const players = Number(process.argv[2] ?? 60);
const seconds = Number(process.argv[3] ?? 5);
const MOVE_INTERVAL_MS = 100;
const city = CITIES[1]!;

interface Result {
  deliveries: number;
  cpuMs: number;
}

async function connectAll(url: string, tokens: (string | undefined)[], movedEvent: string, count: { n: number }): Promise<Socket[]> {
  return Promise.all(
    tokens.map(
      (token) =>
        new Promise<Socket>((resolve, reject) => {
          const socket = connect(url, { transports: ['websocket'], auth: token ? { token } : {}, reconnection: false });
          // A city's batch holds the receiver's own move too: only others' moves are deliveries.
          let self: string | undefined;
          socket.once('connection:established', (info: { playerId: string }) => (self = info.playerId));
          socket.on(movedEvent, (payload: unknown) => {
            count.n += Array.isArray(payload) ? (payload as { playerId: string }[]).filter((m) => m.playerId !== self).length : 1;
          });
          socket.once('connect', () => resolve(socket));
          socket.once('connect_error', reject);
        }),
    ),
  );
}

/** Everyone strolls around the city centre in small steps, well within the speed limit. */
async function walk(sockets: Socket[]): Promise<Result> {
  const angles = sockets.map((_, i) => (i / sockets.length) * Math.PI * 2);
  const cpuBefore = process.cpuUsage();
  const started = Date.now();
  let step = 0;
  while (Date.now() - started < seconds * 1000) {
    step += 1;
    sockets.forEach((socket, i) => {
      const angle = angles[i]! + step * 0.05;
      socket.emit('player-move', { x: city.x + Math.cos(angle) * 120, y: city.y + Math.sin(angle) * 120 });
    });
    await new Promise((r) => setTimeout(r, MOVE_INTERVAL_MS));
  }
  await new Promise((r) => setTimeout(r, 300));
  const cpu = process.cpuUsage(cpuBefore);
  return { deliveries: 0, cpuMs: (cpu.user + cpu.system) / 1000 };
}

async function measureBatched(): Promise<Result> {
  const db = openSqliteDatabase(':memory:');
  await migrateToLatest(db);
  // Hundreds of players from one address: the benchmark measures presence, not the per-address limits.
  const server = await startServer(testConfig({ port: 0, host: '127.0.0.1', rateLimits: widenedRateLimits(1_000) }), { db, clock: systemClock });
  const sessions = [];
  for (let i = 0; i < players; i++) sessions.push(await createTestSession({ db, ctx: server.game.ctx, clock: new ManualClock(Date.now()) }));
  // Start everyone at the city centre so the first move is a short step.
  await db.updateTable('players').set({ x: city.x + 120, y: city.y }).execute();
  const count = { n: 0 };
  const sockets = await connectAll(server.url.replace('localhost', '127.0.0.1'), sessions.map((s) => s.accessToken), 'players-moved', count);
  count.n = 0;
  const result = await walk(sockets);
  for (const s of sockets) s.disconnect();
  await server.stop();
  return { ...result, deliveries: count.n };
}

async function measureRelay(): Promise<Result> {
  const http = createServer();
  const io = new Server(http, { serveClient: false });
  io.on('connection', (socket) => {
    void socket.join('city');
    socket.on('player-move', (move: { x: number; y: number }) => {
      socket.to('city').emit('player-moved', { playerId: socket.id, x: move.x, y: move.y, cityId: city.id });
    });
  });
  await new Promise<void>((r) => http.listen(0, '127.0.0.1', () => r()));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const count = { n: 0 };
  const sockets = await connectAll(url, new Array(players).fill(undefined), 'player-moved', count);
  count.n = 0;
  const result = await walk(sockets);
  for (const s of sockets) s.disconnect();
  await new Promise<void>((r) => io.close(() => r()));
  return { ...result, deliveries: count.n };
}

const relay = await measureRelay();
const batched = await measureBatched();
const perUpdate = (r: Result) => (r.cpuMs * 1000) / Math.max(1, r.deliveries);
console.log(`presence over loopback sockets: ${players} players in one city, a move every ${MOVE_INTERVAL_MS} ms each, ${seconds} s`);
console.log(`  baseline, one emit per move per peer: ${relay.deliveries} updates delivered, ${relay.cpuMs.toFixed(0)} ms CPU, ${perUpdate(relay).toFixed(2)} µs CPU per update`);
console.log(`  game server, 20 Hz batched ticks:     ${batched.deliveries} updates delivered, ${batched.cpuMs.toFixed(0)} ms CPU, ${perUpdate(batched).toFixed(2)} µs CPU per update`);
console.log(`  ratio (baseline / batched, per update): ${(perUpdate(relay) / perUpdate(batched)).toFixed(1)}x`);
process.exit(0);

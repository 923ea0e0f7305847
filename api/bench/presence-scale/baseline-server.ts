/**
 * The scale bench's baseline: the cheapest fan-out socket.io offers, with nothing of the game.
 * No sign-in, no checks: it keeps each socket's latest move and, every tick, broadcasts one
 * shared batch of the tick's moves to one room holding everyone, so socket.io encodes and frames
 * it once. The batch is `[id, x, y]` tuples in JSON (`json`), or the game's own encoding
 * (`compact`: the same bytes the game sends, so only the game's own work tells them apart).
 *
 *   (forked by presence-scale.bench.ts) baseline-server.ts <scenario json> <json|compact>
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server } from 'socket.io';
import { MOVE_RECORD_CHARS, PRESENCE_TICK_HZ, writeMoveRecord } from '@silkroad/shared';
import type { Command, MemorySample, Scenario, ServerMessage } from './scenario';

const scenario = JSON.parse(process.argv[2]!) as Scenario;
const encoding = process.argv[3] === 'compact' ? 'compact' : 'json';
const send = (message: ServerMessage) => process.send!(message);

const http = createServer();
const io = new Server(http, { serveClient: false });
const ROOM = 'everyone';
const latest = new Map<number, { x: number; y: number }>();
let movesAccepted = 0;

io.on('connection', (socket) => {
  void socket.join(ROOM);
  const id = Number((socket.handshake.auth as { id?: unknown }).id);
  socket.on('player-move', (move: { x: number; y: number }) => {
    latest.set(id, move);
    movesAccepted += 1;
  });
});

let scratch = Buffer.allocUnsafe(scenario.players * MOVE_RECORD_CHARS);
let ticks = 0;
let tickMs = 0;
let longestTickMs = 0;
let updatesSent = 0;
const TICK_MS = 1000 / PRESENCE_TICK_HZ;
// On a fixed schedule, as the game's ticks: an interval timer restarts after each run, and a
// slower tick rate would make bigger batches, so fewer writes per update than the game's 20 Hz.
let nextTickAt = performance.now() + TICK_MS;
function schedule(): void {
  nextTickAt += TICK_MS;
  const now = performance.now();
  if (nextTickAt < now - TICK_MS) nextTickAt = now + TICK_MS;
  setTimeout(() => {
    tick();
    schedule();
  }, Math.max(0, nextTickAt - now));
}
setTimeout(() => {
  tick();
  schedule();
}, TICK_MS);

function tick(): void {
  ticks += 1;
  if (latest.size === 0) return;
  const started = performance.now();
  let batch: unknown;
  if (encoding === 'json') {
    batch = [...latest].map(([id, move]) => [id, move.x, move.y]);
  } else {
    if (scratch.length < latest.size * MOVE_RECORD_CHARS) scratch = Buffer.allocUnsafe(latest.size * MOVE_RECORD_CHARS);
    let at = 0;
    for (const [id, move] of latest) {
      writeMoveRecord(scratch, at, id + 1, move.x, move.y);
      at += MOVE_RECORD_CHARS;
    }
    batch = scratch.toString('latin1', 0, at);
  }
  updatesSent += latest.size * (io.of('/').sockets.size - 1);
  latest.clear();
  io.to(ROOM).emit('players-moved', batch);
  const took = performance.now() - started;
  tickMs += took;
  longestTickMs = Math.max(longestTickMs, took);
}

function memory(): MemorySample {
  global.gc?.();
  global.gc?.();
  const { heapUsed, heapTotal, rss } = process.memoryUsage();
  return { heapUsed, heapTotal, rss };
}

let marked = { cpu: process.cpuUsage(), at: performance.now(), ticks, tickMs, movesAccepted, updatesSent };
/** When the players stopped walking: the report's rates are of the time until then, as the game's. */
let walked: { cpu: NodeJS.CpuUsage; at: number; ticks: number; tickMs: number; movesAccepted: number; updatesSent: number } | undefined;
process.on('message', (command: Command) => {
  if (command.type === 'measure-memory') send({ type: 'memory', memory: memory(), players: io.of('/').sockets.size, mirrored: 0 });
  else if (command.type === 'mark') {
    marked = { cpu: process.cpuUsage(), at: performance.now(), ticks, tickMs, movesAccepted, updatesSent };
    walked = undefined;
    send({ type: 'marked' });
  } else if (command.type === 'walked') {
    walked = { cpu: process.cpuUsage(marked.cpu), at: performance.now(), ticks, tickMs, movesAccepted, updatesSent };
    send({ type: 'walked' });
  } else if (command.type === 'report') {
    const end = walked ?? { cpu: process.cpuUsage(marked.cpu), at: performance.now(), ticks, tickMs, movesAccepted, updatesSent };
    send({
      type: 'report',
      cpuMs: (end.cpu.user + end.cpu.system) / 1000,
      seconds: (end.at - marked.at) / 1000,
      slices: end.ticks - marked.ticks,
      slicesPerTick: 1,
      sliceMs: end.tickMs - marked.tickMs,
      longestSliceMs: longestTickMs,
      movesAccepted: end.movesAccepted - marked.movesAccepted,
      updatesSent: end.updatesSent - marked.updatesSent,
    });
  }
});
process.on('disconnect', () => process.exit(0));

await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
send({ type: 'ready', url: `http://127.0.0.1:${(http.address() as AddressInfo).port}`, tokens: null });

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Server, type Socket as ServerSocket } from 'socket.io';
import { io as connect, type Socket as ClientSocket } from 'socket.io-client';
import { encodeMoves } from '@silkroad/shared';
import type { Socket } from 'socket.io';
import { eventPacket, movesPacket, sendPackets } from './batch-fan-out';

/** One batch to each socket; answers how many took the direct write. */
const sendToAll = (batch: string, sockets: readonly Socket[]) => sockets.filter((socket) => sendPackets(socket, [movesPacket(batch)])).length;

let server: Server | undefined;
const clients: ClientSocket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.disconnect();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** A bare socket.io server and `count` clients on the given transport, with what each receives. */
async function start(count: number, transports: ('websocket' | 'polling')[] = ['websocket']) {
  const http = createServer();
  server = new Server(http, { serveClient: false });
  const sockets: ServerSocket[] = [];
  server.on('connection', (socket) => sockets.push(socket));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', () => resolve()));
  const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  const received: { event: string; payload: unknown }[][] = [];
  for (let i = 0; i < count; i += 1) {
    const client = connect(url, { transports, forceNew: true, reconnection: false });
    const seen: { event: string; payload: unknown }[] = [];
    client.onAny((event: string, payload: unknown) => seen.push({ event, payload }));
    clients.push(client);
    received.push(seen);
    await new Promise<void>((resolve) => client.once('connect', () => resolve()));
  }
  await until(() => sockets.length >= count);
  return { sockets, received };
}

async function until(condition: () => boolean): Promise<void> {
  await vi.waitFor(() => expect(condition()).toBe(true), { timeout: 2_000, interval: 5 });
}

describe('sendPackets', () => {
  it('writes one shared frame to every plain WebSocket connection, read by socket.io clients as players-moved', async () => {
    const { sockets, received } = await start(3);
    const batch = encodeMoves([
      { presenceId: 1, x: 10, y: 20 },
      { presenceId: 2, x: 4000, y: 3000 },
    ]);
    expect(sendToAll(batch, sockets)).toBe(3);
    await until(() => received.every((seen) => seen.length === 1));
    for (const seen of received) expect(seen).toEqual([{ event: 'players-moved', payload: batch }]);
  });

  it('frames a batch of any size', async () => {
    const { sockets, received } = await start(1);
    const sizes = [1, 15, 16, 8_191, 8_192, 9_000];
    const batches = sizes.map((n) => encodeMoves(Array.from({ length: n }, (_, i) => ({ presenceId: i + 1, x: i % 4000, y: i % 3000 }))));
    for (const batch of batches) sendToAll(batch, sockets);
    await until(() => received[0]!.length === batches.length);
    expect(received[0]!.map((r) => r.payload)).toEqual(batches);
  });

  it('keeps the order of what socket.io still holds for a socket: the batch queues behind it', async () => {
    const { sockets, received } = await start(1);
    const [socket] = sockets;
    // The first emit goes out at once; the second waits in Engine.IO for the first write to finish.
    socket!.emit('player-joined', { n: 1 });
    socket!.emit('player-joined', { n: 2 });
    const batch = encodeMoves([{ presenceId: 7, x: 1, y: 2 }]);
    expect(sendToAll(batch, sockets)).toBe(0);
    sendToAll(batch, sockets);
    await until(() => received[0]!.length === 4);
    expect(received[0]!.map((r) => r.event)).toEqual(['player-joined', 'player-joined', 'players-moved', 'players-moved']);
    expect((received[0]![1]!.payload as { n: number }).n).toBe(2);
  });

  it('writes a slice’s packets for one player in one write, in order: who left, who came, the moves', async () => {
    const { sockets, received } = await start(1);
    const batch = encodeMoves([{ presenceId: 9, x: 30, y: 40 }]);
    // A text frame holds UTF-8: a name beyond ASCII arrives whole.
    const packets = [eventPacket('player-left', { playerId: 'gone' }), eventPacket('player-joined', { playerId: 'new', presenceId: 9, username: 'Niccolò 商人' }), movesPacket(batch)];
    expect(sendPackets(sockets[0]!, packets)).toBe(true);
    await until(() => received[0]!.length === 3);
    expect(received[0]).toEqual(packets.map(({ event, payload }) => ({ event, payload })));
  });

  it('falls back to an ordinary emit for a connection that is not a WebSocket', async () => {
    const { sockets, received } = await start(1, ['polling']);
    const batch = encodeMoves([{ presenceId: 3, x: 5, y: 6 }]);
    expect(sendToAll(batch, sockets)).toBe(0);
    await until(() => received[0]!.length === 1);
    expect(received[0]).toEqual([{ event: 'players-moved', payload: batch }]);
  });
});

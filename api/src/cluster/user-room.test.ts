import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Server as SocketServer } from 'socket.io';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ClientToServerEvents, GameNotification, ServerToClientEvents } from '@silkroad/shared';
import type { GameSocketServer } from '../app';
import { createLogger } from '../logger';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { joinCluster, type Cluster } from './cluster';
import { takeOverUserRoom, userRoom } from './user-room';

type Client = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

const REPLACED: GameNotification = { type: 'warning', message: 'You signed in somewhere else.' };

/** A bare socket.io server with the cluster's adapter, whose sockets take over their user's room: one "process". */
class Process {
  private constructor(
    readonly io: GameSocketServer,
    private readonly http: HttpServer,
    private readonly cluster: Cluster,
    readonly url: string,
  ) {}

  static async start(redisUrl: string): Promise<Process> {
    const cluster = await joinCluster(redisUrl, createLogger('silent'));
    const http = createServer();
    const io: GameSocketServer = new SocketServer(http, { adapter: cluster.socketAdapter });
    io.on('connection', (socket) => void takeOverUserRoom(io, socket, String(socket.handshake.auth.userId), REPLACED));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    return new Process(io, http, cluster, `http://127.0.0.1:${(http.address() as AddressInfo).port}`);
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.io.close(() => resolve()));
    await this.cluster.close();
  }
}

let redis: TestRedis;
let a: Process;
let b: Process;
const clients: Client[] = [];

beforeAll(async () => {
  redis = await startTestRedis();
  a = await Process.start(redis.url);
  b = await Process.start(redis.url);
});
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
afterAll(async () => {
  await a.stop();
  await b.stop();
  await redis.close();
});

async function connected(host: Process, userId: string): Promise<Client> {
  const client: Client = connectClient(host.url, { auth: { userId }, transports: ['websocket'], forceNew: true, reconnection: false });
  clients.push(client);
  await new Promise<void>((resolve, reject) => {
    client.once('connect', () => resolve());
    client.once('connect_error', reject);
  });
  // The room is joined after the connection event, and after the takeover's notice and close have gone out.
  await vi.waitFor(() => expect(host.io.of('/').adapter.rooms.get(userRoom(userId))?.has(client.id!)).toBe(true), { interval: 5 });
  // Every other process has acted on this takeover before the test goes on: the host's request is
  // answered after the broadcasts it sent before (Redis keeps one sender's order). Otherwise, on a
  // busy machine, the close could reach a session the test opens next, elsewhere, for the same user.
  await host.io.in(userRoom(userId)).fetchSockets();
  return client;
}

describe('per-user rooms across processes', () => {
  it('an emit to a player from one process reaches their socket on another', async () => {
    const player = await connected(b, 'player-on-b');
    const heard = new Promise<GameNotification>((resolve) => player.once('notification', resolve));
    a.io.to(userRoom('player-on-b')).emit('notification', { type: 'info', message: 'Your offer was filled.' });
    expect(await heard).toEqual({ type: 'info', message: 'Your offer was filled.' });
  });

  it('a second sign-in on another process closes the first session after telling it why', async () => {
    const first = await connected(a, 'player-twice');
    const told = new Promise<GameNotification>((resolve) => first.once('notification', resolve));
    const closed = new Promise<string>((resolve) => first.once('disconnect', resolve));
    const second = await connected(b, 'player-twice');
    expect(await told).toEqual(REPLACED);
    expect(await closed).toBe('io server disconnect');
    // The new session stays, and is the one the player's room reaches.
    expect(second.connected).toBe(true);
    const heard = new Promise<GameNotification>((resolve) => second.once('notification', resolve));
    a.io.to(userRoom('player-twice')).emit('notification', { type: 'info', message: 'still you' });
    expect((await heard).message).toBe('still you');
    expect((await a.io.in(userRoom('player-twice')).fetchSockets()).map((s) => s.id)).toEqual([second.id]);
  });

  it('another player is not affected', async () => {
    const bystander = await connected(a, 'bystander');
    await connected(b, 'someone');
    // A request from b that a answers after the takeover's close, sent before it (Redis keeps one sender's order).
    expect((await b.io.in(userRoom('bystander')).fetchSockets()).map((s) => s.id)).toEqual([bystander.id]);
    expect(bystander.connected).toBe(true);
  });
});

import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { expect, vi } from 'vitest';
import { CITIES, decodeMoves, RATE_LIMITS, seededRandom, type ClientToServerEvents, type MovesBatch, type ServerToClientEvents } from '@silkroad/shared';
import { ManualClock } from '../../clock';
import type { ServerConfig } from '../../config';
import { startServer, type RunningServer } from '../../server';
import { createTestSession, testConfig } from '../../test-support/test-app';
import { openTestDatabase } from '../../test-support/test-database';
import type { Presence } from './presence';
import { TICK_SLICES } from './presence-world';

export type GameClient = ClientSocket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/**
 * Where untilATickHasRun's witness stands: in Baghdad, where no socket test stands. A city is seen
 * only from inside it, so nobody else sees the witness; a countryside cell is seen from the eight
 * around it, and the map has no cell out of sight of all the tests' cells.
 */
const WITNESS_POST = (({ x, y }) => ({ x, y }))(CITIES.find((city) => city.name === 'Baghdad')!);

/** A real server on loopback with a manual clock, and the clients a test opened, closed together. */
export class SocketTestWorld {
  readonly clients: GameClient[] = [];
  /** Presence id -> player id of every player that joined through `join`. */
  readonly presenceIds = new Map<number, string>();
  private witness: { socket: GameClient; steps: number } | undefined;

  private constructor(
    readonly server: RunningServer,
    readonly clock: ManualClock,
  ) {}

  static async start(overrides: Partial<ServerConfig> = {}): Promise<SocketTestWorld> {
    const clock = new ManualClock(Date.UTC(2026, 10, 21, 12));
    // Tests use a ping as a round trip (roundTrip), many times a second: their budget is tested on its own.
    const rateLimits = { ...RATE_LIMITS, ping: { perUser: { points: 1_000_000, durationMs: 1_000 } } };
    const config = testConfig({ port: 0, host: '127.0.0.1', rateLimits, ...overrides });
    const server = await startServer(config, { clock, random: seededRandom(1), db: await openTestDatabase(config.databasePath) });
    return new SocketTestWorld(server, clock);
  }

  /** A signed-in player with a name, standing where the test wants it. */
  async player(options: { x?: number; y?: number; inGameName?: string | null } = {}) {
    const session = await createTestSession({ db: this.server.db, ctx: this.server.game.ctx, clock: this.clock }, { inGameName: options.inGameName });
    if (options.x !== undefined || options.y !== undefined) {
      await this.server.db
        .updateTable('players')
        .set({ x: options.x ?? 400, y: options.y ?? 300 })
        .where('user_id', '=', session.userId)
        .execute();
    }
    return session;
  }

  /** A client that has not connected yet, so a test can listen before the first event. */
  client(auth: Record<string, unknown>): GameClient {
    const socket: GameClient = connectClient(this.server.url, { auth, transports: ['websocket'], reconnection: false, forceNew: true, autoConnect: false });
    this.clients.push(socket);
    return socket;
  }

  /** Connects and resolves with what the server says first. */
  async join(token: string) {
    const socket = this.client({ token });
    const established = nextEvent(socket, 'connection:established');
    const existing = nextEvent(socket, 'existing-players');
    socket.connect();
    const welcome = await established;
    this.presenceIds.set(welcome.presenceId, welcome.playerId);
    return { socket, established: welcome, existing: await existing };
  }

  /** The connect_error a client gets. */
  async refusal(auth: Record<string, unknown>): Promise<Error & { data?: { code?: string } }> {
    const socket = this.client(auth);
    const error = new Promise<Error>((resolve, reject) => {
      socket.once('connect_error', resolve);
      socket.once('connect', () => reject(new Error('connected, expected a refusal')));
    });
    socket.connect();
    return error;
  }

  /** The moves in `players-moved` batches, named by player id (`#id` for a presence id no join announced). */
  movesIn(batches: readonly MovesBatch[]): { playerId: string; x: number; y: number }[] {
    const moves: { playerId: string; x: number; y: number }[] = [];
    for (const batch of batches) {
      const count = decodeMoves(batch, (presenceId, x, y) => moves.push({ playerId: this.presenceIds.get(presenceId) ?? `#${presenceId}`, x, y }));
      if (count < 0) throw new Error(`malformed players-moved batch: ${batch}`);
    }
    return moves;
  }

  /**
   * Resolves once the server has handled everything the open clients sent, the presence loop has
   * then run a whole tick (each slice once), and the clients have received what it sent them: a
   * move or a crossing the server had by then has reached everyone who sees it, so what a client
   * has not heard now it never will. The loop runs only while it has moves to send: a witness alone
   * in a city of its own steps a pixel to keep it going that long (nobody sees it). The witness
   * joins on the first call, and a join waits for position writes: call this once before a test
   * holds them (a character change under way).
   */
  async untilATickHasRun(): Promise<void> {
    const presence = this.server.game.ctx.presence as Presence;
    this.witness ??= { socket: (await this.join((await this.player(WITNESS_POST)).accessToken)).socket, steps: 0 };
    await Promise.all(this.clients.filter((client) => client.connected).map(roundTrip));
    const from = presence.stats().slices;
    this.witness.steps += 1;
    this.witness.socket.emit('player-move', { x: WITNESS_POST.x + (this.witness.steps % 2), y: WITNESS_POST.y });
    await vi.waitFor(() => expect(presence.stats().slices).toBeGreaterThanOrEqual(from + TICK_SLICES), { interval: 5 });
    await Promise.all(this.clients.filter((client) => client.connected).map(roundTrip));
  }

  async stop(): Promise<void> {
    for (const client of this.clients) client.disconnect();
    await this.server.stop();
  }
}

export function nextEvent<E extends EventName>(socket: GameClient, event: E, timeoutMs = 2_000): Promise<Payload<E>> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    const listener = (payload: Payload<E>) => {
      clearTimeout(timer);
      resolve(payload);
    };
    (socket as unknown as { once(event: string, listener: (payload: Payload<E>) => void): void }).once(event, listener);
  });
}

/** Every payload of `event` a client receives from now on. */
export function recordEvents<E extends EventName>(socket: GameClient, event: E): Payload<E>[] {
  const seen: Payload<E>[] = [];
  (socket as unknown as { on(event: string, listener: (payload: Payload<E>) => void): void }).on(event, (payload) => seen.push(payload));
  return seen;
}

/** Resolves once the server has handled everything this client sent before (events keep their order). */
export async function roundTrip(socket: GameClient): Promise<void> {
  const pong = nextEvent(socket, 'pong');
  socket.emit('ping');
  await pong;
}

/** A few presence ticks (50 ms each), for a test that runs the loop's timers itself (vi.useFakeTimers). */
export const A_FEW_TICKS_MS = 160;

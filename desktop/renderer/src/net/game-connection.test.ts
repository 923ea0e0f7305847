import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { encodeMoves, journeyDurationMs } from '@silkroad/shared';
import { GameBus } from '../bus/game-bus';
import { GameConnection, type GameSocket } from './game-connection';
import { randomEventFixture } from './event-fixture';
import { encounterFixture, journeyFixture } from './journey-fixture';

type Handler = (...args: unknown[]) => void;

class FakeSocket {
  readonly handlers = new Map<string, Set<Handler>>();
  readonly emitted: { event: string; args: unknown[] }[] = [];
  connectCalls = 0;

  constructor(readonly options: { auth: (cb: (data: object) => void) => void }) {}

  on(event: string, handler: Handler): this {
    if (!this.handlers.has(event)) this.handlers.set(event, new Set());
    this.handlers.get(event)!.add(handler);
    return this;
  }
  removeAllListeners(): this {
    this.handlers.clear();
    return this;
  }
  emit(event: string, ...args: unknown[]): this {
    this.emitted.push({ event, args });
    return this;
  }
  connect(): this {
    this.connectCalls += 1;
    return this;
  }
  disconnect(): this {
    this.fire('disconnect', 'io client disconnect');
    return this;
  }
  fire(event: string, ...args: unknown[]): void {
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(...args);
  }
  token(): unknown {
    let token: unknown;
    this.options.auth((data) => (token = (data as { token: unknown }).token));
    return token;
  }
  sent(event: string): unknown[][] {
    return this.emitted.filter((e) => e.event === event).map((e) => e.args);
  }
}

function setup(overrides: { getToken?: () => Promise<string | null>; refreshToken?: () => Promise<boolean> } = {}) {
  const bus = new GameBus();
  const sockets: FakeSocket[] = [];
  const onSessionExpired = vi.fn();
  const onNeedsInGameName = vi.fn();
  let tokenNumber = 1;
  const connection = new GameConnection({
    url: 'http://game.test',
    bus,
    getToken: overrides.getToken ?? (async () => `token-${tokenNumber}`),
    refreshToken:
      overrides.refreshToken ??
      (async () => {
        tokenNumber += 1;
        return true;
      }),
    onSessionExpired,
    onNeedsInGameName,
    createSocket: (_url, options) => {
      const socket = new FakeSocket(options as never);
      sockets.push(socket);
      return socket as unknown as GameSocket;
    },
  });
  const socket = () => sockets[0]!;
  return { bus, connection, socket, sockets, onSessionExpired, onNeedsInGameName };
}

describe('GameConnection', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with the token and configuration of the contract', async () => {
    const { connection, socket } = setup();
    connection.start();
    expect(connection.getStatus()).toBe('connecting');
    await vi.advanceTimersByTimeAsync(0);
    expect(socket().connectCalls).toBe(1);
    expect(socket().token()).toBe('token-1');
    expect(socket().options).toMatchObject({ transports: ['websocket'], reconnection: false, timeout: 10_000 });
    socket().fire('connect');
    expect(connection.getStatus()).toBe('connected');
  });

  it('feeds server events into the bus', async () => {
    const { bus, connection, socket } = setup();
    const seen: string[] = [];
    bus.on('remote:moved', (moves) => seen.push(`moved:${moves.length}`));
    bus.on('remote:left', ({ playerId }) => seen.push(`left:${playerId}`));
    bus.on('player:teleport', ({ x, y }) => seen.push(`teleport:${x},${y}`));
    bus.on('chat:received', (m) => seen.push(`chat:${m.message}`));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('connection:established', { playerId: 'p', presenceId: 4, username: 'ada', x: 400, y: 300, serverTime: 0 });
    socket().fire('player-joined', { playerId: 'q', presenceId: 5, username: 'bo', x: 0, y: 0, cityId: null });
    socket().fire('players-moved', encodeMoves([{ presenceId: 5, x: 1, y: 2 }]));
    socket().fire('player-left', { playerId: 'q' });
    socket().fire('position-corrected', { x: 10, y: 20, reason: 'Move refused' });
    socket().fire('chat-message', { id: '1', playerId: 'q', username: 'bo', message: 'hi', channel: 'general', timestamp: 0 });
    expect(seen).toEqual(['teleport:400,300', 'moved:1', 'left:q', 'teleport:10,20', 'chat:hi']);
  });

  it('decodes a tick of moves by the presence ids the server announced, without the local player', async () => {
    const { bus, connection, socket } = setup();
    const moved: unknown[] = [];
    bus.on('remote:moved', (moves) => moved.push(moves));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('connection:established', { playerId: 'p', presenceId: 4, username: 'ada', x: 400, y: 300, serverTime: 0 });
    socket().fire('existing-players', [{ playerId: 'q', presenceId: 5, username: 'bo', x: 0, y: 0, cityId: null }]);
    socket().fire('player-joined', { playerId: 'r', presenceId: 6, username: 'cy', x: 0, y: 0, cityId: null });
    socket().fire(
      'players-moved',
      encodeMoves([
        { presenceId: 4, x: 401, y: 300 },
        { presenceId: 5, x: 10, y: 20 },
        { presenceId: 6, x: 30, y: 40 },
        { presenceId: 99, x: 50, y: 60 },
      ]),
    );
    expect(moved).toEqual([
      [
        { playerId: 'q', x: 10, y: 20 },
        { playerId: 'r', x: 30, y: 40 },
      ],
    ]);
    // Only the local player moved: nothing for the world to do.
    socket().fire('players-moved', encodeMoves([{ presenceId: 4, x: 402, y: 300 }]));
    // A new view replaces who is known.
    socket().fire('existing-players', [{ playerId: 'r', presenceId: 6, username: 'cy', x: 0, y: 0, cityId: null }]);
    socket().fire('players-moved', encodeMoves([{ presenceId: 5, x: 11, y: 21 }]));
    expect(moved).toHaveLength(1);
  });

  it('throttles the local player moves to one report per 100 ms', async () => {
    const { bus, connection, socket } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('connection:established', { playerId: 'p', presenceId: 1, username: 'ada', x: 400, y: 300, serverTime: 0 });
    bus.emit('player:moved', { x: 402, y: 300 });
    expect(socket().sent('player-move')).toEqual([]);
    bus.emit('player:moved', { x: 410, y: 300 });
    bus.emit('player:moved', { x: 420, y: 300 });
    expect(socket().sent('player-move')).toEqual([[{ x: 410, y: 300 }]]);
    await vi.advanceTimersByTimeAsync(100);
    expect(socket().sent('player-move')).toEqual([[{ x: 410, y: 300 }], [{ x: 420, y: 300 }]]);
  });

  it('retries a dropped connection after 2, 4, 6, 8 and 10 s, then fails until Retry', async () => {
    const { connection, socket } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('disconnect', 'transport close');
    expect(connection.getStatus()).toBe('reconnecting');
    for (const delay of [2000, 4000, 6000, 8000, 10000]) {
      const before = socket().connectCalls;
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(socket().connectCalls).toBe(before);
      await vi.advanceTimersByTimeAsync(1);
      expect(socket().connectCalls).toBe(before + 1);
      socket().fire('connect_error', new Error('websocket error'));
    }
    expect(connection.getStatus()).toBe('failed');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket().connectCalls).toBe(6);
    connection.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket().connectCalls).toBe(7);
    socket().fire('connect');
    expect(connection.getStatus()).toBe('connected');
  });

  it('does not retry after disconnecting on purpose', async () => {
    const { connection, socket } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    connection.stop();
    expect(connection.getStatus()).toBe('idle');
    await vi.advanceTimersByTimeAsync(30_000);
    expect(socket().connectCalls).toBe(1);
  });

  it('refreshes an expired token once and reconnects, then gives the session up', async () => {
    const { connection, socket, onSessionExpired } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect_error', Object.assign(new Error('Token expired. Please sign in again.'), { data: { code: 'TOKEN_EXPIRED' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(socket().connectCalls).toBe(2);
    expect(socket().token()).toBe('token-2');
    socket().fire('connect_error', Object.assign(new Error('Token expired. Please sign in again.'), { data: { code: 'TOKEN_EXPIRED' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(connection.getStatus()).toBe('idle');
  });

  it('ends the session when the refresh is refused', async () => {
    const { connection, socket, onSessionExpired } = setup({ refreshToken: async () => false });
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect_error', Object.assign(new Error('Authentication required'), { data: { code: 'UNAUTHENTICATED' } }));
    await vi.advanceTimersByTimeAsync(0);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(socket().connectCalls).toBe(1);
  });

  it('does nothing when stopped before the token arrives (StrictMode remount)', async () => {
    const { connection, sockets } = setup();
    connection.start();
    connection.stop();
    await vi.advanceTimersByTimeAsync(0);
    expect(sockets).toHaveLength(0);
  });

  it('sends chat only while connected, trimmed, on the general channel', async () => {
    const { connection, socket } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(connection.sendChat('early')).toBe(false);
    socket().fire('connect');
    expect(connection.sendChat('   ')).toBe(false);
    expect(connection.sendChat('  hello  ')).toBe(true);
    expect(socket().sent('chat-message')).toEqual([[{ message: 'hello', channel: 'general' }]]);
  });

  it('sends chat cleaned as the server would clean it, and nothing when nothing is left', async () => {
    const { connection, socket } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    expect(connection.sendChat('\u202E\u200B\n')).toBe(false);
    expect(connection.sendChat('line1\nSYSTEM: abc\u202Eexe')).toBe(true);
    expect(socket().sent('chat-message')).toEqual([[{ message: 'line1 SYSTEM: abcexe', channel: 'general' }]]);
  });

  it('pings every 5 s while connected', async () => {
    const { connection, socket } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    await vi.advanceTimersByTimeAsync(15_000);
    expect(socket().sent('ping')).toHaveLength(3);
  });

  it('stays down after another window took over, until Retry', async () => {
    const { connection, socket } = setup();
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('notification', { type: 'warning', message: 'You joined the world from another window; this one was disconnected.', code: 'REPLACED_BY_NEW_CONNECTION' });
    socket().fire('disconnect', 'io server disconnect');
    expect(connection.getStatus()).toBe('replaced');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket().connectCalls).toBe(1);
    connection.retry();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket().connectCalls).toBe(2);
  });

  it('follows the refusal codes of the handshake', async () => {
    const named = setup();
    named.connection.start();
    await vi.advanceTimersByTimeAsync(0);
    named.socket().fire('connect_error', Object.assign(new Error('Choose an in-game name before entering the world.'), { data: { code: 'NEEDS_IN_GAME_NAME' } }));
    expect(named.onNeedsInGameName).toHaveBeenCalledTimes(1);
    expect(named.connection.getStatus()).toBe('idle');

    const gone = setup();
    gone.connection.start();
    await vi.advanceTimersByTimeAsync(0);
    gone.socket().fire('connect_error', Object.assign(new Error('Character not found. Please sign in again.'), { data: { code: 'CHARACTER_NOT_FOUND' } }));
    expect(gone.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('shares one market subscription per city, and renews it after a reconnect', async () => {
    const { connection, socket } = setup();
    const early = connection.watchMarket(1);
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    expect(socket().sent('market-subscribe')).toEqual([[{ cityId: 1 }]]);

    const second = connection.watchMarket(1);
    const other = connection.watchMarket(4);
    expect(socket().sent('market-subscribe')).toEqual([[{ cityId: 1 }], [{ cityId: 4 }]]);
    early();
    early();
    expect(socket().sent('market-unsubscribe')).toEqual([]);
    second();
    expect(socket().sent('market-unsubscribe')).toEqual([[{ cityId: 1 }]]);

    socket().fire('disconnect', 'transport close');
    await vi.advanceTimersByTimeAsync(2_000);
    socket().fire('connect');
    expect(socket().sent('market-subscribe').slice(-1)).toEqual([[{ cityId: 4 }]]);
    other();
  });

  it('passes market, offer and player updates on to its listeners', async () => {
    const { connection, socket } = setup();
    const seen: string[] = [];
    connection.events.on('price-change', (p) => seen.push(`price ${p.itemId} ${p.newPrice}`));
    connection.events.on('player-updated', (p) => seen.push(`player ${p.reason}`));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('price-change', { cityId: 1, itemId: 'silk', newPrice: 13_100, trend: 'rising' });
    socket().fire('player-updated', { reason: 'trade' });
    expect(seen).toEqual(['price silk 13100', 'player trade']);
  });

  it('passes the journey’s updates and encounters on to its listeners', async () => {
    const { connection, socket } = setup();
    const seen: string[] = [];
    connection.events.on('journey-update', (journey) => seen.push(`journey ${journey.status}`));
    connection.events.on('encounter-start', ({ encounter }) => seen.push(`encounter ${encounter.id}`));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('journey-update', journeyFixture({ status: 'completed' }));
    socket().fire('encounter-start', { journey: journeyFixture({ status: 'encounter' }), encounter: encounterFixture() });
    expect(seen).toEqual(['journey completed', 'encounter e1']);
  });

  it('passes a random event on to its listeners', async () => {
    const { connection, socket } = setup();
    const seen: string[] = [];
    connection.events.on('random-event', (event) => seen.push(`${event.id} ${event.title}`));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('random-event', randomEventFixture());
    expect(seen).toEqual(['ev1 Bandits on the Road']);
  });

  it('passes the caravans on the road to the world with the server’s clock offset, leaving out the player’s own', async () => {
    const { bus, connection, socket } = setup();
    const seen: { ids: string[]; offset: number }[] = [];
    bus.on('caravans:seen', ({ caravans, serverOffsetMs }) => seen.push({ ids: caravans.map((c) => c.journeyId), offset: serverOffsetMs }));
    connection.start();
    await vi.advanceTimersByTimeAsync(0);
    socket().fire('connect');
    socket().fire('connection:established', { playerId: 'me', presenceId: 1, username: 'ada', x: 400, y: 800, serverTime: Date.now() });
    const caravan = (journeyId: string, playerId: string) => ({ journeyId, playerId, name: playerId, fromCityId: 1, toCityId: 4, durationMs: journeyDurationMs(45), travelledMs: 0, movingSince: 0 });
    socket().fire('caravans', { caravans: [caravan('j1', 'me'), caravan('j2', 'marco')], serverTime: Date.now() + 500 });
    expect(seen).toEqual([{ ids: ['j2'], offset: 500 }]);
  });
});

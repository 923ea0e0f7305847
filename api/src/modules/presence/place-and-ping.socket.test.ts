import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { apiErrorSchema, cityById, COUNTRYSIDE_ENTRANCE, playerLocationResponseSchema, RATE_LIMITS } from '@silkroad/shared';
import { nextEvent, recordEvents, roundTrip, SocketTestWorld } from './socket-test-support';

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

const atTheGate = { x: COUNTRYSIDE_ENTRANCE.x + 10, y: COUNTRYSIDE_ENTRANCE.y + 10 };
const constantinople = cityById(1)!;

async function http(headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const res = await fetch(new URL(path, world!.server.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown };
}

function livePosition(userId: string) {
  return world!.server.game.ctx.presence!.livePosition(userId)!;
}

describe('a player on the farm (issue 17, defect 2)', () => {
  it('cannot walk the world: moves are refused and corrected back to the gate, and the market stays shut', async () => {
    world = await SocketTestWorld.start();
    const farmer = await world.player(atTheGate);
    const { socket } = await world.join(farmer.accessToken);
    const corrections = recordEvents(socket, 'position-corrected');

    expect((await http(farmer.headers, 'POST', '/api/player/move', { action: 'GO_TO_COUNTRYSIDE' })).status).toBe(200);
    // The report's cheat: walk back into Constantinople over the socket, step by step, in time.
    const steps = 25;
    for (let i = 1; i <= steps; i += 1) {
      world.clock.advance(100);
      const f = i / steps;
      socket.emit('player-move', { x: atTheGate.x + (constantinople.x - atTheGate.x) * f * 0.05, y: atTheGate.y + (constantinople.y - atTheGate.y) * f * 0.05 });
    }
    await roundTrip(socket);

    expect(livePosition(farmer.userId)).toEqual(atTheGate);
    expect(corrections).toHaveLength(steps);
    expect(corrections.every((c) => c.reason === 'on-farm' && c.x === atTheGate.x && c.y === atTheGate.y)).toBe(true);
    const trade = await http(farmer.headers, 'POST', '/api/trade/execute', { type: 'buy', itemId: 'silk', cityId: 1, quantity: 1, priceLimit: 1_000_000 });
    expect(trade.status).toBe(403);
    expect(apiErrorSchema.parse(trade.body).error.code).toBe('ON_FARM');

    // Back through the gate, the world is walked again from where the character waited.
    expect((await http(farmer.headers, 'POST', '/api/player/move', { action: 'RETURN_TO_CITY' })).status).toBe(200);
    world.clock.advance(1000);
    socket.emit('player-move', { x: atTheGate.x + 20, y: atTheGate.y });
    await roundTrip(socket);
    expect(livePosition(farmer.userId)).toEqual({ x: atTheGate.x + 20, y: atTheGate.y });
    expect(corrections).toHaveLength(steps);
  });

  it('stays on the farm across a reconnect', async () => {
    world = await SocketTestWorld.start();
    const farmer = await world.player(atTheGate);
    const first = await world.join(farmer.accessToken);
    expect((await http(farmer.headers, 'POST', '/api/player/move', { action: 'GO_TO_COUNTRYSIDE' })).status).toBe(200);
    first.socket.disconnect();
    await vi.waitFor(() => expect(livePosition(farmer.userId)).toBeUndefined());

    const { socket } = await world.join(farmer.accessToken);
    const corrections = recordEvents(socket, 'position-corrected');
    world.clock.advance(1000);
    socket.emit('player-move', { x: atTheGate.x + 20, y: atTheGate.y });
    await roundTrip(socket);
    expect(corrections).toEqual([{ ...atTheGate, reason: 'on-farm' }]);
    const location = playerLocationResponseSchema.parse((await http(farmer.headers, 'GET', '/api/player/location')).body).data.location;
    expect(location.currentState).toBe('IN_COUNTRYSIDE');
  });
  it('walks the world again after starting over, which puts the character back at the start', async () => {
    world = await SocketTestWorld.start();
    const farmer = await world.player(atTheGate);
    const { socket } = await world.join(farmer.accessToken);
    expect((await http(farmer.headers, 'POST', '/api/player/move', { action: 'GO_TO_COUNTRYSIDE' })).status).toBe(200);
    expect((await http(farmer.headers, 'POST', '/api/player/reset-stats')).status).toBe(200);
    const start = livePosition(farmer.userId);
    world.clock.advance(1000);
    socket.emit('player-move', { x: start.x + 20, y: start.y });
    await roundTrip(socket);
    expect(livePosition(farmer.userId)).toEqual({ x: start.x + 20, y: start.y });
  });
});

describe('ping (issue 17, "also seen")', () => {
  it('answers the table’s number of pings per window and drops the rest', async () => {
    // Rate-limit windows follow the system clock.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    world = await SocketTestWorld.start({ rateLimits: RATE_LIMITS });
    const player = await world.player();
    const { socket } = await world.join(player.accessToken);
    const pongs = recordEvents(socket, 'pong');
    for (let i = 0; i < 2_000; i += 1) socket.emit('ping');
    // A move outside the world after the flood: its correction comes back after every pong the flood got.
    const corrected = nextEvent(socket, 'position-corrected', 10_000);
    socket.emit('player-move', { x: -10, y: -10 });
    expect((await corrected).reason).toBe('outside-world');
    expect(pongs).toHaveLength(RATE_LIMITS.ping.perUser.points);

    // The next window answers again.
    vi.setSystemTime(Date.now() + RATE_LIMITS.ping.perUser.durationMs);
    await roundTrip(socket);
    expect(pongs).toHaveLength(RATE_LIMITS.ping.perUser.points + 1);
  });
});

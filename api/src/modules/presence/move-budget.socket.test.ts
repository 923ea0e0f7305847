import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CITIES, cityIdAt, MOVE_BUDGET_CAPACITY_PX, MOVE_BUDGET_REFILL_PX_PER_S, MOVE_BUDGET_START_PX, MOVE_FLOOD_WARNING_INTERVAL_MS, PRESENCE_MESSAGES, RATE_LIMITS, STARTING_POSITION } from '@silkroad/shared';
import { recordEvents, roundTrip, SocketTestWorld } from './socket-test-support';

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

const start = { x: 1000, y: 1500 };
const STEP_PX = 5;

/** Rate-limit windows follow the system clock (rate-limiter-flexible): these tests move it by hand. */
function fakeSystemClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

/** A player in the world at `start` with a system clock the test moves, and what the server tells it. */
async function walkerAtStart() {
  fakeSystemClock();
  world = await SocketTestWorld.start();
  const a = await world.player(start);
  const { socket } = await world.join(a.accessToken);
  return { a, socket, corrections: recordEvents(socket, 'position-corrected'), warnings: recordEvents(socket, 'notification') };
}

function livePosition(userId: string) {
  return world!.server.game.ctx.presence!.livePosition(userId)!;
}


describe('the move budget on the socket', () => {
  it('holds a flood of hundreds of tiny steps to the budget, and corrects the rest', async () => {
    const { a, socket, corrections, warnings } = await walkerAtStart();

    // 20 rounds of 25 steps of 5 px, each round 50 ms of server clock (1 s in all). The cheater
    // knows exactly where the server has it, and steps on from there. Each round opens a new
    // rate-limit window, so every step is judged by the budget.
    const rounds = 20;
    const stepsPerRound = 25;
    expect(stepsPerRound).toBeLessThan(RATE_LIMITS.move.perUser.points);
    for (let round = 0; round < rounds; round += 1) {
      world!.clock.advance(50);
      vi.setSystemTime(Date.now() + RATE_LIMITS.move.perUser.durationMs);
      const from = livePosition(a.userId);
      for (let step = 1; step <= stepsPerRound; step += 1) socket.emit('player-move', { x: from.x + step * STEP_PX, y: from.y });
      await roundTrip(socket);
    }

    const covered = livePosition(a.userId).x - start.x;
    expect(covered).toBeLessThanOrEqual(MOVE_BUDGET_START_PX + MOVE_BUDGET_REFILL_PX_PER_S * (rounds * 0.05));
    // The budget is spent to the full (the rule refuses too much, not everything)...
    expect(covered).toBeGreaterThan(MOVE_BUDGET_START_PX + MOVE_BUDGET_REFILL_PX_PER_S * (rounds * 0.05) - 2 * STEP_PX);
    // ...and 2,500 px of steps became about 200.
    expect(corrections.length).toBeGreaterThan(rounds * stepsPerRound - 50);
    expect(corrections.every((c) => c.reason === 'too-fast' && c.y === start.y)).toBe(true);
    expect(warnings).toEqual([]);
  });

  it('never corrects a client walking honestly at full speed, through a stall and its burst', async () => {
    const { a, socket, corrections, warnings } = await walkerAtStart();
    const expected = { ...start };
    const report = async (dx: number, dy: number, elapsedMs: number) => {
      world!.clock.advance(elapsedMs);
      vi.setSystemTime(Date.now() + elapsedMs);
      expected.x += dx;
      expected.y += dy;
      socket.emit('player-move', { ...expected });
      await roundTrip(socket);
    };

    // 16 px each 100 ms is 160 px/s; the diagonal is 0.707 of it on each axis.
    for (let i = 0; i < 50; i += 1) await report(16, 0, 100);
    for (let i = 0; i < 50; i += 1) await report(16 * 0.707, -16 * 0.707, 100);
    // The network stalls for 1.5 s, then the 15 reports sent meanwhile arrive at once.
    world!.clock.advance(1500);
    vi.setSystemTime(Date.now() + 1500);
    for (let i = 0; i < 15; i += 1) await report(0, 16, 0);
    for (let i = 0; i < 50; i += 1) await report(-16, 0, 100);

    expect(corrections).toEqual([]);
    expect(warnings).toEqual([]);
    const position = livePosition(a.userId);
    expect(position.x).toBeCloseTo(expected.x);
    expect(position.y).toBeCloseTo(expected.y);
  });

  it('drops moves over the rate limit with one warning per 10 s, without correcting them', async () => {
    const { a, socket, corrections, warnings } = await walkerAtStart();
    const flood = async () => {
      for (let step = 1; step <= 400; step += 1) socket.emit('player-move', { x: start.x + step * STEP_PX, y: start.y });
      // Warnings and corrections go out as each move is judged, before the pong.
      await roundTrip(socket);
    };

    await flood();
    const tooMany = { type: 'warning', message: PRESENCE_MESSAGES.tooManyMoves };
    expect(warnings).toEqual([tooMany]);
    // No server time passed: the new player's budget took 8 steps, the rest of the 30 judged
    // moves were corrected, and the 370 over the limit were dropped without a word.
    expect(livePosition(a.userId)).toEqual({ x: start.x + MOVE_BUDGET_START_PX, y: start.y });
    expect(corrections).toHaveLength(RATE_LIMITS.move.perUser.points - MOVE_BUDGET_START_PX / STEP_PX);

    // Still flooding a few seconds later, in a new rate-limit window: no second warning yet.
    world!.clock.advance(MOVE_FLOOD_WARNING_INTERVAL_MS / 2);
    vi.setSystemTime(Date.now() + RATE_LIMITS.move.perUser.durationMs);
    await flood();
    expect(warnings).toEqual([tooMany]);

    world!.clock.advance(MOVE_FLOOD_WARNING_INTERVAL_MS / 2);
    vi.setSystemTime(Date.now() + RATE_LIMITS.move.perUser.durationMs);
    await flood();
    expect(warnings).toEqual([tooMany, tooMany]);
  });
});

describe('the move budget belongs to the player (issue 17, defect 3)', () => {
  it('gives no extra distance to a walker who reconnects every 2 s, or opens a second window', async () => {
    fakeSystemClock();
    world = await SocketTestWorld.start();
    const a = await world.player(start);
    const sessions = 16;
    const roundsPerSession = 20;
    const roundMs = 100;
    let covered = 0;
    let direction = 1;
    let current = (await world.join(a.accessToken)).socket;
    for (let session = 0; session < sessions; session += 1) {
      for (let round = 0; round < roundsPerSession; round += 1) {
        world.clock.advance(roundMs);
        vi.setSystemTime(Date.now() + RATE_LIMITS.move.perUser.durationMs);
        const from = livePosition(a.userId);
        if (from.x > 3_500) direction = -1;
        if (from.x < 500) direction = 1;
        // Far more steps than the budget holds: the cheater spends whatever the server allows.
        for (let step = 1; step <= 25; step += 1) current.emit('player-move', { x: from.x + direction * step * STEP_PX, y: from.y });
        await roundTrip(current);
        covered += Math.abs(livePosition(a.userId).x - from.x);
      }
      if (session % 2 === 0) {
        // Reconnect: the old connection closes first.
        current.disconnect();
        await vi.waitFor(() => expect(world!.server.game.ctx.presence!.livePosition(a.userId)).toBeUndefined());
        current = (await world.join(a.accessToken)).socket;
      } else {
        // A second window takes over the session while the first is still open.
        current = (await world.join(a.accessToken)).socket;
      }
    }
    const seconds = (sessions * roundsPerSession * roundMs) / 1000;
    // The documented bound (docs/decisions.md "speed check"), from the first session's start. With
    // a fresh 40 px budget per connection the walker covered about 320 px more than this.
    expect(covered).toBeLessThanOrEqual(MOVE_BUDGET_START_PX + MOVE_BUDGET_REFILL_PX_PER_S * seconds);
    // It did walk: the budget is spent to the full, not refused wholesale.
    expect(covered).toBeGreaterThan(MOVE_BUDGET_REFILL_PX_PER_S * seconds - sessions * 2 * STEP_PX);
  });

  it('continues a saved budget on the next connection, refilled meanwhile but never past its capacity', async () => {
    fakeSystemClock();
    world = await SocketTestWorld.start();
    const a = await world.player(start);
    const first = await world.join(a.accessToken);
    first.socket.disconnect();
    await vi.waitFor(() => expect(world!.server.game.ctx.presence!.livePosition(a.userId)).toBeUndefined());
    // Away for a minute: back with a full budget (2 s of walking), as if standing still.
    world.clock.advance(60_000);
    const { socket } = await world.join(a.accessToken);
    const corrections = recordEvents(socket, 'position-corrected');
    socket.emit('player-move', { x: start.x + MOVE_BUDGET_CAPACITY_PX, y: start.y });
    socket.emit('player-move', { x: start.x + MOVE_BUDGET_CAPACITY_PX + STEP_PX, y: start.y });
    await roundTrip(socket);
    expect(livePosition(a.userId)).toEqual({ x: start.x + MOVE_BUDGET_CAPACITY_PX, y: start.y });
    expect(corrections).toEqual([{ x: start.x + MOVE_BUDGET_CAPACITY_PX, y: start.y, reason: 'too-fast' }]);
  });
});

describe('moves judged as they arrive', () => {
  it('applies a burst of moves in the order they arrived', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player(start);
    const { socket } = await world.join(a.accessToken);
    world.clock.advance(1000);
    socket.emit('player-move', { x: start.x + 10, y: start.y });
    socket.emit('player-move', { x: start.x + 20, y: start.y });
    socket.emit('player-move', { x: start.x + 15, y: start.y });
    await roundTrip(socket);
    expect(livePosition(a.userId)).toEqual({ x: start.x + 15, y: start.y });
  });

  it('drops a move that arrives while the character is being reset, and judges the next from the start', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player({ x: 900, y: 300 });
    const b = await world.player({ x: 600, y: 300 });
    const { socket } = await world.join(a.accessToken);
    const observer = await world.join(b.accessToken);
    const seenByB = recordEvents(observer.socket, 'players-moved');
    const corrections = recordEvents(socket, 'position-corrected');
    // The witness of untilATickHasRun joins now: a join waits for the reset's write.
    await world.untilATickHasRun();
    let finishReset!: () => void;
    const reset = world.server.game.ctx.presence!.changeCharacter(a.userId, () => new Promise<void>((resolve) => (finishReset = resolve)), { kind: 'teleport', x: 400, y: 300 });
    world.clock.advance(1000);
    socket.emit('player-move', { x: 1000, y: 300 });
    // Had the move been placed, the observer would hear it now, before the reset's teleport.
    await world.untilATickHasRun();
    finishReset();
    await reset;
    expect(livePosition(a.userId)).toEqual({ x: 400, y: 300 });

    // The same step from where the client still thinks it is: too far from the start.
    socket.emit('player-move', { x: 1000, y: 300 });
    await roundTrip(socket);
    expect(livePosition(a.userId)).toEqual({ x: 400, y: 300 });
    expect(corrections).toEqual([
      { x: 400, y: 300, reason: 'character-reset' },
      { x: 400, y: 300, reason: 'too-fast' },
    ]);
    await world.untilATickHasRun();
    expect(world.movesIn(seenByB)).toEqual([{ playerId: a.userId, x: 400, y: 300 }]);
  });
});

describe('positions the trading routes trust', () => {
  it('keeps a player who floods moves from spawn toward Constantinople out of its market', async () => {
    fakeSystemClock();
    world = await SocketTestWorld.start();
    const constantinople = CITIES.find((c) => c.id === 1)!;
    const a = await world.player({ x: STARTING_POSITION.x, y: STARTING_POSITION.y });
    const { socket } = await world.join(a.accessToken);
    // The review's cheat: tiny steps all the way to the bazaar, sent as fast as the socket takes them.
    const distance = Math.hypot(constantinople.x - STARTING_POSITION.x, constantinople.y - STARTING_POSITION.y);
    const steps = Math.ceil(distance / STEP_PX);
    for (let i = 1; i <= steps; i += 1) {
      const f = i / steps;
      socket.emit('player-move', { x: STARTING_POSITION.x + (constantinople.x - STARTING_POSITION.x) * f, y: STARTING_POSITION.y + (constantinople.y - STARTING_POSITION.y) * f });
      if (i % 25 === 0) {
        world.clock.advance(5);
        vi.setSystemTime(Date.now() + RATE_LIMITS.move.perUser.durationMs);
        await roundTrip(socket);
      }
    }
    await roundTrip(socket);
    const trade = await fetch(new URL('/api/trade/execute', world.server.url), {
      method: 'POST',
      headers: a.headers,
      body: JSON.stringify({ type: 'buy', itemId: 'silk', cityId: 1, quantity: 1, priceLimit: 1_000_000 }),
    });
    expect(trade.status).toBe(403);
    expect(((await trade.json()) as { error: { code: string } }).error.code).toBe('NOT_IN_CITY');
    expect(cityIdAt(livePosition(a.userId).x, livePosition(a.userId).y)).toBeNull();
  });
});

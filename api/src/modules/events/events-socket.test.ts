import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cityById, pendingEventResponseSchema, RANDOM_EVENT_CHECK_MS } from '@silkroad/shared';
import { POSITION_SAVE_INTERVAL_MS } from '../presence/position-writer';
import { nextEvent, recordEvents, roundTrip, SocketTestWorld } from '../presence/socket-test-support';
import { checkActivePlayers } from './event-service';

/*
 * Who is playing, from the real server's signals (issue 33): a live socket in the world, and moves
 * accepted on it and saved by presence. The checks are the event sweep's passes, run by the test.
 */

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

const bazaar = cityById(1)!;
const CLIENT_SYNC_MS = 30_000;
/** A game hour: the game runs six times faster than real time. */
const GAME_HOUR_MS = 10 * 60_000;

async function http(headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const res = await fetch(new URL(path, world!.server.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as unknown };
}

/** A server whose position saves run when the test lets their time pass (the rest of its timers run as they do). */
async function startWorld() {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  onTestFinished(() => {
    vi.useRealTimers();
  });
  world = await SocketTestWorld.start();
  // Every check that looks at a player rolls an event.
  world.server.game.ctx.random = () => 0;
  return { world, ctx: world.server.game.ctx };
}

describe('random events over the socket (issue 33)', () => {
  it('come to a player walking in the world, never to a socket that only pings and syncs, nor after it leaves', async () => {
    const { world, ctx } = await startWorld();
    const trader = await world.player({ x: bazaar.x, y: bazaar.y });
    const { socket } = await world.join(trader.accessToken);
    const told = recordEvents(socket, 'random-event');
    const savedBudget = async () => (await world.server.db.selectFrom('players').select('move_budget_empty_at').where('user_id', '=', trader.userId).executeTakeFirstOrThrow()).move_budget_empty_at;

    // A game hour of heartbeats: pings on the socket and the client's clock sync, standing still.
    expect((await http(trader.headers, 'POST', '/api/time/process-offline')).status).toBe(200);
    let happened = await checkActivePlayers(ctx);
    for (let elapsed = 0; elapsed < GAME_HOUR_MS; elapsed += CLIENT_SYNC_MS) {
      world.clock.advance(CLIENT_SYNC_MS);
      await roundTrip(socket);
      expect((await http(trader.headers, 'POST', '/api/time/process-offline')).status).toBe(200);
      happened += await checkActivePlayers(ctx);
    }
    expect(happened).toBe(0);
    expect(await savedBudget()).toBeNull();

    // A few steps through the bazaar, saved by presence as it saves every walker's.
    world.clock.advance(1_000);
    socket.emit('player-move', { x: bazaar.x + 20, y: bazaar.y });
    await roundTrip(socket);
    await vi.advanceTimersByTimeAsync(POSITION_SAVE_INTERVAL_MS);
    await vi.waitFor(async () => expect(await savedBudget()).not.toBeNull());
    world.clock.advance(RANDOM_EVENT_CHECK_MS);
    const arrived = nextEvent(socket, 'random-event');
    expect(await checkActivePlayers(ctx)).toBe(1);
    const event = await arrived;
    const waiting = pendingEventResponseSchema.parse((await http(trader.headers, 'GET', '/api/events/pending')).body).data.event;
    expect(waiting?.id).toBe(event.id);
    expect((await http(trader.headers, 'POST', `/api/events/${event.id}/answer`, { choice_id: event.choices[0]!.id })).status).toBe(200);

    // Gone from the world two minutes after the steps: no live socket, no event.
    socket.disconnect();
    await vi.waitFor(() => expect(ctx.presence!.livePosition(trader.userId)).toBeUndefined());
    world.clock.advance(RANDOM_EVENT_CHECK_MS);
    expect(await checkActivePlayers(ctx)).toBe(0);
    expect(told).toHaveLength(1);
  });
});

import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { cityById, cityIdAt, MOVE_BUDGET_CAPACITY_PX, PACK_UNLADEN_WEIGHT, PACK_WARNING_INTERVAL_MS, PACK_WEIGHT_CAPACITY, packTooHeavyText, packWeight, PLAYER_SPEED_PX_PER_S, RATE_LIMITS, STARTER_KIT, walkingPace } from '@silkroad/shared';
import { inventoryOf } from '../economy/inventory-store';
import type { Presence } from './presence';
import { nextEvent, recordEvents, roundTrip, SocketTestWorld } from './socket-test-support';

/*
 * One pace (issue 33): a pack heavier than PACK_WEIGHT_CAPACITY does not walk out of a city's
 * grounds, so bulk goes by caravan. Bought for real at the city's market, judged by the real
 * server on the socket.
 */

let world: SocketTestWorld | undefined;
afterEach(async () => {
  await world?.stop();
  world = undefined;
});

const constantinople = cityById(1)!;
/** Inside the grounds, 10 px from the edge, and the step that crosses it. */
const inside = { x: constantinople.x, y: constantinople.y + constantinople.radius - 10 };
const outside = { x: constantinople.x, y: constantinople.y + constantinople.radius + 10 };

async function http(headers: Record<string, string>, method: string, path: string, body?: unknown) {
  const res = await fetch(new URL(path, world!.server.url), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { success: boolean } };
}

/** Rate-limit windows follow the system clock: a test that sends many moves moves it by hand. */
function fakeSystemClock(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

async function traderAtTheEdge() {
  fakeSystemClock();
  world = await SocketTestWorld.start();
  const trader = await world.player(inside);
  const { socket } = await world.join(trader.accessToken);
  const live = () => world!.server.game.ctx.presence!.livePosition(trader.userId)!;
  const corrections = recordEvents(socket, 'position-corrected');
  /**
   * One step, a second later (the budget refills, a new rate window opens), answered: a step out
   * of a city waits on the database's read of the pack, so the step is done when the trader
   * stands where it went or a correction has come.
   */
  const step = async (to: { x: number; y: number }) => {
    world!.clock.advance(1_000);
    vi.setSystemTime(Date.now() + 1_000);
    socket.emit('player-move', to);
    await roundTrip(socket);
    await edgeAnswered();
  };
  /** Every check of the edge has read the pack and answered (what it sent is in, after a round trip). */
  const edgeAnswered = async () => {
    const presence = world!.server.game.ctx.presence as Presence;
    await vi.waitFor(
      () => {
        if (presence.stats().packChecksPending > 0) throw new Error('the edge has not answered yet');
      },
      { timeout: 10_000, interval: 5 },
    );
    await roundTrip(socket);
  };
  const trade = (type: 'buy' | 'sell', quantity: number) => http(trader.headers, 'POST', '/api/trade/execute', { type, itemId: 'incense', cityId: 1, quantity, priceLimit: type === 'buy' ? 10_000_000 : 1 });
  const weight = async () => packWeight(await inventoryOf(world!.server.db, trader.userId));
  return { trader, socket, live, step, edgeAnswered, trade, weight, corrections, warnings: recordEvents(socket, 'notification'), paces: recordEvents(socket, 'pack-pace') };
}

describe('the pack at a city’s edge (issue 33: one pace)', () => {
  it('lets a newcomer walk out with the starter kit and a first trade’s goods', async () => {
    const { live, step, trade, weight, corrections } = await traderAtTheEdge();
    expect(cityIdAt(inside.x, inside.y)).toBe(1);
    expect(cityIdAt(outside.x, outside.y)).toBeNull();
    expect(await weight()).toBe(Object.values(STARTER_KIT).reduce((sum, n) => sum + n, 0));

    expect((await trade('buy', PACK_WEIGHT_CAPACITY - (await weight()))).status).toBe(200);
    expect(await weight()).toBe(PACK_WEIGHT_CAPACITY);
    await step(outside);
    expect(live()).toMatchObject(outside);
    expect(corrections).toEqual([]);
  });

  it('keeps a heavier pack within the grounds, told why, however often it is tried, until it is light enough', async () => {
    const { live, step, edgeAnswered, trade, weight, corrections, warnings, socket } = await traderAtTheEdge();
    expect((await trade('buy', PACK_WEIGHT_CAPACITY - (await weight()) + 5)).status).toBe(200);
    const heavy = await weight();
    expect(heavy).toBe(PACK_WEIGHT_CAPACITY + 5);

    await step(outside);
    expect(live()).toMatchObject(inside);
    expect(corrections).toEqual([{ x: inside.x, y: inside.y, reason: 'pack-too-heavy' }]);
    expect(warnings).toEqual([{ type: 'warning', message: packTooHeavyText(heavy) }]);

    // A script pressing at the edge as fast as the move limit allows, for a few seconds: never out,
    // one read at a time, and the warning at most once in its interval.
    for (let second = 0; second < 4; second += 1) {
      world!.clock.advance(1_000);
      vi.setSystemTime(Date.now() + RATE_LIMITS.move.perUser.durationMs);
      for (let i = 0; i < RATE_LIMITS.move.perUser.points - 1; i += 1) socket.emit('player-move', { x: outside.x, y: outside.y + i });
      await roundTrip(socket);
      await edgeAnswered();
      expect(cityIdAt(live().x, live().y)).toBe(1);
    }
    // Every answer puts the trader back where they stood (past the budget, as too fast).
    expect(corrections.every((c) => ['pack-too-heavy', 'too-fast'].includes(c.reason) && c.x === inside.x && c.y === inside.y)).toBe(true);
    expect(corrections.filter((c) => c.reason === 'pack-too-heavy').length).toBeGreaterThan(4);
    expect(warnings.length).toBeLessThanOrEqual(1 + Math.ceil(5_000 / PACK_WARNING_INTERVAL_MS));

    // Within the grounds the heavy pack walks freely.
    const deeper = { x: inside.x, y: inside.y - 20 };
    const seen = corrections.length;
    await step(deeper);
    expect(live()).toMatchObject(deeper);
    expect(corrections.length).toBe(seen);

    // Sold down to the pack's capacity, the trader walks out.
    expect((await trade('sell', 5)).status).toBe(200);
    await step(inside);
    await step(outside);
    expect(live()).toMatchObject(outside);
  });

  it('lets anyone walk in, however heavy: a gatherer comes home with the day’s load', async () => {
    const { trader, live, step, corrections } = await traderAtTheEdge();
    await step(outside);
    expect(live()).toMatchObject(outside);
    await world!.server.db.insertInto('inventory_items').values({ player_id: trader.userId, item_id: 'iron-ore', quantity: 150 }).execute();

    await step(inside);
    expect(live()).toMatchObject(inside);
    // ...and, heavy, stays in until the load is sold.
    await step(outside);
    expect(live()).toMatchObject(inside);
    expect(corrections.at(-1)).toMatchObject({ reason: 'pack-too-heavy' });
  });

  it('walks a laden trader at the pack’s pace in the open land, after a reconnect too, and at full speed in a city', async () => {
    const { trader, socket, live, step, trade, weight, corrections, paces } = await traderAtTheEdge();
    expect((await trade('buy', PACK_UNLADEN_WEIGHT + 25 - (await weight()))).status).toBe(200);
    const pace = walkingPace(await weight());
    expect(pace).toBeLessThan(0.6);
    await step(outside);
    expect(live()).toMatchObject(outside);
    expect(paces.at(-1)).toEqual({ pace });

    /** Reports a walk due south at `speed` px/s for `seconds`, 100 ms a report, on the socket given. */
    const walk = async (on: typeof socket, speed: number, seconds: number) => {
      const from = live();
      for (let i = 1; i <= seconds * 10; i += 1) {
        world!.clock.advance(100);
        vi.setSystemTime(Date.now() + 100);
        on.emit('player-move', { x: from.x, y: from.y + (speed / 10) * i });
        if (i % 10 === 0) await roundTrip(on);
      }
      await roundTrip(on);
    };
    // At full speed in the open land, the laden trader is held back to the pack's pace.
    const seen = corrections.length;
    await walk(socket, PLAYER_SPEED_PX_PER_S, 5);
    expect(corrections.length).toBeGreaterThan(seen);
    expect(live().y - outside.y).toBeLessThanOrEqual(MOVE_BUDGET_CAPACITY_PX + PLAYER_SPEED_PX_PER_S * 1.1 * pace * 5);
    // At the pack's pace, nothing is refused.
    world!.clock.advance(3_000);
    const steady = corrections.length;
    await walk(socket, PLAYER_SPEED_PX_PER_S * pace, 3);
    expect(corrections.length).toBe(steady);

    // A new connection out here keeps the pace.
    socket.disconnect();
    const again = world!.client({ token: trader.accessToken });
    const toldAgain = recordEvents(again, 'pack-pace');
    const corrected = recordEvents(again, 'position-corrected');
    const entered = nextEvent(again, 'existing-players');
    again.connect();
    await entered;
    await roundTrip(again);
    expect(toldAgain).toEqual([{ pace }]);
    world!.clock.advance(3_000);
    await walk(again, PLAYER_SPEED_PX_PER_S, 5);
    expect(corrected.length).toBeGreaterThan(0);
  });
});

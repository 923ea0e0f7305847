import type { ResourceNodeView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { GameBus, type GameBusEvents } from '../../bus/game-bus';
import { ApiError } from '../../net/api-client';
import type { HarvestResult, NodeListing } from '../../net/gathering-api';
import { STALE_LISTING_RETRY_MS } from '../../game/gathering/node-refetch';
import { GatheringController } from './gathering-controller';

const node = (id: number, quantity: number, x = 500, y = 300, type: ResourceNodeView['type'] = 'wood'): ResourceNodeView => ({
  id,
  type,
  x,
  y,
  quantity,
  maxQuantity: 10,
  state: quantity === 0 ? 'depleted' : quantity <= 3 ? 'low' : 'full',
});

/** A promise the test settles by hand. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/**
 * Waits for an answer the controller is waiting for. It awaited the same promise before the test
 * did, and a promise runs its reactions in the order they were registered: by the time this
 * resumes, whatever the controller does on the answer has run.
 */
async function answered(answer: { promise: Promise<unknown> }): Promise<void> {
  await answer.promise.catch(() => undefined);
}

function setup(listing: ResourceNodeView[] = [node(1, 10), node(2, 0, 540, 320)]) {
  const bus = new GameBus();
  const seen: Array<{ event: keyof GameBusEvents; payload: unknown }> = [];
  for (const event of ['nodes:replace', 'nodes:update', 'harvest:progress', 'harvest:float', 'profession:gained'] as const) {
    bus.on(event, (payload) => seen.push({ event, payload }));
  }
  // The player's position as the controller sees it (this listener runs before the controller's).
  let here = { x: 500, y: 360 };
  bus.on('player:moved', (at) => (here = at));
  /**
   * Each listing asked for, answered by the test with `answer`: judged, unless told otherwise,
   * where the player stood when it was asked (a server that has caught up with the moves).
   */
  const lists: Array<ReturnType<typeof deferred<NodeListing>> & { at: { x: number; y: number }; answer(nodes: ResourceNodeView[], seenFrom?: { x: number; y: number }): void }> = [];
  /** One-shot timers the controller set (its re-asks), fired by the test with `runLater`. */
  let timers: Array<{ ms: number; fn: () => void; cancelled: boolean }> = [];
  const harvests: Array<{ nodeId: number; answer: ReturnType<typeof deferred<HarvestResult>> }> = [];
  const api = {
    nodes: () => {
      const answer = deferred<NodeListing>();
      const at = { ...here };
      lists.push({ ...answer, at, answer: (nodes, seenFrom = at) => answer.resolve({ nodes, seenFrom }) });
      return answer.promise;
    },
    harvest: (nodeId: number) => {
      const answer = deferred<HarvestResult>();
      harvests.push({ nodeId, answer });
      return answer.promise;
    },
  };
  let now = 0;
  let ticker: (() => void) | null = null;
  const notices: string[] = [];
  const harvested: HarvestResult[] = [];
  const controller = new GatheringController({
    api,
    bus,
    start: { x: 500, y: 360 },
    now: () => now,
    random: () => 0,
    later: (ms, fn) => {
      const timer = { ms, fn, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    every: (_ms, fn) => {
      ticker = fn;
      return () => {
        ticker = null;
      };
    },
    onHarvest: (result) => harvested.push(result),
    onNotice: (notice) => notices.push(`${notice.type}: ${notice.message}`),
  });
  /** Advances the clock by 200 ms steps, running the ticker as the interval would. */
  const advance = (ms: number) => {
    for (let t = 0; t < ms; t += 200) {
      now += 200;
      ticker?.();
    }
  };
  const floats = () => seen.filter((s) => s.event === 'harvest:float').map((s) => (s.payload as { line: { text: string; tone: string } }).line);
  const lastProgress = () => seen.filter((s) => s.event === 'harvest:progress').at(-1)?.payload;
  const ready = async () => {
    controller.start();
    lists[0]!.answer(listing);
    await answered(lists[0]!);
  };
  /** The waits of the timers set and not cancelled. */
  const pendingTimers = () => timers.filter((timer) => !timer.cancelled).map((timer) => timer.ms);
  /** Fires the timers set and not cancelled, as their time would. */
  const runLater = () => {
    const due = timers.filter((timer) => !timer.cancelled);
    timers = [];
    for (const timer of due) timer.fn();
  };
  return { bus, controller, seen, lists, harvests, notices, harvested, advance, floats, lastProgress, ready, pendingTimers, runLater, ticking: () => ticker !== null };
}

const result = (after: ResourceNodeView, extra: Partial<HarvestResult> = {}): HarvestResult => ({
  itemId: 'logs',
  yield: 1,
  xpGained: 15,
  node: after,
  profession: { id: 'logging', level: 1, experience: 15, chosen: true, leveledUp: false },
  ...extra,
});

describe('the gathering controller', () => {
  it('lists the nodes on entering the world and hands them to the world, again when the world is recreated', async () => {
    const t = setup();
    await t.ready();
    expect(t.seen[0]).toEqual({ event: 'nodes:replace', payload: [node(1, 10), node(2, 0, 540, 320)] });
    t.bus.emit('world:ready', { width: 4000, height: 3000 });
    expect(t.seen.at(-1)).toEqual({ event: 'nodes:replace', payload: [node(1, 10), node(2, 0, 540, 320)] });
  });

  it('lists them again after a long walk or a step into another cell, not after a short stroll', async () => {
    const t = setup();
    await t.ready();
    t.bus.emit('player:moved', { x: 600, y: 360 });
    expect(t.lists).toHaveLength(1);
    t.bus.emit('player:moved', { x: 800, y: 360 });
    expect(t.lists).toHaveLength(2);
    // Moves while the listing is on its way make one more listing afterwards, if still needed.
    t.bus.emit('player:moved', { x: 1_100, y: 360 });
    expect(t.lists).toHaveLength(2);
    t.lists[1]!.answer([]);
    await answered(t.lists[1]!);
    expect(t.lists).toHaveLength(3);
  });

  it('a reconnect while a listing is on its way lists the nodes again once it is back', async () => {
    const t = setup();
    t.controller.start();
    t.controller.refetch();
    expect(t.lists).toHaveLength(1);
    t.lists[0]!.answer([node(1, 10)]);
    await answered(t.lists[0]!);
    expect(t.lists).toHaveLength(2);
  });

  describe('a list the server judged from where the player no longer stands', () => {
    // Constantinople: its walls are a circle of 260 px around (400, 800).
    const IN_THE_CITY = { x: 400, y: 800 };
    /** The first step out of the east gate, the server's last idea of the player (still inside), and a node just outside. */
    const STEPPED_OUT = { x: 665, y: 800 };
    const SERVER_STILL_INSIDE = { x: 650, y: 800 };
    const AT_THE_NODE = { x: 690, y: 800 };
    const byTheWalls = node(9, 10, 700, 780);

    /** Into the city (a zone change: listed, empty), then out of it: the listing asked on crossing the walls. */
    async function walkOutOfTheCity() {
      const t = setup();
      await t.ready();
      t.bus.emit('player:moved', IN_THE_CITY);
      t.lists[1]!.answer([]);
      await answered(t.lists[1]!);
      t.bus.emit('player:moved', STEPPED_OUT);
      expect(t.lists).toHaveLength(3);
      return t;
    }

    it('asks again shortly when the server still had the player inside the city, and the node by the walls becomes usable', async () => {
      const t = await walkOutOfTheCity();
      // The server had not had the move out yet: nothing to see from the city.
      t.lists[2]!.answer([], SERVER_STILL_INSIDE);
      await answered(t.lists[2]!);
      expect(t.seen.filter((s) => s.event === 'nodes:replace').at(-1)?.payload).toEqual([]);
      expect(t.pendingTimers()).toEqual([STALE_LISTING_RETRY_MS]);

      // The player walks the last 25 px to the node (no long walk, no zone change) and stops.
      t.bus.emit('player:moved', AT_THE_NODE);
      expect(t.lists).toHaveLength(3);
      t.runLater();
      expect(t.lists).toHaveLength(4);
      t.lists[3]!.answer([byTheWalls]);
      await answered(t.lists[3]!);
      expect(t.seen.filter((s) => s.event === 'nodes:replace').at(-1)?.payload).toEqual([byTheWalls]);
      expect(t.pendingTimers()).toEqual([]);

      t.bus.emit('node:toggle', { nodeId: byTheWalls.id });
      expect(t.controller.harvestingNodeId).toBe(byTheWalls.id);
    });

    it('asks again even when the player stands still at the node after the stale answer', async () => {
      const t = await walkOutOfTheCity();
      t.lists[2]!.answer([], SERVER_STILL_INSIDE);
      await answered(t.lists[2]!);
      t.runLater();
      expect(t.lists).toHaveLength(4);
    });

    it('takes a list judged a step behind in the countryside as final', async () => {
      const t = setup();
      await t.ready();
      t.bus.emit('player:moved', { x: 800, y: 360 });
      t.lists[1]!.answer([node(1, 10)], { x: 784, y: 360 });
      await answered(t.lists[1]!);
      expect(t.pendingTimers()).toEqual([]);
      expect(t.lists).toHaveLength(2);
    });

    it('waits longer after each stale answer, up to a cap, and starts over once the server agrees', async () => {
      const t = await walkOutOfTheCity();
      const waits: number[] = [];
      for (let i = 2; i < 9; i += 1) {
        t.lists[i]!.answer([], SERVER_STILL_INSIDE);
        await answered(t.lists[i]!);
        waits.push(...t.pendingTimers());
        t.runLater();
      }
      expect(waits).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000, 4_000]);
      t.lists[9]!.answer([byTheWalls]);
      await answered(t.lists[9]!);
      expect(t.pendingTimers()).toEqual([]);
      t.bus.emit('player:moved', IN_THE_CITY);
      t.bus.emit('player:moved', STEPPED_OUT);
      t.lists.at(-1)!.answer([], SERVER_STILL_INSIDE);
      await answered(t.lists.at(-1)!);
      expect(t.pendingTimers()).toEqual([STALE_LISTING_RETRY_MS]);
    });

    it('does not ask again once the player is back where the list was judged, nor after it was stopped', async () => {
      const t = await walkOutOfTheCity();
      // A correction put the player back inside before the answer came: the empty list is right.
      t.bus.emit('player:moved', SERVER_STILL_INSIDE);
      t.lists[2]!.answer([], SERVER_STILL_INSIDE);
      await answered(t.lists[2]!);
      expect(t.pendingTimers()).toEqual([]);
      expect(t.lists).toHaveLength(3);

      t.bus.emit('player:moved', STEPPED_OUT);
      expect(t.lists).toHaveLength(4);
      t.lists[3]!.answer([], SERVER_STILL_INSIDE);
      await answered(t.lists[3]!);
      expect(t.pendingTimers()).toEqual([STALE_LISTING_RETRY_MS]);
      t.controller.stop();
      expect(t.pendingTimers()).toEqual([]);
    });
  });

  it('applies node-updates, drops malformed ones, and replays those that came while a listing was on its way', async () => {
    const t = setup();
    await t.ready();
    t.controller.applyNodeUpdate({ node: node(1, 7), removed: false });
    expect(t.seen.at(-1)).toEqual({ event: 'nodes:update', payload: { node: node(1, 7), removed: false } });
    t.controller.applyNodeUpdate({ node: { id: 'x' }, removed: false });
    expect(t.seen.at(-1)).toEqual({ event: 'nodes:update', payload: { node: node(1, 7), removed: false } });

    t.controller.refetch();
    t.controller.applyNodeUpdate({ node: node(1, 6), removed: true });
    t.lists[1]!.answer([node(1, 7)]);
    await answered(t.lists[1]!);
    expect(t.seen.slice(-2)).toEqual([
      { event: 'nodes:replace', payload: [node(1, 7)] },
      { event: 'nodes:update', payload: { node: node(1, 6), removed: true } },
    ]);
  });

  it('runs a cycle on a toggle: the bar over the gather time, the harvest, its results, a rest, and the next cycle', async () => {
    const t = setup();
    await t.ready();
    t.bus.emit('node:toggle', { nodeId: 1 });
    expect(t.lastProgress()).toEqual({ nodeId: 1, fraction: 0, phase: 'gathering' });
    t.advance(1_400);
    expect(t.lastProgress()).toEqual({ nodeId: 1, fraction: 1_400 / 3_000, phase: 'gathering' });
    expect(t.harvests).toHaveLength(0);
    t.advance(1_600);
    expect(t.harvests.map((h) => h.nodeId)).toEqual([1]);
    expect(t.lastProgress()).toEqual({ nodeId: 1, fraction: 1, phase: 'harvesting' });

    t.harvests[0]!.answer.resolve(result(node(1, 9)));
    await answered(t.harvests[0]!.answer);
    expect(t.floats()).toEqual([
      { text: '+1 Logs', tone: 'gain', durationMs: 2_000 },
      { text: '+15 Logging XP', tone: 'xp', durationMs: 2_000 },
    ]);
    expect(t.seen.find((s) => s.event === 'profession:gained')?.payload).toMatchObject({ id: 'logging', experience: 15 });
    expect(t.seen.filter((s) => s.event === 'nodes:update').at(-1)?.payload).toEqual({ node: node(1, 9), removed: false });
    expect(t.notices).toEqual(['success: New profession: Logging']);
    expect(t.harvested).toHaveLength(1);
    expect(t.lastProgress()).toEqual({ nodeId: 1, fraction: 0, phase: 'resting' });

    t.advance(800);
    expect(t.lastProgress()).toEqual({ nodeId: 1, fraction: 0, phase: 'gathering' });
    t.advance(3_000);
    expect(t.harvests).toHaveLength(2);
  });

  it('stops on a full inventory, in orange, with a toast', async () => {
    const t = setup();
    await t.ready();
    t.bus.emit('node:toggle', { nodeId: 1 });
    t.advance(3_000);
    t.harvests[0]!.answer.reject(new ApiError('Inventory Full!', 409, 'HARVEST_INVENTORY_FULL'));
    await answered(t.harvests[0]!.answer);
    expect(t.floats().at(-1)).toMatchObject({ text: 'Inventory Full!', tone: 'warning' });
    expect(t.notices).toEqual(['warning: Inventory Full!']);
    expect(t.lastProgress()).toBeNull();
    expect(t.ticking()).toBe(false);
    expect(t.controller.harvestingNodeId).toBeNull();
  });

  it('stops when the harvest empties the node', async () => {
    const t = setup([node(1, 1)]);
    await t.ready();
    t.bus.emit('node:toggle', { nodeId: 1 });
    t.advance(3_000);
    t.harvests[0]!.answer.resolve(result(node(1, 0)));
    await answered(t.harvests[0]!.answer);
    expect(t.floats().map((f) => f.text)).toEqual(['+1 Logs', '+15 Logging XP', 'Resource depleted!']);
    expect(t.lastProgress()).toBeNull();
    expect(t.ticking()).toBe(false);
  });

  it('refuses a toggle of an emptied node with a red "Resource depleted!"', async () => {
    const t = setup();
    await t.ready();
    t.bus.emit('node:toggle', { nodeId: 2 });
    expect(t.floats()).toEqual([{ text: 'Resource depleted!', tone: 'error', durationMs: 2_000 }]);
    expect(t.controller.harvestingNodeId).toBeNull();
  });

  it('stops when the player walks away, and when they go to the farm', async () => {
    const t = setup();
    await t.ready();
    t.bus.emit('node:toggle', { nodeId: 1 });
    t.bus.emit('player:moved', { x: 500, y: 500 });
    t.advance(200);
    expect(t.floats().at(-1)).toMatchObject({ text: 'Move closer to the resource to gather it' });
    expect(t.controller.harvestingNodeId).toBeNull();

    t.bus.emit('player:moved', { x: 500, y: 360 });
    t.bus.emit('node:toggle', { nodeId: 1 });
    expect(t.controller.harvestingNodeId).toBe(1);
    t.bus.emit('scene:shown', { scene: 'farm' });
    expect(t.controller.harvestingNodeId).toBeNull();
    t.bus.emit('node:toggle', { nodeId: 1 });
    expect(t.controller.harvestingNodeId).toBeNull();
  });

  it('drops answers that arrive after it was stopped', async () => {
    const t = setup();
    await t.ready();
    t.bus.emit('node:toggle', { nodeId: 1 });
    t.advance(3_000);
    t.controller.stop();
    const before = t.seen.length;
    t.harvests[0]!.answer.resolve(result(node(1, 9)));
    await answered(t.harvests[0]!.answer);
    expect(t.seen.length).toBe(before);
    expect(t.harvested).toHaveLength(0);
  });
});

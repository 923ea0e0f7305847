import type { ResourceNodeView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { GameBus, type GameBusEvents } from '../../bus/game-bus';
import { ApiError } from '../../net/api-client';
import type { HarvestResult } from '../../net/gathering-api';
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
  const lists: Array<ReturnType<typeof deferred<ResourceNodeView[]>>> = [];
  const harvests: Array<{ nodeId: number; answer: ReturnType<typeof deferred<HarvestResult>> }> = [];
  const api = {
    nodes: () => {
      const answer = deferred<ResourceNodeView[]>();
      lists.push(answer);
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
    lists[0]!.resolve(listing);
    await answered(lists[0]!);
  };
  return { bus, controller, seen, lists, harvests, notices, harvested, advance, floats, lastProgress, ready, ticking: () => ticker !== null };
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
    t.lists[1]!.resolve([]);
    await answered(t.lists[1]!);
    expect(t.lists).toHaveLength(3);
  });

  it('a reconnect while a listing is on its way lists the nodes again once it is back', async () => {
    const t = setup();
    t.controller.start();
    t.controller.refetch();
    expect(t.lists).toHaveLength(1);
    t.lists[0]!.resolve([node(1, 10)]);
    await answered(t.lists[0]!);
    expect(t.lists).toHaveLength(2);
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
    t.lists[1]!.resolve([node(1, 7)]);
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

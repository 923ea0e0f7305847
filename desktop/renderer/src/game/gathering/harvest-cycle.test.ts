import { describe, expect, it } from 'vitest';
import { gatherMsOf, HARVEST_TICK_MS, HarvestCycle, NEXT_CYCLE_MIN_MS, NEXT_CYCLE_SPREAD_MS, TOO_FAST_MAX_RETRIES, TOO_FAST_RETRY_MS, type CycleEvent, type CycleNode } from './harvest-cycle';

const wood = (quantity = 10, id = 1): CycleNode => ({ id, type: 'wood', x: 500, y: 500, quantity });
const beside = { x: 500, y: 560 };
const far = { x: 500, y: 601 };

/** Ticks every 200 ms from `from` until an event of `kind` (or the limit), returning the events seen. */
function runUntil(cycle: HarvestCycle, from: number, kind: CycleEvent['kind'], node: CycleNode | undefined, limit = 100): { events: CycleEvent[]; at: number } {
  const events: CycleEvent[] = [];
  let now = from;
  for (let i = 0; i < limit; i++) {
    now += HARVEST_TICK_MS;
    const event = cycle.tick(now, beside, node);
    if (event) events.push(event);
    if (event?.kind === kind) return { events, at: now };
  }
  throw new Error(`no ${kind} in ${limit} ticks`);
}

describe('the gather time', () => {
  it('is each resource’s base time (no tool or skill bonus yet)', () => {
    expect(gatherMsOf('wood')).toBe(3_000);
    expect(gatherMsOf('wild-berries')).toBe(1_500);
    expect(gatherMsOf('gems')).toBe(8_000);
  });
});

describe('auto-harvest', () => {
  it('starts on a toggle within reach, fills the bar over the gather time in 200 ms steps, then asks for one harvest', () => {
    const cycle = new HarvestCycle();
    expect(cycle.toggle(wood(), beside, 0)).toEqual({ kind: 'progress', nodeId: 1, fraction: 0, phase: 'gathering' });
    const { events, at } = runUntil(cycle, 0, 'harvest', wood());
    expect(at).toBe(3_000);
    expect(events.slice(0, 3)).toEqual([
      { kind: 'progress', nodeId: 1, fraction: 200 / 3_000, phase: 'gathering' },
      { kind: 'progress', nodeId: 1, fraction: 400 / 3_000, phase: 'gathering' },
      { kind: 'progress', nodeId: 1, fraction: 600 / 3_000, phase: 'gathering' },
    ]);
    expect(events.at(-1)).toEqual({ kind: 'harvest', nodeId: 1 });
    expect(events).toHaveLength(15);
    // Waiting for the answer: no second request, whatever the ticks.
    expect(cycle.tick(5_000, beside, wood())).toBeNull();
    expect(cycle.state).toEqual({ kind: 'harvesting', nodeId: 1, retryAt: null, retries: 0 });
  });

  it('rests 800 to 1200 ms after a harvest of a node that still holds something, then runs the next cycle', () => {
    for (const [random, rest] of [
      [0, NEXT_CYCLE_MIN_MS],
      [0.999, NEXT_CYCLE_MIN_MS + NEXT_CYCLE_SPREAD_MS - 1],
    ] as const) {
      const cycle = new HarvestCycle();
      cycle.toggle(wood(), beside, 0);
      runUntil(cycle, 0, 'harvest', wood());
      expect(cycle.harvested(wood(9), 3_100, () => random)).toEqual({ kind: 'progress', nodeId: 1, fraction: 0, phase: 'resting' });
      expect(cycle.state).toEqual({ kind: 'resting', nodeId: 1, until: 3_100 + rest });
      expect(cycle.tick(3_100 + rest - 1, beside, wood(9))).toEqual({ kind: 'progress', nodeId: 1, fraction: 0, phase: 'resting' });
      expect(cycle.tick(3_100 + rest, beside, wood(9))).toEqual({ kind: 'progress', nodeId: 1, fraction: 0, phase: 'gathering' });
      expect(cycle.state).toMatchObject({ kind: 'gathering', startedAt: 3_100 + rest, durationMs: 3_000 });
    }
  });

  it('stops when the harvest empties the node', () => {
    const cycle = new HarvestCycle();
    cycle.toggle(wood(1), beside, 0);
    runUntil(cycle, 0, 'harvest', wood(1));
    expect(cycle.harvested(wood(0), 3_050, () => 0.5)).toEqual({ kind: 'stopped', nodeId: 1, reason: 'depleted' });
    expect(cycle.activeNodeId).toBeNull();
  });

  it('stops when someone else empties or the world removes the node meanwhile', () => {
    const cycle = new HarvestCycle();
    cycle.toggle(wood(), beside, 0);
    expect(cycle.tick(200, beside, wood(0))).toEqual({ kind: 'stopped', nodeId: 1, reason: 'depleted' });
    cycle.toggle(wood(), beside, 1_000);
    expect(cycle.tick(1_200, beside, undefined)).toEqual({ kind: 'stopped', nodeId: 1, reason: 'depleted' });
  });

  it('stops when the player walks out of reach (100 px)', () => {
    const cycle = new HarvestCycle();
    cycle.toggle(wood(), beside, 0);
    expect(cycle.tick(200, { x: 500, y: 600 }, wood())?.kind).toBe('progress');
    expect(cycle.tick(400, far, wood())).toEqual({ kind: 'stopped', nodeId: 1, reason: 'out-of-reach' });
  });

  it('a second toggle of the same node stops it; a toggle of another node moves there', () => {
    const cycle = new HarvestCycle();
    cycle.toggle(wood(), beside, 0);
    expect(cycle.toggle(wood(), beside, 400)).toEqual({ kind: 'stopped', nodeId: 1, reason: 'toggled' });
    expect(cycle.activeNodeId).toBeNull();
    cycle.toggle(wood(), beside, 1_000);
    const berries = { id: 2, type: 'wild-berries', x: 520, y: 540, quantity: 20 };
    expect(cycle.toggle(berries, beside, 1_200)).toEqual({ kind: 'progress', nodeId: 2, fraction: 0, phase: 'gathering' });
    expect(cycle.state).toMatchObject({ kind: 'gathering', nodeId: 2, durationMs: 1_500 });
  });

  it('refuses to start on an emptied node or one out of reach', () => {
    const cycle = new HarvestCycle();
    expect(cycle.toggle(wood(0), beside, 0)).toEqual({ kind: 'refused', nodeId: 1, reason: 'depleted' });
    expect(cycle.toggle(wood(), far, 0)).toEqual({ kind: 'refused', nodeId: 1, reason: 'out-of-reach' });
    expect(cycle.activeNodeId).toBeNull();
  });

  it('stops on a full inventory, an emptied node or any other refusal, with the server’s words', () => {
    for (const [code, reason] of [
      ['HARVEST_INVENTORY_FULL', 'inventory-full'],
      ['NODE_DEPLETED', 'depleted'],
      ['UNKNOWN_NODE', 'depleted'],
      ['NODE_OUT_OF_REACH', 'out-of-reach'],
      ['GATHERING_IN_CITY', 'refused'],
      [undefined, 'refused'],
    ] as const) {
      const cycle = new HarvestCycle();
      cycle.toggle(wood(), beside, 0);
      runUntil(cycle, 0, 'harvest', wood());
      expect(cycle.refused(1, code, 'the words', 3_100)).toEqual({ kind: 'stopped', nodeId: 1, reason, message: 'the words' });
      expect(cycle.activeNodeId).toBeNull();
    }
  });

  it('asks again shortly when the server found the harvest too soon, a few times at most', () => {
    const cycle = new HarvestCycle();
    cycle.toggle(wood(), beside, 0);
    runUntil(cycle, 0, 'harvest', wood());
    let now = 3_000;
    for (let i = 0; i < TOO_FAST_MAX_RETRIES; i++) {
      expect(cycle.refused(1, 'GATHERING_TOO_FAST', 'Still gathering', now)).toEqual({ kind: 'progress', nodeId: 1, fraction: 1, phase: 'harvesting' });
      expect(cycle.tick(now + TOO_FAST_RETRY_MS - 1, beside, wood())).toBeNull();
      now += TOO_FAST_RETRY_MS;
      expect(cycle.tick(now, beside, wood())).toEqual({ kind: 'harvest', nodeId: 1 });
    }
    expect(cycle.refused(1, 'GATHERING_TOO_FAST', 'Still gathering', now)).toEqual({ kind: 'stopped', nodeId: 1, reason: 'refused', message: 'Still gathering' });
  });

  it('ignores an answer nobody waits for any more (toggled off, or moved to another node)', () => {
    const cycle = new HarvestCycle();
    cycle.toggle(wood(), beside, 0);
    runUntil(cycle, 0, 'harvest', wood());
    cycle.toggle(wood(), beside, 3_050);
    expect(cycle.harvested(wood(9), 3_100, () => 0)).toBeNull();
    expect(cycle.refused(1, 'NODE_DEPLETED', 'Resource depleted!', 3_100)).toBeNull();
    expect(cycle.activeNodeId).toBeNull();
  });

  it('stop() ends it from any phase and says so once', () => {
    const cycle = new HarvestCycle();
    expect(cycle.stop('toggled')).toBeNull();
    cycle.toggle(wood(), beside, 0);
    expect(cycle.stop('toggled')).toEqual({ kind: 'stopped', nodeId: 1, reason: 'toggled' });
    expect(cycle.stop('toggled')).toBeNull();
    expect(cycle.tick(200, beside, wood())).toBeNull();
  });
});

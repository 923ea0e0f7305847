import { describe, expect, it } from 'vitest';
import type { DebugStats } from '../bus/game-bus';
import { DEBUG_STATS_INTERVAL_MS, DebugStatsFeed } from './debug-stats';

describe('debug readout feed', () => {
  const stats: DebugStats = { fps: 60, x: 400, y: 300, scene: 'world' };

  it('says nothing while debug mode is off', () => {
    const sent: DebugStats[] = [];
    const feed = new DebugStatsFeed(() => stats, (s) => sent.push(s));
    for (let i = 0; i < 100; i++) feed.step(16);
    expect(sent).toEqual([]);
  });

  it('reports at once when switched on, then a few times a second', () => {
    const sent: DebugStats[] = [];
    const feed = new DebugStatsFeed(() => stats, (s) => sent.push(s));
    feed.setEnabled(true);
    feed.step(16);
    expect(sent).toHaveLength(1);
    for (let t = 0; t < 1_000; t += 16) feed.step(16);
    expect(sent.length).toBeGreaterThanOrEqual(1 + Math.floor(1_000 / DEBUG_STATS_INTERVAL_MS) - 1);
    expect(sent.length).toBeLessThanOrEqual(1 + Math.ceil(1_000 / DEBUG_STATS_INTERVAL_MS));
    feed.setEnabled(false);
    const before = sent.length;
    feed.step(1_000);
    expect(sent).toHaveLength(before);
  });

  it('waits for the player to be there', () => {
    const sent: DebugStats[] = [];
    let ready = false;
    const feed = new DebugStatsFeed(() => (ready ? stats : null), (s) => sent.push(s));
    feed.setEnabled(true);
    feed.step(16);
    expect(sent).toEqual([]);
    ready = true;
    feed.step(16);
    expect(sent).toEqual([stats]);
  });
});

import { describe, expect, it } from 'vitest';
import { resourceTypeById } from '../catalogue/resources';
import { GATHERING_MESSAGES } from '../protocol/gathering';
import { gatherTimeMs, harvestExperience, harvestYield, nodeFateAt, nodeState, professionOnGather, withinReach, NODE_REMOVAL_DELAY_MS } from './gathering';

describe('node states', () => {
  it('is full above 30% of the maximum, low at or below it, depleted at 0', () => {
    expect(nodeState(10, 10)).toBe('full');
    expect(nodeState(4, 10)).toBe('full');
    expect(nodeState(3, 10)).toBe('low');
    expect(nodeState(1, 10)).toBe('low');
    expect(nodeState(0, 10)).toBe('depleted');
    // Gems hold 2: one left is half, so still full.
    expect(nodeState(1, 2)).toBe('full');
    expect(nodeState(6, 20)).toBe('low');
    expect(nodeState(7, 20)).toBe('full');
  });
});

describe('a harvest', () => {
  it('yields floor(1 * (1 + 0 + 0)) = 1, and bonuses would scale it', () => {
    expect(harvestYield()).toBe(1);
    expect(harvestYield(0.5, 0.6)).toBe(2);
  });

  it('teaches 10 + 5 x yield', () => {
    expect(harvestExperience(1)).toBe(15);
    expect(harvestExperience(3)).toBe(25);
  });

  it('takes the base time over (1 + bonuses), never under 500 ms', () => {
    expect(gatherTimeMs(resourceTypeById('gems')!)).toBe(8000);
    expect(gatherTimeMs(resourceTypeById('wild-berries')!)).toBe(1500);
    expect(gatherTimeMs({ baseGatherTimeMs: 3000 }, 1, 1)).toBe(1000);
    expect(gatherTimeMs({ baseGatherTimeMs: 1500 }, 2, 2)).toBe(500);
  });

  it('needs the player within 100 px of the node', () => {
    expect(withinReach({ x: 0, y: 0 }, { x: 60, y: 80 })).toBe(true);
    expect(withinReach({ x: 0, y: 0 }, { x: 61, y: 80 })).toBe(false);
  });
});

describe('profession on gather (001 §4)', () => {
  it('sets a first profession from the resource and grants XP', () => {
    expect(professionOnGather(null, 'mining')).toEqual({ profession: 'mining', grantsXp: true, chosen: true });
  });

  it('grants XP for the matching profession', () => {
    expect(professionOnGather('logging', 'logging')).toEqual({ profession: 'logging', grantsXp: true, chosen: false });
  });

  it('gathers anything else without XP, saying which profession it needs', () => {
    expect(professionOnGather('logging', 'mining')).toEqual({ profession: 'logging', grantsXp: false, chosen: false });
    expect(GATHERING_MESSAGES.noXp('mining')).toBe('No XP - Need mining profession');
  });
});

describe('a node over time', () => {
  const start = 1_000_000;
  it('regrows to full once its respawn time has passed', () => {
    expect(nodeFateAt({ regrowsAt: null, depletedAt: null }, start)).toBe('unchanged');
    expect(nodeFateAt({ regrowsAt: start + 10, depletedAt: null }, start + 9)).toBe('unchanged');
    expect(nodeFateAt({ regrowsAt: start + 10, depletedAt: null }, start + 10)).toBe('regrown');
  });

  it('is removed about 2 s after it is emptied, however soon it would have regrown', () => {
    expect(nodeFateAt({ regrowsAt: start + 1, depletedAt: start }, start + NODE_REMOVAL_DELAY_MS - 1)).toBe('unchanged');
    expect(nodeFateAt({ regrowsAt: start + 1, depletedAt: start }, start + NODE_REMOVAL_DELAY_MS)).toBe('removed');
  });
});

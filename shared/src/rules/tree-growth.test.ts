import { describe, expect, it } from 'vitest';
import { TREE_TYPES } from '../catalogue/profession-actions';
import { itemValueCopper } from '../catalogue/items';
import { SPAWN_AREA_KINDS } from '../catalogue/spawn-areas';
import { terrainAt } from '../catalogue/world';
import { seededRandom } from './random';
import { GROVE_RADIUS_PX, groveSpot } from './tree-growth';

const FOREST = { x: 1300, y: 760 };
const spacing = SPAWN_AREA_KINDS.forest.minDistance;

describe('where a planted sapling grows', () => {
  it('on its own spot when nothing stands within the forest’s spacing', () => {
    expect(groveSpot({ x: FOREST.x + 0.4, y: FOREST.y }, [{ x: FOREST.x + spacing, y: FOREST.y }], seededRandom(1))).toEqual(FOREST);
  });

  it('else on a clear forest spot within the grove, so twenty saplings grow into a grove', () => {
    const random = seededRandom(7);
    const grove: { x: number; y: number }[] = [];
    for (let i = 0; i < 20; i += 1) {
      const spot = groveSpot(FOREST, grove, random);
      if (spot) grove.push(spot);
    }
    expect(grove.length).toBeGreaterThan(4);
    for (const tree of grove) {
      expect(Math.hypot(tree.x - FOREST.x, tree.y - FOREST.y)).toBeLessThanOrEqual(GROVE_RADIUS_PX + 1);
      expect(terrainAt(tree.x, tree.y)).toBe('forest');
      expect(grove.filter((other) => other !== tree).every((other) => Math.hypot(tree.x - other.x, tree.y - other.y) >= spacing)).toBe(true);
    }
  });

  it('nowhere on the steppe, nor when the grove is full', () => {
    expect(groveSpot({ x: 550, y: 1750 }, [], seededRandom(1))).toBeUndefined();
    const crowd = [];
    for (let dx = -GROVE_RADIUS_PX - spacing; dx <= GROVE_RADIUS_PX + spacing; dx += spacing - 10) {
      for (let dy = -GROVE_RADIUS_PX - spacing; dy <= GROVE_RADIUS_PX + spacing; dy += spacing - 10) crowd.push({ x: FOREST.x + dx, y: FOREST.y + dy });
    }
    expect(groveSpot(FOREST, crowd, seededRandom(1))).toBeUndefined();
  });
});

describe('the saplings', () => {
  it('grow into more logs than they cost, the dearer and slower the more, so planting pays for the wait and the felling', () => {
    for (const tree of TREE_TYPES) expect(tree.logs * itemValueCopper('logs')).toBeGreaterThan(tree.saplingCopper);
    const byPrice = [...TREE_TYPES].sort((a, b) => a.saplingCopper - b.saplingCopper);
    expect(byPrice.map((tree) => tree.growthMs)).toEqual([...byPrice.map((tree) => tree.growthMs)].sort((a, b) => a - b));
    expect(byPrice.map((tree) => tree.logs)).toEqual([...byPrice.map((tree) => tree.logs)].sort((a, b) => a - b));
  });
});

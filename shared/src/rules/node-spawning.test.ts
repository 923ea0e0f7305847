import { describe, expect, it } from 'vitest';
import { SPAWN_AREA_KINDS, SPAWN_AREAS, spawnAreaById, type SpawnArea } from '../catalogue/spawn-areas';
import { terrainAt } from '../catalogue/world';
import { PROFESSION_SITES } from '../catalogue/profession-sites';
import { distanceToRect } from './geometry';
import { areasGrowing, generateNodes, nodeCountFor, placeInArea, replacementNode, SITE_CLEARANCE_PX, SPAWN_ATTEMPTS } from './node-spawning';
import { seededRandom } from './random';

function inside(area: SpawnArea, point: { x: number; y: number }): boolean {
  return point.x >= area.x && point.x <= area.x + area.width && point.y >= area.y && point.y <= area.y + area.height;
}

function minSpacing(points: readonly { x: number; y: number }[]): number {
  let min = Infinity;
  for (const [i, a] of points.entries()) for (const b of points.slice(i + 1)) min = Math.min(min, Math.hypot(a.x - b.x, a.y - b.y));
  return min;
}

describe('node counts', () => {
  it('is floor(width * height / 10000 * density)', () => {
    const forest: SpawnArea = { id: 'f', areaType: 'forest', x: 0, y: 0, width: 800, height: 600, minDistance: 120 };
    expect(nodeCountFor(forest)).toBe(14); // 48 * 0.3 = 14.4
    expect(nodeCountFor({ ...forest, areaType: 'farmland' })).toBe(9); // 9.6
    expect(nodeCountFor({ ...forest, width: 100, height: 100 })).toBe(0);
    expect(nodeCountFor(spawnAreaById('caucasus-slopes')!)).toBe(8); // 1080 x 320 x 0.25 = 8.64
  });
});

describe('generating the world’s nodes', () => {
  const nodes = generateNodes(seededRandom(42));

  it('places up to each area’s count of nodes, inside it, of its mix', () => {
    for (const area of SPAWN_AREAS) {
      const mine = nodes.filter((n) => n.areaId === area.id);
      // A node that finds no room in 10 attempts is left out, so an area may hold fewer.
      expect(mine.length, area.id).toBeLessThanOrEqual(nodeCountFor(area));
      expect(mine.length, area.id).toBeGreaterThanOrEqual(nodeCountFor(area) - 1);
      for (const node of mine) {
        expect(inside(area, node), `${area.id} ${node.x},${node.y}`).toBe(true);
        expect(SPAWN_AREA_KINDS[area.areaType].resources).toContain(node.type);
        expect(terrainAt(node.x, node.y)).toBe(SPAWN_AREA_KINDS[area.areaType].terrain);
      }
    }
    expect(nodes.length).toBeGreaterThan(50);
  });

  it('spreads each area’s nodes evenly over its mix, so every resource grows in the world', () => {
    for (const area of SPAWN_AREAS) {
      const counts = new Map<string, number>();
      for (const node of nodes.filter((n) => n.areaId === area.id)) counts.set(node.type, (counts.get(node.type) ?? 0) + 1);
      const values = [...counts.values()];
      if (values.length > 0) expect(Math.max(...values) - Math.min(...values), area.id).toBeLessThanOrEqual(1);
    }
    expect(new Set(nodes.map((n) => n.type)).size).toBe(10);
  });

  it('keeps every node at least its area’s spacing from every other', () => {
    for (const [i, node] of nodes.entries()) {
      const spacing = spawnAreaById(node.areaId)!.minDistance;
      for (const other of nodes.slice(i + 1)) expect(Math.hypot(node.x - other.x, node.y - other.y)).toBeGreaterThanOrEqual(Math.min(spacing, spawnAreaById(other.areaId)!.minDistance));
    }
  });

  it('keeps every node clear of the profession sites, so neither hides the other or its name', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      for (const node of generateNodes(seededRandom(seed))) {
        for (const site of PROFESSION_SITES) expect(distanceToRect(site, node.x, node.y)).toBeGreaterThanOrEqual(SITE_CLEARANCE_PX);
      }
    }
  });

  it('is the same world for the same seed, and another for another seed', () => {
    expect(generateNodes(seededRandom(42))).toEqual(nodes);
    expect(generateNodes(seededRandom(43))).not.toEqual(nodes);
  });

  it('leaves a node out when 10 attempts find no room, rather than crowding', () => {
    const tight: SpawnArea = { id: 'tight', areaType: 'mountains', x: 0, y: 0, width: 400, height: 400, minDistance: 150 };
    // 16 wanted; a 400 px square holds only a handful of nodes 150 px apart.
    const placed = generateNodes(seededRandom(1), [tight]);
    expect(nodeCountFor(tight)).toBe(4);
    expect(placed.length).toBeLessThanOrEqual(4);
    expect(minSpacing(placed)).toBeGreaterThanOrEqual(150);
    const crowded = { ...tight, width: 10, height: 10 };
    let draws = 0;
    const counting = () => {
      draws += 1;
      return 0.5;
    };
    expect(placeInArea(crowded, [{ x: 5, y: 5 }], counting)).toBeUndefined();
    expect(draws).toBe(SPAWN_ATTEMPTS * 2);
  });
});

describe('replacing an emptied node', () => {
  it('spawns the same type in an area that grows it, spaced from the others', () => {
    const random = seededRandom(9);
    const others = generateNodes(seededRandom(42));
    for (const type of ['gems', 'wood', 'silk-fiber', 'wild-berries'] as const) {
      const node = replacementNode(type, others, random);
      const area = spawnAreaById(node.areaId)!;
      expect(node.type).toBe(type);
      expect(areasGrowing(type)).toContain(area);
      expect(inside(area, node)).toBe(true);
      for (const other of others) expect(Math.hypot(other.x - node.x, other.y - node.y)).toBeGreaterThanOrEqual(area.minDistance);
    }
  });

  it('never loses a node: with no room anywhere it still spawns in a suitable area', () => {
    const area: SpawnArea = { id: 'only', areaType: 'mountains', x: 0, y: 0, width: 10, height: 10, minDistance: 150 };
    const node = replacementNode('gems', [{ x: 5, y: 5 }], seededRandom(3), [area]);
    expect(node).toMatchObject({ type: 'gems', areaId: 'only' });
    expect(inside(area, node)).toBe(true);
    expect(() => replacementNode('gems', [], seededRandom(3), [{ ...area, areaType: 'plains' }])).toThrow();
  });
});

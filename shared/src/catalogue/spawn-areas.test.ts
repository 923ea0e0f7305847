import { describe, expect, it } from 'vitest';
import { cityIdAt } from '../rules/location';
import { RESOURCE_TYPES } from './resources';
import { SPAWN_AREA_KINDS, SPAWN_AREAS, spawnAreaAt, type SpawnArea } from './spawn-areas';
import { terrainAt, WORLD_HEIGHT, WORLD_WIDTH } from './world';

/** Every 10 px of the area, edges included. */
function pointsOf(area: SpawnArea): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let x = area.x; x <= area.x + area.width; x += 10) for (let y = area.y; y <= area.y + area.height; y += 10) points.push({ x, y });
  return points;
}

function overlap(a: SpawnArea, b: SpawnArea): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

describe('spawn areas', () => {
  it('have the spec’s densities, mixes and spacing (001 §9)', () => {
    expect(SPAWN_AREA_KINDS.forest).toMatchObject({ density: 0.3, resources: ['wood', 'healing-herbs', 'wild-berries', 'magic-mushrooms'], minDistance: 120 });
    expect(SPAWN_AREA_KINDS.mountains).toMatchObject({ density: 0.25, resources: ['iron-ore', 'copper-ore', 'stone', 'gems'], minDistance: 150 });
    expect(SPAWN_AREA_KINDS.plains).toMatchObject({ density: 0.35, resources: ['cotton', 'silk-fiber', 'healing-herbs'], minDistance: 80 });
    expect(SPAWN_AREA_KINDS.farmland).toMatchObject({ density: 0.2, resources: ['wood', 'healing-herbs', 'cotton', 'wild-berries'], minDistance: 100 });
  });

  it('lie wholly on their terrain, inside the world and outside every city’s grounds', () => {
    for (const area of SPAWN_AREAS) {
      const terrain = SPAWN_AREA_KINDS[area.areaType].terrain;
      for (const point of pointsOf(area)) {
        expect({ area: area.id, ...point, terrain: terrainAt(point.x, point.y) }).toEqual({ area: area.id, ...point, terrain });
        expect(cityIdAt(point.x, point.y), `${area.id} at ${point.x},${point.y}`).toBeNull();
      }
      expect(area.x >= 0 && area.y >= 0 && area.x + area.width <= WORLD_WIDTH && area.y + area.height <= WORLD_HEIGHT, area.id).toBe(true);
    }
  });

  it('do not overlap, have unique ids, and every resource grows somewhere', () => {
    expect(new Set(SPAWN_AREAS.map((a) => a.id)).size).toBe(SPAWN_AREAS.length);
    for (const [i, a] of SPAWN_AREAS.entries()) for (const b of SPAWN_AREAS.slice(i + 1)) expect(overlap(a, b), `${a.id} / ${b.id}`).toBe(false);
    const grown = new Set(SPAWN_AREAS.flatMap((a) => SPAWN_AREA_KINDS[a.areaType].resources));
    expect([...grown].sort()).toEqual(RESOURCE_TYPES.map((t) => t.id).sort());
    for (const kind of ['forest', 'mountains', 'plains', 'farmland'] as const) expect(SPAWN_AREAS.some((a) => a.areaType === kind)).toBe(true);
  });
});

describe('the spawn area at a point', () => {
  it('is the area whose rectangle holds it, edges included, and none on open ground', () => {
    for (const area of SPAWN_AREAS) {
      expect(spawnAreaAt(area.x + area.width / 2, area.y + area.height / 2)?.id).toBe(area.id);
      expect(spawnAreaAt(area.x, area.y)?.id).toBe(area.id);
    }
    expect(spawnAreaAt(400, 800)).toBeUndefined();
  });
});

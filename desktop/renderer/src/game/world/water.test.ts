import { CITIES, rectContains, terrainAt, WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { RIVER } from './map-features';
import { seaDepthAt, waterAt } from './water';

describe('water', () => {
  const grid: Array<{ x: number; y: number }> = [];
  for (let y = 0; y <= WORLD_HEIGHT; y += 25) for (let x = 0; x <= WORLD_WIDTH; x += 25) grid.push({ x, y });

  it('draws sea only inside coastal terrain, so the sea never hides another terrain', () => {
    const sea = grid.filter((p) => waterAt(p.x, p.y) === 'sea');
    expect(sea.length).toBeGreaterThan(100);
    for (const p of sea) expect(terrainAt(p.x, p.y)).toBe('coastal');
  });

  it('leaves land on every coast: part of each coastal region is shore', () => {
    const coastal = grid.filter((p) => terrainAt(p.x, p.y) === 'coastal');
    const shore = coastal.filter((p) => seaDepthAt(p.x, p.y) <= 0);
    expect(shore.length).toBeGreaterThan(coastal.length * 0.2);
  });

  it('never puts a building in the water', () => {
    for (const city of CITIES) {
      for (const b of city.buildings) {
        for (let y = b.y; y <= b.y + b.height; y += 5) for (let x = b.x; x <= b.x + b.width; x += 5) expect(waterAt(x, y)).toBeUndefined();
      }
    }
  });

  it('runs a river from its source to the sea', () => {
    const source = RIVER[0];
    const mouth = RIVER[RIVER.length - 1];
    expect(source && waterAt(source.x, source.y)).toBe('river');
    expect(mouth && waterAt(mouth.x, mouth.y)).toBe('sea');
  });

  it('brings water close to every harbour', () => {
    for (const city of CITIES) {
      for (const b of city.buildings.filter((building) => building.kind === 'harbor')) {
        const near = grid.filter((p) => waterAt(p.x, p.y) && rectContains(b, p.x, p.y, 60));
        expect(near.length, b.name).toBeGreaterThan(0);
      }
    }
  });
});

import { CITIES, COUNTRYSIDE_ENTRANCE, rectContains, terrainAt, type Terrain } from '@silkroad/shared';
import { describe, expect, it, vi } from 'vitest';
import { isOnTrack } from './keep-out';
import { featuresIn, worldFeatures, type FeatureKind } from './scatter';
import { waterAt } from './water';

const TERRAIN_OF: Partial<Record<FeatureKind, Terrain>> = { tree: 'forest', conifer: 'forest', peak: 'mountains', shrub: 'desert', flowers: 'plains' };

describe('scenery', () => {
  const features = worldFeatures();

  it('is placed from coordinates alone: recomputing gives the same world', async () => {
    expect(features.length).toBeGreaterThan(3000);
    vi.resetModules();
    const fresh = await import('./scatter');
    expect(fresh.worldFeatures()).toEqual(features);
  });

  it('puts trees only in forests, peaks only in mountains, shrubs only in deserts', () => {
    for (const f of features) {
      const terrain = TERRAIN_OF[f.kind];
      if (terrain) expect(terrainAt(f.x, f.y), `${f.kind} at ${f.x},${f.y}`).toBe(terrain);
    }
    const kinds = new Set(features.map((f) => f.kind));
    for (const kind of ['tree', 'peak', 'rock', 'tuft', 'wave', 'palm'] as const) expect(kinds).toContain(kind);
  });

  it('keeps cities, roads, the farm gate and the water clear (waves aside, which are on the sea)', () => {
    for (const f of features) {
      if (f.kind === 'wave') {
        expect(waterAt(f.x, f.y)).toBe('sea');
        continue;
      }
      expect(waterAt(f.x, f.y)).toBeUndefined();
      expect(isOnTrack(f.x, f.y)).toBe(false);
      expect(rectContains(COUNTRYSIDE_ENTRANCE, f.x, f.y)).toBe(false);
      for (const city of CITIES) expect(Math.hypot(f.x - city.x, f.y - city.y)).toBeGreaterThan(city.radius);
    }
  });

  it('is sorted north to south, so nearer scenery overlaps farther', () => {
    for (let i = 1; i < features.length; i++) expect(features[i]!.y).toBeGreaterThanOrEqual(features[i - 1]!.y);
  });

  it('finds the features reaching into an area', () => {
    const area = { x: 1000, y: 100, width: 300, height: 200 };
    const inside = featuresIn(area, features);
    expect(inside.length).toBeGreaterThan(0);
    for (const f of inside) expect(rectContains(area, f.x, f.y, f.size * 2.2 + 4)).toBe(true);
  });
});

import { TERRAIN_REGIONS, terrainAt, WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { regionLabels } from './region-labels';
import { waterAt } from './water';

describe('region labels', () => {
  const labels = regionLabels();

  it('names land where that land actually shows, and seas on open water', () => {
    expect(labels.length).toBeGreaterThan(8);
    for (const label of labels) {
      const region = TERRAIN_REGIONS.find((r) => r.id === label.regionId);
      expect(region).toBeDefined();
      if (label.water) expect(waterAt(label.x, label.y), label.text).toBe('sea');
      else expect(terrainAt(label.x, label.y), label.text).toBe(region?.terrain);
      expect(label.x).toBeGreaterThan(0);
      expect(label.x).toBeLessThan(WORLD_WIDTH);
      expect(label.y).toBeGreaterThan(0);
      expect(label.y).toBeLessThan(WORLD_HEIGHT);
    }
  });

  it('reads as place names', () => {
    const names = labels.map((l) => l.text);
    expect(names).toContain('Caucasus Mountains');
    expect(names).toContain('Taklamakan Desert');
    expect(names).toContain('Persian Gulf');
    expect(names).toContain('Anatolian Hills');
  });
});

import { WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { aheadOf, CHUNK_SIZE_PX, chunksTouching, worldChunks } from './chunk-painter';
import { cameraViewAround } from '../scenes/camera-view';
import { rectsOverlap } from './geometry';

describe('world chunks', () => {
  const chunks = worldChunks();

  it('tile the world exactly: full coverage, no overlap, no chunk beyond the edge', () => {
    const area = chunks.reduce((sum, c) => sum + c.width * c.height, 0);
    expect(area).toBe(WORLD_WIDTH * WORLD_HEIGHT);
    for (const a of chunks) {
      expect(a.x + a.width).toBeLessThanOrEqual(WORLD_WIDTH);
      expect(a.y + a.height).toBeLessThanOrEqual(WORLD_HEIGHT);
      expect(a.width).toBeLessThanOrEqual(CHUNK_SIZE_PX);
      for (const b of chunks) if (a !== b) expect(rectsOverlap(a, b)).toBe(false);
    }
    expect(new Set(chunks.map((c) => c.key)).size).toBe(chunks.length);
  });

  it('finds the chunks a view touches', () => {
    const touched = chunksTouching({ x: 1000, y: 1000, width: 100, height: 100 }, chunks);
    expect(touched.map((c) => [c.column, c.row]).sort()).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    expect(chunksTouching({ x: 100, y: 100, width: 10, height: 10 }, chunks)).toHaveLength(1);
  });

  it('paints in the background only the chunks near the player: four of twelve around the start at Constantinople', () => {
    const view = cameraViewAround(400, 300, 1280, 800, 192);
    const near = chunksTouching(aheadOf(view), chunks);
    expect(chunks).toHaveLength(12);
    expect(near.map((c) => [c.column, c.row]).sort()).toEqual([
      [0, 0],
      [0, 1],
      [1, 0],
      [1, 1],
    ]);
    // Walking east, the chunks ahead come into the painter's area before the view reaches them.
    const east = cameraViewAround(1400, 300, 1280, 800, 192);
    expect(chunksTouching(east, chunks).map((c) => c.column)).not.toContain(3);
    expect(chunksTouching(aheadOf(east), chunks).map((c) => c.column)).toContain(2);
  });
});

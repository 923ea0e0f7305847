import { WORLD_HEIGHT, WORLD_WIDTH } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { MINIMAP_HEIGHT_PX, MINIMAP_MARGIN_PX, MINIMAP_WIDTH_PX, minimapRect, toMinimap } from './minimap-layout';

describe('minimap layout', () => {
  it('keeps the world\'s proportions', () => {
    expect(MINIMAP_WIDTH_PX / MINIMAP_HEIGHT_PX).toBeCloseTo(WORLD_WIDTH / WORLD_HEIGHT, 1);
  });

  it('sits in the bottom-right corner and hides on small screens', () => {
    const rect = minimapRect(1280, 800);
    expect(rect).toMatchObject({ x: 1280 - MINIMAP_WIDTH_PX - MINIMAP_MARGIN_PX, y: 800 - MINIMAP_HEIGHT_PX - MINIMAP_MARGIN_PX, visible: true });
    expect(minimapRect(390, 844).visible).toBe(false);
  });

  it('maps world corners to minimap corners', () => {
    const rect = minimapRect(1000, 700);
    expect(toMinimap(rect, 0, 0)).toEqual({ x: rect.x, y: rect.y });
    expect(toMinimap(rect, WORLD_WIDTH, WORLD_HEIGHT)).toEqual({ x: rect.x + rect.width, y: rect.y + rect.height });
  });
});

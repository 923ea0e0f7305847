import { describe, expect, it } from 'vitest';
import { bobOffset, placePointer, type PointerScreen } from './pointer-layout';

const screen: PointerScreen = { width: 1000, height: 600, inset: { top: 50, right: 50, bottom: 50, left: 50 } };

describe('the tutorial arrow’s place', () => {
  it('stands over the mark while the mark is on screen (within the insets)', () => {
    expect(placePointer({ x: 500, y: 300 }, screen)).toEqual({ mode: 'world' });
    expect(placePointer({ x: 50, y: 550 }, screen)).toEqual({ mode: 'world' });
  });

  it('sits at the edge towards a mark off screen, turned towards it', () => {
    const right = placePointer({ x: 3000, y: 300 }, screen);
    expect(right).toEqual({ mode: 'edge', x: 950, y: 300, angle: 0 });
    const above = placePointer({ x: 500, y: -900 }, screen);
    expect(above.mode).toBe('edge');
    if (above.mode !== 'edge') return;
    expect(above.x).toBeCloseTo(500);
    expect(above.y).toBeCloseTo(50);
    expect(above.angle).toBeCloseTo(-Math.PI / 2);
  });

  it('leaves through the nearer border on a slant', () => {
    const placed = placePointer({ x: 2500, y: 1300 }, screen);
    if (placed.mode !== 'edge') throw new Error('off screen');
    // From the centre (500, 300) towards (2500, 1300): slope 1/2, so it meets the right border first.
    expect(placed.x).toBeCloseTo(950);
    expect(placed.y).toBeCloseTo(525);
    expect(placed.angle).toBeCloseTo(Math.atan2(1000, 2000));
  });

  it('bobs between the rest and its amplitude', () => {
    for (const at of [0, 250, 500, 750, 999]) {
      expect(bobOffset(at)).toBeGreaterThanOrEqual(0);
      expect(bobOffset(at)).toBeLessThanOrEqual(8);
    }
    expect(bobOffset(250)).toBeCloseTo(8);
  });
});

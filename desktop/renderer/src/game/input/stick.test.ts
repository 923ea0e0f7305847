import { describe, expect, it } from 'vitest';
import { isDrag, knobPoint, STICK_DEAD_ZONE_PX, STICK_RADIUS_PX, stickVector, TAP_SLOP_PX } from './stick';

const origin = { x: 100, y: 300 };

describe('the touch stick', () => {
  it('tells a tap from a drag by how far the thumb wandered', () => {
    expect(isDrag(origin, { x: 100 + TAP_SLOP_PX, y: 300 })).toBe(false);
    expect(isDrag(origin, { x: 100 + TAP_SLOP_PX + 1, y: 300 })).toBe(true);
    expect(isDrag(origin, { x: 92, y: 292 })).toBe(false);
  });

  it('stands still inside the dead zone', () => {
    expect(stickVector(origin, origin)).toEqual({ x: 0, y: 0 });
    expect(stickVector(origin, { x: 100 + STICK_DEAD_ZONE_PX, y: 300 })).toEqual({ x: 0, y: 0 });
  });

  it('points at the thumb, growing to full speed at the radius and no further', () => {
    const half = stickVector(origin, { x: 100, y: 300 - (STICK_DEAD_ZONE_PX + (STICK_RADIUS_PX - STICK_DEAD_ZONE_PX) / 2) });
    expect(half.x).toBeCloseTo(0);
    expect(half.y).toBeCloseTo(-0.5);
    const far = stickVector(origin, { x: 100 + 300, y: 300 + 300 });
    expect(Math.hypot(far.x, far.y)).toBeCloseTo(1);
    expect(far.x).toBeCloseTo(Math.SQRT1_2);
    expect(far.y).toBeCloseTo(Math.SQRT1_2);
  });

  it('keeps the knob inside the ring', () => {
    expect(knobPoint(origin, { x: 120, y: 300 })).toEqual({ x: 120, y: 300 });
    const out = knobPoint(origin, { x: 100, y: 300 + 4 * STICK_RADIUS_PX });
    expect(out.x).toBeCloseTo(100);
    expect(out.y).toBeCloseTo(300 + STICK_RADIUS_PX);
  });
});

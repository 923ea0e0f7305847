import { describe, expect, it } from 'vitest';
import { PLAYER_SPEED_PX_PER_S, velocityFor } from './movement';

const none = { left: false, right: false, up: false, down: false };

describe('velocityFor', () => {
  it('walks at 160 px/s along an axis', () => {
    expect(velocityFor({ ...none, right: true })).toEqual({ vx: 160, vy: 0 });
    expect(velocityFor({ ...none, up: true })).toEqual({ vx: 0, vy: -160 });
  });

  it('slows diagonals by 0.707 so no direction is faster', () => {
    const { vx, vy } = velocityFor({ ...none, left: true, down: true });
    expect(vx).toBeCloseTo(-113.12);
    expect(vy).toBeCloseTo(113.12);
    expect(Math.hypot(vx, vy)).toBeLessThanOrEqual(PLAYER_SPEED_PX_PER_S);
  });

  it('stands still when opposite keys cancel or none are held', () => {
    expect(velocityFor(none)).toEqual({ vx: 0, vy: 0 });
    const cancelled = velocityFor({ left: true, right: true, up: false, down: false });
    expect(Math.abs(cancelled.vx) + Math.abs(cancelled.vy)).toBe(0);
  });

  it('walks a stick direction of any angle at up to 160 px/s, cut to full speed beyond length 1', () => {
    const half = velocityFor({ ...none, stick: { x: 0.3, y: -0.4 } });
    expect(half.vx).toBeCloseTo(48);
    expect(half.vy).toBeCloseTo(-64);
    const long = velocityFor({ ...none, stick: { x: 30, y: 40 } });
    expect(Math.hypot(long.vx, long.vy)).toBeCloseTo(PLAYER_SPEED_PX_PER_S);
    expect(velocityFor({ ...none, right: true, stick: { x: 0, y: 0 } })).toEqual({ vx: 0, vy: 0 });
    expect(velocityFor({ ...none, stick: { x: Number.NaN, y: 1 } })).toEqual({ vx: 0, vy: 0 });
  });
});

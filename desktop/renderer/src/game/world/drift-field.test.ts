import { seededRandom } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { DriftField, type DriftStyle } from './drift-field';

const RAIN: DriftStyle = {
  velocityX: 100,
  velocityY: 1000,
  speed: [1, 1],
  sway: 0,
  swayRate: [0, 0],
  swayAxis: 'x',
  parallax: 1,
  scale: [0.5, 1],
  alpha: [0.2, 0.9],
  margin: 20,
};

function field(style: DriftStyle = RAIN, capacity = 200) {
  const f = new DriftField(capacity, seededRandom(1));
  f.reset(style, 800, 600);
  return f;
}

function inArea(f: DriftField, margin: number, count = f.capacity): boolean {
  for (let i = 0; i < count; i++) {
    const x = f.x[i] as number;
    const y = f.y[i] as number;
    if (x < -margin || x >= 800 + margin || y < -margin || y >= 600 + margin) return false;
  }
  return true;
}

describe('DriftField', () => {
  it('scatters particles over the screen with looks from the style’s ranges', () => {
    const f = field();
    expect(inArea(f, RAIN.margin)).toBe(true);
    for (let i = 0; i < f.capacity; i++) {
      expect(f.scale[i]).toBeGreaterThanOrEqual(0.5);
      expect(f.scale[i]).toBeLessThanOrEqual(1);
      expect(f.alpha[i]).toBeGreaterThanOrEqual(0.2 - 1e-6);
      expect(f.alpha[i]).toBeLessThanOrEqual(0.9 + 1e-6);
    }
  });

  it('moves particles by their velocity', () => {
    const f = field();
    const x0 = f.x[0] as number;
    const y0 = Math.min(f.y[0] as number, 400);
    f.y[0] = y0;
    f.step(100, 0, 0, 1);
    expect(f.x[0]).toBeCloseTo(x0 + 10, 3);
    expect(f.y[0]).toBeCloseTo(y0 + 100, 3);
  });

  it('only moves the particles in use', () => {
    const f = field();
    const before = Array.from(f.y);
    f.step(16, 0, 0, 10);
    expect(Array.from(f.y).slice(10)).toEqual(before.slice(10));
    expect(Array.from(f.y).slice(0, 10)).not.toEqual(before.slice(0, 10));
  });

  it('keeps every particle in the area however long it runs, and the camera moves', () => {
    const f = field();
    for (let frame = 0; frame < 500; frame++) f.step(33, frame % 7 === 0 ? 900 : -3, 2, f.capacity);
    expect(inArea(f, RAIN.margin)).toBe(true);
  });

  it('moves particles back against the camera by the parallax', () => {
    const f = field({ ...RAIN, velocityX: 0, velocityY: 0, parallax: 0.5 });
    f.x[0] = 400;
    f.y[0] = 300;
    f.step(16, 100, -40, 1);
    expect(f.x[0]).toBeCloseTo(350, 3);
    expect(f.y[0]).toBeCloseTo(320, 3);
  });

  it('sways flakes side to side around their path', () => {
    const f = field({ ...RAIN, velocityX: 0, velocityY: 0, sway: 10, swayRate: [3, 3] });
    const offsets = new Set<number>();
    for (let frame = 0; frame < 30; frame++) {
      f.step(50, 0, 0, 1);
      const offset = f.drawX(0) - (f.x[0] as number);
      expect(Math.abs(offset)).toBeLessThanOrEqual(10 + 1e-6);
      offsets.add(Math.round(offset));
    }
    expect(offsets.size).toBeGreaterThan(5);
    expect(f.drawY(0)).toBe(f.y[0]);
  });

  it('scatters over a resized screen', () => {
    const f = field();
    f.resize(300, 200);
    for (let i = 0; i < f.capacity; i++) {
      expect(f.x[i]).toBeLessThan(300 + RAIN.margin);
      expect(f.y[i]).toBeLessThan(200 + RAIN.margin);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { cellRandom, fbm, hash2, ridged, valueNoise } from './noise';

describe('deterministic noise', () => {
  it('gives the same value for the same coordinates and seed, on every call', () => {
    expect(hash2(12, -7, 3)).toBe(hash2(12, -7, 3));
    expect(valueNoise(3.25, 8.5, 1)).toBe(valueNoise(3.25, 8.5, 1));
    expect(fbm(0.3, 0.9, 4, 2)).toBe(fbm(0.3, 0.9, 4, 2));
  });

  it('changes with the seed and the coordinates', () => {
    expect(hash2(1, 2, 0)).not.toBe(hash2(1, 2, 1));
    expect(hash2(1, 2, 0)).not.toBe(hash2(2, 1, 0));
  });

  it('stays in [0, 1) and is continuous between lattice points', () => {
    for (let i = 0; i < 2000; i++) {
      const x = (i * 0.137) % 50;
      const y = (i * 0.291) % 50;
      for (const v of [hash2(i, i * 3, 9), valueNoise(x, y, 4), fbm(x, y, 4, 5), ridged(x, y, 3, 6)]) {
        expect(v).toBeGreaterThanOrEqual(0);
        expect(v).toBeLessThanOrEqual(1);
      }
      expect(Math.abs(valueNoise(x, y, 4) - valueNoise(x + 0.001, y, 4))).toBeLessThan(0.01);
    }
  });

  it('matches the lattice hash exactly at integer points', () => {
    expect(valueNoise(5, 9, 2)).toBeCloseTo(hash2(5, 9, 2), 12);
  });

  it('gives each scatter cell its own repeatable sequence', () => {
    const a = cellRandom(4, 5, 10);
    const b = cellRandom(4, 5, 10);
    const first = [a(), a(), a()];
    expect([b(), b(), b()]).toEqual(first);
    expect(new Set(first).size).toBe(3);
  });
});

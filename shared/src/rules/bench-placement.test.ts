import { describe, expect, it } from 'vitest';
import { benchOnGrid, benchesOverlap } from './bench-placement';

describe('bench placement on the workshop floor', () => {
  it('keeps bench centres on the 20 px grid', () => {
    expect(benchOnGrid(0, 0)).toBe(true);
    expect(benchOnGrid(-160, 120)).toBe(true);
    expect(benchOnGrid(10, 0)).toBe(false);
    expect(benchOnGrid(0, -35)).toBe(false);
  });

  it('lets benches touch but not cover one another', () => {
    expect(benchesOverlap({ x: 0, y: 0 }, { x: 80, y: 0 })).toBe(false);
    expect(benchesOverlap({ x: 0, y: 0 }, { x: 60, y: 0 })).toBe(true);
    expect(benchesOverlap({ x: 0, y: 0 }, { x: 0, y: 60 })).toBe(false);
    expect(benchesOverlap({ x: 0, y: 0 }, { x: 60, y: -40 })).toBe(true);
  });
});

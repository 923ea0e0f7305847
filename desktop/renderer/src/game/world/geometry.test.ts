import { describe, expect, it } from 'vitest';
import { distanceToPolyline, PolylineIndex, polylineCrossings, polylineLength, segmentIntersection, smoothPolyline } from './geometry';

const line = [
  { x: 0, y: 0 },
  { x: 100, y: 0 },
  { x: 100, y: 100 },
];

describe('geometry', () => {
  it('smooths a polyline without moving its ends', () => {
    const smooth = smoothPolyline(line, 3);
    expect(smooth[0]).toEqual({ x: 0, y: 0 });
    expect(smooth[smooth.length - 1]).toEqual({ x: 100, y: 100 });
    expect(smooth.length).toBeGreaterThan(line.length * 4);
    // Corner cutting only shortens the path.
    expect(polylineLength(smooth)).toBeLessThan(polylineLength(line));
  });

  it('measures distance to a polyline', () => {
    expect(distanceToPolyline(50, 10, line)).toBeCloseTo(10);
    expect(distanceToPolyline(110, 50, line)).toBeCloseTo(10);
    expect(distanceToPolyline(-3, -4, line)).toBeCloseTo(5);
  });

  it('finds where segments and polylines cross', () => {
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 10, y: 10 }, { x: 0, y: 10 }, { x: 10, y: 0 })).toEqual({ x: 5, y: 5 });
    expect(segmentIntersection({ x: 0, y: 0 }, { x: 1, y: 1 }, { x: 5, y: 0 }, { x: 6, y: 1 })).toBeUndefined();
    const crossings = polylineCrossings(
      [
        { x: 50, y: -10 },
        { x: 50, y: 10 },
      ],
      line,
    );
    expect(crossings).toHaveLength(1);
    expect(crossings[0]).toMatchObject({ x: 50, y: 0 });
    expect(crossings[0]?.angle).toBeCloseTo(Math.PI / 2);
  });

  it('answers nearest-point queries like the brute force, within its reach', () => {
    const index = new PolylineIndex(line, 30);
    for (let i = 0; i < 500; i++) {
      const x = ((i * 37) % 160) - 30;
      const y = ((i * 53) % 160) - 30;
      const brute = distanceToPolyline(x, y, line);
      const nearest = index.nearest(x, y);
      if (brute <= 30) expect(nearest?.distance).toBeCloseTo(brute, 6);
      else expect(nearest).toBeUndefined();
    }
    expect(index.nearest(100, 100)?.along).toBeCloseTo(1);
    expect(index.nearest(100, 0)?.along).toBeCloseTo(0.5);
  });
});

import { describe, expect, it } from 'vitest';
import { CITIES, WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';
import { canSee, locusAt, VIEW_RADIUS_PX, zoneKeyOf, zonesInView, type Locus } from './interest';

const [constantinople, samarkand] = CITIES as [(typeof CITIES)[0], (typeof CITIES)[0]];

describe('canSee', () => {
  it('lets players in the same city see each other however far apart they stand', () => {
    const a = locusAt(constantinople.x - 250, constantinople.y);
    const b = locusAt(constantinople.x + 250, constantinople.y);
    expect(a.cityId).toBe(constantinople.id);
    expect(canSee(a, b)).toBe(true);
  });

  it('keeps different cities apart', () => {
    expect(canSee(locusAt(constantinople.x, constantinople.y), locusAt(samarkand.x, samarkand.y))).toBe(false);
  });

  it('keeps a city and the countryside just outside its walls apart, both ways', () => {
    const inside = locusAt(constantinople.x + 250, constantinople.y);
    const outside = locusAt(constantinople.x + 280, constantinople.y);
    expect(outside.cityId).toBeNull();
    expect(canSee(inside, outside)).toBe(false);
    expect(canSee(outside, inside)).toBe(false);
  });

  it('sees countryside players within the view radius and not beyond', () => {
    const a = locusAt(3000, 2500);
    expect(canSee(a, locusAt(3000 + VIEW_RADIUS_PX, 2500))).toBe(true);
    expect(canSee(a, locusAt(3000 + VIEW_RADIUS_PX + 1, 2500))).toBe(false);
    expect(canSee(a, locusAt(3600, 2900))).toBe(true);
  });

  it('is symmetric for every pair of a sample of points', () => {
    const points: Locus[] = [];
    for (let x = 0; x <= WORLD_WIDTH; x += 370) for (let y = 0; y <= WORLD_HEIGHT; y += 290) points.push(locusAt(x, y));
    for (const a of points) for (const b of points) expect(canSee(a, b)).toBe(canSee(b, a));
  });
});

describe('interest zones', () => {
  it('gives each city one zone and the countryside a grid of cells', () => {
    expect(zoneKeyOf(locusAt(constantinople.x, constantinople.y))).toBe(-constantinople.id);
    expect(zonesInView(locusAt(samarkand.x, samarkand.y))).toEqual([-samarkand.id]);
    expect(zoneKeyOf(locusAt(100, 100))).toBeGreaterThan(0);
    expect(zoneKeyOf(locusAt(100, 100))).not.toBe(zoneKeyOf(locusAt(1100, 100)));
    expect(zoneKeyOf(locusAt(100, 100))).not.toBe(zoneKeyOf(locusAt(100, 1100)));
  });

  it('looks at the 3x3 cells around a countryside point, fewer at the edge of the world', () => {
    expect(zonesInView(locusAt(2500, 1500))).toHaveLength(9);
    expect(zonesInView(locusAt(10, 10))).toHaveLength(4);
    expect(new Set(zonesInView(locusAt(2500, 1500))).size).toBe(9);
  });

  it('puts everyone a countryside player can see into the zones it looks at (brute force check)', () => {
    const points: Locus[] = [];
    for (let x = 0; x <= WORLD_WIDTH; x += 130) for (let y = 0; y <= WORLD_HEIGHT; y += 170) points.push(locusAt(x, y));
    for (const a of points.filter((_, i) => i % 7 === 0)) {
      const zones = new Set(zonesInView(a));
      for (const b of points) if (canSee(a, b)) expect(zones.has(zoneKeyOf(b))).toBe(true);
    }
  });

  it('clamps points outside the world into the edge cells rather than inventing keys', () => {
    expect(zoneKeyOf(locusAt(-50, -50))).toBe(zoneKeyOf(locusAt(0, 0)));
    expect(zoneKeyOf(locusAt(WORLD_WIDTH + 500, WORLD_HEIGHT + 500))).toBe(zoneKeyOf(locusAt(WORLD_WIDTH, WORLD_HEIGHT)));
  });
});

import { CITIES, PROFESSION_SITES, cityAt } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { cityGates, cityHouses, cityStreets, STREET_WIDTH_PX } from './city-layout';
import { distanceToPolyline, rectsOverlap } from './geometry';
import { isOnTrack, isOpenGround } from './keep-out';
import { waterAt } from './water';

/** Every 5 px of the site, edges included. */
function pointsOf(site: (typeof PROFESSION_SITES)[number]): { x: number; y: number }[] {
  const points: { x: number; y: number }[] = [];
  for (let x = site.x; x <= site.x + site.width; x += 5) for (let y = site.y; y <= site.y + site.height; y += 5) points.push({ x, y });
  return points;
}

describe('profession sites on the painted map', () => {
  it('stand on dry ground, off every road, path, street and gate', () => {
    for (const site of PROFESSION_SITES) {
      for (const { x, y } of pointsOf(site)) {
        expect(waterAt(x, y), `${site.id} water at ${x},${y}`).toBeUndefined();
        expect(isOnTrack(x, y, 6), `${site.id} track at ${x},${y}`).toBe(false);
        const city = cityAt(x, y);
        if (!city) continue;
        for (const street of cityStreets(city)) expect(distanceToPolyline(x, y, street), `${site.id} street at ${x},${y}`).toBeGreaterThan(STREET_WIDTH_PX / 2 + 4);
        for (const gate of cityGates(city)) expect(Math.hypot(gate.x - x, gate.y - y), `${site.id} gate`).toBeGreaterThan(50);
      }
    }
  });

  it('keeps houses and scenery off the yards', () => {
    for (const city of CITIES) for (const house of cityHouses(city)) for (const site of PROFESSION_SITES) expect(rectsOverlap(house, site), `${house.x},${house.y} / ${site.id}`).toBe(false);
    for (const site of PROFESSION_SITES) expect(isOpenGround(site.x + site.width / 2, site.y + site.height / 2)).toBe(false);
  });
});

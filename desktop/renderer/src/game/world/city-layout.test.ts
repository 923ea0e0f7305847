import { CITIES, ROADS } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { cityGates, cityHouses, cityStreets, isGateAngle, nearestWaterSide, PLAZA_RADIUS_PX, STREET_WIDTH_PX, wallRadius, wallTowers } from './city-layout';
import { distanceToPolyline, rectsOverlap } from './geometry';
import { FARM_CITY } from './map-features';
import { waterAt } from './water';

describe('city layout', () => {
  it('opens a gate in the wall wherever a road leaves a city', () => {
    for (const city of CITIES) {
      const roads = ROADS.filter((road) => road.from === city.id || road.to === city.id);
      const gates = cityGates(city);
      expect(gates.filter((g) => g.trackId !== 'farm-path')).toHaveLength(roads.length);
      for (const gate of gates) {
        expect(Math.hypot(gate.x - city.x, gate.y - city.y)).toBeCloseTo(wallRadius(city), 3);
        expect(isGateAngle(city, gate.angle)).toBe(true);
      }
    }
    expect(cityGates(FARM_CITY).some((g) => g.trackId === 'farm-path')).toBe(true);
  });

  it('builds houses only on free ground: off the streets, the square, the water and the named buildings', () => {
    for (const city of CITIES) {
      const houses = cityHouses(city);
      expect(houses.length).toBeGreaterThan(5);
      for (const house of houses) {
        for (const b of city.buildings) expect(rectsOverlap(house, b)).toBe(false);
        const cx = house.x + house.width / 2;
        const cy = house.y + house.height / 2;
        expect(Math.hypot(cx - city.x, cy - city.y)).toBeGreaterThan(PLAZA_RADIUS_PX);
        expect(Math.hypot(cx - city.x, cy - city.y)).toBeLessThan(wallRadius(city));
        expect(waterAt(cx, cy)).toBeUndefined();
        for (const street of cityStreets(city)) expect(distanceToPolyline(cx, cy, street)).toBeGreaterThan(STREET_WIDTH_PX / 2);
      }
    }
  });

  it('keeps wall towers out of the gates and out of the sea', () => {
    for (const city of CITIES) {
      const towers = wallTowers(city);
      expect(towers.length).toBeGreaterThan(6);
      for (const tower of towers) {
        expect(waterAt(tower.x, tower.y)).toBeUndefined();
        if (!tower.gate) expect(isGateAngle(city, tower.angle)).toBe(false);
      }
    }
  });

  it('turns every harbour toward its water', () => {
    const harbours = CITIES.flatMap((city) => city.buildings.filter((b) => b.kind === 'harbor'));
    expect(harbours.length).toBeGreaterThan(0);
    for (const harbour of harbours) expect(nearestWaterSide(harbour), harbour.name).toBeDefined();
  });
});

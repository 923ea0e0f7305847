import { CITIES } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { buildingInReach, INTERACTION_RANGE_PX, toNearby, usableBuildings } from './building-reach';

describe('building reach', () => {
  const markets = usableBuildings();

  it('offers exactly one market per city on the map', () => {
    expect(markets.map((m) => m.building.name).sort()).toEqual(['Grand Bazaar', 'Registan Bazaar', 'Souk al-Ghazl', 'Sunday Bazaar']);
    expect(new Set(markets.map((m) => m.city.id)).size).toBe(CITIES.length);
  });

  it('finds the Grand Bazaar from its doorstep, and nothing from the start point', () => {
    const bazaar = markets.find((m) => m.building.name === 'Grand Bazaar')!.building;
    const doorstep = { x: bazaar.x + bazaar.width / 2, y: bazaar.y + bazaar.height + INTERACTION_RANGE_PX - 1 };
    expect(buildingInReach(doorstep.x, doorstep.y, markets)?.building.id).toBe('constantinople-grand-bazaar');
    expect(buildingInReach(doorstep.x, doorstep.y + 2, markets)).toBeUndefined();
    expect(buildingInReach(400, 300, markets)).toBeUndefined();
  });

  it('describes a building for the panels', () => {
    expect(toNearby(markets.find((m) => m.city.name === 'Baghdad')!)).toEqual({ id: 'baghdad-souk', name: 'Souk al-Ghazl', kind: 'market', cityId: 4, cityName: 'Baghdad' });
  });
});

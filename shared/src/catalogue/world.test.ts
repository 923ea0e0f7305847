import { describe, expect, it } from 'vitest';
import { CITIES, cityById, cityName, ROADS, terrainAt, TERRAINS, WORLD_HEIGHT, WORLD_WIDTH } from './world';
import { cityAt, cityIdAt, locationAt, locationLabel } from '../rules/location';

describe('the world map', () => {
  it('places the four cities at the spec coordinates', () => {
    expect(CITIES.map((c) => [c.id, c.name, c.x, c.y])).toEqual([
      [1, 'Constantinople', 400, 800],
      [2, 'Samarkand', 2000, 1200],
      [3, 'Kashgar', 3200, 900],
      [4, 'Baghdad', 1500, 2200],
    ]);
  });

  it('gives every city five or six named buildings inside the world and its grounds', () => {
    for (const city of CITIES) {
      expect(city.buildings.length).toBeGreaterThanOrEqual(5);
      expect(city.buildings.length).toBeLessThanOrEqual(6);
      expect(city.buildings.some((b) => b.kind === 'market')).toBe(true);
      for (const b of city.buildings) {
        expect(Math.hypot(b.x + b.width / 2 - city.x, b.y + b.height / 2 - city.y)).toBeLessThan(city.radius);
      }
    }
  });

  it('keeps Venice off the map', () => {
    expect(cityById(5)?.onMap).toBe(false);
    expect(cityById(9)).toBeUndefined();
  });

  it('joins every city by road, each road starting and ending at its cities', () => {
    const joined = new Set(ROADS.flatMap((r) => [r.from, r.to]));
    expect([...joined].sort()).toEqual([1, 2, 3, 4]);
    for (const road of ROADS) {
      expect(road.points[0]).toEqual({ x: cityById(road.from)?.x, y: cityById(road.from)?.y });
      expect(road.points.at(-1)).toEqual({ x: cityById(road.to)?.x, y: cityById(road.to)?.y });
    }
  });

  it('has every terrain somewhere, and cities stand on open ground', () => {
    const seen = new Set<string>();
    for (let x = 0; x <= WORLD_WIDTH; x += 50) for (let y = 0; y <= WORLD_HEIGHT; y += 50) seen.add(terrainAt(x, y));
    expect([...seen].sort()).toEqual([...TERRAINS].sort());
    for (const city of CITIES) expect(['plains', 'hills', 'coastal']).toContain(terrainAt(city.x, city.y));
  });

  it('names the location: a city inside its radius, else the countryside near the closest', () => {
    expect(cityAt(420, 810)?.name).toBe('Constantinople');
    expect(locationLabel(420, 810)).toBe('Constantinople');
    expect(locationLabel(400, 300)).toBe('Countryside near Constantinople');
    expect(locationLabel(2000, 2900)).toBe('Countryside near Baghdad');
    expect(locationLabel(3900, 2900)).toBe('Countryside near Kashgar');
  });

  it('names a city for messages, and an id outside the catalogue still reads as something', () => {
    expect(cityName(3)).toBe('Kashgar');
    expect(cityName(5)).toBe('Venice');
    expect(cityName(9)).toBe('City 9');
  });

  it('gives a point as a location: its city id (null in the countryside) and its label', () => {
    expect(cityIdAt(420, 810)).toBe(1);
    expect(cityIdAt(400, 300)).toBeNull();
    expect(locationAt(420, 810)).toEqual({ x: 420, y: 810, cityId: 1, name: 'Constantinople' });
    expect(locationAt(400, 300)).toEqual({ x: 400, y: 300, cityId: null, name: 'Countryside near Constantinople' });
  });
});

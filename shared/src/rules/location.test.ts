import { describe, expect, it } from 'vitest';
import { CITIES, COUNTRYSIDE_ENTRANCE } from '../catalogue/world';
import { placeOf } from './location';

describe('placeOf: the one place a player is in', () => {
  const city = CITIES.find((c) => c.onMap)!;

  it('is the city whose grounds hold the position, in the main world', () => {
    expect(placeOf('IN_CITY', city.x, city.y)).toEqual({ kind: 'city', cityId: city.id });
  });

  it('is the open world between the cities', () => {
    expect(placeOf('IN_CITY', COUNTRYSIDE_ENTRANCE.x, COUNTRYSIDE_ENTRANCE.y)).toEqual({ kind: 'world' });
  });

  it('is the farm while on the farm, whatever the world position says', () => {
    expect(placeOf('IN_COUNTRYSIDE', city.x, city.y)).toEqual({ kind: 'farm' });
    expect(placeOf('IN_COUNTRYSIDE', COUNTRYSIDE_ENTRANCE.x, COUNTRYSIDE_ENTRANCE.y)).toEqual({ kind: 'farm' });
  });
});

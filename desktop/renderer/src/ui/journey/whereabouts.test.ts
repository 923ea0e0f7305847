import { describe, expect, it } from 'vitest';
import type { NearbyBuilding } from '../../bus/game-bus';
import { journeyFixture } from '../../net/journey-fixture';
import { isAtSea, reachIn, travelStateOf, VENICE_MARKET, whereaboutsOf } from './whereabouts';

describe('where the player is', () => {
  it('is on the road while a journey is under way, even before the location is read again', () => {
    expect(whereaboutsOf('IN_CITY', journeyFixture())).toBe('road');
    expect(whereaboutsOf('ON_JOURNEY', null)).toBe('road');
  });

  it('is in Venice, or walking the map or the farm, by the server’s location state', () => {
    expect(whereaboutsOf('IN_VENICE', null)).toBe('venice');
    expect(whereaboutsOf('IN_CITY', null)).toBe('walking');
    expect(whereaboutsOf('IN_COUNTRYSIDE', null)).toBe('walking');
    expect(whereaboutsOf(null, null)).toBe('walking');
  });
});

describe('how the world draws the player', () => {
  it('as the caravan on the road, with the journey’s clock and the server’s offset', () => {
    const journey = journeyFixture();
    const state = travelStateOf('road', journey, 250);
    expect(state).toEqual({ mode: 'caravan', caravan: { fromCityId: 1, toCityId: 4, clock: { durationMs: journey.durationMs, travelledMs: 0.2 * journey.durationMs, movingSince: journey.now }, serverOffsetMs: 250 } });
  });

  it('turned back, as a caravan going the other way along its road, by its clock home', () => {
    const { now, durationMs } = journeyFixture();
    const journey = journeyFixture({ status: 'returning', progress: 0.2, estimatedArrival: now + 0.2 * durationMs });
    const state = travelStateOf('road', journey, 0);
    expect(state).toEqual({ mode: 'caravan', caravan: { fromCityId: 4, toCityId: 1, clock: { durationMs: journey.durationMs, travelledMs: 0.8 * journey.durationMs, movingSince: journey.now }, serverOffsetMs: 0 } });
  });

  it('away from the map in Venice, or on the road with no journey to draw; walking otherwise', () => {
    expect(travelStateOf('venice', null, 0)).toEqual({ mode: 'away' });
    expect(travelStateOf('road', null, 0)).toEqual({ mode: 'away' });
    expect(travelStateOf('walking', null, 0)).toEqual({ mode: 'walking' });
  });
});

describe('what E can use', () => {
  const bazaar: NearbyBuilding = { id: 'constantinople-grand-bazaar', name: 'Grand Bazaar', kind: 'market', cityId: 1, cityName: 'Constantinople' };
  const reported = { nearby: bazaar, site: { id: 'caucasus-mine', name: 'Caucasus Mine', profession: 'mining' as const }, spot: 'countryside-gate' as const };

  it('walking, what the world reports', () => {
    expect(reachIn('walking', reported)).toBe(reported);
  });

  it('on the road, nothing: the world’s last report is where the caravan set out', () => {
    expect(reachIn('road', reported)).toEqual({ nearby: null, site: null, spot: null });
  });

  it('in Venice, its market, which has no building on the map', () => {
    expect(reachIn('venice', reported)).toEqual({ nearby: VENICE_MARKET, site: null, spot: null });
    expect(VENICE_MARKET).toMatchObject({ kind: 'market', cityId: 5, cityName: 'Venice' });
  });
});

describe('at sea', () => {
  it('is the sea lane beyond the quay, off the map', () => {
    const voyage = journeyFixture({ toCityId: 5 });
    expect(isAtSea(voyage, 0.02)).toBe(false);
    expect(isAtSea(voyage, 0.5)).toBe(true);
    expect(isAtSea(voyage, 0.99)).toBe(true);
    expect(isAtSea(journeyFixture({ fromCityId: 5, toCityId: 1 }), 0.98)).toBe(false);
    expect(isAtSea(journeyFixture(), 0.5)).toBe(false);
  });
});

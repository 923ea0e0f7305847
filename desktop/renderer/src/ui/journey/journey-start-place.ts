import { VENICE, type LocationState } from '@silkroad/shared';
import { JOURNEY_TEXT } from './journey-texts';

/** Where a new journey would start from: the city the player stands in, or why there is none. */
export type StartPlace = { cityId: number } | { cityId: null; reason: string };

/**
 * A journey starts from the city the player stands in (the server's NOT_IN_START_CITY): in a
 * city's grounds on the map, or in Venice. On the farm, on the road, or in the open country
 * between cities there is none, and the planner says why. `inCityId` is the city whose grounds
 * the character stands in on the map, if any.
 */
export function journeyStartPlace(state: LocationState | null, inCityId: number | null): StartPlace {
  switch (state) {
    case null:
      return { cityId: null, reason: JOURNEY_TEXT.locating };
    case 'IN_COUNTRYSIDE':
      return { cityId: null, reason: JOURNEY_TEXT.onFarm };
    case 'ON_JOURNEY':
      return { cityId: null, reason: JOURNEY_TEXT.onRoad };
    case 'IN_VENICE':
      return { cityId: VENICE.id };
    case 'IN_CITY':
      return inCityId === null ? { cityId: null, reason: JOURNEY_TEXT.inOpenCountry } : { cityId: inCityId };
  }
}


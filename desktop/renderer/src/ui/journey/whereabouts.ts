import { journeyPosition, journeyRoute, VENICE, type JourneyView, type LocationState } from '@silkroad/shared';
import type { NearbyBuilding, NearbySite, Spot } from '../../bus/game-bus';
import type { TravelState } from '../../game/entities/caravan-track';
import { isHomeward, journeyClockOf } from './journey-clock';

/** Where the player is, as the screens over the world care: walking (the map or the farm), on the road, or in Venice. */
export type Whereabouts = 'walking' | 'road' | 'venice';

/**
 * The journey under way says "on the road" at once (its start's reply comes before the location is
 * read again); otherwise the server's location state.
 */
export function whereaboutsOf(location: LocationState | null, journey: JourneyView | null): Whereabouts {
  if (journey || location === 'ON_JOURNEY') return 'road';
  if (location === 'IN_VENICE') return 'venice';
  return 'walking';
}

/**
 * How the world draws the player: the caravan where the journey's clock puts it, or away from the
 * map (in Venice; on the road for the moment between an arrival and the new location), or walking.
 * `serverOffsetMs` is the server's clock minus ours.
 */
export function travelStateOf(where: Whereabouts, journey: JourneyView | null, serverOffsetMs: number): TravelState {
  if (where === 'walking') return { mode: 'walking' };
  if (where === 'road' && journey) {
    // Turned back, the caravan goes home along its road the other way, by its clock home.
    const [fromCityId, toCityId] = isHomeward(journey) ? [journey.toCityId, journey.fromCityId] : [journey.fromCityId, journey.toCityId];
    return { mode: 'caravan', caravan: { fromCityId, toCityId, clock: journeyClockOf(journey), serverOffsetMs } };
  }
  return { mode: 'away' };
}

/** The market of Venice, which has no building on the map: its Trading Post opens from the Venice screen or with E there. */
export const VENICE_MARKET: NearbyBuilding = { id: 'venice-rialto-market', name: 'Rialto Market', kind: 'market', cityId: VENICE.id, cityName: VENICE.name };

export interface Reach {
  nearby: NearbyBuilding | null;
  site: NearbySite | null;
  spot: Spot | null;
}

/**
 * What E can use where the player is. On the road, nothing (what the world last reported is where
 * the character stood before leaving); in Venice, its market; walking, what the world reports.
 */
export function reachIn(where: Whereabouts, reported: Reach): Reach {
  if (where === 'road') return { nearby: null, site: null, spot: null };
  if (where === 'venice') return { nearby: VENICE_MARKET, site: null, spot: null };
  return reported;
}

/** Whether the caravan is out at sea at `progress` of its way, beyond the map (the sea lane to Venice). */
export function isAtSea(journey: Pick<JourneyView, 'fromCityId' | 'toCityId'>, progress: number): boolean {
  const route = journeyRoute(journey.fromCityId, journey.toCityId);
  return route !== undefined && journeyPosition(route, progress) === null;
}

import { journeyPosition, journeyProgress, type JourneyClock, type JourneyRoute, type Point } from '@silkroad/shared';

/**
 * The journey the local player travels with, as the world draws it: the way, and the journey's
 * clock as the server last described it, read against the server's time (local time plus the
 * offset). The world works out where the caravan is every frame from these, with no message per
 * step: the server only says when the journey starts, stops, goes on or ends.
 */
export interface CaravanSnapshot {
  fromCityId: number;
  toCityId: number;
  clock: JourneyClock;
  /** Server time minus local time: add it to Date.now() for the server's clock. */
  serverOffsetMs: number;
}

/**
 * How the local player is in the world: walking; on the road with a caravan (the character is the
 * caravan, and the walking keys do nothing); or away from the map (in Venice, which the Venice
 * screen covers, or between the road and a place while the server's word is on its way), where
 * the character is hidden, its keys idle and nothing of the world is in reach.
 */
export type TravelState = { mode: 'walking' } | { mode: 'caravan'; caravan: CaravanSnapshot } | { mode: 'away' };

export const WALKING: TravelState = { mode: 'walking' };

export interface CaravanPlace {
  /** 0 at the start, 1 on arrival. */
  progress: number;
  /** Where it is on the map; null at sea, beyond the map's western edge. */
  position: Point | null;
  /** On the sea lane to or from Venice: a ship, not camels. */
  afloat: boolean;
  /** Which way it heads on screen; null when that cannot be told (standing at the end, at sea). */
  facing: 'left' | 'right' | null;
}

/** How far ahead on the way the heading is read: a few pixels on the longest road. */
const HEADING_LOOKAHEAD = 0.002;

/** The leg of the route the caravan is on at `progress` (the last one on arrival). */
export function legIndexAt(route: JourneyRoute, progress: number): number {
  let remaining = Math.min(1, Math.max(0, progress)) * route.distance;
  for (let i = 0; i < route.legs.length - 1; i += 1) {
    const length = route.legs[i]!.distance;
    if (remaining <= length) return i;
    remaining -= length;
  }
  return route.legs.length - 1;
}

function headingAt(route: JourneyRoute, progress: number, here: Point | null): 'left' | 'right' | null {
  const ahead = progress + HEADING_LOOKAHEAD <= 1 ? journeyPosition(route, progress + HEADING_LOOKAHEAD) : null;
  const behind = ahead ? null : journeyPosition(route, Math.max(0, progress - HEADING_LOOKAHEAD));
  if (!here) return null;
  const dx = ahead ? ahead.x - here.x : behind ? here.x - behind.x : 0;
  if (Math.abs(dx) < 0.5) return null;
  return dx > 0 ? 'right' : 'left';
}

/** Where the caravan is at the server's `serverNow`, by the journey's clock and the shared way. */
export function caravanPlace(route: JourneyRoute, clock: JourneyClock, serverNow: number): CaravanPlace {
  const progress = journeyProgress(clock, serverNow);
  const position = journeyPosition(route, progress);
  const afloat = route.legs[legIndexAt(route, progress)]?.roadId === null;
  return { progress, position, afloat, facing: headingAt(route, progress, position) };
}

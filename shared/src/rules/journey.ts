/**
 * Journeys between cities (spec 002 §3 "Journey", §9 "Journey"): the way a caravan takes, how long
 * it travels, how risky its road is, and where on the map it is at a moment. The server decides
 * with these; the renderer shows the same numbers in the planner and draws the caravan with them.
 */
import {
  CARGO_DEFAULT_UNIT_VALUE,
  CARGO_UNIT_VALUES,
  JOURNEY_CITY_IDS,
  JOURNEY_LEGS,
  JOURNEY_MS_PER_DISTANCE,
  RISK_BANDS,
  VENICE_SEA_LANE,
  type JourneyLeg,
  type RiskBand,
} from '../catalogue/journeys';
import { ROADS, VENICE, type CityId, type Point } from '../catalogue/world';

export interface JourneyRoute {
  /** The cities passed, from the start to the destination, both included. */
  cities: CityId[];
  /** The legs in travel order: `legs[i]` joins `cities[i]` and `cities[i + 1]`. */
  legs: JourneyLeg[];
  /** In the journey table's units. */
  distance: number;
}

const legBetween = (from: CityId, to: CityId) => JOURNEY_LEGS.find((leg) => (leg.a === from && leg.b === to) || (leg.a === to && leg.b === from));

export function isJourneyCity(id: number): id is CityId {
  return (JOURNEY_CITY_IDS as readonly number[]).includes(id);
}

/** The shortest way over the legs between two different journey cities; undefined for the same city or an unknown one. */
export function journeyRoute(from: number, to: number): JourneyRoute | undefined {
  if (from === to || !isJourneyCity(from) || !isJourneyCity(to)) return undefined;
  // Dijkstra over five cities: the plain form reads best at this size.
  const best = new Map<CityId, { distance: number; previous: CityId | null }>([[from, { distance: 0, previous: null }]]);
  const done = new Set<CityId>();
  for (;;) {
    let current: CityId | undefined;
    for (const [city, entry] of best) if (!done.has(city) && (current === undefined || entry.distance < best.get(current)!.distance)) current = city;
    if (current === undefined) return undefined;
    if (current === to) break;
    done.add(current);
    const here = best.get(current)!.distance;
    for (const leg of JOURNEY_LEGS) {
      const next = leg.a === current ? leg.b : leg.b === current ? leg.a : undefined;
      if (next === undefined || done.has(next)) continue;
      const known = best.get(next);
      if (!known || here + leg.distance < known.distance) best.set(next, { distance: here + leg.distance, previous: current });
    }
  }
  const cities: CityId[] = [to];
  for (let previous = best.get(to)!.previous; previous !== null; previous = best.get(previous)!.previous) cities.unshift(previous);
  const legs = cities.slice(1).map((city, i) => legBetween(cities[i]!, city)!);
  return { cities, legs, distance: best.get(to)!.distance };
}

/** Duration estimate = distance x 2.5 minutes (002 §9), in milliseconds of real time. */
export function journeyDurationMs(distance: number): number {
  return Math.round(distance * JOURNEY_MS_PER_DISTANCE);
}

export function cargoUnitValue(itemId: string): number {
  return CARGO_UNIT_VALUES[itemId] ?? CARGO_DEFAULT_UNIT_VALUE;
}

/** The cargo's value for the risk score: silk 50, spices 25, gems 200, anything else 10 a unit. */
export function cargoValue(manifest: Readonly<Record<string, number>>): number {
  return Object.entries(manifest).reduce((sum, [itemId, quantity]) => sum + cargoUnitValue(itemId) * quantity, 0);
}

/** Risk score = distance / 30 + cargo value / 1000 (002 §9). */
export function riskScore(distance: number, cargo: number): number {
  return distance / 30 + cargo / 1000;
}

export function riskBand(score: number): RiskBand {
  return RISK_BANDS.find((band) => score < band.below)?.band ?? 'Extreme';
}

/**
 * A journey's time on the road: what it has travelled while moving, and since when it moves
 * again (null while it stands at an encounter). Stored as such, it survives restarts and goes on
 * while its player is away.
 */
export interface JourneyClock {
  durationMs: number;
  travelledMs: number;
  movingSince: number | null;
}

export function travelledAt(clock: JourneyClock, now: number): number {
  const moving = clock.movingSince === null ? 0 : Math.max(0, now - clock.movingSince);
  return Math.min(clock.durationMs, clock.travelledMs + moving);
}

/** From 0 at the start to 1 on arrival. */
export function journeyProgress(clock: JourneyClock, now: number): number {
  return clock.durationMs <= 0 ? 1 : travelledAt(clock, now) / clock.durationMs;
}

/** When a moving journey arrives, if nothing stops it; null while it stands still. */
export function arrivalAt(clock: JourneyClock, now: number): number | null {
  return clock.movingSince === null ? null : now + (clock.durationMs - travelledAt(clock, now));
}

/** The share of the sea lane seen on the map: the ship leaves the quay, then it is at sea. */
const SEA_LANE_SEEN = 0.1;

function pointAlong(points: readonly Point[], share: number): Point {
  const lengths = points.slice(1).map((point, i) => Math.hypot(point.x - points[i]!.x, point.y - points[i]!.y));
  let remaining = Math.min(1, Math.max(0, share)) * lengths.reduce((a, b) => a + b, 0);
  for (let i = 0; i < lengths.length; i += 1) {
    const length = lengths[i]!;
    if (remaining <= length || i === lengths.length - 1) {
      const t = length === 0 ? 0 : Math.min(1, remaining / length);
      const a = points[i]!;
      const b = points[i + 1]!;
      return { x: Math.round(a.x + (b.x - a.x) * t), y: Math.round(a.y + (b.y - a.y) * t) };
    }
    remaining -= length;
  }
  return { ...points[points.length - 1]! };
}

/** A road leg's line on the map in the direction of travel, leaving `from`. */
function roadLine(roadId: string, from: CityId): readonly Point[] {
  const road = ROADS.find((r) => r.id === roadId)!;
  return road.from === from ? road.points : [...road.points].reverse();
}

/**
 * Where the caravan is on the map at `progress` (0 to 1) of its route: on a road, on the quay of
 * the sea lane, or null at sea, where the map does not reach.
 */
export function journeyPosition(route: JourneyRoute, progress: number): Point | null {
  let remaining = Math.min(1, Math.max(0, progress)) * route.distance;
  for (let i = 0; i < route.legs.length; i += 1) {
    const leg = route.legs[i]!;
    const last = i === route.legs.length - 1;
    if (remaining > leg.distance && !last) {
      remaining -= leg.distance;
      continue;
    }
    const share = Math.min(1, remaining / leg.distance);
    if (leg.roadId !== null) return pointAlong(roadLine(leg.roadId, route.cities[i]!), share);
    // The sea lane: the map shows only its quay end, sailing out or coming in.
    const fromQuay = route.cities[i] === VENICE.id ? 1 - share : share;
    return fromQuay > SEA_LANE_SEEN ? null : pointAlong(VENICE_SEA_LANE, fromQuay / SEA_LANE_SEEN);
  }
  return null;
}

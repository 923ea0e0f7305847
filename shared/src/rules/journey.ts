/**
 * Journeys between cities (spec 002 §3 "Journey", §9 "Journey"): the way a caravan takes, how long
 * it travels, how risky its road is, and where on the map it is at a moment. The server decides
 * with these; the renderer shows the same numbers in the planner and draws the caravan with them.
 */
import { ENCOUNTERS, type EncounterDefinition } from '../catalogue/encounters';
import {
  CARGO_DEFAULT_UNIT_VALUE,
  CARGO_UNIT_VALUES,
  ENCOUNTER_BASE_CHANCE,
  ENCOUNTER_CHANCE_PER_RISK,
  ENCOUNTER_CHECK_DISTANCE,
  ENCOUNTER_MAX_CHANCE,
  JOURNEY_CITY_IDS,
  JOURNEY_LEGS,
  JOURNEY_MS_PER_DISTANCE,
  JOURNEY_NAVIGATION_XP_PER_DISTANCE,
  NAVIGATION_REQUIRED,
  RISK_BANDS,
  VENICE_SEA_LANE,
  type JourneyLeg,
  type RiskBand,
} from '../catalogue/journeys';
import { cityById, ROADS, VENICE, type CityId, type Point } from '../catalogue/world';
import { seededRandom } from './random';

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

/**
 * A journey's time, in milliseconds of real time: the one pace of every journey, a trade route's
 * too, on every screen: the spec's "distance x 2.5 minutes" (002 §9) at 20 s a unit (docs/decisions.md "One pace").
 */
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

/**
 * When a moving journey arrives, if nothing stops it; null while it stands still. A journey held
 * up (movingSince still to come) leaves when it is due.
 */
export function arrivalAt(clock: JourneyClock, now: number): number | null {
  if (clock.movingSince === null) return null;
  return Math.max(now, clock.movingSince) + (clock.durationMs - travelledAt(clock, now));
}

/** The moment a moving journey has travelled `travelledMs` (which it has not yet, or just has). */
export function momentOfTravelled(clock: JourneyClock & { movingSince: number }, travelledMs: number): number {
  return clock.movingSince + (travelledMs - clock.travelledMs);
}

/**
 * A caravan turned back goes home the way it came, at its pace (docs/decisions.md "turning back"):
 * its clock is a journey's the other way along the same road, which has `turnedAtMs` still to go
 * and moves from `homewardSince` (after the turn while an encounter's delay still holds it). Its
 * progress, arrival and place follow from it as for any journey; where it is on its own road is
 * 1 minus that progress.
 */
export function homewardClock(durationMs: number, turnedAtMs: number, homewardSince: number): JourneyClock & { movingSince: number } {
  return { durationMs, travelledMs: durationMs - turnedAtMs, movingSince: homewardSince };
}

/** The navigation level a journey needs: the most any city it goes to asks (000 §5). */
export function navigationRequired(route: JourneyRoute): number {
  return Math.max(...route.cities.slice(1).map((city) => NAVIGATION_REQUIRED[city]));
}

/** Navigation experience for arriving at the end of the route. */
export function journeyNavigationXp(distance: number): number {
  return Math.round(distance * JOURNEY_NAVIGATION_XP_PER_DISTANCE);
}

/**
 * A trade route's caravan company knows its road: a journey run on a route of the trading board
 * meets encounters at half the chance (what the route's level and capital buy, now that every
 * journey keeps one pace).
 */
export const ROUTE_COMPANY_ENCOUNTER_FACTOR = 0.5;

export function encounterChanceOnRoute(chance: number, onRoute: boolean): number {
  return onRoute ? chance * ROUTE_COMPANY_ENCOUNTER_FACTOR : chance;
}

/** The chance of an encounter at one check of a journey with this risk score: riskier roads meet more. */
export function encounterChance(risk: number): number {
  return Math.min(ENCOUNTER_MAX_CHANCE, ENCOUNTER_BASE_CHANCE + ENCOUNTER_CHANCE_PER_RISK * Math.max(0, risk));
}

/**
 * The travelled time of each encounter check along a way of this distance: every 15 units, never on
 * arrival. A journey faster than its pace (a passage hired) meets its checks at the same places on
 * the way, sooner.
 */
export function encounterCheckpoints(distance: number, durationMs = journeyDurationMs(distance)): number[] {
  const checks: number[] = [];
  for (let at = ENCOUNTER_CHECK_DISTANCE; at < distance; at += ENCOUNTER_CHECK_DISTANCE) checks.push(Math.round((at / distance) * durationMs));
  return checks;
}

/** What one check of a journey rolled: whether an encounter happens, which one, and its choice's luck. */
export interface CheckpointRoll {
  /** Under encounterChance: an encounter happens. */
  happens: number;
  /** Picks the encounter among those not met yet on this journey. */
  pick: number;
  /** Decides a choice with odds, once, whenever and however often it is answered. */
  luck: number;
}

/**
 * The rolls of a journey's check, from the journey's seed (drawn by the server when it starts)
 * and the check's index: fixed when the journey starts, so asking again, retrying a request or
 * waiting rolls nothing new.
 */
export function checkpointRoll(seed: number, index: number): CheckpointRoll {
  const random = seededRandom((Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul(index + 1, 0x85ebca6b)) >>> 0);
  return { happens: random(), pick: random(), luck: random() };
}

/** The encounter a check meets: one the journey has not met yet (all of them again once every one was). */
export function pickEncounter(pick: number, metIds: readonly string[]): EncounterDefinition {
  const fresh = ENCOUNTERS.filter((encounter) => !metIds.includes(encounter.id));
  const pool = fresh.length > 0 ? fresh : ENCOUNTERS;
  return pool[Math.min(pool.length - 1, Math.floor(pick * pool.length))]!;
}

/** Where a caravan's traveller stands on arrival: just in front of the city's market (Venice: the Golden Horn quay it sailed from). */
export function arrivalPoint(cityId: CityId): Point {
  if (cityId === VENICE.id) return { ...VENICE_SEA_LANE[0]! };
  const city = cityById(cityId)!;
  const market = city.buildings.find((building) => building.kind === 'market');
  if (!market) return { x: city.x, y: city.y };
  return { x: Math.round(market.x + market.width / 2), y: Math.round(market.y + market.height + 24) };
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

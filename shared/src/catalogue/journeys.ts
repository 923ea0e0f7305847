import { MARKET_CITY_IDS } from './markets';
import type { CityId, Point } from './world';

/**
 * The roads a caravan takes, city to city, with their length in the journey table's units (spec
 * 002 §9 "Journey"). The spec's table gives six pairs of four cities; every one of them is the
 * shortest way over these five legs (Baghdad-Venice 75 = Baghdad-Constantinople 45 + the sea lane
 * 30; Samarkand-Venice 90 = 60 + 30), so the legs are the table, and a journey between any two
 * cities runs over them. Kashgar, which the table leaves out, hangs off Samarkand by the spec's
 * default 60 (the trading board's routes read it so: Kashgar to Constantinople is 120).
 */
export interface JourneyLeg {
  a: CityId;
  b: CityId;
  distance: number;
  /** The ROADS entry a caravan follows on the map; the sea lane to Venice has none. */
  roadId: string | null;
}

export const JOURNEY_LEGS: readonly JourneyLeg[] = [
  { a: 1, b: 2, distance: 60, roadId: 'constantinople-samarkand' },
  { a: 1, b: 4, distance: 45, roadId: 'constantinople-baghdad' },
  { a: 4, b: 2, distance: 30, roadId: 'baghdad-samarkand' },
  { a: 2, b: 3, distance: 60, roadId: 'samarkand-kashgar' },
  { a: 1, b: 5, distance: 30, roadId: null },
];

/** Every city a journey can start or end at: every market city, the four on the map and Venice (002 §9). */
export const JOURNEY_CITY_IDS: readonly CityId[] = MARKET_CITY_IDS;

/**
 * The sea lane to Venice leaves from the pier of the Golden Horn Harbor of Constantinople and sails off the
 * map's western edge: on the map a ship is seen from the quay to the edge, then it is at sea.
 */
export const VENICE_SEA_LANE: readonly Point[] = [
  // The end of the Golden Horn Harbor's pier, west of its warehouse.
  { x: 172, y: 858 },
  { x: 120, y: 880 },
  { x: -40, y: 900 },
];

/**
 * A unit of the journey table is 20 s of the road, in real time (docs/decisions.md "One pace"):
 * the spec's planner says distance x 2.5 minutes and its routes 30 and 40 minutes for 120 and 75,
 * which no one rule gives. Twenty seconds is the trading board's own pace (the Tigris Spice Road's
 * 15 minutes for 45) and keeps a caravan a trip of one sitting: Baghdad 15 min from Constantinople,
 * Venice 10, Kashgar 40. Every screen and the server take a journey's time from journeyDurationMs.
 */
export const JOURNEY_MS_PER_DISTANCE = 20_000;

/** Cargo unit values for the risk score (002 §9): silk 50, spices 25, gems 200, other 10. */
export const CARGO_UNIT_VALUES: Readonly<Record<string, number>> = { silk: 50, spices: 25, gems: 200 };
export const CARGO_DEFAULT_UNIT_VALUE = 10;

/** Cargo per item is 0 to 100, capped by the count held (002 §5 "Journey form"). */
export const CARGO_MAX_PER_ITEM = 100;

export type RiskBand = 'Low' | 'Medium' | 'High' | 'Extreme';

/** Risk score bands (002 §9): under 1.5 Low, under 3 Medium, under 5 High, else Extreme. */
export const RISK_BANDS: readonly { below: number; band: RiskBand }[] = [
  { below: 1.5, band: 'Low' },
  { below: 3, band: 'Medium' },
  { below: 5, band: 'High' },
];

/** An encounter left unanswered is resolved with its first enabled choice after this long (002 §9). */
export const ENCOUNTER_AUTO_RESOLVE_MS = 10_000;

/**
 * Encounters are checked every this much distance along the way (5 minutes of travel), never
 * at the start or on arrival: the sea lane to Venice has one check, Kashgar to Constantinople seven.
 */
export const ENCOUNTER_CHECK_DISTANCE = 15;

/** The chance of an encounter at a check: a base, more per point of risk score, at most a cap. */
export const ENCOUNTER_BASE_CHANCE = 0.2;
export const ENCOUNTER_CHANCE_PER_RISK = 0.1;
export const ENCOUNTER_MAX_CHANCE = 0.6;

/**
 * Navigation a journey needs (000 §5 "Locations need navigation"), by the cities it goes to:
 * Constantinople 1, Baghdad 2, Samarkand 2, Kashgar 3. Venice, which the spec's list leaves out,
 * needs 1: the short sea lane from Constantinople is the first journey a new trader can make.
 * Walking is never gated (docs/decisions.md "navigation gating").
 */
export const NAVIGATION_REQUIRED: Readonly<Record<CityId, number>> = { 1: 1, 2: 2, 3: 3, 4: 2, 5: 1 };

/** Navigation experience for a journey that arrives, per unit of distance travelled. */
export const JOURNEY_NAVIGATION_XP_PER_DISTANCE = 1;

/** How many finished journeys the planner's history lists. */
export const JOURNEY_HISTORY_LIMIT = 20;

import { describe, expect, it } from 'vitest';
import { JOURNEY_CITY_IDS, JOURNEY_MS_PER_DISTANCE, VENICE_SEA_LANE } from '../catalogue/journeys';
import { cityById, ROADS, WORLD_HEIGHT, WORLD_WIDTH } from '../catalogue/world';
import { ENCOUNTERS } from '../catalogue/encounters';
import {
  arrivalAt,
  arrivalPoint,
  cargoValue,
  checkpointRoll,
  encounterChance,
  encounterChanceOnRoute,
  encounterCheckpoints,
  homewardClock,
  journeyDurationMs,
  journeyNavigationXp,
  journeyPosition,
  journeyProgress,
  journeyRoute,
  momentOfTravelled,
  navigationRequired,
  pickEncounter,
  riskBand,
  riskScore,
  travelledAt,
  type JourneyClock,
} from './journey';
import { cityAt } from './location';

const CONSTANTINOPLE = 1;
const SAMARKAND = 2;
const KASHGAR = 3;
const BAGHDAD = 4;
const VENICE = 5;
const MINUTE = 60_000;

describe('journeyRoute', () => {
  it('reads the spec’s table for every pair it gives (002 §9 "Journey")', () => {
    const table: [number, number, number][] = [
      [SAMARKAND, BAGHDAD, 30],
      [SAMARKAND, CONSTANTINOPLE, 60],
      [SAMARKAND, VENICE, 90],
      [BAGHDAD, CONSTANTINOPLE, 45],
      [BAGHDAD, VENICE, 75],
      [CONSTANTINOPLE, VENICE, 30],
    ];
    for (const [a, b, distance] of table) {
      expect(journeyRoute(a, b)?.distance).toBe(distance);
      expect(journeyRoute(b, a)?.distance).toBe(distance);
    }
  });

  it('takes Kashgar through Samarkand, at the spec’s default 60 for the leg', () => {
    expect(journeyRoute(KASHGAR, SAMARKAND)).toMatchObject({ cities: [KASHGAR, SAMARKAND], distance: 60 });
    expect(journeyRoute(KASHGAR, BAGHDAD)).toMatchObject({ cities: [KASHGAR, SAMARKAND, BAGHDAD], distance: 90 });
    expect(journeyRoute(KASHGAR, CONSTANTINOPLE)).toMatchObject({ cities: [KASHGAR, SAMARKAND, CONSTANTINOPLE], distance: 120 });
    expect(journeyRoute(KASHGAR, VENICE)).toMatchObject({ cities: [KASHGAR, SAMARKAND, CONSTANTINOPLE, VENICE], distance: 150 });
  });

  it('reaches Venice only by the sea lane from Constantinople', () => {
    for (const from of [SAMARKAND, KASHGAR, BAGHDAD]) {
      const route = journeyRoute(from, VENICE)!;
      expect(route.cities.slice(-2)).toEqual([CONSTANTINOPLE, VENICE]);
      expect(route.legs.at(-1)!.roadId).toBeNull();
    }
  });

  it('joins every two different journey cities, and no city with itself or an unknown one', () => {
    for (const a of JOURNEY_CITY_IDS) {
      for (const b of JOURNEY_CITY_IDS) {
        const route = journeyRoute(a, b);
        if (a === b) expect(route).toBeUndefined();
        else expect(route!.legs).toHaveLength(route!.cities.length - 1);
      }
    }
    expect(journeyRoute(CONSTANTINOPLE, 9)).toBeUndefined();
    expect(journeyRoute(0, CONSTANTINOPLE)).toBeUndefined();
  });
});

describe('duration, cargo value and risk', () => {
  it('takes distance x 20 seconds: Venice 10 minutes from Constantinople, Baghdad 15, Kashgar-Venice 50', () => {
    expect(JOURNEY_MS_PER_DISTANCE).toBe(20_000);
    expect(journeyDurationMs(30)).toBe(10 * MINUTE);
    expect(journeyDurationMs(45)).toBe(15 * MINUTE);
    expect(journeyDurationMs(150)).toBe(50 * MINUTE);
  });

  it('values cargo at silk 50, spices 25, gems 200 and anything else 10 a unit', () => {
    expect(cargoValue({})).toBe(0);
    expect(cargoValue({ silk: 10, spices: 4, gems: 2, amber: 3 })).toBe(500 + 100 + 400 + 30);
  });

  it('scores risk as distance / 30 + cargo value / 1000, in the spec’s bands', () => {
    // Constantinople to Venice, empty: 1.0, Low.
    expect(riskScore(30, 0)).toBe(1);
    expect(riskBand(riskScore(30, 0))).toBe('Low');
    // Baghdad to Constantinople with 10 silk: 1.5 + 0.5 = 2, Medium.
    expect(riskScore(45, cargoValue({ silk: 10 }))).toBe(2);
    expect(riskBand(2)).toBe('Medium');
    // Samarkand to Venice with 100 silk: 3 + 5 = 8, Extreme.
    expect(riskBand(riskScore(90, cargoValue({ silk: 100 })))).toBe('Extreme');
    // The edges belong to the band above.
    expect([1.49, 1.5, 2.99, 3, 4.99, 5].map(riskBand)).toEqual(['Low', 'Medium', 'Medium', 'High', 'High', 'Extreme']);
  });
});

describe('the journey’s clock', () => {
  const clock: JourneyClock = { durationMs: 10 * MINUTE, travelledMs: 0, movingSince: 1_000 };

  it('moves while moving and stands still at an encounter', () => {
    expect(journeyProgress(clock, 1_000)).toBe(0);
    expect(journeyProgress(clock, 1_000 + 5 * MINUTE)).toBe(0.5);
    expect(arrivalAt(clock, 1_000 + 5 * MINUTE)).toBe(1_000 + 10 * MINUTE);
    // Stopped at 4 minutes: it stays there, whatever the time, and has no arrival.
    const stopped: JourneyClock = { ...clock, travelledMs: 4 * MINUTE, movingSince: null };
    expect(travelledAt(stopped, 1e12)).toBe(4 * MINUTE);
    expect(arrivalAt(stopped, 1e12)).toBeNull();
    // On again an hour later: it arrives six minutes after that.
    const resumed: JourneyClock = { ...stopped, movingSince: 60 * MINUTE };
    expect(arrivalAt(resumed, 60 * MINUTE)).toBe(66 * MINUTE);
  });

  it('waits out a delay: held up until movingSince, then arrives the time it has left after that', () => {
    const held: JourneyClock = { ...clock, travelledMs: 4 * MINUTE, movingSince: 10 * MINUTE };
    expect(travelledAt(held, 5 * MINUTE)).toBe(4 * MINUTE);
    expect(arrivalAt(held, 5 * MINUTE)).toBe(16 * MINUTE);
    expect(momentOfTravelled({ ...held, movingSince: 10 * MINUTE }, 7 * MINUTE)).toBe(13 * MINUTE);
  });

  it('never runs past the end, nor before the start', () => {
    expect(journeyProgress(clock, 1e12)).toBe(1);
    expect(journeyProgress(clock, 0)).toBe(0);
  });

  it('turned back, takes as long home as it had travelled, from when any hold-up ends', () => {
    // Turned at 4 of 10 minutes, at minute 20, still held up until minute 22.
    const home = homewardClock(10 * MINUTE, 4 * MINUTE, 22 * MINUTE);
    expect(1 - journeyProgress(home, 21 * MINUTE)).toBe(0.4);
    expect(1 - journeyProgress(home, 24 * MINUTE)).toBeCloseTo(0.2);
    expect(arrivalAt(home, 21 * MINUTE)).toBe(26 * MINUTE);
    expect(journeyProgress(home, 26 * MINUTE)).toBe(1);
  });
});

describe('journeyPosition', () => {
  it('starts at the city left, ends at the city reached, and follows the roads between', () => {
    const route = journeyRoute(BAGHDAD, SAMARKAND)!;
    const baghdad = cityById(BAGHDAD)!;
    const samarkand = cityById(SAMARKAND)!;
    expect(journeyPosition(route, 0)).toEqual({ x: baghdad.x, y: baghdad.y });
    expect(journeyPosition(route, 1)).toEqual({ x: samarkand.x, y: samarkand.y });
    // The road bends through its waypoint (1700, 1750), which lies on the way.
    const road = ROADS.find((r) => r.id === 'baghdad-samarkand')!;
    const waypoint = road.points[1]!;
    const passes = Array.from({ length: 101 }, (_, i) => journeyPosition(route, i / 100)!).some((p) => Math.hypot(p.x - waypoint.x, p.y - waypoint.y) < 15);
    expect(passes).toBe(true);
  });

  it('passes through the cities on the way, in order', () => {
    const route = journeyRoute(KASHGAR, CONSTANTINOPLE)!;
    // Kashgar-Samarkand is half of the 120: Samarkand is reached at the half.
    const samarkand = cityById(SAMARKAND)!;
    expect(journeyPosition(route, 0.5)).toEqual({ x: samarkand.x, y: samarkand.y });
  });

  it('puts a caravan going home where the same share of its road the other way puts it', () => {
    for (const [from, to] of [[KASHGAR, CONSTANTINOPLE], [BAGHDAD, VENICE], [CONSTANTINOPLE, BAGHDAD]] as const) {
      const out = journeyRoute(from, to)!;
      const back = journeyRoute(to, from)!;
      for (const progress of [0, 0.05, 0.3, 0.5, 0.77, 1]) {
        const there = journeyPosition(out, progress);
        const here = journeyPosition(back, 1 - progress);
        if (there === null || here === null) expect(here).toBe(there);
        else expect(Math.hypot(there.x - here.x, there.y - here.y)).toBeLessThanOrEqual(1.5);
      }
    }
  });

  it('shows a ship only at the quay’s end of the sea lane, at sea nowhere on the map', () => {
    const out = journeyRoute(CONSTANTINOPLE, VENICE)!;
    expect(journeyPosition(out, 0)).toEqual(VENICE_SEA_LANE[0]);
    expect(journeyPosition(out, 0.5)).toBeNull();
    expect(journeyPosition(out, 1)).toBeNull();
    const back = journeyRoute(VENICE, CONSTANTINOPLE)!;
    expect(journeyPosition(back, 0)).toBeNull();
    expect(journeyPosition(back, 1)).toEqual(VENICE_SEA_LANE[0]);
    // Baghdad to Venice: on the road to Constantinople first, at sea at the end.
    const long = journeyRoute(BAGHDAD, VENICE)!;
    const onRoad = journeyPosition(long, 0.3)!;
    expect(onRoad.x).toBeGreaterThan(0);
    expect(journeyPosition(long, 0.99)).toBeNull();
  });

  it('keeps every point it draws on the map, or at its western edge where the sea lane leaves it', () => {
    for (const a of JOURNEY_CITY_IDS) {
      for (const b of JOURNEY_CITY_IDS) {
        const route = journeyRoute(a, b);
        if (!route) continue;
        for (let i = 0; i <= 50; i += 1) {
          const point = journeyPosition(route, i / 50);
          if (!point) continue;
          expect(point.x).toBeGreaterThanOrEqual(-40);
          expect(point.x).toBeLessThanOrEqual(WORLD_WIDTH);
          expect(point.y).toBeGreaterThanOrEqual(0);
          expect(point.y).toBeLessThanOrEqual(WORLD_HEIGHT);
        }
      }
    }
  });
});

describe('encounters along the way', () => {
  it('checks every 15 units of distance (5 minutes of the road), never at the start or on arrival', () => {
    expect(encounterCheckpoints(30)).toEqual([5 * MINUTE]);
    expect(encounterCheckpoints(45)).toEqual([5 * MINUTE, 10 * MINUTE]);
    expect(encounterCheckpoints(120)).toHaveLength(7);
    expect(encounterCheckpoints(15)).toEqual([]);
  });

  it('meets more of them on riskier roads, up to a cap', () => {
    // Constantinople-Venice empty (1.0), with 20 silk (2.0), Kashgar-Constantinople with 100 gems (24).
    expect(encounterChance(1)).toBeCloseTo(0.3);
    expect(encounterChance(2)).toBeCloseTo(0.4);
    expect(encounterChance(4)).toBeCloseTo(0.6);
    expect(encounterChance(24)).toBe(0.6);
    expect(encounterChance(riskScore(30, 0))).toBeLessThan(encounterChance(riskScore(120, 0)));
  });

  it('meets half of them on a trade route, whose caravan company knows its road', () => {
    expect(encounterChanceOnRoute(encounterChance(1), true)).toBeCloseTo(0.15);
    expect(encounterChanceOnRoute(encounterChance(24), true)).toBeCloseTo(0.3);
    expect(encounterChanceOnRoute(encounterChance(2), false)).toBe(encounterChance(2));
  });

  it('fixes each check’s rolls by the journey’s seed: the same seed and check roll the same, another check anew', () => {
    expect(checkpointRoll(1234, 0)).toEqual(checkpointRoll(1234, 0));
    expect(checkpointRoll(1234, 1)).not.toEqual(checkpointRoll(1234, 0));
    expect(checkpointRoll(1235, 0)).not.toEqual(checkpointRoll(1234, 0));
    const rolls = Array.from({ length: 2000 }, (_, i) => checkpointRoll(i, 0).happens);
    // Uniform enough: about 30% under 0.3.
    expect(rolls.filter((r) => r < 0.3).length / rolls.length).toBeGreaterThan(0.25);
    expect(rolls.filter((r) => r < 0.3).length / rolls.length).toBeLessThan(0.35);
  });

  it('meets a new encounter each time on one journey, until every one was met', () => {
    const first = pickEncounter(0, []);
    expect(first).toBe(ENCOUNTERS[0]);
    expect(pickEncounter(0, [first.id])).toBe(ENCOUNTERS[1]);
    expect(pickEncounter(0.9999, [])).toBe(ENCOUNTERS[ENCOUNTERS.length - 1]);
    expect(pickEncounter(0, ENCOUNTERS.map((e) => e.id))).toBe(ENCOUNTERS[0]);
  });
});

describe('navigation and arrival', () => {
  it('asks the navigation of the cities a journey goes to (000 §5), Venice 1', () => {
    expect(navigationRequired(journeyRoute(CONSTANTINOPLE, VENICE)!)).toBe(1);
    expect(navigationRequired(journeyRoute(VENICE, CONSTANTINOPLE)!)).toBe(1);
    expect(navigationRequired(journeyRoute(CONSTANTINOPLE, BAGHDAD)!)).toBe(2);
    expect(navigationRequired(journeyRoute(BAGHDAD, CONSTANTINOPLE)!)).toBe(1);
    expect(navigationRequired(journeyRoute(CONSTANTINOPLE, KASHGAR)!)).toBe(3);
    // Through Samarkand (2) to Kashgar (3), and from Kashgar back through Samarkand.
    expect(navigationRequired(journeyRoute(KASHGAR, CONSTANTINOPLE)!)).toBe(2);
    expect(journeyNavigationXp(30)).toBe(30);
  });

  it('puts the traveller in front of the destination’s market, inside the city; Venice keeps the quay it sailed from', () => {
    for (const id of [CONSTANTINOPLE, SAMARKAND, KASHGAR, BAGHDAD] as const) {
      const point = arrivalPoint(id);
      expect(cityAt(point.x, point.y)?.id).toBe(id);
    }
    expect(arrivalPoint(VENICE)).toEqual(VENICE_SEA_LANE[0]);
  });
});

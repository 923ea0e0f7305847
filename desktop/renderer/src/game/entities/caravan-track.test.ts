import { journeyDurationMs, journeyRoute, VENICE_SEA_LANE, type JourneyClock } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { caravanPlace, legIndexAt } from './caravan-track';

const MINUTE = 60_000;

describe('where the caravan is drawn', () => {
  const baghdad = journeyRoute(1, 4)!;
  const moving = (travelledMs: number, since = 0): JourneyClock => ({ durationMs: journeyDurationMs(baghdad.distance), travelledMs, movingSince: since });

  it('leaves from the start city and arrives at the destination, heading the way the road goes', () => {
    const start = caravanPlace(baghdad, moving(0), 0);
    expect(start.progress).toBe(0);
    expect(start.position).toEqual({ x: 400, y: 800 });
    expect(start.afloat).toBe(false);
    // Constantinople to Baghdad runs south-east.
    expect(start.facing).toBe('right');
    const end = caravanPlace(baghdad, moving(0), journeyDurationMs(baghdad.distance));
    expect(end.progress).toBe(1);
    expect(end.position).toEqual({ x: 1500, y: 2200 });
  });

  it('moves with the server’s clock, and stands still at an encounter', () => {
    const clock = moving(0, 10_000);
    // Both short of Baghdad's 15 minutes.
    const a = caravanPlace(baghdad, clock, 10_000 + 5 * MINUTE);
    const b = caravanPlace(baghdad, clock, 10_000 + 10 * MINUTE);
    expect(b.progress).toBeGreaterThan(a.progress);
    expect(b.progress).toBeLessThan(1);
    const halted: JourneyClock = { ...clock, travelledMs: clock.durationMs / 2, movingSince: null };
    expect(caravanPlace(baghdad, halted, 0)).toEqual(caravanPlace(baghdad, halted, 10 * MINUTE));
  });

  it('sails from the Golden Horn quay, then is at sea, off the map', () => {
    const venice = journeyRoute(1, 5)!;
    const clock: JourneyClock = { durationMs: journeyDurationMs(venice.distance), travelledMs: 0, movingSince: 0 };
    const leaving = caravanPlace(venice, clock, 0);
    expect(leaving.position).toEqual(VENICE_SEA_LANE[0]);
    expect(leaving.afloat).toBe(true);
    expect(leaving.facing).toBe('left');
    const atSea = caravanPlace(venice, clock, clock.durationMs / 2);
    expect(atSea.position).toBeNull();
    expect(atSea.facing).toBeNull();
  });

  it('knows which leg of a longer way it is on', () => {
    // Kashgar to Venice: Kashgar-Samarkand 60, Samarkand-Constantinople 60, the sea lane 30.
    const route = journeyRoute(3, 5)!;
    expect(route.legs.map((leg) => leg.distance)).toEqual([60, 60, 30]);
    expect(legIndexAt(route, 0)).toBe(0);
    expect(legIndexAt(route, 0.5)).toBe(1);
    expect(legIndexAt(route, 0.9)).toBe(2);
    expect(legIndexAt(route, 1)).toBe(2);
  });
});

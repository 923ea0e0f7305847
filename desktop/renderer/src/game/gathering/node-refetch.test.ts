import { CITIES, locusAt, MOVE_SEND_INTERVAL_MS } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import {
  LISTING_TOLERANCE_PX,
  listingIsBehind,
  NODE_REFETCH_DISTANCE_PX,
  needsNodeRefetch,
  STALE_LISTING_RETRY_MAX_MS,
  STALE_LISTING_RETRY_MS,
  staleListingRetryMs,
} from './node-refetch';

describe('when to list the nodes in view again', () => {
  it('asks the first time', () => {
    expect(needsNodeRefetch(null, { x: 400, y: 300 })).toBe(true);
  });

  it('asks after a long walk within a cell, not after a short one', () => {
    expect(needsNodeRefetch({ x: 400, y: 300 }, { x: 400 + NODE_REFETCH_DISTANCE_PX - 1, y: 300 })).toBe(false);
    expect(needsNodeRefetch({ x: 400, y: 300 }, { x: 400 + NODE_REFETCH_DISTANCE_PX + 1, y: 300 })).toBe(true);
  });

  it('asks on stepping into another interest cell, however short the step', () => {
    expect(needsNodeRefetch({ x: 998, y: 300 }, { x: 1_002, y: 300 })).toBe(true);
  });

  it('asks on leaving a city, and not while walking about inside one', () => {
    const city = CITIES.find((c) => c.onMap)!;
    expect(locusAt(city.x, city.y).cityId).toBe(city.id);
    expect(needsNodeRefetch({ x: city.x, y: city.y }, { x: city.x + 20, y: city.y + 20 })).toBe(false);
    expect(needsNodeRefetch({ x: city.x, y: city.y }, { x: 400, y: 300 })).toBe(true);
  });
});

describe('whether a list was judged from where the player stood', () => {
  const city = CITIES.find((c) => c.onMap)!;
  const justInside = { x: city.x + city.radius - 10, y: city.y };
  const justOutside = { x: city.x + city.radius + 10, y: city.y };

  it('is behind when the server still had the player inside the city they have stepped out of, however close', () => {
    expect(locusAt(justInside.x, justInside.y).cityId).toBe(city.id);
    expect(locusAt(justOutside.x, justOutside.y).cityId).toBeNull();
    expect(listingIsBehind(justInside, justOutside)).toBe(true);
    expect(listingIsBehind(justOutside, justInside)).toBe(true);
  });

  it('takes a step or so behind in the countryside, or anywhere in the same city, as the same place', () => {
    expect(listingIsBehind({ x: 784, y: 360 }, { x: 800, y: 360 })).toBe(false);
    expect(listingIsBehind({ x: 800 - LISTING_TOLERANCE_PX, y: 360 }, { x: 800, y: 360 })).toBe(false);
    expect(listingIsBehind({ x: 800 - LISTING_TOLERANCE_PX - 1, y: 360 }, { x: 800, y: 360 })).toBe(true);
    // Across an interest cell's edge is no matter: the list is of everything within view.
    expect(listingIsBehind({ x: 995, y: 360 }, { x: 1_005, y: 360 })).toBe(false);
    expect(listingIsBehind({ x: city.x, y: city.y }, { x: city.x + 20, y: city.y })).toBe(false);
  });

  it('asks again once the moves have surely arrived, then less and less often', () => {
    expect(STALE_LISTING_RETRY_MS).toBeGreaterThan(2 * MOVE_SEND_INTERVAL_MS);
    expect([1, 2, 3, 4, 5, 6, 50].map(staleListingRetryMs)).toEqual([250, 500, 1_000, 2_000, 4_000, 4_000, STALE_LISTING_RETRY_MAX_MS]);
  });
});

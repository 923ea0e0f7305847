import { CITIES, locusAt } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { NODE_REFETCH_DISTANCE_PX, needsNodeRefetch } from './node-refetch';

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

import { CITIES } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { ambienceAt, CITY_LEAVE_MARGIN_PX } from './ambient-choice';

const city = CITIES.find((c) => c.onMap)!;

describe('ambience by place', () => {
  it('is the city inside a city’s grounds and the countryside outside', () => {
    expect(ambienceAt(null, 'world', { x: city.x, y: city.y })).toBe('city');
    expect(ambienceAt(null, 'world', { x: city.x + city.radius + 200, y: city.y })).toBe('countryside');
  });

  it('is the countryside on the farm, wherever the farm’s coordinates fall', () => {
    expect(ambienceAt('city', 'farm', { x: city.x, y: city.y })).toBe('countryside');
  });

  it('keeps the city a little past its edge, so pacing the edge does not flip it', () => {
    const justOutside = { x: city.x + city.radius + CITY_LEAVE_MARGIN_PX / 2, y: city.y };
    expect(ambienceAt('city', 'world', justOutside)).toBe('city');
    expect(ambienceAt('countryside', 'world', justOutside)).toBe('countryside');
    expect(ambienceAt('city', 'world', { x: city.x + city.radius + CITY_LEAVE_MARGIN_PX + 1, y: city.y })).toBe('countryside');
  });

  it('keeps what it had while the position is unknown', () => {
    expect(ambienceAt('city', 'world', undefined)).toBe('city');
    expect(ambienceAt(null, 'world', { x: Number.NaN, y: 0 })).toBe('countryside');
  });
});

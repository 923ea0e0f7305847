import { describe, expect, it } from 'vitest';
import { formatGameClock, formatGameDate, isNightTime, seasonLabel, weatherLabel } from './world-time';

describe('world time in the HUD', () => {
  it('shows the clock as HH:MM', () => {
    expect(formatGameClock(6, 5)).toBe('06:05');
    expect(formatGameClock(23, 59)).toBe('23:59');
    expect(formatGameClock(0, 0)).toBe('00:00');
  });

  it('names the season, the weather and the date', () => {
    expect(seasonLabel('autumn')).toBe('Autumn');
    expect(weatherLabel('storm')).toBe('Storm');
    expect(weatherLabel('sandstorm')).toBe('Sandstorm');
    expect(formatGameDate(1, 3, 1250)).toBe('1 March 1250');
  });

  it('shows the moon from dusk to dawn', () => {
    expect(isNightTime(12)).toBe(false);
    expect(isNightTime(22)).toBe(true);
    expect(isNightTime(3)).toBe(true);
    expect(isNightTime(7.5)).toBe(false);
  });
});

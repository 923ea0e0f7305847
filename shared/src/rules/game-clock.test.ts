import { describe, expect, it } from 'vitest';
import {
  daylightAt,
  GAME_EPOCH_MS,
  GAME_TIME_ACCELERATION,
  gameTimeAt,
  gameTimeState,
  REAL_EPOCH_MS,
  REAL_MS_PER_GAME_DAY,
  realTimeAt,
  seasonAt,
  seasonOfMonth,
  timeOfDayAt,
  WEATHER_CONDITIONS,
  weatherAt,
  wetnessAt,
  type WeatherCondition,
} from './game-clock';

const REAL_MINUTE = 60_000;

describe('the game clock', () => {
  it('runs six times real time from the epoch, and converts back', () => {
    expect(GAME_TIME_ACCELERATION).toBe(6);
    expect(gameTimeAt(REAL_EPOCH_MS)).toBe(GAME_EPOCH_MS);
    expect(gameTimeAt(REAL_EPOCH_MS + 10 * REAL_MINUTE) - GAME_EPOCH_MS).toBe(60 * REAL_MINUTE);
    expect(realTimeAt(gameTimeAt(1_790_000_000_000))).toBe(1_790_000_000_000);
  });

  it('a game day lasts four real hours', () => {
    expect(REAL_MS_PER_GAME_DAY).toBe(4 * 60 * REAL_MINUTE);
    const start = timeOfDayAt(REAL_EPOCH_MS);
    expect(start).toBe(6);
    expect(timeOfDayAt(REAL_EPOCH_MS + REAL_MS_PER_GAME_DAY)).toBeCloseTo(start, 9);
    expect(timeOfDayAt(REAL_EPOCH_MS + REAL_MS_PER_GAME_DAY / 4)).toBeCloseTo(12, 9);
  });

  it('names the season by game month (spec 001 §9)', () => {
    expect([1, 2, 3, 5, 6, 8, 9, 11, 12].map(seasonOfMonth)).toEqual(['winter', 'winter', 'spring', 'spring', 'summer', 'summer', 'autumn', 'autumn', 'winter']);
    expect(seasonAt(REAL_EPOCH_MS)).toBe('spring');
    // Three game months (92 days from 1 March) later it is summer: about 15 real days.
    expect(seasonAt(REAL_EPOCH_MS + 92 * REAL_MS_PER_GAME_DAY)).toBe('summer');
  });

  it('tells the calendar date and the hour', () => {
    const state = gameTimeState(REAL_EPOCH_MS + 35 * REAL_MINUTE);
    expect(state).toMatchObject({ year: 1250, month: 3, day: 1, hour: 9, minute: 30, season: 'spring' });
    expect(state.timeOfDay).toBeCloseTo(9.5, 9);
  });
});

describe('the weather', () => {
  const sample = (from: number, count: number, stepMs: number) => Array.from({ length: count }, (_, i) => from + i * stepMs);

  it('is the same for everyone at one instant', () => {
    const at = REAL_EPOCH_MS + 123_456_789;
    expect(weatherAt(at)).toBe(weatherAt(at));
    expect(wetnessAt(at)).toBeGreaterThanOrEqual(0);
    expect(wetnessAt(at)).toBeLessThan(1);
  });

  it('drifts rather than jumps: wetness moves little from one real minute to the next', () => {
    const times = sample(REAL_EPOCH_MS, 2_000, REAL_MINUTE);
    for (let i = 1; i < times.length; i += 1) expect(Math.abs(wetnessAt(times[i]!) - wetnessAt(times[i - 1]!))).toBeLessThan(0.1);
  });

  it('changes over a day, holds for a while, and covers every condition over a year', () => {
    const year = sample(REAL_EPOCH_MS, 60 * 24 * 4, 15 * REAL_MINUTE).map(weatherAt);
    const seen = new Set<WeatherCondition>(year);
    expect([...seen].sort()).toEqual([...WEATHER_CONDITIONS].sort());
    let changes = 0;
    for (let i = 1; i < year.length; i += 1) if (year[i] !== year[i - 1]) changes += 1;
    // Sampled every 15 real minutes over 60 real days: it changes several times a game day
    // (4 real hours), and holds for more than half an hour on average.
    expect(changes).toBeGreaterThan(60 * 4);
    expect(changes).toBeLessThan(year.length / 2);
  });

  it('snows only in winter and rains only outside it', () => {
    const year = sample(REAL_EPOCH_MS, 60 * 24 * 2, 30 * REAL_MINUTE);
    for (const at of year) {
      const weather = weatherAt(at);
      if (weather === 'snow') expect(seasonAt(at)).toBe('winter');
      if (weather === 'rain') expect(seasonAt(at)).not.toBe('winter');
    }
  });
});

describe('daylight', () => {
  it('is full by day, none by night, and eases through dawn and dusk', () => {
    expect(daylightAt(12)).toBe(1);
    expect(daylightAt(0)).toBe(0);
    expect(daylightAt(22)).toBe(0);
    expect(daylightAt(6.5)).toBeGreaterThan(0);
    expect(daylightAt(6.5)).toBeLessThan(1);
    expect(daylightAt(7)).toBeGreaterThan(daylightAt(6));
    expect(daylightAt(19)).toBeLessThan(daylightAt(18));
    expect(daylightAt(24 + 12)).toBe(1);
  });
});

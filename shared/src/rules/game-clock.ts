/**
 * The game calendar (DESIGN "Time"): game time runs GAME_TIME_ACCELERATION times real time, so a
 * game day lasts 4 real hours and a season (three game months) about 15 real days. Everything
 * here is a pure function of a real timestamp: the server and every client that knows the
 * server's time agree on the hour, the season and the weather without being told them again,
 * and no process has to run anything for the weather to change.
 */

export const GAME_TIME_ACCELERATION = 6;

/** The real instant at which the game calendar stands at GAME_EPOCH_MS. */
export const REAL_EPOCH_MS = Date.UTC(2026, 0, 1);
/** Dawn of the first of March, 1250: the caravans set out in spring. */
export const GAME_EPOCH_MS = Date.UTC(1250, 2, 1, 6, 0);

export const GAME_HOUR_MS = 3_600_000;
export const GAME_DAY_MS = 24 * GAME_HOUR_MS;
/** A game day in real time (4 hours). */
export const REAL_MS_PER_GAME_DAY = GAME_DAY_MS / GAME_TIME_ACCELERATION;

/** Clients resync their clock this often (spec 000 §9 "auto-sync 30 s"). */
export const TIME_SYNC_INTERVAL_MS = 30_000;
/** Away longer than this, a returning player's offline progression is processed (spec 000 §4). */
export const OFFLINE_THRESHOLD_MS = 5 * 60_000;

export const SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** Spec 001 "Weather". */
export const WEATHER_CONDITIONS = ['clear', 'cloudy', 'rain', 'storm', 'snow'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

/** Game time (ms since 1970 on the game calendar) at a real instant. */
export function gameTimeAt(realMs: number): number {
  return GAME_EPOCH_MS + (realMs - REAL_EPOCH_MS) * GAME_TIME_ACCELERATION;
}

/** The real instant at which the game calendar reads `gameMs`. */
export function realTimeAt(gameMs: number): number {
  return REAL_EPOCH_MS + (gameMs - GAME_EPOCH_MS) / GAME_TIME_ACCELERATION;
}

/**
 * The number of the game day an instant falls in (days since the game calendar's epoch): merchants'
 * prices, daily quests and the oracle's daily count change with it.
 */
export function gameDayAt(realMs: number): number {
  return Math.floor(gameTimeAt(realMs) / GAME_DAY_MS);
}

/** Hours since game midnight, fractional: 13.5 is half past one in the afternoon. */
export function timeOfDayAt(realMs: number): number {
  const gameMs = gameTimeAt(realMs);
  return (((gameMs % GAME_DAY_MS) + GAME_DAY_MS) % GAME_DAY_MS) / GAME_HOUR_MS;
}

/** Spec 001 §9 "Seasons by month": March to May spring, June to August summer, September to November autumn, otherwise winter. */
export function seasonOfMonth(month: number): Season {
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'autumn';
  return 'winter';
}

export function seasonAt(realMs: number): Season {
  return seasonOfMonth(new Date(gameTimeAt(realMs)).getUTCMonth() + 1);
}

/**
 * The weather holds for a while and drifts rather than jumps: a "wetness" value follows smooth
 * noise over periods of WEATHER_PERIOD_GAME_MS (one real hour), and each season cuts it into
 * conditions at its own thresholds, so clear skies cloud over before it rains.
 */
export const WEATHER_PERIOD_GAME_MS = 6 * GAME_HOUR_MS;

/** The wetness above which each condition begins, by season: the rest is clear. */
const WEATHER_THRESHOLDS: Record<Season, { cloudy: number; wet: number; storm: number }> = {
  spring: { cloudy: 0.45, wet: 0.66, storm: 0.84 },
  summer: { cloudy: 0.58, wet: 0.78, storm: 0.88 },
  autumn: { cloudy: 0.4, wet: 0.6, storm: 0.8 },
  winter: { cloudy: 0.42, wet: 0.62, storm: 0.86 },
};

/** A hash of a whole number into [0, 1): the same everywhere, no state. */
function hashUnit(n: number): number {
  let t = (Math.imul(n | 0, 0x9e3779b1) + 0x6d2b79f5) >>> 0;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}

/** Smooth noise in [0, 1) over game time: equal to each period's hash at its start, eased between. */
export function wetnessAt(realMs: number): number {
  const periods = (gameTimeAt(realMs) - GAME_EPOCH_MS) / WEATHER_PERIOD_GAME_MS;
  const index = Math.floor(periods);
  const f = periods - index;
  const eased = f * f * (3 - 2 * f);
  const a = hashUnit(index);
  const b = hashUnit(index + 1);
  return a + (b - a) * eased;
}

export function weatherAt(realMs: number): WeatherCondition {
  const season = seasonAt(realMs);
  const wetness = wetnessAt(realMs);
  const { cloudy, wet, storm } = WEATHER_THRESHOLDS[season];
  if (wetness >= storm) return 'storm';
  if (wetness >= wet) return season === 'winter' ? 'snow' : 'rain';
  if (wetness >= cloudy) return 'cloudy';
  return 'clear';
}

/** Everything the world shows of time at one real instant (spec 000 §3 "World state"). */
export interface GameTimeState {
  /** Game time, ms on the game calendar. */
  gameTime: number;
  /** Hours since game midnight, fractional. */
  timeOfDay: number;
  hour: number;
  minute: number;
  day: number;
  month: number;
  year: number;
  season: Season;
  weather: WeatherCondition;
}

export function gameTimeState(realMs: number): GameTimeState {
  const gameTime = gameTimeAt(realMs);
  const date = new Date(gameTime);
  const timeOfDay = timeOfDayAt(realMs);
  return {
    gameTime,
    timeOfDay,
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    day: date.getUTCDate(),
    month: date.getUTCMonth() + 1,
    year: date.getUTCFullYear(),
    season: seasonOfMonth(date.getUTCMonth() + 1),
    weather: weatherAt(realMs),
  };
}

/**
 * How much daylight there is at an hour: 1 from 08:00 to 17:00, 0 from 20:00 to 05:00, eased
 * through dawn and dusk. The renderer tints the world by it.
 */
export function daylightAt(timeOfDay: number): number {
  const h = ((timeOfDay % 24) + 24) % 24;
  const ease = (f: number) => f * f * (3 - 2 * f);
  if (h >= 8 && h <= 17) return 1;
  if (h >= 20 || h <= 5) return 0;
  if (h < 8) return ease((h - 5) / 3);
  return ease((20 - h) / 3);
}

import { daylightAt, type Season } from '@silkroad/shared';
import type { WeatherShown } from '../../game/world/sky-look';

/** Game time as the HUD shows it: 24-hour HH:MM. */
export function formatGameClock(hour: number, minute: number): string {
  return `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;
}

const SEASON_LABELS: Record<Season, string> = { spring: 'Spring', summer: 'Summer', autumn: 'Autumn', winter: 'Winter' };

export function seasonLabel(season: Season): string {
  return SEASON_LABELS[season];
}

const WEATHER_LABELS: Record<WeatherShown, string> = { clear: 'Clear', cloudy: 'Cloudy', rain: 'Rain', storm: 'Storm', snow: 'Snow', sandstorm: 'Sandstorm' };

export function weatherLabel(weather: WeatherShown): string {
  return WEATHER_LABELS[weather];
}

/** Sun or moon beside the clock: the moon from dusk's midpoint to dawn's. */
export function isNightTime(timeOfDay: number): boolean {
  return daylightAt(timeOfDay) < 0.5;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The game calendar's date: "1 March 1250". */
export function formatGameDate(day: number, month: number, year: number): string {
  return `${day} ${MONTHS[month - 1] ?? ''} ${year}`;
}

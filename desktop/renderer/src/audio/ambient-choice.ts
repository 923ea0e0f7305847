import { CITIES } from '@silkroad/shared';
import type { SceneName } from '../bus/game-bus';
import type { LoopSound } from './sound-recipes';

/** The two places the ambience tells apart: the bustle inside a city, and wind and birds outside. */
export type Ambience = 'city' | 'countryside';

export const AMBIENT_LOOPS: Readonly<Record<Ambience, LoopSound>> = { city: 'ambient-city', countryside: 'ambient-countryside' };

/**
 * Walking out of a city, the crowd fades this far beyond its grounds, not on the line itself: a
 * player pacing along the edge would otherwise flip the ambience back and forth.
 */
export const CITY_LEAVE_MARGIN_PX = 40;

/**
 * The ambience for where the player is: the farm is countryside; in the main world, a city's
 * grounds (its radius) are city, with a margin before the countryside takes over again.
 */
export function ambienceAt(previous: Ambience | null, scene: SceneName, position: { x: number; y: number } | null | undefined): Ambience {
  if (scene === 'farm') return 'countryside';
  if (!position || !Number.isFinite(position.x) || !Number.isFinite(position.y)) return previous ?? 'countryside';
  const margin = previous === 'city' ? CITY_LEAVE_MARGIN_PX : 0;
  const inCity = CITIES.some((city) => city.onMap && Math.hypot(position.x - city.x, position.y - city.y) <= city.radius + margin);
  return inCity ? 'city' : 'countryside';
}

import { cityAt, nearestCity } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { usePositionDerived } from './use-position-derived';

export interface CurrentCity {
  /** The city the player stands in, or null in the countryside. */
  inCityId: number | null;
  /** The city the player stands in or is closest to. */
  nearestCityId: number;
}

function cityKey(x: number, y: number): string {
  return `${cityAt(x, y)?.id ?? 0}:${nearestCity(x, y).id}`;
}

/** Which city the player is in or near, following the world; re-renders only when that changes. */
export function useCurrentCity(bus: GameBus, start: { x: number; y: number } | null): CurrentCity {
  const key = usePositionDerived(bus, cityKey, start ? cityKey(start.x, start.y) : '0:1');
  const [inCity, nearest] = key.split(':').map(Number) as [number, number];
  return { inCityId: inCity === 0 ? null : inCity, nearestCityId: nearest };
}

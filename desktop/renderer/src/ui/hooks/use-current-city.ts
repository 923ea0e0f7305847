import { cityAt, nearestCity } from '@silkroad/shared';
import { useEffect, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';

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
  const [key, setKey] = useState(() => (start ? cityKey(start.x, start.y) : '0:1'));
  useEffect(() => {
    const update = ({ x, y }: { x: number; y: number }) => setKey(cityKey(x, y));
    const offMoved = bus.on('player:moved', update);
    const offTeleport = bus.on('player:teleport', update);
    return () => {
      offMoved();
      offTeleport();
    };
  }, [bus]);
  const [inCity, nearest] = key.split(':').map(Number) as [number, number];
  return { inCityId: inCity === 0 ? null : inCity, nearestCityId: nearest };
}

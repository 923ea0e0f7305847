import { useEffect, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';

/**
 * A value derived from the local player's position, following the world's moves and server
 * teleports. `derive` should return a primitive: React skips the render when it is unchanged,
 * so a label that only changes at city edges costs nothing per frame.
 */
export function usePositionDerived<T extends string | number | null>(bus: GameBus, derive: (x: number, y: number) => T, initial: T): T {
  const [value, setValue] = useState<T>(initial);
  useEffect(() => {
    const update = ({ x, y }: { x: number; y: number }) => setValue(derive(x, y));
    const offMoved = bus.on('player:moved', update);
    const offTeleport = bus.on('player:teleport', update);
    return () => {
      offMoved();
      offTeleport();
    };
  }, [bus, derive]);
  return value;
}

import { locationLabel } from '@silkroad/shared';
import { useEffect, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';

/** The HUD's location line, following the player as the world reports it. */
export function useLiveLocation(bus: GameBus): string | null {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    // The label only changes at city edges: React skips the render when the string is the same.
    const update = ({ x, y }: { x: number; y: number }) => setLabel(locationLabel(x, y));
    const offMoved = bus.on('player:moved', update);
    const offTeleport = bus.on('player:teleport', update);
    return () => {
      offMoved();
      offTeleport();
    };
  }, [bus]);
  return label;
}

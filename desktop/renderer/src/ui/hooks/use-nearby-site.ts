import { useEffect, useState } from 'react';
import type { GameBus, NearbySite } from '../../bus/game-bus';

/** The profession site the player stands in, as the world reports it. */
export function useNearbySite(bus: GameBus): NearbySite | null {
  const [site, setSite] = useState<NearbySite | null>(null);
  useEffect(() => bus.on('site:nearby', setSite), [bus]);
  return site;
}

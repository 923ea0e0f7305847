import { useEffect, useState } from 'react';
import type { GameBus, NearbyBuilding } from '../../bus/game-bus';

/** The building the player can use from where they stand, as the world reports it. */
export function useNearbyBuilding(bus: GameBus): NearbyBuilding | null {
  const [nearby, setNearby] = useState<NearbyBuilding | null>(null);
  useEffect(() => bus.on('building:nearby', setNearby), [bus]);
  return nearby;
}

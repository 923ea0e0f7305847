import { locationLabel } from '@silkroad/shared';
import type { GameBus } from '../../bus/game-bus';
import { usePositionDerived } from './use-position-derived';

/** The HUD's location line, following the player as the world reports it. */
export function useLiveLocation(bus: GameBus): string | null {
  return usePositionDerived<string | null>(bus, locationLabel, null);
}

import { useMemo } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { FarmingApi } from '../../net/farming-api';
import { useFarmActions } from '../../server-state/farm-queries';
import { useFarm } from '../hooks/use-farm';
import { useInReach } from '../hooks/use-in-reach';
import type { WorldClock } from '../hooks/use-world-clock';
import type { Overlay } from '../overlays/overlay-state';
import type { Countryside } from './countryside-context';
import { useFarmTravel } from './use-farm-travel';
import { useFarmWork } from './use-farm-work';
import { useHomeWorkshop } from './use-home-workshop';
import { useWelcomeBack } from './use-welcome-back';

interface Options {
  farming: FarmingApi;
  bus: GameBus;
  clock: Pick<WorldClock, 'serverNow' | 'resync' | 'onSynced'>;
  openOverlay(overlay: Overlay): void;
}

/**
 * The countryside for the screens over the world, put together from its parts: where the server
 * has the player and the moves through the gates, the farm and the work on it, the home workshop,
 * and the welcome after an absence.
 */
export function useCountryside({ farming, bus, clock, openOverlay }: Options): Countryside & { onClockSync(): void } {
  const { serverNow } = clock;
  const spot = useInReach(bus, 'spot:nearby');
  const actions = useFarmActions(farming);
  const travel = useFarmTravel(farming, actions, bus, spot);
  const onFarm = travel.location === 'IN_COUNTRYSIDE';
  const farm = useFarm(farming, bus, onFarm, clock);
  const work = useFarmWork(actions, farm, bus, farming.testMode, serverNow, openOverlay);
  const workshop = useHomeWorkshop(bus, onFarm, travel.travelling, openOverlay);
  const { welcome, onClockSync, dismissWelcome } = useWelcomeBack(farming);

  return useMemo(
    () => ({ testMode: farming.testMode, ...travel, spot, farm, serverNow, ...work, welcome, dismissWelcome, onClockSync, ...workshop }),
    [farming.testMode, travel, spot, farm, serverNow, work, welcome, dismissWelcome, onClockSync, workshop],
  );
}

import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { Overlay } from '../overlays/overlay-state';

export interface HomeWorkshop {
  /** The personal workshop scene is on screen (002 §2): entered by walking up to the home workshop. */
  workshopOpen: boolean;
  enterWorkshop(): void;
  /** Back to the farm, at the workshop's door. */
  leaveWorkshop(): void;
}

/** The farm's buildings: the farmhouse opens the farming panel, the workshop its own scene. */
export function useHomeWorkshop(bus: GameBus, onFarm: boolean, travelling: boolean, openOverlay: (overlay: Overlay) => void): HomeWorkshop {
  const [workshopOpen, setWorkshopOpen] = useState(false);
  const enterWorkshop = useCallback(() => {
    if (!onFarm || travelling) return;
    setWorkshopOpen(true);
    bus.emit('workshop:show', { open: true });
  }, [bus, onFarm, travelling]);
  const leaveWorkshop = useCallback(() => {
    setWorkshopOpen(false);
    bus.emit('workshop:show', { open: false });
  }, [bus]);
  if (workshopOpen && !onFarm) setWorkshopOpen(false);
  useEffect(() => bus.on('workshop:approach', () => enterWorkshop()), [bus, enterWorkshop]);
  useEffect(
    () =>
      bus.on('farm:building-click', ({ building }) => {
        if (building === 'farmhouse') openOverlay({ kind: 'farming' });
        else enterWorkshop();
      }),
    [bus, enterWorkshop, openOverlay],
  );
  return useMemo(() => ({ workshopOpen, enterWorkshop, leaveWorkshop }), [workshopOpen, enterWorkshop, leaveWorkshop]);
}

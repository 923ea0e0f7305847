import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import { bedHint, bedViews } from '../../game/farm/bed-state';
import type { FarmActions } from '../../server-state/farm-queries';
import { useToasts } from '../common/toast-context';
import type { FarmState } from '../hooks/use-farm';
import type { Overlay } from '../overlays/overlay-state';
import { farmFailureNotice, FARMING_TEXT, type FarmNotice } from './farming-texts';

export interface FarmWork {
  buyPlot(): Promise<void>;
  /** Plants one seed of `cropType` in `bed`; true when the server planted it. */
  plant(bed: number, cropType: string): Promise<boolean>;
  /** Harvests every ripe bed, one after the other. */
  harvestReady(): Promise<void>;
  busy: boolean;
  notice: FarmNotice | null;
  showNotice(notice: FarmNotice): void;
  dismissNotice(): void;
}

/**
 * The work on the farm: buying the plot, planting, harvesting, and the beds' clicks in the farm
 * scene. Each action asks the server; its answer (or refusal, in the spec's words) is shown.
 */
export function useFarmWork(actions: FarmActions, farm: FarmState, bus: GameBus, testMode: boolean, serverNow: () => number, openOverlay: (overlay: Overlay) => void): FarmWork {
  const toasts = useToasts();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FarmNotice | null>(null);

  const buyPlot = useCallback(async () => {
    setBusy(true);
    try {
      toasts.notify({ type: 'success', message: await actions.buyPlot(), duration: 5_000 });
    } catch (error) {
      setNotice(farmFailureNotice('buy', error, testMode));
    } finally {
      setBusy(false);
    }
  }, [actions, testMode, toasts]);

  const plant = useCallback(
    async (bed: number, cropType: string) => {
      const plotId = farm.farm?.plots[0]?.id;
      if (!plotId) {
        setNotice({ title: FARMING_TEXT.plantingFailed, message: FARMING_TEXT.noPlot });
        return false;
      }
      setBusy(true);
      try {
        toasts.notify({ type: 'success', message: await actions.plant(plotId, cropType, bed), duration: 4_000 });
        return true;
      } catch (error) {
        setNotice(farmFailureNotice('plant', error, testMode));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [actions, farm.farm, testMode, toasts],
  );

  const harvestBeds = useCallback(
    async (cropIds: string[]) => {
      if (cropIds.length === 0) return;
      setBusy(true);
      try {
        // One after the other: each harvest is its own transaction, and a full inventory stops the rest.
        for (const cropId of cropIds) {
          const result = await actions.harvest(cropId);
          bus.emit('sound:cue', { cue: 'harvest' });
          toasts.notify({ type: 'success', message: `${result.message} · +${result.xpGained} XP`, duration: 5_000 });
        }
      } catch (error) {
        setNotice(farmFailureNotice('harvest', error, testMode));
      } finally {
        setBusy(false);
      }
    },
    [actions, bus, testMode, toasts],
  );

  const harvestReady = useCallback(async () => {
    const plot = farm.farm?.plots[0];
    if (!plot) return;
    const ready = bedViews({ owned: true, crops: plot.crops }, serverNow()).filter((bed) => bed.kind === 'ready');
    await harvestBeds(ready.flatMap((bed) => (bed.crop ? [bed.crop.id] : [])));
  }, [farm.farm, harvestBeds, serverNow]);

  // Clicks in the farm scene: a bed plants or harvests.
  useEffect(
    () =>
      bus.on('farm:bed-click', ({ bed }) => {
        const current = farm.farm;
        if (!current || busy) return;
        const plot = current.plots[0];
        const view = bedViews({ owned: plot !== undefined, crops: plot?.crops ?? [] }, serverNow())[bed];
        if (!view) return;
        switch (view.kind) {
          case 'locked':
            return setNotice({ title: FARMING_TEXT.plantingFailed, message: FARMING_TEXT.noPlot });
          case 'empty':
            return openOverlay({ kind: 'plant-seeds', bed });
          case 'growing':
            return toasts.notify({ type: 'info', message: bedHint(view), duration: 3_000 });
          case 'ready':
            if (view.crop) void harvestBeds([view.crop.id]);
        }
      }),
    [bus, busy, farm.farm, harvestBeds, openOverlay, serverNow, toasts],
  );

  const dismissNotice = useCallback(() => setNotice(null), []);
  return useMemo(() => ({ buyPlot, plant, harvestReady, busy, notice, showNotice: setNotice, dismissNotice }), [buyPlot, plant, harvestReady, busy, notice, dismissNotice]);
}

import { type LocationState, type MoveAction, type OfflineProgression } from '@silkroad/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import { bedHint, bedViews } from '../../game/farm/bed-state';
import { ApiError } from '../../net/api-client';
import type { FarmingApi } from '../../net/farming-api';
import { useToasts } from '../common/toast-context';
import { useFarm } from '../hooks/use-farm';
import { useInReach } from '../hooks/use-in-reach';
import type { WorldClock } from '../hooks/use-world-clock';
import type { Overlay } from '../overlays/overlay-state';
import type { Countryside } from './countryside-context';
import { farmFailureNotice, FARMING_TEXT, isTestModeMissing, WELCOME_BACK_MS, type FarmNotice } from './farming-texts';

interface Options {
  farming: FarmingApi;
  bus: GameBus;
  testMode: boolean;
  clock: Pick<WorldClock, 'serverNow' | 'resync' | 'onSynced'>;
  /** The purse, inventory and XP changed on the server: the HUD reads the player again. */
  refreshPlayer(): void;
  openOverlay(overlay: Overlay): void;
}

function moveFailure(error: unknown, testMode: boolean): string {
  if (isTestModeMissing(error, testMode)) return FARMING_TEXT.testModeUnavailable;
  if (error instanceof ApiError && error.isRejection) return error.message;
  return FARMING_TEXT.movementFailed;
}

/**
 * The countryside for the screens over the world: where the server has the player (city or farm),
 * the moves between them through the gates, the farm and its actions, the welcome after an
 * absence. The server decides every move and action; this only asks and shows the answers.
 */
export function useCountryside({ farming, bus, testMode, clock, refreshPlayer, openOverlay }: Options): Countryside & { onClockSync(): void } {
  const { serverNow } = clock;
  const toasts = useToasts();
  const [location, setLocation] = useState<LocationState | null>(null);
  const [locationError, setLocationError] = useState<string | null>(null);
  const [travelling, setTravelling] = useState(false);
  const spot = useInReach(bus, 'spot:nearby');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<FarmNotice | null>(null);
  const [welcome, setWelcome] = useState<OfflineProgression | null>(null);
  const [workshopOpen, setWorkshopOpen] = useState(false);
  const farm = useFarm(farming, bus, location === 'IN_COUNTRYSIDE', clock);
  const { refresh: refreshFarm } = farm;

  // Where the server has the player decides the scene the world opens with.
  useEffect(() => {
    let live = true;
    farming.location().then(
      (answer) => {
        if (live) setLocation(answer.currentState);
      },
      (error: unknown) => {
        if (!live) return;
        setLocationError(isTestModeMissing(error, testMode) ? FARMING_TEXT.testModeUnavailable : `${FARMING_TEXT.movementFailed}: ${error instanceof Error ? error.message : String(error)}`);
        setLocation('IN_CITY');
      },
    );
    return () => {
      live = false;
    };
  }, [farming, testMode]);

  const travelling$ = useRef(false);
  const travel = useCallback(
    async (action: MoveAction) => {
      if (travelling$.current) return;
      travelling$.current = true;
      setTravelling(true);
      try {
        const answer = await farming.move(action);
        setLocation(answer.currentState);
        bus.emit('scene:switch', { to: answer.currentState === 'IN_COUNTRYSIDE' ? 'farm' : 'world', fade: true });
      } catch (error) {
        toasts.notify({ type: 'error', message: moveFailure(error, testMode), duration: 5_000 });
        // Moved elsewhere meanwhile (another window): follow the server.
        if (error instanceof ApiError && error.code === 'MOVE_NOT_ALLOWED') {
          farming.location().then(
            (answer) => {
              setLocation(answer.currentState);
              bus.emit('scene:switch', { to: answer.currentState === 'IN_COUNTRYSIDE' ? 'farm' : 'world', fade: true });
            },
            () => undefined,
          );
        }
      } finally {
        travelling$.current = false;
        setTravelling(false);
      }
    },
    [bus, farming, testMode, toasts],
  );

  const goToCountryside = useCallback(() => {
    if (locationError) return toasts.notify({ type: 'error', message: locationError, duration: 5_000 });
    if (location !== 'IN_CITY') return;
    // The HUD's button works at the gate only, as E does; elsewhere it says where the gate is.
    if (spot !== 'countryside-gate') return toasts.notify({ type: 'info', message: FARMING_TEXT.walkToGate, duration: 5_000 });
    void travel('GO_TO_COUNTRYSIDE');
  }, [location, locationError, spot, toasts, travel]);

  const returnToCity = useCallback(() => {
    if (location === 'IN_COUNTRYSIDE') void travel('RETURN_TO_CITY');
  }, [location, travel]);

  const afterAction = useCallback(() => {
    refreshFarm();
    refreshPlayer();
  }, [refreshFarm, refreshPlayer]);

  const buyPlot = useCallback(async () => {
    setBusy(true);
    try {
      const message = await farming.buyPlot();
      toasts.notify({ type: 'success', message, duration: 5_000 });
    } catch (error) {
      setNotice(farmFailureNotice('buy', error, testMode));
    } finally {
      setBusy(false);
      afterAction();
    }
  }, [afterAction, farming, testMode, toasts]);

  const plant = useCallback(
    async (bed: number, cropType: string) => {
      const plotId = farm.farm?.plots[0]?.id;
      if (!plotId) {
        setNotice({ title: FARMING_TEXT.plantingFailed, message: FARMING_TEXT.noPlot });
        return false;
      }
      setBusy(true);
      try {
        const { message } = await farming.plant(plotId, cropType, bed);
        toasts.notify({ type: 'success', message, duration: 4_000 });
        return true;
      } catch (error) {
        setNotice(farmFailureNotice('plant', error, testMode));
        return false;
      } finally {
        setBusy(false);
        afterAction();
      }
    },
    [afterAction, farm.farm, farming, testMode, toasts],
  );

  const harvestBeds = useCallback(
    async (cropIds: string[]) => {
      if (cropIds.length === 0) return;
      setBusy(true);
      try {
        // One after the other: each harvest is its own transaction, and a full inventory stops the rest.
        for (const cropId of cropIds) {
          const result = await farming.harvest(cropId);
          bus.emit('sound:cue', { cue: 'harvest' });
          toasts.notify({ type: 'success', message: `${result.message} · +${result.xpGained} XP`, duration: 5_000 });
        }
      } catch (error) {
        setNotice(farmFailureNotice('harvest', error, testMode));
      } finally {
        setBusy(false);
        afterAction();
      }
    },
    [afterAction, bus, farming, testMode, toasts],
  );

  const harvestReady = useCallback(async () => {
    const plot = farm.farm?.plots[0];
    if (!plot) return;
    const ready = bedViews({ owned: true, crops: plot.crops }, serverNow()).filter((bed) => bed.kind === 'ready');
    await harvestBeds(ready.flatMap((bed) => (bed.crop ? [bed.crop.id] : [])));
  }, [farm.farm, harvestBeds, serverNow]);

  // Clicks in the farm scene: a bed plants or harvests; the farm building opens the panel.
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

  // The personal workshop belongs to the farm: walking up to the home workshop (or clicking it) opens it.
  const onFarm = location === 'IN_COUNTRYSIDE';
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

  // Offline progression rides on the clock's sync (signed-in players only: test mode has no absence).
  const syncing = useRef(false);
  const onClockSync = useCallback(() => {
    if (testMode || syncing.current) return;
    syncing.current = true;
    farming
      .processOffline()
      .then(
        (progression) => {
          if (progression.hoursOffline <= 0) return;
          setWelcome(progression);
          if (progression.cropsAdvanced > 0 || progression.cropsRipened > 0 || progression.taxMonthsCharged > 0) {
            refreshFarm();
            refreshPlayer();
          }
        },
        () => undefined,
      )
      .finally(() => {
        syncing.current = false;
      });
  }, [farming, refreshFarm, refreshPlayer, testMode]);

  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => setWelcome(null), WELCOME_BACK_MS);
    return () => clearTimeout(timer);
  }, [welcome]);

  const dismissNotice = useCallback(() => setNotice(null), []);

  return useMemo(
    () => ({
      testMode,
      location,
      locationError,
      travelling,
      spot,
      farm,
      serverNow,
      goToCountryside,
      returnToCity,
      buyPlot,
      plant,
      harvestReady,
      busy,
      notice,
      showNotice: setNotice,
      dismissNotice,
      welcome,
      onClockSync,
      workshopOpen,
      enterWorkshop,
      leaveWorkshop,
    }),
    [testMode, location, locationError, travelling, spot, farm, serverNow, goToCountryside, returnToCity, buyPlot, plant, harvestReady, busy, notice, dismissNotice, welcome, onClockSync, workshopOpen, enterWorkshop, leaveWorkshop],
  );
}

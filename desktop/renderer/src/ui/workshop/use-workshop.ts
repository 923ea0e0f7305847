import { benchById, benchCapacityRefusal, type PlacedBench } from '@silkroad/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { WorkshopPlacing } from '../../game/workshop/workshop-events';
import { ApiError } from '../../net/api-client';
import { WorkshopApi, type Workshop } from '../../net/workshop-api';
import { useToasts } from '../common/toast-context';
import { useServices } from '../services';

export interface WorkshopState {
  workshop: Workshop | null;
  error: string | null;
  reload(): void;
  placing: WorkshopPlacing | null;
  /** Starts placing a bench from the shop (refused at capacity, 002 §4), or moving a placed one. */
  startPlacing(benchId: string, moveId?: number | null): void;
  cancelPlacing(): void;
  upgrade(): Promise<void>;
  busy: boolean;
}

function refusalText(error: unknown): string {
  return error instanceof ApiError || error instanceof Error ? error.message : String(error);
}

/**
 * The personal workshop for its panels and its scene: the server's workshop (sent on to the scene
 * to draw), bench placement from the shop to the click on the floor, moves and upgrades. The
 * server decides every purchase; a refusal is shown in its words.
 */
export function useWorkshop(bus: GameBus, refreshPlayer: () => void): WorkshopState {
  const { api } = useServices();
  const toasts = useToasts();
  const workshopApi = useMemo(() => new WorkshopApi(api), [api]);
  const [workshop, setWorkshop] = useState<Workshop | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [placing, setPlacing] = useState<WorkshopPlacing | null>(null);
  const [busy, setBusy] = useState(false);
  const reload = useCallback(() => setVersion((v) => v + 1), []);

  useEffect(() => {
    let live = true;
    workshopApi.workshop().then(
      (answer) => {
        if (!live) return;
        setWorkshop(answer);
        setError(null);
      },
      (failure: unknown) => {
        if (live) setError(refusalText(failure));
      },
    );
    return () => {
      live = false;
    };
  }, [workshopApi, version]);

  useEffect(() => {
    if (workshop) bus.emit('workshop:state', { level: workshop.level, benches: workshop.benches });
  }, [bus, workshop]);
  useEffect(() => bus.emit('workshop:placing', placing), [bus, placing]);
  // Leaving the workshop ends any placement.
  useEffect(() => () => bus.emit('workshop:placing', null), [bus]);

  const startPlacing = useCallback(
    (benchId: string, moveId: number | null = null) => {
      if (moveId === null && workshop) {
        const full = benchCapacityRefusal(workshop.level, workshop.benches.length);
        if (full) return toasts.notify({ type: 'error', message: full, duration: 4_000 });
      }
      setPlacing({ benchId, moveId });
    },
    [toasts, workshop],
  );
  const cancelPlacing = useCallback(() => setPlacing(null), []);

  useEffect(
    () =>
      bus.on('workshop:place-click', ({ x, y, valid, reason }) => {
        if (!placing || busy) return;
        if (!valid) return toasts.notify({ type: 'error', message: reason ?? 'Cannot place bench here', duration: 3_000 });
        setBusy(true);
        const request = placing.moveId === null ? workshopApi.placeBench(placing.benchId, x, y) : workshopApi.moveBench(placing.moveId, x, y);
        const name = benchById(placing.benchId)?.name ?? 'Bench';
        request.then(
          () => {
            toasts.notify({ type: 'success', message: placing.moveId === null ? `${name} placed` : `${name} moved`, duration: 3_000 });
            bus.emit('sound:cue', { cue: 'coins' });
            setPlacing(null);
          },
          (failure: unknown) => toasts.notify({ type: 'error', message: refusalText(failure), duration: 5_000 }),
        ).finally(() => {
          setBusy(false);
          reload();
          refreshPlayer();
        });
      }),
    [bus, busy, placing, refreshPlayer, reload, toasts, workshopApi],
  );

  const upgrade = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await workshopApi.upgrade();
      toasts.notify({ type: 'success', message: `Your workshop is now level ${answer.level}`, duration: 4_000 });
    } catch (failure) {
      toasts.notify({ type: 'error', message: refusalText(failure), duration: 5_000 });
    } finally {
      setBusy(false);
      reload();
      refreshPlayer();
    }
  }, [refreshPlayer, reload, toasts, workshopApi]);

  return { workshop, error, reload, placing, startPlacing, cancelPlacing, upgrade, busy };
}

export function benchAt(workshop: Workshop | null, id: number): PlacedBench | undefined {
  return workshop?.benches.find((bench) => bench.id === id);
}

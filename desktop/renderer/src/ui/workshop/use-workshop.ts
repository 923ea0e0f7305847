import { benchById, benchCapacityRefusal, type PlacedBench } from '@silkroad/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { GameBus } from '../../bus/game-bus';
import type { WorkshopPlacing } from '../../game/workshop/workshop-events';
import { ApiError } from '../../net/api-client';
import { WorkshopApi, type Workshop } from '../../net/workshop-api';
import { QUERY_KEYS } from '../../server-state/query-keys';
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
 * server decides every purchase; its reply is written into the cache (the bench placed or moved,
 * the new level; an upgrade's new recipes come with the `player-updated` it pushes), and a
 * refusal is shown in its words.
 */
export function useWorkshop(bus: GameBus): WorkshopState {
  const { api } = useServices();
  const toasts = useToasts();
  const client = useQueryClient();
  const workshopApi = useMemo(() => new WorkshopApi(api), [api]);
  const query = useQuery({ queryKey: QUERY_KEYS.workshop, queryFn: () => workshopApi.workshop() });
  const workshop = query.data ?? null;
  const error = query.error ? refusalText(query.error) : null;
  const [placing, setPlacing] = useState<WorkshopPlacing | null>(null);
  const [busy, setBusy] = useState(false);
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  const write = useCallback((change: (workshop: Workshop) => Workshop) => client.setQueryData<Workshop>(QUERY_KEYS.workshop, (current) => (current ? change(current) : current)), [client]);
  // A refusal changed nothing, but the workshop on screen may be old (another window bought a bench).
  const mayBeOld = useCallback(() => void client.invalidateQueries({ queryKey: QUERY_KEYS.workshop }), [client]);

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
        const { benchId, moveId } = placing;
        const request =
          moveId === null
            ? workshopApi.placeBench(benchId, x, y).then(({ bench }) => write((current) => ({ ...current, benches: [...current.benches, bench] })))
            : workshopApi.moveBench(moveId, x, y).then(({ bench }) => write((current) => ({ ...current, benches: current.benches.map((other) => (other.id === bench.id ? bench : other)) })));
        const name = benchById(benchId)?.name ?? 'Bench';
        request
          .then(
            () => {
              toasts.notify({ type: 'success', message: moveId === null ? `${name} placed` : `${name} moved`, duration: 3_000 });
              bus.emit('sound:cue', { cue: 'coins' });
              setPlacing(null);
            },
            (failure: unknown) => {
              mayBeOld();
              toasts.notify({ type: 'error', message: refusalText(failure), duration: 5_000 });
            },
          )
          .finally(() => setBusy(false));
      }),
    [bus, busy, mayBeOld, placing, toasts, workshopApi, write],
  );

  const upgrade = useCallback(async () => {
    setBusy(true);
    try {
      const answer = await workshopApi.upgrade();
      write((current) => ({ ...current, level: answer.level }));
      toasts.notify({ type: 'success', message: `Your workshop is now level ${answer.level}`, duration: 4_000 });
    } catch (failure) {
      mayBeOld();
      toasts.notify({ type: 'error', message: refusalText(failure), duration: 5_000 });
    } finally {
      setBusy(false);
    }
  }, [mayBeOld, toasts, workshopApi, write]);

  return { workshop, error, reload, placing, startPlacing, cancelPlacing, upgrade, busy };
}

export function benchAt(workshop: Workshop | null, id: number): PlacedBench | undefined {
  return workshop?.benches.find((bench) => bench.id === id);
}

import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { GameBus } from '../../bus/game-bus';
import { cropProgress } from '@silkroad/shared';
import type { FarmSnapshot } from '../../game/farm/bed-state';
import type { Farm, FarmingApi } from '../../net/farming-api';
import { useFarmQuery } from '../../server-state/farm-queries';
import type { WorldClock } from './use-world-clock';

export interface FarmState {
  /** The farm as the server last described it; null before the first answer. */
  farm: Farm | null;
  /** The last read failed (the previous farm, if any, stays). */
  error: unknown;
  /** Reads the farm again now (after an action, or when something grew meanwhile). */
  refresh(): void;
}

/** A crop the server saw further along than this much more than our clock does: our clock is off. */
const PROGRESS_TOLERANCE = 0.02;

/**
 * Whether the server's crops say its clock is ahead of ours (a development server's clock was
 * moved, or the local clock jumped): a crop ripe by the server and not by us, or further grown.
 */
export function clockLagsFarm(farm: Farm, serverNow: number): boolean {
  for (const plot of farm.plots) {
    for (const crop of plot.crops) {
      if (crop.isReady && serverNow < crop.harvestReadyAt) return true;
      if (!crop.isReady && crop.progress - cropProgress(crop.plantedAt, crop.harvestReadyAt, serverNow) > PROGRESS_TOLERANCE) return true;
    }
  }
  return false;
}

function snapshotOf(farm: Farm, serverNow: () => number): FarmSnapshot {
  const plot = farm.plots[0];
  return { loaded: true, owned: plot !== undefined, crops: plot?.crops ?? [], serverOffsetMs: serverNow() - Date.now() };
}

/**
 * The player's farm while they are on it (read by the server-state layer: on arrival, every 10 s,
 * and as each action's reply writes it), handed to the world through the bus with the server
 * clock's offset, so the beds count down between reads.
 */
export function useFarm(farming: FarmingApi, bus: GameBus, active: boolean, clock: Pick<WorldClock, 'serverNow' | 'resync' | 'onSynced'>): FarmState {
  const { serverNow, resync, onSynced } = clock;
  const query = useFarmQuery(farming, active);
  const farm = query.data ?? null;
  const latest = useRef<Farm | null>(null);
  const { refetch } = query;
  const refresh = useCallback(() => void refetch(), [refetch]);

  useEffect(() => {
    if (!active || !farm) return;
    latest.current = farm;
    bus.emit('farm:state', snapshotOf(farm, serverNow));
    // The beds count down by our idea of the server's clock: when the farm says it is off, sync it now.
    if (clockLagsFarm(farm, serverNow())) resync();
  }, [active, bus, farm, serverNow, resync]);

  // Each sync may move the server's clock: the beds then count down from the new offset.
  useEffect(
    () =>
      onSynced(() => {
        if (latest.current) bus.emit('farm:state', snapshotOf(latest.current, serverNow));
      }),
    [bus, onSynced, serverNow],
  );

  // The world may come up after the farm was read: it gets the latest as soon as it is ready.
  useEffect(
    () =>
      bus.on('world:ready', () => {
        if (latest.current) bus.emit('farm:state', snapshotOf(latest.current, serverNow));
      }),
    [bus, serverNow],
  );

  const error: unknown = query.error;
  return useMemo(() => ({ farm, error, refresh }), [farm, error, refresh]);
}

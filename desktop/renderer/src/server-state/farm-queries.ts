import type { PlayerLocation } from '@silkroad/shared';
import { useQuery, useQueryClient, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Farm, FarmingApi, Harvest } from '../net/farming-api';
import { farmWithCrop, farmWithoutCrop, farmWithPlot } from './farm-cache';
import { QUERY_KEYS } from './query-keys';

/** The farm is read again this often while the player is on it (spec 002 §4 "Crop slot": every 10 s). */
export const FARM_REFRESH_MS = 10_000;

/** Where the server has the player: in the main world or on the farm. */
export function useLocationQuery(farming: FarmingApi): UseQueryResult<PlayerLocation> {
  return useQuery({ queryKey: [...QUERY_KEYS.location, farming.testMode], queryFn: () => farming.location(), staleTime: Infinity });
}

/**
 * The player's farm while they are on it, read on arrival and every 10 s as the spec has it (the
 * crops grow by the clock; the countdown between reads runs in the client from their timestamps).
 */
export function useFarmQuery(farming: FarmingApi, active: boolean): UseQueryResult<Farm> {
  return useQuery({
    queryKey: [...QUERY_KEYS.farm, farming.testMode],
    queryFn: () => farming.farm(),
    enabled: active,
    refetchInterval: active ? FARM_REFRESH_MS : false,
  });
}

export interface FarmActions {
  move(action: Parameters<FarmingApi['move']>[0]): Promise<PlayerLocation>;
  buyPlot(): Promise<string>;
  plant(plotId: string, cropType: string, bed: number): Promise<string>;
  harvest(cropId: string): Promise<Harvest>;
  /** Reads the location again (another window moved the player). */
  reloadLocation(): Promise<PlayerLocation>;
}

/**
 * The countryside's actions: each asks the server and writes what it answered into the cache
 * (the new location, the plot, the crop, the crop gone). The player, whose purse, inventory and
 * experience each action changes, is read once when the server pushes `player-updated` for it.
 */
export function useFarmActions(farming: FarmingApi): FarmActions {
  const client = useQueryClient();
  return useMemo(() => farmActions(client, farming), [client, farming]);
}

/** The actions on a cache and a client, apart from React (the hook above keeps one per both). */
export function farmActions(client: QueryClient, farming: FarmingApi): FarmActions {
  const locationKey = [...QUERY_KEYS.location, farming.testMode];
  const farmKey = [...QUERY_KEYS.farm, farming.testMode];
  // A refusal changed nothing, but may mean the farm on screen is old (another window planted).
  const farmMayBeOld = () => void client.invalidateQueries({ queryKey: farmKey });
  return {
    async move(action) {
      const location = await farming.move(action);
      client.setQueryData(locationKey, location);
      return location;
    },
    async buyPlot() {
      try {
        const { plot, message } = await farming.buyPlot();
        client.setQueryData<Farm>(farmKey, (farm) => farmWithPlot(farm, plot));
        return message;
      } catch (error) {
        farmMayBeOld();
        throw error;
      }
    },
    async plant(plotId, cropType, bed) {
      try {
        const { crop, message } = await farming.plant(plotId, cropType, bed);
        client.setQueryData<Farm>(farmKey, (farm) => farmWithCrop(farm, crop));
        return message;
      } catch (error) {
        farmMayBeOld();
        throw error;
      }
    },
    async harvest(cropId) {
      try {
        const result = await farming.harvest(cropId);
        client.setQueryData<Farm>(farmKey, (farm) => farmWithoutCrop(farm, cropId));
        return result;
      } catch (error) {
        farmMayBeOld();
        throw error;
      }
    },
    reloadLocation() {
      return client.fetchQuery({ queryKey: locationKey, queryFn: () => farming.location(), staleTime: 0 });
    },
  } satisfies FarmActions;
}

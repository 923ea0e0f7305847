import type { PlayerData } from '@silkroad/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { QUERY_KEYS } from './query-keys';

export interface PlayerDataState {
  data: PlayerData | null;
  /** The last read failed (the previous data, if any, is kept). */
  failed: boolean;
  /** Reads the player again (after an action whose reply does not carry the whole player). */
  refresh(): void;
}

/**
 * The server's view of the player (purse, inventory, skills, place): read once, then again when
 * the server says it changed (`player-updated`, see server-pushes.ts) or an action changed it.
 */
export function usePlayerQuery(load: () => Promise<PlayerData>): PlayerDataState {
  const client = useQueryClient();
  const query = useQuery({ queryKey: QUERY_KEYS.player, queryFn: load, staleTime: Infinity });
  const refresh = useCallback(() => void client.invalidateQueries({ queryKey: QUERY_KEYS.player }), [client]);
  const data = query.data ?? null;
  const failed = query.isError;
  return useMemo(() => ({ data, failed, refresh }), [data, failed, refresh]);
}

import { skipToken, useQuery, type QueryKey } from '@tanstack/react-query';
import { useCallback } from 'react';

export interface ServerData<T> {
  data: T | null;
  error: string | null;
  /** A read is under way (the first, or a refresh while the previous answer stays on screen). */
  loading: boolean;
  reload(): void;
}

/**
 * A resource read through the server-state cache, in the shape the panels show: the answer for
 * `queryKey` (kept on screen while it is read again), the reason it failed, and a reload. `load`
 * null means nothing to read yet (no item chosen).
 */
export function useServerData<T>(queryKey: QueryKey, load: (() => Promise<T>) | null): ServerData<T> {
  const query = useQuery({ queryKey, queryFn: load ?? skipToken });
  const { refetch } = query;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    data: query.data ?? null,
    error: query.error ? query.error.message : null,
    loading: query.isFetching,
    reload,
  };
}

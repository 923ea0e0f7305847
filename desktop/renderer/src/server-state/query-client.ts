import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../net/api-client';

/** A read that failed for want of the server is tried this many more times; a refusal is an answer and is not. */
const READ_RETRIES = 2;

/**
 * The cache of what the server said, one per world on screen (so a new session starts empty).
 * A panel that opens shows what the cache holds and reads it again behind it; resources the
 * server keeps up to date over the socket (the player, a city's market, the location) say so
 * with `staleTime: Infinity` and are read again only when a push or a mutation says so.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 0,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: (failures, error) => failures < READ_RETRIES && !(error instanceof ApiError && error.isRejection),
      },
      mutations: { retry: false },
    },
  });
}

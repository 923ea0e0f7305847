import { useEffect } from 'react';
import { ApiError, type ApiClient } from '../../net/api-client';
import { TOKEN_REFRESH_RETRY_MS, refreshDelayMs } from '../../net/token-refresh';
import type { StoredSession } from '../../platform/platform';

/**
 * Refreshes the access token a minute before it expires. Every successful refresh changes
 * `expiresAt`, which schedules the next one; a refused refresh clears the session (ApiClient).
 */
export function useTokenRefresh(api: ApiClient, session: StoredSession | null): void {
  const expiresAt = session?.tokens.expiresAt ?? null;
  useEffect(() => {
    if (expiresAt === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = () => {
      api.refresh().catch((error: unknown) => {
        if (!(error instanceof ApiError && error.isRejection)) timer = setTimeout(run, TOKEN_REFRESH_RETRY_MS);
      });
    };
    timer = setTimeout(run, refreshDelayMs(expiresAt, Date.now()));
    return () => clearTimeout(timer);
  }, [api, expiresAt]);
}

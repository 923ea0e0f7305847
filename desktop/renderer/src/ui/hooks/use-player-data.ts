import type { PlayerData } from '@silkroad/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ApiClient } from '../../net/api-client';

/** The HUD polls the server's view of the player this often, besides refreshing on events. */
export const PLAYER_DATA_POLL_MS = 30_000;
/** Refresh requests this close together (a burst of notifications) make one request. */
export const PLAYER_DATA_COALESCE_MS = 250;

export interface PlayerDataState {
  data: PlayerData | null;
  /** The last load failed (the previous data, if any, is kept). */
  failed: boolean;
  refresh(): void;
}

export function usePlayerData(api: ApiClient): PlayerDataState {
  const [state, setState] = useState<{ data: PlayerData | null; failed: boolean }>({ data: null, failed: false });
  const [version, setVersion] = useState(0);
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refresh = useCallback(() => {
    if (pending.current !== null) return;
    pending.current = setTimeout(() => {
      pending.current = null;
      setVersion((v) => v + 1);
    }, PLAYER_DATA_COALESCE_MS);
  }, []);

  useEffect(
    () => () => {
      if (pending.current !== null) clearTimeout(pending.current);
      pending.current = null;
    },
    [],
  );

  useEffect(() => {
    let active = true;
    api.getPlayer().then(
      (data) => {
        if (active) setState({ data, failed: false });
      },
      () => {
        if (active) setState((previous) => ({ data: previous.data, failed: true }));
      },
    );
    return () => {
      active = false;
    };
  }, [api, version]);

  useEffect(() => {
    const timer = setInterval(refresh, PLAYER_DATA_POLL_MS);
    return () => clearInterval(timer);
  }, [refresh]);

  return useMemo(() => ({ ...state, refresh }), [state, refresh]);
}

import { API_ERRORS } from '@silkroad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../net/api-client';
import { PlayerApi } from '../../net/player-api';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useToasts } from '../common/toast-context';
import { useServices } from '../services';

export const STARTED_OVER_TEXT = 'You start over at level 1. Good fortune on the road!';
const TOAST_MS = 5_000;

/** Why a reset failed, in words for the window: the cooldown's refusal in the server's table, else the server's message. */
export function startOverErrorText(error: unknown): string {
  if (error instanceof ApiError && error.code === 'RESET_COOLDOWN') return API_ERRORS.RESET_COOLDOWN;
  return error instanceof Error && error.message ? error.message : 'The character could not start over: try again';
}

/**
 * Reset stats from the Player Stats window: asked first, one request at a time; then everything
 * the character was (the player, the stats and achievements, professions) is read again.
 */
export function useStartOver() {
  const { api } = useServices();
  const client = useQueryClient();
  const toasts = useToasts();
  const players = useMemo(() => new PlayerApi(api), [api]);
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const sending = useRef(false);

  const confirm = useCallback(() => {
    if (sending.current) return;
    sending.current = true;
    setBusy(true);
    setError(null);
    players
      .resetStats()
      .then(
        (player) => {
          client.setQueryData(QUERY_KEYS.player, player);
          toasts.notify({ type: 'success', message: STARTED_OVER_TEXT, duration: TOAST_MS });
        },
        (failure: unknown) => setError(startOverErrorText(failure)),
      )
      .finally(() => {
        sending.current = false;
        setBusy(false);
        setAsking(false);
        // Refused or done, the cooldown and the numbers are the server's: read them again.
        for (const queryKey of [QUERY_KEYS.player, QUERY_KEYS.playerStats, QUERY_KEYS.achievements, QUERY_KEYS.progression]) void client.invalidateQueries({ queryKey });
      });
  }, [client, players, toasts]);

  return { asking, busy, error, ask: () => setAsking(true), cancel: () => setAsking(false), confirm };
}

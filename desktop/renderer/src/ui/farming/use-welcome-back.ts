import type { OfflineProgression } from '@silkroad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { FarmingApi } from '../../net/farming-api';
import { QUERY_KEYS } from '../../server-state/query-keys';

/**
 * "Welcome back!" after an absence: the offline progression rides on each clock sync, and what
 * it changed (crops grown, tax paid, the caravan's road) is read again. The notice says when it has been seen for its
 * 6 s (dismissWelcome).
 */
export function useWelcomeBack(farming: FarmingApi): { welcome: OfflineProgression | null; onClockSync(): void; dismissWelcome(): void } {
  const client = useQueryClient();
  const [welcome, setWelcome] = useState<OfflineProgression | null>(null);
  const syncing = useRef(false);

  const onClockSync = useCallback(() => {
    if (syncing.current) return;
    syncing.current = true;
    farming
      .processOffline()
      .then(
        (progression) => {
          if (!progression || progression.hoursOffline <= 0) return;
          setWelcome(progression);
          if (progression.cropsAdvanced > 0 || progression.cropsRipened > 0 || progression.taxMonthsCharged > 0) {
            void client.invalidateQueries({ queryKey: QUERY_KEYS.farm });
            void client.invalidateQueries({ queryKey: QUERY_KEYS.player });
          }
          // The caravan moved on meanwhile (answered encounters, an arrival): the journey and its history are news too.
          if (progression.journeyNews.length > 0) {
            for (const queryKey of [QUERY_KEYS.journey, QUERY_KEYS.journeyHistory, QUERY_KEYS.player, QUERY_KEYS.location]) void client.invalidateQueries({ queryKey });
          }
        },
        () => undefined,
      )
      .finally(() => {
        syncing.current = false;
      });
  }, [client, farming]);

  const dismissWelcome = useCallback(() => setWelcome(null), []);

  return { welcome, onClockSync, dismissWelcome };
}

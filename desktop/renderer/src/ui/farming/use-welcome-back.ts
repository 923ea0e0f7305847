import type { OfflineProgression } from '@silkroad/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FarmingApi } from '../../net/farming-api';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { WELCOME_BACK_MS } from './farming-texts';

/**
 * "Welcome back!" after an absence: the offline progression rides on each clock sync, and what
 * it changed (crops grown, tax paid) is read again.
 */
export function useWelcomeBack(farming: FarmingApi): { welcome: OfflineProgression | null; onClockSync(): void } {
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
        },
        () => undefined,
      )
      .finally(() => {
        syncing.current = false;
      });
  }, [client, farming]);

  useEffect(() => {
    if (!welcome) return;
    const timer = setTimeout(() => setWelcome(null), WELCOME_BACK_MS);
    return () => clearTimeout(timer);
  }, [welcome]);

  return { welcome, onClockSync };
}

import type { AchievementsView, PlayerStatsView } from '@silkroad/shared';
import { useMemo } from 'react';
import { ProgressApi } from '../../net/progress-api';
import { QUERY_KEYS } from '../../server-state/query-keys';
import { useServerData, type ServerData } from '../../server-state/use-server-data';
import { useServices } from '../services';

/** The progress routes for the panels (one client per API). */
export function useProgressApi(): ProgressApi {
  const { api } = useServices();
  return useMemo(() => new ProgressApi(api), [api]);
}

/**
 * The Player Stats window's numbers, counted by the server. Read when the window opens and again
 * when the server says they changed (an achievement's push, a reset), through the cache.
 */
export function usePlayerStats(progress: ProgressApi): ServerData<PlayerStatsView> {
  return useServerData(QUERY_KEYS.playerStats, () => progress.stats());
}

/** Every achievement with this player's progress; `load` false keeps it unread until its tab is shown. */
export function useAchievements(progress: ProgressApi, load: boolean): ServerData<AchievementsView> {
  return useServerData(QUERY_KEYS.achievements, load ? () => progress.achievements() : null);
}

import type { EncounterOutcome, JourneyView, StartJourneyRequest } from '@silkroad/shared';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { GameConnection } from '../net/game-connection';
import type { JourneysApi } from '../net/journeys-api';
import { activeJourneyAfter, historyAfter } from './journey-cache';
import { QUERY_KEYS } from './query-keys';

/**
 * The journey under way, or null. The server pushes every change of it (journey-update,
 * encounter-start, see journey-pushes.ts), so it is read again only when a push or a reconnect
 * says so, or when nothing can push (`refetchInterval`: test mode has no socket).
 */
export function useActiveJourneyQuery(journeys: JourneysApi, refetchInterval: number | false = false): UseQueryResult<JourneyView | null> {
  return useQuery({ queryKey: QUERY_KEYS.journey, queryFn: () => journeys.active(), staleTime: Infinity, refetchInterval });
}

/** The finished journeys, read while the planner's history is on screen. */
export function useJourneyHistoryQuery(journeys: JourneysApi, enabled: boolean): UseQueryResult<JourneyView[]> {
  return useQuery({ queryKey: QUERY_KEYS.journeyHistory, queryFn: () => journeys.history(), enabled });
}

/** Puts a journey the server described (a reply, a push) into the cache: the active one, or the history's newest. */
function writeJourney(client: QueryClient, journey: JourneyView): void {
  client.setQueryData<JourneyView | null>(QUERY_KEYS.journey, (cached) => activeJourneyAfter(cached, journey));
  client.setQueryData<JourneyView[]>(QUERY_KEYS.journeyHistory, (history) => historyAfter(history, journey));
}

export interface JourneyActions {
  start(request: StartJourneyRequest): Promise<JourneyView>;
  /** Turns back: the journey going home (returning), or over already (cancelled) when it had not left. */
  cancel(): Promise<JourneyView>;
  resolve(encounterId: string, choiceId: string): Promise<EncounterOutcome>;
}

/**
 * The planner's and the encounter's actions: each writes the journey the server returned into
 * the cache. What else an action changes (the purse and inventory, where the player is) the
 * server's `player-updated` for it re-reads, once; while nothing can push (`pushing()` false: no
 * socket in test mode, or it dropped), the action re-reads those itself.
 */
export function journeyActions(client: QueryClient, journeys: JourneysApi, pushing: () => boolean): JourneyActions {
  const write = (journey: JourneyView) => writeJourney(client, journey);
  const followUp = () => {
    if (pushing()) return;
    for (const queryKey of [QUERY_KEYS.player, QUERY_KEYS.location]) void client.invalidateQueries({ queryKey });
  };
  // A refusal may mean the journey on screen is old (arrived, answered by the auto-resolve, another window).
  const mayBeOld = () => void client.invalidateQueries({ queryKey: QUERY_KEYS.journey });
  const run = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      mayBeOld();
      throw error;
    }
  };
  return {
    start: (request) =>
      run(async () => {
        const { journey } = await journeys.start(request);
        write(journey);
        followUp();
        return journey;
      }),
    cancel: () =>
      run(async () => {
        const { journey } = await journeys.cancel();
        write(journey);
        followUp();
        return journey;
      }),
    resolve: (encounterId, choiceId) =>
      run(async () => {
        const { journey, outcome } = await journeys.resolve(encounterId, choiceId);
        write(journey);
        followUp();
        return outcome;
      }),
  };
}

/**
 * The server's journey pushes, written into the cache as they come: journey-update and
 * encounter-start both describe the whole journey. Returns the unsubscribe.
 */
export function followJourneyPushes(client: QueryClient, connection: Pick<GameConnection, 'events'>): () => void {
  const write = (journey: JourneyView) => writeJourney(client, journey);
  const offs = [connection.events.on('journey-update', write), connection.events.on('encounter-start', ({ journey }) => write(journey))];
  return () => {
    for (const off of offs) off();
  };
}

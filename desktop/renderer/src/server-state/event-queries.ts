import type { EventOutcome, RandomEventView } from '@silkroad/shared';
import { useQuery, type QueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { GameConnection } from '../net/game-connection';
import type { EventsApi } from '../net/events-api';
import { QUERY_KEYS } from './query-keys';

/**
 * The random event waiting for the player's answer, or null. The server pushes a new one
 * (`random-event`); an answer's reply clears it; the player's `player-updated` for an answer
 * given in another window reads it again. `refetchInterval` is for when nothing can push (test
 * mode has no socket, or it dropped).
 */
export function usePendingEventQuery(events: EventsApi, refetchInterval: number | false = false): UseQueryResult<RandomEventView | null> {
  return useQuery({ queryKey: QUERY_KEYS.randomEvent, queryFn: () => events.pending(), staleTime: Infinity, refetchInterval });
}

/**
 * The waiting event after the server described `event`: a pending one is the one waiting (one at
 * a time); an answered or passed one is no longer, if it was the one cached.
 */
export function pendingEventAfter(cached: RandomEventView | null | undefined, event: RandomEventView): RandomEventView | null {
  if (event.status === 'pending') return event;
  return cached && cached.id !== event.id ? cached : null;
}

/** The event passed unanswered by the client's reading of the server's clock: the waiting one is none, if it still was that one. */
export function forgetPassedEvent(client: QueryClient, eventId: string): void {
  client.setQueryData<RandomEventView | null>(QUERY_KEYS.randomEvent, (cached) => (cached?.id === eventId ? null : cached));
}

export interface EventActions {
  /** The event answered and what the answer did; a refusal throws the server's ApiError. */
  answer(eventId: string, choiceId: string): Promise<{ event: RandomEventView; outcome: EventOutcome }>;
}

/**
 * The random-event dialog's action: the reply clears the waiting event from the cache. What the
 * answer changed (purse, inventory, skills, reputation) the server's `player-updated` re-reads;
 * while nothing can push (`pushing()` false), the action re-reads the player itself. A refusal
 * reads the event again: its choices may have changed (a purse spent meanwhile), or it is over.
 */
export function eventActions(client: QueryClient, events: EventsApi, pushing: () => boolean): EventActions {
  return {
    answer: async (eventId, choiceId) => {
      try {
        const reply = await events.answer(eventId, choiceId);
        client.setQueryData<RandomEventView | null>(QUERY_KEYS.randomEvent, (cached) => pendingEventAfter(cached, reply.event));
        if (!pushing()) void client.invalidateQueries({ queryKey: QUERY_KEYS.player });
        return reply;
      } catch (error) {
        void client.invalidateQueries({ queryKey: QUERY_KEYS.randomEvent });
        throw error;
      }
    },
  };
}

/**
 * The server's `random-event` pushes, written into the cache as they come, and read again: a read
 * of the waiting event sent before the push but answered after it would otherwise put back the
 * "nothing waiting" it saw (the world's first reads race the first event). The new read cancels
 * such a read and answers with what the server holds now. Returns the unsubscribe.
 */
export function followEventPushes(client: QueryClient, connection: Pick<GameConnection, 'events'>): () => void {
  return connection.events.on('random-event', (event) => {
    client.setQueryData<RandomEventView | null>(QUERY_KEYS.randomEvent, (cached) => pendingEventAfter(cached, event));
    void client.invalidateQueries({ queryKey: QUERY_KEYS.randomEvent });
  });
}

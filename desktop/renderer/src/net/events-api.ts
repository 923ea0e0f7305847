import { type EventOutcome, EVENTS_ROUTES, type RandomEventView } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/**
 * The random events' routes of the protocol map (000 §9): the event waiting for an answer, and
 * the answer. Like the journeys, one client serves both the signed-in player and test mode: the
 * development server's test routes have no events, so test mode meets them as the signed-in
 * player does (an event happens there on POST /api/dev/random-event; nothing pushes it).
 */
export class EventsApi {
  constructor(private readonly api: ApiClient) {}

  /** The event waiting for the player's answer, or null (one at a time; the server passes it after 10 minutes). */
  async pending(): Promise<RandomEventView | null> {
    return (await this.api.send(EVENTS_ROUTES.pending, {})).data.event;
  }

  /** Answers the event with one of its choices: the event, answered, and what the answer did. */
  async answer(eventId: string, choiceId: string): Promise<{ event: RandomEventView; outcome: EventOutcome }> {
    return (await this.api.send(EVENTS_ROUTES.answer, { params: { id: eventId }, body: { choice_id: choiceId } })).data;
  }
}

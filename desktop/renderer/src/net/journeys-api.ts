import { type EncounterOutcome, JOURNEYS_ROUTES, type JourneyView, type StartJourneyRequest } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/**
 * The caravan's routes of the protocol map: start, the journey under way, the finished ones,
 * turning back, and answering an encounter. Like the trading routes, one client serves both the
 * signed-in player and test mode: the development server's test routes have no journeys, so test
 * mode travels as the signed-in player does.
 */
export class JourneysApi {
  constructor(private readonly api: ApiClient) {}

  /** The journey started, and the server's words for it. */
  async start(request: StartJourneyRequest): Promise<{ journey: JourneyView; message: string }> {
    return (await this.api.send(JOURNEYS_ROUTES.start, { body: request })).data;
  }

  /** The journey under way (moved on to the server's now), or null. */
  async active(): Promise<JourneyView | null> {
    return (await this.api.send(JOURNEYS_ROUTES.active, {})).data.journey;
  }

  /** The finished journeys, newest first. */
  async history(): Promise<JourneyView[]> {
    return (await this.api.send(JOURNEYS_ROUTES.history, {})).data.journeys;
  }

  /** Turns the caravan back: the journey, cancelled, with the player and cargo back where it started. */
  async cancel(): Promise<{ journey: JourneyView; message: string }> {
    return (await this.api.send(JOURNEYS_ROUTES.cancel, {})).data;
  }

  /** Answers the encounter the caravan stands at: the journey moved on, and what the answer did. */
  async resolve(encounterId: string, choiceId: string): Promise<{ journey: JourneyView; outcome: EncounterOutcome }> {
    return (await this.api.send(JOURNEYS_ROUTES.resolveEncounter, { body: { encounter_id: encounterId, choice_id: choiceId } })).data;
  }
}

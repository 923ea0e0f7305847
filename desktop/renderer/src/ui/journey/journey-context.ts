import type { JourneyView } from '@silkroad/shared';
import { createContext, use } from 'react';
import type { JourneysApi } from '../../net/journeys-api';
import type { JourneyActions } from '../../server-state/journey-queries';
import type { StartPlace } from './journey-start-place';
import type { Whereabouts } from './whereabouts';

/** The player's journey as the planner, the encounter dialog, the HUD and the Venice screen see it. */
export interface Journey {
  /** The journey under way, or null. */
  journey: JourneyView | null;
  /** The journey under way was read at least once (before, the planner shows it is loading). */
  loaded: boolean;
  /** Why the journey could not be read, if it could not. */
  error: string | null;
  where: Whereabouts;
  /** Where a new journey would start: the city the player stands in, or why there is none. */
  startPlace: StartPlace;
  /** The server's real time now. */
  serverNow(): number;
  journeys: JourneysApi;
  actions: JourneyActions;
  /** Opens the planner, with a trade route chosen when given. */
  openPlanner(routeId?: string): void;
  /** Opens the encounter the caravan stands at, if any (Continue Journey). */
  openEncounter(): void;
  /** Reads the journey again now (an auto-resolve the server should have pushed by now). */
  refresh(): void;
}

export const JourneyContext = createContext<Journey | null>(null);

export function useJourneyContext(): Journey {
  const journey = use(JourneyContext);
  if (!journey) throw new Error('useJourneyContext outside <JourneyContext>');
  return journey;
}

import { ENCOUNTER_RESOLVE_RETRY_TEXT, JOURNEY_START_RETRY_TEXT, journeyStartFailedText } from '@silkroad/shared';
import { ApiError } from '../../net/api-client';

/** The planner's and the encounter dialog's own words (the server's refusals bring theirs). */
export const JOURNEY_TEXT = {
  plannerTitle: 'Journey Planner',
  chooseDestination: 'Choose where the caravan goes',
  noWay: 'No road joins those cities',
  startFailedRetry: JOURNEY_START_RETRY_TEXT,
  resolveFailedRetry: ENCOUNTER_RESOLVE_RETRY_TEXT,
  onFarm: 'You are on your farm: a journey starts from a city. Return to the city first.',
  onRoad: 'You are on the road with your caravan: arrive or turn back before planning another journey.',
  inOpenCountry: 'A journey starts from the city you stand in: walk into a city first.',
  locating: 'Finding where you stand…',
  turnBackDuringEncounter: 'Answer the encounter first: the caravan cannot turn back while it waits.',
  turnedBack: (from: string) => `The caravan turned back: it is on its way to ${from}.`,
  /** Turning back is going back the way it came, as long as it took to come (docs/decisions.md "turning back"). */
  turnBackQuestion: (from: string, back: string) => `The caravan turns round and goes back to ${from} the way it came, with what is left of its cargo: about ${back} on the road, meeting nothing on the way. The way travelled so far is lost.`,
  returning: (from: string) => `Turned back: on the way to ${from}`,
  atSea: 'At sea',
  passageHired: 'passage hired: half the time',
  noHistory: 'No journeys yet. Your finished and abandoned journeys will be listed here.',
  noCargo: 'You hold no goods to load: the caravan can travel empty.',
} as const;

/** A start refused by the server: 'Failed to start journey: {reason}' with its words; otherwise the spec's retry line. */
export function startFailureText(error: unknown): string {
  if (error instanceof ApiError && error.isRejection) return journeyStartFailedText(error.message);
  return JOURNEY_TEXT.startFailedRetry;
}

/** A refused or failed answer to an encounter: the server's words, or the spec's retry line. */
export function resolveFailureText(error: unknown): string {
  if (error instanceof ApiError && error.isRejection) return error.message;
  return JOURNEY_TEXT.resolveFailedRetry;
}

/** 'bandits' → 'Bandits', 'trade_opportunity' → 'Trade Opportunity': the encounter's type badge. */
export function encounterTypeLabel(type: string): string {
  return type
    .split('_')
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase() + word.slice(1))
    .join(' ');
}

/** The road flags as the planner and the HUD name them (000 §3: guide, caravan_protection). */
export const ROAD_FLAG_LABELS = { guide: 'Guide', caravan_protection: 'Escort' } as const;

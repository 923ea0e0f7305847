import { ACTIVE_JOURNEY_STATUSES, JOURNEY_HISTORY_LIMIT, type JourneyView } from '@silkroad/shared';

/** Travelling or standing at an encounter: the journey is the active one (002 §4 "Journey"). */
export function isUnderWay(journey: Pick<JourneyView, 'status'>): boolean {
  return (ACTIVE_JOURNEY_STATUSES as readonly string[]).includes(journey.status);
}

/**
 * The active journey in the cache once the server described a journey (a push, or a reply). An
 * update with status completed or cancelled clears it (002 §4). Pushes and replies can cross: a
 * description older than the cached one of the same journey (by the server's `now`) changes
 * nothing, and the end of a journey that is not the cached one leaves the cached one alone.
 */
export function activeJourneyAfter(cached: JourneyView | null | undefined, incoming: JourneyView): JourneyView | null {
  const same = cached?.id === incoming.id;
  if (same && cached.now > incoming.now) return cached;
  if (isUnderWay(incoming)) return incoming;
  return cached && !same ? cached : null;
}

/** The history once a journey finished: it comes first (newest first), listed once, the list as long as the server's. */
export function historyAfter(history: readonly JourneyView[] | undefined, finished: JourneyView): JourneyView[] | undefined {
  if (!history || isUnderWay(finished)) return history as JourneyView[] | undefined;
  return [finished, ...history.filter((journey) => journey.id !== finished.id)].slice(0, JOURNEY_HISTORY_LIMIT);
}

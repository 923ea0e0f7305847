import {
  activeJourneyResponseSchema,
  encounterResolvedResponseSchema,
  journeyCancelledResponseSchema,
  journeyHistoryResponseSchema,
  journeyStartedResponseSchema,
  resolveEncounterSchema,
  startJourneySchema,
} from '../journeys';
import { defineRoute } from './route-spec';

const tag = 'journeys';

/** Spec 002 §6 names the start, the active journey and the resolve; history and cancel complete the planner. */
export const JOURNEYS_ROUTES = {
  start: defineRoute({
    method: 'post',
    path: '/api/caravan/start-journey',
    tag,
    summary: 'Start a journey with a caravan from the city the player stands in',
    description:
      'The cargo (item to quantity, 0 to 100 each, from what the player holds) leaves the inventory and travels with the caravan; the player travels too. The way is the shortest over the roads and the sea lane to Venice; duration = distance x 20 s of real time (the one pace of every journey, halved by a passage hired); risk score = distance / 30 + cargo value / 1000. One journey at a time. The navigation the destination needs (000 §5) is checked here, never for walking. With `route_id` the caravan runs a route of the trading board between its two cities: the route’s level and capital are required; it keeps the same pace and meets encounters at half the chance.',
    access: 'player',
    rateLimit: 'journeys',
    body: startJourneySchema,
    reply: journeyStartedResponseSchema,
    status: 201,
    refusals: ['UNKNOWN_CITY', 'SAME_CITY', 'NOT_IN_START_CITY', 'ON_FARM', 'JOURNEY_ALREADY_ACTIVE', 'NAVIGATION_TOO_LOW', 'ROUTE_NOT_FOUND', 'NOT_ON_ROUTE', 'ROUTE_LOCKED', 'UNKNOWN_ITEM', 'INSUFFICIENT_ITEMS'],
  }),
  active: defineRoute({
    method: 'get',
    path: '/api/caravan/active-journey',
    tag,
    summary: 'The journey under way, or null',
    description:
      'Moved on to now first: checks passed meet their encounters, an encounter unanswered for 10 s takes its first enabled choice, and a journey at its end arrives (cargo back into the inventory, the player at the destination’s market), or, turned back, is back at its start.',
    access: 'player',
    reply: activeJourneyResponseSchema,
    refusals: [],
  }),
  history: defineRoute({
    method: 'get',
    path: '/api/caravan/journeys',
    tag,
    summary: 'The player’s finished journeys, newest first (the last 20)',
    access: 'player',
    reply: journeyHistoryResponseSchema,
    refusals: [],
  }),
  cancel: defineRoute({
    method: 'post',
    path: '/api/caravan/cancel-journey',
    tag,
    summary: 'Turn the caravan back: it goes back the way it came, with the player and the cargo, as long as it had travelled',
    description:
      'The journey becomes `returning`: still under way (no new journey starts, the cargo stays on the road), it meets nothing on the way back, and when it is back (as long after the turn as it had travelled, after any hold-up still holding it) the cargo is unloaded and the player stands at the start’s market; the journey is then `cancelled`. Turned round before it left, it is back at once. Not while an encounter waits for an answer (ENCOUNTER_UNANSWERED), nor twice (NO_ACTIVE_JOURNEY). Goods lost or found on the way stay lost or found.',
    access: 'player',
    rateLimit: 'journeys',
    optionalBody: true,
    reply: journeyCancelledResponseSchema,
    refusals: ['NO_ACTIVE_JOURNEY', 'ENCOUNTER_UNANSWERED'],
  }),
  resolveEncounter: defineRoute({
    method: 'post',
    path: '/api/encounters/resolve',
    tag,
    summary: 'Answer the encounter the caravan stands at',
    description:
      'Once: a second answer, or one after the 10 s auto-resolve, is refused ENCOUNTER_RESOLVED. A choice whose requirements the player does not meet is refused CHOICE_UNAVAILABLE with the reason. Its consequences (copper, cargo, goods, delay, skill experience, reputation, flags) are applied in one transaction, through the ledger, and the journey moves on.',
    access: 'player',
    rateLimit: 'journeys',
    body: resolveEncounterSchema,
    reply: encounterResolvedResponseSchema,
    refusals: ['ENCOUNTER_NOT_FOUND', 'ENCOUNTER_RESOLVED', 'CHOICE_NOT_FOUND', 'CHOICE_UNAVAILABLE', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS'],
  }),
};

/** Refusals of the journey and encounter routes, with the texts players see (002 §8 where it has them). */
export const JOURNEY_ERRORS = {
  JOURNEY_ALREADY_ACTIVE: 'A journey is already under way: arrive or turn back first',
  NO_ACTIVE_JOURNEY: 'You have no journey under way',
  SAME_CITY: 'Choose two different cities',
  NOT_IN_START_CITY: 'A journey starts from the city you stand in',
  NAVIGATION_TOO_LOW: 'Navigation skill too low',
  ON_JOURNEY: 'You are on the road with your caravan: that waits until you arrive',
  IN_VENICE: 'You are in Venice: that waits until a journey brings you back to the Silk Road',
  ENCOUNTER_UNANSWERED: 'Answer the encounter on the road first',
  ENCOUNTER_NOT_FOUND: 'Encounter not found',
  ENCOUNTER_RESOLVED: 'This encounter is already behind you',
  CHOICE_NOT_FOUND: 'That is not one of this encounter’s choices',
  CHOICE_UNAVAILABLE: 'Cannot Complete Action: You do not meet the requirements for this choice.',
  ROUTE_NOT_FOUND: 'Trade route not found',
  NOT_ON_ROUTE: 'That route runs between other cities',
  ROUTE_LOCKED: 'You do not meet this route’s requirements',
} as const;

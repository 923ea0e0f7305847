/**
 * Refusals of the oracle and of the rumours, with the words players see; where and when an NPC
 * answers is the NPC guard's (NPC_NOT_FOUND, NOT_IN_CITY, NPC_OUT_OF_REACH, NPC_CLOSED).
 */
export const ORACLE_ERRORS = {
  ORACLE_DAILY_LIMIT: 'The stars have told you all they will today: come back tomorrow',
  RUMOUR_HEARD_TODAY: 'You have heard their news today: come back tomorrow',
} as const;

/** Refusals of the quest routes, with the words players see. */
export const QUEST_ERRORS = {
  QUEST_NOT_FOUND: 'Quest not found',
  QUEST_UNAVAILABLE: 'You cannot take this quest yet',
  QUEST_ALREADY_TAKEN: 'This quest is already in your quest log',
  QUEST_DONE_TODAY: 'You have done this task today: come back tomorrow',
  QUEST_ALREADY_DONE: 'You have already completed this quest',
  QUEST_NOT_ACTIVE: 'This quest is not in your quest log',
  QUEST_INCOMPLETE: 'The quest’s objectives are not complete yet',
  QUEST_LOG_FULL: 'Your quest log is full: finish or abandon a quest first',
} as const;

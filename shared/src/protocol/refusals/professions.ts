/**
 * Refusals of the profession calls, with the texts players see (001 §2, §5, §8 where it words
 * them). A start the conditions forbid answers ACTION_UNAVAILABLE with the availability rule's
 * own reason as the message ('Cannot mine in storm weather', 'Need Pickaxe!', ...).
 */
export const PROFESSION_ERRORS = {
  UNKNOWN_ACTION: 'Unknown action',
  ACTION_UNAVAILABLE: 'This action is not available here and now',
  ACTION_IN_PROGRESS: 'An action of this profession is already in progress',
  SESSION_NOT_FOUND: 'Session not found',
  PROFESSION_IN_CITY_ONLY: 'No forge available! Look for cities and towns.',
  PROFESSION_SWITCH_NOT_ALLOWED: 'Cannot switch yet',
  UNKNOWN_EQUIPMENT: 'This equipment is not sold here',
  UNKNOWN_TREE_TYPE: 'Unknown tree type',
  PLANTING_NOT_ALLOWED: 'Trees can only be planted in the forest',
  PROFESSIONS_ON_FARM: 'You are on your farm: return to the world to work your profession',
  REPAIR_NOT_APPLICABLE: 'Nothing to repair: bring a tool you hold',
  UNKNOWN_COMMISSION: 'This item cannot be commissioned',
} as const;

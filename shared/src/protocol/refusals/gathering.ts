/** Refusals of a harvest, with the texts players see (spec 001 §2 and 002 §8 where it words them). */
export const GATHERING_ERRORS = {
  UNKNOWN_NODE: 'Resource not found',
  NODE_OUT_OF_REACH: 'Move closer to the resource to gather it',
  GATHERING_IN_CITY: 'Resources are gathered in the countryside, not in the city',
  NODE_DEPLETED: 'Resource depleted!',
  HARVEST_INVENTORY_FULL: 'Inventory Full!',
  GATHERING_TOO_FAST: 'Still gathering: wait for the harvest to finish',
  GATHERING_ON_FARM: 'You are on your farm: return to the world to gather resources',
} as const;

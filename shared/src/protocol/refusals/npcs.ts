/** Refusals of the NPC routes (issue 20), with the words players see. */
export const NPC_ERRORS = {
  NPC_NOT_FOUND: 'There is no one of that name in the cities',
  NPC_CLOSED: 'Closed. Come back during opening hours.',
  NPC_OUT_OF_REACH: 'Too far away: walk up to them first',
  NPC_SERVICE_UNAVAILABLE: 'They do not offer that service',
  /** The words are the gate's (000 §5/§8): 'Trading skill too low (Requires Trading 2)'. */
  SKILL_TOO_LOW: 'Skill too low',
  /** A service that asks a standing (catalogue/npcs SERVICE_REPUTATION): 'Reputation too low (Requires Reputation 10)'. */
  REPUTATION_TOO_LOW: 'Reputation too low',
  NOT_SOLD_HERE: 'They do not sell that',
  OUT_OF_STOCK: 'Out of stock: come back later',
  /** 000 §5: a purchase whose skill requirements are not met. */
  INSUFFICIENT_SKILL: 'Insufficient skill level',
  VAULT_SHORT: 'Your vault does not hold that much',
  ROAD_FLAG_HELD: 'Already hired for your next journey',
} as const;

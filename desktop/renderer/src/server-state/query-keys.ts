/**
 * One key per server resource. Parameterised keys start with their resource's key, so
 * invalidating `QUERY_KEYS.market` reaches every city's market.
 */
export const QUERY_KEYS = {
  player: ['player'] as const,
  location: ['location'] as const,
  farm: ['farm'] as const,
  market: ['market'] as const,
  cityMarket: (cityId: number) => ['market', cityId] as const,
  marketOverview: ['market-overview'] as const,
  priceHistory: (cityId: number, itemId: string) => ['price-history', cityId, itemId] as const,
  arbitrage: (itemId: string) => ['arbitrage', itemId] as const,
  offers: ['offers'] as const,
  offerBook: (cityId: number, itemId: string | undefined) => ['offers', cityId, itemId ?? null] as const,
  contracts: ['contracts'] as const,
  tradeRoutes: ['trade-routes'] as const,
  tradeHistory: ['trade-history'] as const,
  recipes: (tab: string) => ['recipes', tab] as const,
  progression: ['progression'] as const,
  workshop: ['workshop'] as const,
  craftQueue: ['craft-queue'] as const,
  journey: ['journey'] as const,
  journeyHistory: ['journey-history'] as const,
  /** The random event waiting for the player's answer, or null. */
  randomEvent: ['random-event'] as const,
  /** The quest log; invalidating it reaches every NPC's quests too (any act may advance a quest). */
  quests: ['quests'] as const,
  /** Every NPC's quests (a claim may open the chain's next quest at another giver). */
  npcQuestLists: ['quests', 'npc'] as const,
  npcQuests: (npcId: string) => ['quests', 'npc', npcId] as const,
  /** What an NPC said and offers this player, from the talk that opened their window. */
  npc: (npcId: string) => ['npc', npcId] as const,
  vault: ['vault'] as const,
  /** The oracle's clues and the rumours heard, with the unread count (the HUD's rumours). */
  rumours: ['rumours'] as const,
  /** The tutorial's step and whether the server saw its objective done (any act may meet it). */
  tutorial: ['tutorial'] as const,
  /** Every achievement with its progress. */
  achievements: ['achievements'] as const,
  /** The Player Stats window's overview, statistics and recent activity. */
  playerStats: ['player-stats'] as const,
};

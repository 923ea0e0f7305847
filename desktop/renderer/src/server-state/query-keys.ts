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
};

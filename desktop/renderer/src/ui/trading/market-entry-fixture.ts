import type { MarketEntry } from '@silkroad/shared';

/** For tests: one market row as the server sends it (silk at its base price in city 1), with any fields changed. */
export function marketEntry(overrides: Partial<MarketEntry> = {}): MarketEntry {
  return {
    cityId: 1,
    itemId: 'silk',
    itemName: 'Silk',
    basePrice: 13_000,
    currentPrice: 13_000,
    sellPrice: 10_400,
    supply: 100,
    demand: 100,
    volatility: 0.05,
    trend: 'stable',
    lastUpdated: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

import { itemById, itemDisplayName, type MarketEntry } from '@silkroad/shared';

export interface Holding {
  itemId: string;
  name: string;
  quantity: number;
  /** What this city's merchants pay per unit; null where the good is not traded here. */
  unitValue: number | null;
  value: number;
}

export interface Portfolio {
  holdings: Holding[];
  /** Copper the holdings would fetch here, sold at today's merchant prices. */
  goodsValue: number;
  /** Goods held that this market does not buy (tools, unknown items). */
  unpriced: number;
}

/** The player's goods valued at a city's merchant prices, most valuable first. */
export function buildPortfolio(inventory: Readonly<Record<string, number>>, market: readonly MarketEntry[]): Portfolio {
  const prices = new Map(market.map((e) => [e.itemId, e.sellPrice]));
  const holdings = Object.entries(inventory)
    .filter(([, quantity]) => quantity > 0)
    .map(([itemId, quantity]): Holding => {
      const unitValue = itemById(itemId)?.marketable ? (prices.get(itemId) ?? null) : null;
      return { itemId, name: itemDisplayName(itemId), quantity, unitValue, value: (unitValue ?? 0) * quantity };
    })
    .sort((a, b) => b.value - a.value || a.name.localeCompare(b.name));
  return {
    holdings,
    goodsValue: holdings.reduce((sum, h) => sum + h.value, 0),
    unpriced: holdings.filter((h) => h.unitValue === null).length,
  };
}

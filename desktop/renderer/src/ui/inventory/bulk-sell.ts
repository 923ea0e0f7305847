import { applyTradeImpact, sellPrice, TRADE_QUANTITY_MAX, type MarketEntry, type Skills } from '@silkroad/shared';
import { previewTrade, priceLimitFor } from '../trading/trade-preview';
import type { InventoryEntry } from './inventory-view';

export const BULK_SELL_TEXT = {
  confirm: (n: number) => `Are you sure you want to sell ${n} item(s)?`,
  nothingSelected: 'Select at least one item to sell',
  notInCity: 'You must be in a city to sell at its market',
  failed: 'Failed to sell items. Please try again.',
  notMarketable: (name: string) => `${name} cannot be sold at the market`,
  notTradedHere: (name: string, city: string) => `${city} does not trade ${name}`,
} as const;

export type BulkSellStep =
  | { kind: 'sell'; itemId: string; name: string; quantity: number; unitPrice: number; priceLimit: number }
  | { kind: 'skip'; itemId: string; name: string; reason: string };

/**
 * The sales a Sell Selected click makes at a city's market: all of each selected item, in
 * trades of at most 999 (the trade limit), each at the price the market shows for that many,
 * with the usual tolerance. Items the market cannot take are skipped, each with its reason.
 */
export function planBulkSell(selected: readonly InventoryEntry[], market: readonly MarketEntry[], cityName: string, skills: Skills): BulkSellStep[] {
  const byItem = new Map(market.map((e) => [e.itemId, e]));
  const steps: BulkSellStep[] = [];
  for (const item of selected) {
    if (!item.marketable) {
      steps.push({ kind: 'skip', itemId: item.id, name: item.name, reason: BULK_SELL_TEXT.notMarketable(item.name) });
      continue;
    }
    let entry = byItem.get(item.id);
    if (!entry) {
      steps.push({ kind: 'skip', itemId: item.id, name: item.name, reason: BULK_SELL_TEXT.notTradedHere(item.name, cityName) });
      continue;
    }
    for (let left = item.quantity; left > 0; left -= TRADE_QUANTITY_MAX) {
      const quantity = Math.min(TRADE_QUANTITY_MAX, left);
      const { unitPrice } = previewTrade(entry, 'sell', quantity, skills);
      steps.push({ kind: 'sell', itemId: item.id, name: item.name, quantity, unitPrice, priceLimit: priceLimitFor('sell', unitPrice) });
      // The next chunk meets the market as this one will have left it.
      const after = applyTradeImpact(entry, 'sell', quantity);
      entry = { ...entry, supply: after.supply, demand: after.demand, currentPrice: after.price, sellPrice: sellPrice(after.price) };
    }
  }
  return steps;
}

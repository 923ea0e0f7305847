import { sellPrice, type MarketEntry, type TradeRecord } from '@silkroad/shared';

export interface MarketUpdate {
  cityId: number;
  itemId: string;
  marketData: MarketEntry;
}

export interface PriceChange {
  cityId: number;
  itemId: string;
  newPrice: number;
  trend: MarketEntry['trend'];
}

/** One city's market after a market-update of one of its goods (others' updates are ignored). */
export function applyMarketUpdate(entries: readonly MarketEntry[], cityId: number, update: MarketUpdate): MarketEntry[] {
  if (update.cityId !== cityId) return [...entries];
  const known = entries.some((e) => e.itemId === update.itemId);
  return known ? entries.map((e) => (e.itemId === update.itemId ? update.marketData : e)) : [...entries, update.marketData];
}

/** A price-change carries the new asking price; merchants' buying price follows it by the shared rule. */
export function applyPriceChange(entries: readonly MarketEntry[], cityId: number, change: PriceChange): MarketEntry[] {
  if (change.cityId !== cityId) return [...entries];
  return entries.map((e) => (e.itemId === change.itemId ? { ...e, currentPrice: change.newPrice, sellPrice: sellPrice(change.newPrice), trend: change.trend } : e));
}

/** The market as our own trade left it (the trade's reply carries the new market price). */
export function applyTradeRecord(entries: readonly MarketEntry[], record: Pick<TradeRecord, 'cityId' | 'itemId' | 'marketPrice'>): MarketEntry[] {
  return entries.map((e) => (e.cityId === record.cityId && e.itemId === record.itemId ? { ...e, currentPrice: record.marketPrice, sellPrice: sellPrice(record.marketPrice) } : e));
}

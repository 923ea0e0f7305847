import { TRADE_GOOD_IDS, type MarketEntry } from '@silkroad/shared';

export const TREND_ARROWS: Readonly<Record<MarketEntry['trend'], string>> = { rising: '▲', falling: '▼', stable: '▬' };
export const TREND_WORDS: Readonly<Record<MarketEntry['trend'], string>> = { rising: 'Rising', falling: 'Falling', stable: 'Stable' };

/** The supply/demand bar's ratio is capped here (spec 002 §9). */
export const SUPPLY_DEMAND_RATIO_CAP = 2;

/** Supply over demand, 0..2: above 1 the market is well stocked (cheap), below 1 goods are short. */
export function supplyDemandRatio(supply: number, demand: number): number {
  if (!(demand > 0)) return SUPPLY_DEMAND_RATIO_CAP;
  return Math.min(SUPPLY_DEMAND_RATIO_CAP, Math.max(0, supply / demand));
}

/** The filled share of the bar, 0..1 (balanced markets fill half). */
export function supplyDemandFill(supply: number, demand: number): number {
  return supplyDemandRatio(supply, demand) / SUPPLY_DEMAND_RATIO_CAP;
}

/** The nine trade goods first, in their trade-id order, then everything else by name. */
export function orderMarket(entries: readonly MarketEntry[]): MarketEntry[] {
  const rank = (id: string) => {
    const index = (TRADE_GOOD_IDS as readonly string[]).indexOf(id);
    return index === -1 ? TRADE_GOOD_IDS.length : index;
  };
  return [...entries].sort((a, b) => rank(a.itemId) - rank(b.itemId) || a.itemName.localeCompare(b.itemName));
}

/** The goods the market overview popup lists: the trade goods this city prices. */
export function headlineGoods(entries: readonly MarketEntry[]): MarketEntry[] {
  return orderMarket(entries).filter((e) => (TRADE_GOOD_IDS as readonly string[]).includes(e.itemId));
}

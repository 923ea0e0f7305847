import { priceTrade, type MarketEntry, type Skills, type TradeSide } from '@silkroad/shared';

/**
 * How far the price may move between what the panel shows and what the server executes: a buy
 * pays at most 5% more per unit, a sale takes at least 5% less; beyond that the server refuses
 * (PRICE_MOVED) and the player sees why, instead of trading at a price they never saw.
 */
export const PRICE_TOLERANCE = 0.05;

export interface TradePreview {
  side: TradeSide;
  quantity: number;
  /** Copper per unit the player pays (after the skill discount) or receives. */
  unitPrice: number;
  total: number;
  /** Share taken off a purchase by the player's skills; 0 for sales. */
  discount: number;
}

/**
 * What a trade of `quantity` would cost or bring at the market as shown, priced by the same
 * shared rule the server applies at execution.
 */
export function previewTrade(entry: MarketEntry, side: TradeSide, quantity: number, skills: Pick<Skills, 'trading' | 'negotiation' | 'diplomacy'>): TradePreview {
  const { unitPrice, total, discount } = priceTrade({ basePrice: entry.basePrice, supply: entry.supply, demand: entry.demand, price: entry.currentPrice }, side, quantity, skills);
  return { side, quantity, unitPrice, total, discount };
}

/** The priceLimit sent with a trade: the most paid or the least taken per unit, in copper. */
export function priceLimitFor(side: TradeSide, unitPrice: number): number {
  return side === 'buy' ? Math.ceil(unitPrice * (1 + PRICE_TOLERANCE)) : Math.max(1, Math.floor(unitPrice * (1 - PRICE_TOLERANCE)));
}

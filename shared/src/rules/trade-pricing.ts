import type { Skills } from './player-defaults';
import { quoteTrade, sellPrice, type MarketState, type TradeSide } from './market';
import { discountedPrice, skillDiscount } from './skills';

export interface PricedTrade {
  /** Copper per unit the player pays (buy, after the skill discount) or receives (sell). */
  unitPrice: number;
  /** The share taken off a purchase for trading, negotiation and diplomacy; 0 for sales. */
  discount: number;
  total: number;
  /** The market once this trade has moved it. */
  after: { supply: number; demand: number; price: number };
}

/**
 * Prices a trade. The server calls it on the market row read inside the trade's own transaction,
 * so the price paid is the one computed at execution; the trading post calls it on the market it
 * shows, to preview the same price.
 * The skill discount (spec 000 §9) applies to purchases only: merchants do not pay a seller more
 * for being a good negotiator, and the 20% spread of SELL_PRICE_RATIO already covers the largest
 * discount, so buying and selling straight back never makes money; at the largest discount a
 * purchase still costs a copper a unit more than the merchant pays back for it, so it always loses.
 */
export function priceTrade(
  state: Pick<MarketState, 'basePrice' | 'supply' | 'demand' | 'price'>,
  side: TradeSide,
  quantity: number,
  skills: Pick<Skills, 'trading' | 'negotiation' | 'diplomacy'>,
): PricedTrade {
  const quote = quoteTrade(state, side, quantity);
  const discount = side === 'buy' ? skillDiscount(skills) : 0;
  // The largest discount equals the spread: a purchase never costs what the merchant pays back for the unit.
  const unitPrice = side === 'buy' ? Math.max(discountedPrice(quote.unitPrice, discount), sellPrice(quote.unitPrice) + 1) : quote.unitPrice;
  return { unitPrice, discount, total: unitPrice * quantity, after: quote.after };
}

/** A buyer's limit is the most they pay per unit; a seller's the least they take. */
export function withinPriceLimit(side: TradeSide, unitPrice: number, priceLimit: number): boolean {
  return side === 'buy' ? unitPrice <= priceLimit : unitPrice >= priceLimit;
}

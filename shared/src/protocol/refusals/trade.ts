/** Codes of a refused trade (spec 001 §8: TRADE_ERROR by default) with the texts players see. */
export const TRADE_ERRORS = {
  INSUFFICIENT_FUNDS: 'Insufficient gold for this trade',
  INSUFFICIENT_ITEMS: 'Insufficient items for this trade',
  PRICE_MOVED: 'The price moved past your limit',
  NOT_IN_CITY: 'You must be in that city to trade at its market',
  INVENTORY_FULL: 'Your inventory is full',
  INVALID_QUANTITY: 'Please enter a valid quantity',
  UNKNOWN_ITEM: 'Item not found',
  UNKNOWN_CITY: 'Unknown city',
  NOT_TRADED_HERE: 'This market does not trade that item',
  TRADE_ERROR: 'Trade execution failed',
} as const;

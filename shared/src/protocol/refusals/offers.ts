/**
 * The most offers a player may hold at once: open ones, and expired ones still holding goods
 * that did not fit their inventory. Bounds the book and every player's `mine` list.
 */
export const MAX_OPEN_OFFERS_PER_PLAYER = 20;
/**
 * The most offers a player may post in any window of OFFER_POST_WINDOW_MS, cancelled ones
 * included: every post keeps its row for that long, so a loop of posts and cancels cannot grow
 * the book without bound. Ten times the open-offer cap: every open offer repriced ten times a day.
 */
export const OFFER_POSTS_PER_DAY = 200;

/** Refusals of the offer book beyond the trade ones (TRADE_ERRORS), with the texts players see. */
export const OFFER_ERRORS = {
  OFFER_NOT_FOUND: 'Offer not found',
  OWN_OFFER: 'You cannot accept your own offer',
  NOT_OFFER_OWNER: 'You can only cancel your own offers',
  OFFER_EXPIRED: 'This offer has expired',
  OFFER_CLOSED: 'This offer is no longer open',
  OFFER_QUANTITY_UNAVAILABLE: 'The offer does not have that many left',
  OWNER_INVENTORY_FULL: 'The buyer has no room for these goods',
  REFUND_INVENTORY_FULL: 'Make room in your inventory first: the goods of this offer must come back to you',
  PRICE_TOO_HIGH: 'The total of this offer is too large',
  TOO_MANY_OFFERS: `You have ${MAX_OPEN_OFFERS_PER_PLAYER} open offers, the most a trader may hold: cancel one, or wait for one to fill or expire, before posting another`,
  DAILY_OFFER_LIMIT: `You have posted ${OFFER_POSTS_PER_DAY} offers in the last 24 hours, the most a trader may post in a day: you can post again once the first of them is a day old`,
} as const;

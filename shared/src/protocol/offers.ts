import { z } from 'zod';
import { offerSchema } from './trade';

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
export const OFFER_POST_WINDOW_MS = 24 * 60 * 60 * 1000;
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
export type OfferErrorCode = keyof typeof OFFER_ERRORS;

/** How often the server expires offers nobody looked at (reads and accepts expire them too). */
export const OFFER_SWEEP_MS = 60_000;
/** The most offers one book read returns. */
export const OFFER_LIST_LIMIT = 200;

/** GET /api/market/offers: every filter optional; `mine=true` lists the caller's own offers. */
export const offersQuerySchema = z.object({
  cityId: z.string().regex(/^[0-9]{1,6}$/, { error: 'cityId must be a whole number' }).optional(),
  itemId: z.string().min(1).max(64).optional(),
  side: z.enum(['buy', 'sell']).optional(),
  mine: z.enum(['true', 'false']).optional(),
});

export const offerIdParamSchema = z.object({ id: z.string().min(1).max(64) });

export const offerListResponseSchema = z.object({ success: z.literal(true), data: z.object({ offers: z.array(offerSchema) }) });
export type OfferListResponse = z.infer<typeof offerListResponseSchema>;

export const offerResponseSchema = z.object({ success: z.literal(true), data: z.object({ offer: offerSchema }) });
export type OfferResponse = z.infer<typeof offerResponseSchema>;

export const offerFillResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    offer: offerSchema,
    filledQuantity: z.number().int(),
    /** Copper that changed hands (quantity x price per unit). */
    totalCopper: z.number().int(),
    /** The acceptor's purse after the fill. */
    playerCopper: z.number().int(),
  }),
});
export type OfferFillResponse = z.infer<typeof offerFillResponseSchema>;

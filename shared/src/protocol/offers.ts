import { z } from 'zod';
import { offerSchema } from './trade';
import type { OFFER_ERRORS } from './refusals/offers';
export { MAX_OPEN_OFFERS_PER_PLAYER, OFFER_ERRORS, OFFER_POSTS_PER_DAY } from './refusals/offers';

export const OFFER_POST_WINDOW_MS = 24 * 60 * 60 * 1000;
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

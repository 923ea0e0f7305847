import { createRoute } from '@hono/zod-openapi';
import { OFFER_POSTS_PER_DAY, offerAcceptSchema, offerCreateSchema, offerFillResponseSchema, offerIdParamSchema, offerListResponseSchema, offerResponseSchema, offersQuerySchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { requireAuth } from '../../http/require-auth';
import { createRouter } from '../../http/router';
import { acceptOffer, cancelOffer, createOffer, listOffers } from './offer-service';

const TAGS = ['offers'];

/** The refusals every bearer route of this module can give, for the OpenAPI document. */
const COMMON_REFUSALS = {
  400: jsonError('Invalid input: `error.code` INVALID_REQUEST, INVALID_QUANTITY, UNKNOWN_ITEM, UNKNOWN_CITY, NOT_TRADED_HERE, PRICE_TOO_HIGH'),
  401: jsonError('Missing, forged or expired access token'),
  429: jsonError('RATE_LIMITED: see Retry-After'),
} as const;

const listRoute = createRoute({
  method: 'get',
  path: '/market/offers',
  tags: TAGS,
  summary: 'The offer book: open offers, best price first',
  description:
    'Open, unexpired offers (cheapest sell offers first, then dearest buy offers), at most 200. `mine=true` lists the caller’s own offers, including expired ones still holding goods that did not fit their inventory. Reading a city’s book first expires and refunds its offers past their 24 h.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { query: offersQuerySchema },
  responses: {
    200: jsonContent(offerListResponseSchema, 'The offers'),
    ...COMMON_REFUSALS,
    404: jsonError('PLAYER_NOT_FOUND'),
  },
});

const createOfferRoute = createRoute({
  method: 'post',
  path: '/market/offers',
  tags: TAGS,
  summary: 'Post a buy or sell offer in the city the player stands in',
  description:
    `A buy offer moves quantity x pricePerUnit copper from the purse into escrow; a sell offer moves the goods. The offer expires after 24 h and whatever it still holds returns to its owner. Prices are copper per unit. A player posts at most ${OFFER_POSTS_PER_DAY} offers in any 24 hours, cancelled ones included.`,
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('offers')],
  request: { body: jsonBody(offerCreateSchema) },
  responses: {
    201: jsonContent(offerResponseSchema, 'The offer, open'),
    ...COMMON_REFUSALS,
    403: jsonError('NOT_IN_CITY: the player does not stand in that city'),
    404: jsonError('PLAYER_NOT_FOUND'),
    409: jsonError('INSUFFICIENT_FUNDS (buy), INSUFFICIENT_ITEMS (sell), or TOO_MANY_OFFERS: the player already holds the most open offers allowed'),
    429: jsonError('RATE_LIMITED, or DAILY_OFFER_LIMIT: the player posted the most offers allowed in 24 hours; see Retry-After'),
  },
});

const acceptRoute = createRoute({
  method: 'post',
  path: '/market/offers/{id}/accept',
  tags: TAGS,
  summary: 'Fill another player’s offer, in whole or in part',
  description:
    'Filling a sell offer pays its owner and takes the goods; filling a buy offer hands the goods to its owner and takes the copper from escrow. The owner is told over the socket (`offer-filled`).',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('offers')],
  request: { params: offerIdParamSchema, body: jsonBody(offerAcceptSchema) },
  responses: {
    200: jsonContent(offerFillResponseSchema, 'The fill and the offer after it'),
    ...COMMON_REFUSALS,
    403: jsonError('OWN_OFFER, or NOT_IN_CITY: the player does not stand in the offer’s city'),
    404: jsonError('OFFER_NOT_FOUND or PLAYER_NOT_FOUND'),
    409: jsonError('OFFER_CLOSED, OFFER_QUANTITY_UNAVAILABLE, INSUFFICIENT_FUNDS, INSUFFICIENT_ITEMS, INVENTORY_FULL, OWNER_INVENTORY_FULL'),
    410: jsonError('OFFER_EXPIRED: its escrow was returned to its owner'),
  },
});

const cancelRoute = createRoute({
  method: 'delete',
  path: '/market/offers/{id}',
  tags: TAGS,
  summary: 'Cancel one of the caller’s open offers',
  description: 'What the offer still holds returns to the owner: copper to the purse, goods to the inventory (which must have room for them).',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('offers')],
  request: { params: offerIdParamSchema },
  responses: {
    200: jsonContent(offerResponseSchema, 'The offer, cancelled'),
    ...COMMON_REFUSALS,
    403: jsonError('NOT_OFFER_OWNER: someone else’s offer'),
    404: jsonError('OFFER_NOT_FOUND'),
    409: jsonError('OFFER_CLOSED (filled or cancelled), or REFUND_INVENTORY_FULL'),
    410: jsonError('OFFER_EXPIRED: it already expired and its escrow was returned'),
  },
});

export function offerRoutes(ctx: AppContext) {
  const router = createRouter();

  router.openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const offers = await listOffers(ctx, c.var.userId, {
      cityId: query.cityId === undefined ? undefined : Number(query.cityId),
      itemId: query.itemId,
      side: query.side,
      mine: query.mine === 'true',
    });
    return c.json({ success: true as const, data: { offers } }, 200);
  });

  router.openapi(createOfferRoute, async (c) => {
    const offer = await createOffer(ctx, c.var.userId, c.req.valid('json'));
    return c.json({ success: true as const, data: { offer } }, 201);
  });

  router.openapi(acceptRoute, async (c) => {
    const data = await acceptOffer(ctx, c.var.userId, c.req.valid('param').id, c.req.valid('json').quantity);
    return c.json({ success: true as const, data }, 200);
  });

  router.openapi(cancelRoute, async (c) => {
    const offer = await cancelOffer(ctx, c.var.userId, c.req.valid('param').id);
    return c.json({ success: true as const, data: { offer } }, 200);
  });

  return router;
}

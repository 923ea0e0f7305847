import { OFFER_POSTS_PER_DAY, offerFillResponseSchema, offerIdParamSchema, offerListResponseSchema, offerResponseSchema, offersQuerySchema } from '../offers';
import { offerAcceptSchema, offerCreateSchema } from '../trade';
import { defineRoute } from './route-spec';

const tag = 'offers';

/** What names a good and a market city wrongly, in a query or a body. */
const UNKNOWN_GOOD_OR_CITY = ['UNKNOWN_ITEM', 'UNKNOWN_CITY', 'NOT_TRADED_HERE'] as const;
/** Offers are posted and filled in person, in the offer's city. */
const IN_PERSON = ['NOT_IN_CITY', 'ON_FARM'] as const;

export const OFFERS_ROUTES = {
  list: defineRoute({
    method: 'get',
    path: '/api/market/offers',
    tag,
    summary: 'The offer book: open offers, best price first',
    description:
      'Open, unexpired offers (cheapest sell offers first, then dearest buy offers), at most 200. `mine=true` lists the caller’s own offers, including expired ones still holding goods that did not fit their inventory. Reading a city’s book first expires and refunds its offers past their 24 h.',
    access: 'player',
    query: offersQuerySchema,
    reply: offerListResponseSchema,
    refusals: [...UNKNOWN_GOOD_OR_CITY],
  }),
  create: defineRoute({
    method: 'post',
    path: '/api/market/offers',
    tag,
    summary: 'Post a buy or sell offer in the city the player stands in',
    description: `A buy offer moves quantity x pricePerUnit copper from the purse into escrow; a sell offer moves the goods. The offer expires after 24 h and whatever it still holds returns to its owner. Prices are copper per unit. A player posts at most ${OFFER_POSTS_PER_DAY} offers in any 24 hours, cancelled ones included (DAILY_OFFER_LIMIT, with Retry-After).`,
    access: 'player',
    rateLimit: 'offers',
    body: offerCreateSchema,
    reply: offerResponseSchema,
    status: 201,
    refusals: [...UNKNOWN_GOOD_OR_CITY, 'PRICE_TOO_HIGH', ...IN_PERSON, 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS', 'TOO_MANY_OFFERS', 'DAILY_OFFER_LIMIT'],
  }),
  accept: defineRoute({
    method: 'post',
    path: '/api/market/offers/{id}/accept',
    tag,
    summary: 'Fill another player’s offer, in whole or in part',
    description:
      'Filling a sell offer pays its owner and takes the goods; filling a buy offer hands the goods to its owner and takes the copper from escrow. The owner is told over the socket (`offer-filled`). OFFER_EXPIRED: its escrow was returned to its owner.',
    access: 'player',
    rateLimit: 'offers',
    params: offerIdParamSchema,
    body: offerAcceptSchema,
    reply: offerFillResponseSchema,
    refusals: [
      'OFFER_NOT_FOUND',
      'OWN_OFFER',
      'OFFER_CLOSED',
      'OFFER_EXPIRED',
      'OFFER_QUANTITY_UNAVAILABLE',
      ...IN_PERSON,
      'INSUFFICIENT_FUNDS',
      'INSUFFICIENT_ITEMS',
      'INVENTORY_FULL',
      'OWNER_INVENTORY_FULL',
    ],
  }),
  cancel: defineRoute({
    method: 'delete',
    path: '/api/market/offers/{id}',
    tag,
    summary: 'Cancel one of the caller’s open offers',
    description:
      'What the offer still holds returns to the owner: copper to the purse, goods to the inventory (which must have room for them: REFUND_INVENTORY_FULL). OFFER_EXPIRED: it already expired and its escrow was returned.',
    access: 'player',
    rateLimit: 'offers',
    params: offerIdParamSchema,
    reply: offerResponseSchema,
    refusals: ['OFFER_NOT_FOUND', 'NOT_OFFER_OWNER', 'OFFER_CLOSED', 'OFFER_EXPIRED', 'REFUND_INVENTORY_FULL'],
  }),
};

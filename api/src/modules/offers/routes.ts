import { createRoute } from '@hono/zod-openapi';
import { offerAcceptSchema, offerCreateSchema, offerFillResponseSchema, offerIdParamSchema, offerListResponseSchema, offerResponseSchema, offersQuerySchema } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent } from '../../http/openapi';
import { requireAuth } from '../../http/require-auth';
import { refusalResponse } from '../../http/refusal';
import { acceptOffer, cancelOffer, createOffer, listOffers } from './offer-service';
import { answerFailures, createTradingRouter, TRADING_FAILURE_RESPONSES } from './trading-failure';

const TAGS = ['offers'];

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
    ...TRADING_FAILURE_RESPONSES,
    404: refusalResponse('PLAYER_NOT_FOUND'),
  },
});

const createOfferRoute = createRoute({
  method: 'post',
  path: '/market/offers',
  tags: TAGS,
  summary: 'Post a buy or sell offer in the city the player stands in',
  description:
    'A buy offer moves quantity x pricePerUnit copper from the purse into escrow; a sell offer moves the goods. The offer expires after 24 h and whatever it still holds returns to its owner. Prices are copper per unit.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { body: jsonBody(offerCreateSchema) },
  responses: {
    201: jsonContent(offerResponseSchema, 'The offer, open'),
    ...TRADING_FAILURE_RESPONSES,
    403: refusalResponse('NOT_IN_CITY: the player does not stand in that city'),
    404: refusalResponse('PLAYER_NOT_FOUND'),
    409: refusalResponse('INSUFFICIENT_FUNDS (buy) or INSUFFICIENT_ITEMS (sell)'),
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
  middleware: [requireAuth],
  request: { params: offerIdParamSchema, body: jsonBody(offerAcceptSchema) },
  responses: {
    200: jsonContent(offerFillResponseSchema, 'The fill and the offer after it'),
    ...TRADING_FAILURE_RESPONSES,
    403: refusalResponse('OWN_OFFER, or NOT_IN_CITY: the player does not stand in the offer’s city'),
    404: refusalResponse('OFFER_NOT_FOUND or PLAYER_NOT_FOUND'),
    409: refusalResponse('OFFER_CLOSED, OFFER_QUANTITY_UNAVAILABLE, INSUFFICIENT_FUNDS, INSUFFICIENT_ITEMS, INVENTORY_FULL, OWNER_INVENTORY_FULL'),
    410: refusalResponse('OFFER_EXPIRED: its escrow was returned to its owner'),
  },
});

const cancelRoute = createRoute({
  method: 'delete',
  path: '/market/offers/{id}',
  tags: TAGS,
  summary: 'Cancel one of the caller’s open offers',
  description: 'What the offer still holds returns to the owner: copper to the purse, goods to the inventory (which must have room for them).',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  request: { params: offerIdParamSchema },
  responses: {
    200: jsonContent(offerResponseSchema, 'The offer, cancelled'),
    ...TRADING_FAILURE_RESPONSES,
    403: refusalResponse('NOT_OFFER_OWNER: someone else’s offer'),
    404: refusalResponse('OFFER_NOT_FOUND'),
    409: refusalResponse('OFFER_CLOSED (filled or cancelled), or REFUND_INVENTORY_FULL'),
    410: refusalResponse('OFFER_EXPIRED: it already expired and its escrow was returned'),
  },
});

export function offerRoutes(ctx: AppContext) {
  const router = createTradingRouter();

  router.openapi(listRoute, (c) =>
    answerFailures(c, async () => {
      const query = c.req.valid('query');
      const offers = await listOffers(ctx, c.var.userId, {
        cityId: query.cityId === undefined ? undefined : Number(query.cityId),
        itemId: query.itemId,
        side: query.side,
        mine: query.mine === 'true',
      });
      return c.json({ success: true as const, data: { offers } }, 200);
    }),
  );

  router.openapi(createOfferRoute, (c) =>
    answerFailures(c, async () => {
      const offer = await createOffer(ctx, c.var.userId, c.req.valid('json'));
      return c.json({ success: true as const, data: { offer } }, 201);
    }),
  );

  router.openapi(acceptRoute, (c) =>
    answerFailures(c, async () => {
      const data = await acceptOffer(ctx, c.var.userId, c.req.valid('param').id, c.req.valid('json').quantity);
      return c.json({ success: true as const, data }, 200);
    }),
  );

  router.openapi(cancelRoute, (c) =>
    answerFailures(c, async () => {
      const offer = await cancelOffer(ctx, c.var.userId, c.req.valid('param').id);
      return c.json({ success: true as const, data: { offer } }, 200);
    }),
  );

  return router;
}

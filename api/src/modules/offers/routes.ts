import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { acceptOffer, cancelOffer, createOffer, listOffers } from './offer-service';

const ROUTES = API_ROUTES.offers;

export function offerRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.list, async (c, { query }) => {
    const offers = await listOffers(ctx, c.var.userId, {
      cityId: query.cityId === undefined ? undefined : Number(query.cityId),
      itemId: query.itemId,
      side: query.side,
      mine: query.mine === 'true',
    });
    return { success: true as const, data: { offers } };
  });
  serveRoute(router, ROUTES.create, async (c, { body }) => ({ success: true as const, data: { offer: await createOffer(ctx, c.var.userId, body) } }));
  serveRoute(router, ROUTES.accept, async (c, { params, body }) => ({ success: true as const, data: await acceptOffer(ctx, c.var.userId, params.id, body.quantity) }));
  serveRoute(router, ROUTES.cancel, async (c, { params }) => ({ success: true as const, data: { offer: await cancelOffer(ctx, c.var.userId, params.id) } }));
  return router;
}

import { API_ROUTES } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { farmOf, harvestCrop, plantCrop, purchasePlot } from '../farming/farming-service';
import { movePlayer, playerLocation } from '../location/location-service';
import { ensureTestFarmer, placeTestFarmerAtGate } from './test-farmer';

const ROUTES = API_ROUTES.testMode;

/**
 * The spec's test-mode calls (000 §7 "/test/*"): no token, acting on one test farmer with the
 * same rules and the same ledger as every player. Mounted on development servers only.
 */
export function testModeRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.location, async () => ({ success: true as const, data: { location: await playerLocation(ctx, await ensureTestFarmer(ctx)) } }));
  serveRoute(router, ROUTES.move, async (_c, { body }) => {
    const farmer = await ensureTestFarmer(ctx);
    if (body.action === 'GO_TO_COUNTRYSIDE' || body.action === 'LEAVE_CITY') await placeTestFarmerAtGate(ctx);
    const { location, message } = await movePlayer(ctx, farmer, body.action);
    return { success: true as const, message, data: { location } };
  });
  serveRoute(router, ROUTES.plots, async () => ({ success: true as const, data: await farmOf(ctx, await ensureTestFarmer(ctx)) }));
  serveRoute(router, ROUTES.purchasePlot, async (_c, { body }) => {
    const { plot, totalCopper, message } = await purchasePlot(ctx, await ensureTestFarmer(ctx), body.plotType);
    return { success: true as const, message, data: { plot, totalCopper } };
  });
  serveRoute(router, ROUTES.plant, async (_c, { body }) => {
    const { crop, message } = await plantCrop(ctx, await ensureTestFarmer(ctx), body);
    return { success: true as const, message, data: { crop } };
  });
  serveRoute(router, ROUTES.harvest, async (_c, { body }) => {
    const { message, ...data } = await harvestCrop(ctx, await ensureTestFarmer(ctx), body.cropId);
    return { success: true as const, message, yield: data.yield, data };
  });
  return router;
}

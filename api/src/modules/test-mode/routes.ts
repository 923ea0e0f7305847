import { createRoute } from '@hono/zod-openapi';
import {
  harvestCropRequestSchema,
  harvestCropResponseSchema,
  plantCropRequestSchema,
  plantCropResponseSchema,
  playerLocationResponseSchema,
  playerLocationSchema,
  playerMoveRequestSchema,
  plotsResponseSchema,
  purchasePlotRequestSchema,
  purchasePlotResponseSchema,
} from '@silkroad/shared';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { farmOf, harvestCrop, plantCrop, purchasePlot } from '../farming/farming-service';
import { movePlayer, playerLocation } from '../location/location-service';
import { ensureTestFarmer, placeTestFarmerAtGate } from './test-farmer';

const TAG = 'test mode (development servers only)';
const refused = jsonError('The same refusals as the signed-in route');
const moveResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ location: playerLocationSchema }) });

const getMovement = createRoute({ method: 'get', path: '/test/movement', tags: [TAG], summary: 'The test farmer’s location', responses: { 200: jsonContent(playerLocationResponseSchema, 'The location') } });
const postMovement = createRoute({
  method: 'post',
  path: '/test/movement',
  tags: [TAG],
  summary: 'Move the test farmer to its farm or back (it is put at the farm gate first)',
  request: { body: jsonBody(playerMoveRequestSchema) },
  responses: { 200: jsonContent(moveResponseSchema, 'The new location'), 409: refused },
});
const getPlots = createRoute({ method: 'get', path: '/test/farming/plots', tags: [TAG], summary: 'The test farmer’s farm', responses: { 200: jsonContent(plotsResponseSchema, 'The farm') } });
const buyPlot = createRoute({
  method: 'post',
  path: '/test/farming/buy-plot',
  tags: [TAG],
  summary: 'Buy the test farmer’s plot',
  request: { body: jsonBody(purchasePlotRequestSchema) },
  responses: { 200: jsonContent(purchasePlotResponseSchema, 'The plot'), 400: refused, 403: refused, 409: refused },
});
const plant = createRoute({
  method: 'post',
  path: '/test/farming/plant',
  tags: [TAG],
  summary: 'Plant on the test farmer’s plot',
  request: { body: jsonBody(plantCropRequestSchema) },
  responses: { 200: jsonContent(plantCropResponseSchema, 'The crop'), 400: refused, 403: refused, 404: refused, 409: refused },
});
const harvest = createRoute({
  method: 'post',
  path: '/test/farming/harvest',
  tags: [TAG],
  summary: 'Harvest a crop of the test farmer’s',
  request: { body: jsonBody(harvestCropRequestSchema) },
  responses: { 200: jsonContent(harvestCropResponseSchema, 'What was reaped'), 403: refused, 404: refused, 409: refused },
});

/**
 * The spec's test-mode calls (000 §7 "/test/*"): no token, acting on one test farmer with the
 * same rules and the same ledger as every player. Mounted on development servers only.
 */
export function testModeRoutes(ctx: AppContext) {
  const router = createRouter();
  router.openapi(getMovement, async (c) => c.json({ success: true as const, data: { location: await playerLocation(ctx, await ensureTestFarmer(ctx)) } }, 200));
  router.openapi(postMovement, async (c) => {
    const farmer = await ensureTestFarmer(ctx);
    const { action } = c.req.valid('json');
    if (action === 'GO_TO_COUNTRYSIDE' || action === 'LEAVE_CITY') await placeTestFarmerAtGate(ctx);
    const { location, message } = await movePlayer(ctx, farmer, action);
    return c.json({ success: true as const, message, data: { location } }, 200);
  });
  router.openapi(getPlots, async (c) => c.json({ success: true as const, data: await farmOf(ctx, await ensureTestFarmer(ctx)) }, 200));
  router.openapi(buyPlot, async (c) => {
    const { plot, totalCopper, message } = await purchasePlot(ctx, await ensureTestFarmer(ctx), c.req.valid('json').plotType);
    return c.json({ success: true as const, message, data: { plot, totalCopper } }, 200);
  });
  router.openapi(plant, async (c) => {
    const { crop, message } = await plantCrop(ctx, await ensureTestFarmer(ctx), c.req.valid('json'));
    return c.json({ success: true as const, message, data: { crop } }, 200);
  });
  router.openapi(harvest, async (c) => {
    const { message, ...data } = await harvestCrop(ctx, await ensureTestFarmer(ctx), c.req.valid('json').cropId);
    return c.json({ success: true as const, message, yield: data.yield, data }, 200);
  });
  return router;
}

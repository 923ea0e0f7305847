import { createRoute } from '@hono/zod-openapi';
import {
  cropTypeById,
  cropTypeResponseSchema,
  CROP_TYPES,
  cropTypesResponseSchema,
  farmingStatusResponseSchema,
  harvestCropRequestSchema,
  harvestCropResponseSchema,
  itemValueCopper,
  plantCropRequestSchema,
  plantCropResponseSchema,
  plotPriceCopper,
  plotsResponseSchema,
  plotTaxCopper,
  PLOT_TYPES,
  plotTypesResponseSchema,
  purchasePlotRequestSchema,
  purchasePlotResponseSchema,
  type CropType,
  type CropTypeView,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { BEARER_SECURITY, jsonBody, jsonContent, jsonError as refusal } from '../../http/openapi';
import { rateLimit } from '../../http/rate-limit';
import { Refusal } from '../../http/refusal';
import { requireAuth } from '../../http/require-auth';
import { createRouter, type FieldFailures } from '../../http/router';
import { farmingStatus, farmOf, harvestCrop, plantCrop, purchasePlot } from './farming-service';

const unauthenticated = refusal('Missing, forged or expired access token: Authentication required');
const notInCountryside = refusal('NOT_IN_COUNTRYSIDE: farming is done on the farm (POST /api/player/move GO_TO_COUNTRYSIDE first)');

const FARMING_FIELD_FAILURES: FieldFailures = {
  gridPosition: { code: 'INVALID_GRID_POSITION' },
  cropType: { code: 'UNKNOWN_CROP_TYPE' },
  plotType: { code: 'UNKNOWN_PLOT_TYPE' },
};

function cropTypeView(crop: CropType): CropTypeView {
  const { id, name, growthTimeMinutes, baseYield, seedItemId, yieldItemId, description } = crop;
  return { id, name, growthTimeMinutes, baseYield, sellPrice: itemValueCopper(yieldItemId), seedItemId, yieldItemId, description };
}

/** Built once: the catalogue is constant. */
const PLOT_TYPE_LIST = {
  success: true as const,
  data: { plotTypes: PLOT_TYPES.map((plot) => ({ id: plot.id, name: plot.name, maxCrops: plot.maxCrops, purchasePrice: plotPriceCopper(plot), monthlyTax: plotTaxCopper(plot), description: plot.description })) },
};
const CROP_TYPE_LIST = { success: true as const, data: { cropTypes: CROP_TYPES.map(cropTypeView) } };

const plotTypesRoute = createRoute({
  method: 'get',
  path: '/farming/plots/types',
  tags: ['farming'],
  summary: 'The plots a player can buy (no token needed); prices in copper',
  responses: { 200: jsonContent(plotTypesResponseSchema, 'Every plot type') },
});

const cropTypesRoute = createRoute({
  method: 'get',
  path: '/farming/crops/types',
  tags: ['farming'],
  summary: 'The crops a player can grow (no token needed); sellPrice is a unit of the harvest at its catalogue price, copper',
  responses: { 200: jsonContent(cropTypesResponseSchema, 'Every crop type') },
});

const cropTypeRoute = createRoute({
  method: 'get',
  path: '/farming/crops/{id}',
  tags: ['farming'],
  summary: 'One crop type (no token needed)',
  responses: { 200: jsonContent(cropTypeResponseSchema, 'The crop type'), 404: refusal('NOT_FOUND: no such crop type') },
});

const plotsRoute = createRoute({
  method: 'get',
  path: '/farming/plots',
  tags: ['farming'],
  summary: "The player's farm: its plot and the crops in its beds, each with its stage and time to harvest",
  description: 'Reading the farm pays any monthly tax that has fallen due, as far as the purse allows; taxNotice says what is still owed.',
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(plotsResponseSchema, 'The farm (plots is empty before a plot is bought)'), 401: unauthenticated },
});

const statusRoute = createRoute({
  method: 'get',
  path: '/farming/status',
  tags: ['farming'],
  summary: "A summary of the player's farm and what to do next",
  security: BEARER_SECURITY,
  middleware: [requireAuth],
  responses: { 200: jsonContent(farmingStatusResponseSchema, 'The farming status'), 401: unauthenticated },
});

const purchaseRoute = createRoute({
  method: 'post',
  path: '/farming/plots/purchase',
  tags: ['farming'],
  summary: 'Buy the farm plot (EXPANDED_PLOT by default: 8 beds around the farm building, 50 silver)',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('farming')],
  request: { body: jsonBody(purchasePlotRequestSchema) },
  responses: {
    200: jsonContent(purchasePlotResponseSchema, 'The new plot and the purse it left'),
    400: refusal('UNKNOWN_PLOT_TYPE'),
    401: unauthenticated,
    403: notInCountryside,
    409: refusal('PLOT_LIMIT (one farm per player) or INSUFFICIENT_FUNDS (Insufficient Funds: You need {n}c but only have {m}c)'),
    429: refusal('RATE_LIMITED'),
  },
});

const plantRoute = createRoute({
  method: 'post',
  path: '/farming/crops/plant',
  tags: ['farming'],
  summary: 'Sow one seed of the crop (from the inventory) in a free bed of the player’s plot',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('farming')],
  request: { body: jsonBody(plantCropRequestSchema) },
  responses: {
    200: jsonContent(plantCropResponseSchema, 'The crop, growing'),
    400: refusal('UNKNOWN_CROP_TYPE or INVALID_GRID_POSITION'),
    401: unauthenticated,
    403: notInCountryside,
    404: refusal('PLOT_NOT_FOUND: not the player’s plot'),
    409: refusal('NO_PLOT (No plot owned! Click building to buy a plot first!), SLOT_OCCUPIED, NO_SEEDS (No Seeds Available: ...) or TAX_OVERDUE'),
    429: refusal('RATE_LIMITED'),
  },
});

const harvestRoute = createRoute({
  method: 'post',
  path: '/farming/crops/harvest',
  tags: ['farming'],
  summary: 'Reap a ripe crop: its yield goes to the inventory, with experience',
  security: BEARER_SECURITY,
  middleware: [requireAuth, rateLimit('farming')],
  request: { body: jsonBody(harvestCropRequestSchema) },
  responses: {
    200: jsonContent(harvestCropResponseSchema, 'What was reaped'),
    401: unauthenticated,
    403: notInCountryside,
    404: refusal('CROP_NOT_FOUND: no such crop of the player’s (or already harvested)'),
    409: refusal('CROP_NOT_READY or INVENTORY_FULL'),
    429: refusal('RATE_LIMITED'),
  },
});

export function farmingRoutes(ctx: AppContext) {
  const router = createRouter(FARMING_FIELD_FAILURES);
  router.openapi(plotTypesRoute, (c) => c.json(PLOT_TYPE_LIST, 200));
  router.openapi(cropTypesRoute, (c) => c.json(CROP_TYPE_LIST, 200));
  router.openapi(plotsRoute, async (c) => c.json({ success: true as const, data: await farmOf(ctx, c.var.userId) }, 200));
  router.openapi(statusRoute, async (c) => c.json({ success: true as const, data: await farmingStatus(ctx, c.var.userId) }, 200));
  router.openapi(purchaseRoute, async (c) => {
    const { plot, totalCopper, message } = await purchasePlot(ctx, c.var.userId, c.req.valid('json').plotType);
    return c.json({ success: true as const, message, data: { plot, totalCopper } }, 200);
  });
  router.openapi(plantRoute, async (c) => {
    const { crop, message } = await plantCrop(ctx, c.var.userId, c.req.valid('json'));
    return c.json({ success: true as const, message, data: { crop } }, 200);
  });
  router.openapi(harvestRoute, async (c) => {
    const { message, ...data } = await harvestCrop(ctx, c.var.userId, c.req.valid('json').cropId);
    return c.json({ success: true as const, message, yield: data.yield, data }, 200);
  });
  // After the fixed paths: /farming/crops/types is not a crop called "types".
  router.openapi(cropTypeRoute, (c) => {
    const crop = cropTypeById(c.req.param('id').toUpperCase());
    if (!crop) throw new Refusal('NOT_FOUND', 'No such crop type');
    return c.json({ success: true as const, data: { cropType: cropTypeView(crop) } }, 200);
  });
  return router;
}

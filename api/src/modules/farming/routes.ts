import {
  API_ROUTES,
  cropTypeById,
  CROP_TYPES,
  itemValueCopper,
  plotPriceCopper,
  plotTaxCopper,
  PLOT_TYPES,
  type CropType,
  type CropTypeView,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { Refusal } from '../../http/refusal';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { farmingStatus, farmOf, harvestCrop, plantCrop, purchasePlot } from './farming-service';

const ROUTES = API_ROUTES.farming;

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

export function farmingRoutes(ctx: AppContext) {
  const router = createRouter();
  serveRoute(router, ROUTES.plotTypes, () => PLOT_TYPE_LIST);
  serveRoute(router, ROUTES.cropTypes, () => CROP_TYPE_LIST);
  serveRoute(router, ROUTES.plots, async (c) => ({ success: true as const, data: await farmOf(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.status, async (c) => ({ success: true as const, data: await farmingStatus(ctx, c.var.userId) }));
  serveRoute(router, ROUTES.purchasePlot, async (c, { body }) => {
    const { plot, totalCopper, message } = await purchasePlot(ctx, c.var.userId, body.plotType);
    return { success: true as const, message, data: { plot, totalCopper } };
  });
  serveRoute(router, ROUTES.plant, async (c, { body }) => {
    const { crop, message } = await plantCrop(ctx, c.var.userId, body);
    return { success: true as const, message, data: { crop } };
  });
  serveRoute(router, ROUTES.harvest, async (c, { body }) => {
    const { message, ...data } = await harvestCrop(ctx, c.var.userId, body.cropId);
    return { success: true as const, message, yield: data.yield, data };
  });
  // After the fixed paths: /farming/crops/types is not a crop called "types".
  serveRoute(router, ROUTES.cropType, (_c, { params }) => {
    const crop = cropTypeById(params.id.toUpperCase());
    if (!crop) throw new Refusal('NOT_FOUND', 'No such crop type');
    return { success: true as const, data: { cropType: cropTypeView(crop) } };
  });
  return router;
}

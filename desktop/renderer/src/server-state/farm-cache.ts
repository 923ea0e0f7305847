import type { CropView, PlotView } from '@silkroad/shared';
import type { Farm } from '../net/farming-api';

/**
 * How the farm in the cache changes with each action's reply, so an action needs no second read:
 * the server returned the plot or the crop it made, and a harvest names the crop it took.
 */
export function farmWithPlot(farm: Farm | undefined, plot: PlotView): Farm {
  return { plots: [plot], taxNotice: farm?.taxNotice ?? null };
}

export function farmWithCrop(farm: Farm | undefined, crop: CropView): Farm | undefined {
  if (!farm) return farm;
  return {
    ...farm,
    plots: farm.plots.map((plot) =>
      plot.id === crop.plotId ? { ...plot, crops: [...plot.crops.filter((other) => other.gridPosition !== crop.gridPosition), crop].sort((a, b) => a.gridPosition - b.gridPosition) } : plot,
    ),
  };
}

export function farmWithoutCrop(farm: Farm | undefined, cropId: string): Farm | undefined {
  if (!farm) return farm;
  return { ...farm, plots: farm.plots.map((plot) => ({ ...plot, crops: plot.crops.filter((crop) => crop.id !== cropId) })) };
}

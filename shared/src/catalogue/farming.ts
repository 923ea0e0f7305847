/**
 * Plots and crops of the countryside farm (spec 000 §3 and §9, 002 §9 "Plots and crops"), merged
 * into one catalogue; each contradiction's choice is in docs/decisions.md ("Time and the
 * countryside"). Prices are silver (DESIGN §2), growth times real minutes.
 */
import { COPPER_PER_SILVER } from '../rules/currency';

export const PLOT_TYPE_IDS = ['EXPANDED_PLOT'] as const;
export type PlotTypeId = (typeof PLOT_TYPE_IDS)[number];

export interface PlotType {
  id: PlotTypeId;
  name: string;
  /** Slots of the 3x3 grid around the farm building (the centre is the building). */
  maxCrops: number;
  purchasePriceSilver: number;
  /** Charged at the start of every game month after the purchase. */
  monthlyTaxSilver: number;
  description: string;
}

export const PLOT_TYPES: readonly PlotType[] = [
  {
    id: 'EXPANDED_PLOT',
    name: 'Expanded Plot',
    maxCrops: 8,
    purchasePriceSilver: 50,
    monthlyTaxSilver: 5,
    description: 'A 3x3 field around your farm building: eight beds for crops. Tax 5 silver each game month.',
  },
];

/** The plot a player buys when the request names none (spec 000 §7: "plotType (default EXPANDED_PLOT)"). */
export const STARTER_PLOT_TYPE: PlotTypeId = 'EXPANDED_PLOT';
/** One farm per player: the grid around their farm building. */
export const MAX_PLOTS_PER_PLAYER = 1;

export const CROP_TYPE_IDS = ['WHEAT', 'BARLEY', 'RICE', 'SPICE', 'EXOTIC_HERB', 'COTTON'] as const;
export type CropTypeId = (typeof CROP_TYPE_IDS)[number];

export interface CropType {
  id: CropTypeId;
  name: string;
  /** The seed item one planting consumes. */
  seedItemId: string;
  /** The item a harvest puts into the inventory. */
  yieldItemId: string;
  growthTimeMinutes: number;
  /** Units a common-quality crop yields; better quality adds to it. */
  baseYield: number;
  description: string;
}

export const CROP_TYPES: readonly CropType[] = [
  { id: 'WHEAT', name: 'Wheat', seedItemId: 'wheat-seeds', yieldItemId: 'wheat', growthTimeMinutes: 5, baseYield: 3, description: 'Quick to grow and always in demand at the mills.' },
  { id: 'BARLEY', name: 'Barley', seedItemId: 'barley-seeds', yieldItemId: 'barley', growthTimeMinutes: 7, baseYield: 3, description: 'Hardy grain for bread and ale.' },
  { id: 'RICE', name: 'Rice', seedItemId: 'rice-seeds', yieldItemId: 'rice', growthTimeMinutes: 10, baseYield: 4, description: 'Thirsty, but generous.' },
  { id: 'SPICE', name: 'Spice', seedItemId: 'spice-seeds', yieldItemId: 'spices', growthTimeMinutes: 15, baseYield: 1, description: 'Pepper and cumin: slow, and worth a caravan’s journey.' },
  { id: 'EXOTIC_HERB', name: 'Exotic Herb', seedItemId: 'exotic-herb-seeds', yieldItemId: 'exotic-herb', growthTimeMinutes: 20, baseYield: 1, description: 'A rare herb that alchemists pay well for.' },
  { id: 'COTTON', name: 'Cotton', seedItemId: 'cotton-seeds', yieldItemId: 'cotton', growthTimeMinutes: 30, baseYield: 4, description: 'Soft bolls for the spinners of Samarkand.' },
];

const PLOT_BY_ID = new Map(PLOT_TYPES.map((plot) => [plot.id, plot]));
const CROP_BY_ID = new Map(CROP_TYPES.map((crop) => [crop.id, crop]));

export function plotTypeById(id: string): PlotType | undefined {
  return PLOT_BY_ID.get(id as PlotTypeId);
}

export function cropTypeById(id: string): CropType | undefined {
  return CROP_BY_ID.get(id as CropTypeId);
}

export function plotPriceCopper(plot: PlotType): number {
  return plot.purchasePriceSilver * COPPER_PER_SILVER;
}

export function plotTaxCopper(plot: PlotType): number {
  return plot.monthlyTaxSilver * COPPER_PER_SILVER;
}

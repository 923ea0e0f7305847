/**
 * What the farming panel shows (spec 000 §4 "Farming panel"): with no plot only the purchase;
 * with a plot its info text, Plant while a bed is free and Harvest while a crop is ready. Pure,
 * from the server's farm, the player's inventory and the server's clock.
 */
import { CROP_TYPES, itemDisplayName, PLOT_TYPES, plotPriceCopper, type CropTypeId, type PlotView } from '@silkroad/shared';
import { bedViews, cropName, formatTimeLeft, type BedView } from '../../game/farm/bed-state';
import { FARM_BED_COUNT } from '../../game/farm/farm-layout';
import type { Farm } from '../../net/farming-api';

const PLOT_TYPE = PLOT_TYPES[0]!;
/** The Buy Expanded Plot button's price label (50 silver, in copper). */
export const PLOT_PRICE_COPPER = plotPriceCopper(PLOT_TYPE);
export const PLOT_TYPE_NAME = PLOT_TYPE.name;

export interface FarmingPanelView {
  /** The farm has been read from the server. */
  loaded: boolean;
  plot: PlotView | null;
  beds: BedView[];
  showBuy: boolean;
  showPlant: boolean;
  showHarvest: boolean;
  bedsUsed: number;
  bedsFree: number;
  /** The first free bed, where Plant plants; null when every bed holds a crop. */
  firstFreeBed: number | null;
  readyBeds: BedView[];
  /** The growing crop that ripens first. */
  nextReady: BedView | null;
  taxNotice: string | null;
}

export function farmingPanelView(farm: Farm | null, serverNow: number): FarmingPanelView {
  const plot = farm?.plots[0] ?? null;
  const beds = bedViews({ owned: plot !== null, crops: plot?.crops ?? [] }, serverNow, plot?.maxCrops ?? FARM_BED_COUNT);
  const used = beds.filter((bed) => bed.kind === 'growing' || bed.kind === 'ready');
  const free = beds.filter((bed) => bed.kind === 'empty');
  const readyBeds = beds.filter((bed) => bed.kind === 'ready');
  let nextReady: BedView | null = null;
  for (const bed of beds) if (bed.kind === 'growing' && (!nextReady || bed.msLeft < nextReady.msLeft)) nextReady = bed;
  return {
    loaded: farm !== null,
    plot,
    beds,
    showBuy: farm !== null && plot === null,
    showPlant: plot !== null && free.length > 0,
    showHarvest: readyBeds.length > 0,
    bedsUsed: used.length,
    bedsFree: free.length,
    firstFreeBed: free[0]?.index ?? null,
    readyBeds,
    nextReady,
    taxNotice: farm?.taxNotice?.message ?? null,
  };
}

/** The plot info text, a line at a time. */
export function plotInfoLines(view: FarmingPanelView): string[] {
  if (!view.loaded) return ['Loading your farm…'];
  if (!view.plot) return ['No plot owned yet.', `An ${PLOT_TYPE_NAME} gives you ${PLOT_TYPE.maxCrops} beds around the farm building; tax ${PLOT_TYPE.monthlyTaxSilver} silver each game month.`];
  const lines = [`${view.plot.maxCrops} beds: ${view.bedsUsed} planted, ${view.bedsFree} free`];
  const ready = view.readyBeds.length;
  if (ready > 0) lines.push(`${ready} ${ready === 1 ? 'crop is' : 'crops are'} ready to harvest`);
  if (view.nextReady?.crop) lines.push(`Next ripe: ${cropName(view.nextReady.crop.cropType)} in ${formatTimeLeft(view.nextReady.msLeft)}`);
  else if (ready === 0) lines.push('Nothing is growing: plant some seeds');
  return lines;
}

export interface SeedChoice {
  cropType: CropTypeId;
  name: string;
  seedItemId: string;
  seedName: string;
  /** Seeds held; null when unknown (test mode: the server's test farmer holds them). */
  seeds: number | null;
  growthTimeMinutes: number;
  /** A common crop's yield; good and excellent crops give up to two more. */
  baseYield: number;
  yieldItemId: string;
  yieldName: string;
}

/**
 * The crops the Plant Seeds dialog offers: those whose seeds the player holds, fastest first.
 * In test mode every crop is offered: the test farmer on the server has a sack of every seed.
 */
export function seedChoices(inventory: Readonly<Record<string, number>> | null, testMode = false): SeedChoice[] {
  const choices: SeedChoice[] = [];
  for (const crop of CROP_TYPES) {
    const seeds = inventory?.[crop.seedItemId] ?? 0;
    if (!testMode && seeds <= 0) continue;
    choices.push({
      cropType: crop.id,
      name: crop.name,
      seedItemId: crop.seedItemId,
      seedName: itemDisplayName(crop.seedItemId),
      seeds: testMode ? null : seeds,
      growthTimeMinutes: crop.growthTimeMinutes,
      baseYield: crop.baseYield,
      yieldItemId: crop.yieldItemId,
      yieldName: itemDisplayName(crop.yieldItemId),
    });
  }
  return choices.sort((a, b) => a.growthTimeMinutes - b.growthTimeMinutes);
}

/** The farm's goods in the inventory (seeds and what they grow into): the farm's simple inventory (spec 002 §2). */
export function farmGoods(inventory: Readonly<Record<string, number>> | null): Array<{ itemId: string; name: string; quantity: number }> {
  if (!inventory) return [];
  const ids = new Set<string>();
  for (const crop of CROP_TYPES) {
    ids.add(crop.seedItemId);
    ids.add(crop.yieldItemId);
  }
  return [...ids].filter((id) => (inventory[id] ?? 0) > 0).map((itemId) => ({ itemId, name: itemDisplayName(itemId), quantity: inventory[itemId] ?? 0 }));
}

/** "Bed 3 (north-east)": where a bed lies around the farm building, as the player sees it. */
export function bedLabel(index: number): string {
  const places = ['north-west', 'north', 'north-east', 'west', 'east', 'south-west', 'south', 'south-east'];
  return `Bed ${index + 1} (${places[index] ?? 'field'})`;
}

import type { CropView, PlotView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../net/api-client';
import type { Farm } from '../../net/farming-api';
import { bedLabel, farmGoods, farmingPanelView, PLOT_PRICE_COPPER, plotInfoLines, seedChoices } from './farming-panel-state';
import { clockLagsFarm } from '../hooks/use-farm';
import { farmFailureNotice, FARMING_TEXT, NO_SEEDS_CLOSE_MS, plotInfoError, welcomeBackLines } from './farming-texts';

const MINUTE = 60_000;
const NOW = 50_000_000;

function crop(gridPosition: number, readyInMs: number, cropType: CropView['cropType'] = 'WHEAT'): CropView {
  return {
    id: `crop-${gridPosition}`,
    plotId: 'plot-1',
    cropType,
    gridPosition,
    growthStage: 1,
    stageName: 'Sprouting',
    progress: 0,
    plantedAt: NOW - 5 * MINUTE + readyInMs,
    harvestReadyAt: NOW + readyInMs,
    expectedYield: 3,
    quality: 'common',
    isReady: readyInMs <= 0,
  };
}

function farmWith(crops: CropView[], taxNotice: Farm['taxNotice'] = null): Farm {
  const plot: PlotView = { id: 'plot-1', plotType: 'EXPANDED_PLOT', maxCrops: 8, monthlyTax: 500, purchasedAt: 0, taxMonthsOwed: 0, crops };
  return { plots: [plot], taxNotice };
}

describe('the farming panel (spec 000 §4)', () => {
  it('before the farm is read shows no button', () => {
    const view = farmingPanelView(null, NOW);
    expect(view).toMatchObject({ loaded: false, showBuy: false, showPlant: false, showHarvest: false });
    expect(plotInfoLines(view)).toEqual(['Loading your farm…']);
  });

  it('without a plot shows only Buy Expanded Plot, for 50 silver', () => {
    const view = farmingPanelView({ plots: [], taxNotice: null }, NOW);
    expect(view).toMatchObject({ loaded: true, plot: null, showBuy: true, showPlant: false, showHarvest: false });
    expect(view.beds.every((bed) => bed.kind === 'locked')).toBe(true);
    expect(PLOT_PRICE_COPPER).toBe(5_000);
    expect(plotInfoLines(view)[0]).toBe('No plot owned yet.');
  });

  it('with an empty plot offers Plant for the first bed', () => {
    const view = farmingPanelView(farmWith([]), NOW);
    expect(view).toMatchObject({ showBuy: false, showPlant: true, showHarvest: false, bedsUsed: 0, bedsFree: 8, firstFreeBed: 0 });
    expect(plotInfoLines(view)).toEqual(['8 beds: 0 planted, 8 free', 'Nothing is growing: plant some seeds']);
  });

  it('tells the next ripe crop, and offers Harvest when one is ready', () => {
    const view = farmingPanelView(farmWith([crop(0, 0), crop(1, 2 * MINUTE + 5_000, 'BARLEY'), crop(3, 4 * MINUTE)]), NOW);
    expect(view).toMatchObject({ showPlant: true, showHarvest: true, bedsUsed: 3, bedsFree: 5, firstFreeBed: 2 });
    expect(view.readyBeds.map((bed) => bed.index)).toEqual([0]);
    expect(view.nextReady?.index).toBe(1);
    expect(plotInfoLines(view)).toEqual(['8 beds: 3 planted, 5 free', '1 crop is ready to harvest', 'Next ripe: Barley in 2m 05s']);
  });

  it('hides Plant when every bed is taken, and shows the tax notice', () => {
    const full = Array.from({ length: 8 }, (_, i) => crop(i, MINUTE));
    const view = farmingPanelView(farmWith(full, { monthsOwed: 1, amountOwed: 500, message: 'Your farm’s tax is unpaid' }), NOW);
    expect(view).toMatchObject({ showPlant: false, showHarvest: false, firstFreeBed: null, taxNotice: 'Your farm’s tax is unpaid' });
  });

  it('counts down by the clock between the server’s replies', () => {
    const farm = farmWith([crop(0, MINUTE)]);
    expect(farmingPanelView(farm, NOW).showHarvest).toBe(false);
    expect(farmingPanelView(farm, NOW + MINUTE).showHarvest).toBe(true);
  });

  it('names the beds by where they lie round the farmhouse', () => {
    expect(bedLabel(0)).toBe('Bed 1 (north-west)');
    expect(bedLabel(4)).toBe('Bed 5 (east)');
    expect(bedLabel(7)).toBe('Bed 8 (south-east)');
  });
});

describe('the farm and the server’s clock', () => {
  it('notices when the server’s crops are further along than our clock says (the clock must sync)', () => {
    const growing = crop(0, 2 * MINUTE);
    expect(clockLagsFarm(farmWith([{ ...growing, progress: 0.6 }]), NOW)).toBe(false);
    // The server saw it at 90% where we see 60%: its clock is half a minute and more ahead.
    expect(clockLagsFarm(farmWith([{ ...growing, progress: 0.9 }]), NOW)).toBe(true);
    // Ripe by the server, not by us.
    expect(clockLagsFarm(farmWith([{ ...growing, isReady: true, progress: 1 }]), NOW)).toBe(true);
    expect(clockLagsFarm(farmWith([crop(1, -MINUTE)]), NOW)).toBe(false);
    expect(clockLagsFarm({ plots: [], taxNotice: null }, NOW)).toBe(false);
  });
});

describe('the Plant Seeds dialog', () => {
  it('offers the crops whose seeds the player holds, quickest first, with the seeds, time and yield', () => {
    const choices = seedChoices({ 'rice-seeds': 2, 'wheat-seeds': 4, 'iron-ingot': 3, 'barley-seeds': 0 });
    expect(choices.map((c) => c.cropType)).toEqual(['WHEAT', 'RICE']);
    expect(choices[0]).toMatchObject({ name: 'Wheat', seeds: 4, seedName: 'Wheat Seeds', growthTimeMinutes: 5, baseYield: 3, yieldItemId: 'wheat' });
  });

  it('offers nothing without seeds (the no-seeds notice), and every crop in test mode', () => {
    expect(seedChoices({})).toEqual([]);
    expect(seedChoices(null)).toEqual([]);
    const test = seedChoices(null, true);
    expect(test).toHaveLength(6);
    expect(test.every((c) => c.seeds === null)).toBe(true);
  });

  it('lists the farm’s goods: seeds and what they grow into', () => {
    expect(farmGoods({ 'wheat-seeds': 2, wheat: 3, silk: 1, 'cotton-seeds': 0 })).toEqual([
      { itemId: 'wheat-seeds', name: 'Wheat Seeds', quantity: 2 },
      { itemId: 'wheat', name: 'Wheat', quantity: 3 },
    ]);
  });
});

describe('farming failures in the spec’s words (000 §8)', () => {
  it('turns no seeds into the No Seeds Available notice that closes after 3 s', () => {
    const notice = farmFailureNotice('plant', new ApiError(FARMING_TEXT.noSeedsTitle, 409, 'NO_SEEDS'));
    expect(notice).toEqual({ title: 'No Seeds Available', message: 'Visit the market to buy seeds before you can plant crops!', autoCloseMs: NO_SEEDS_CLOSE_MS });
    expect(NO_SEEDS_CLOSE_MS).toBe(3_000);
  });

  it('shows Planting Failed with the reason, No plot owned! among them', () => {
    expect(farmFailureNotice('plant', new ApiError('No plot owned! Click building to buy a plot first!', 404, 'NO_PLOT'))).toEqual({
      title: 'Planting Failed',
      message: 'No plot owned! Click building to buy a plot first!',
    });
    expect(farmFailureNotice('plant', new ApiError('Cannot connect', 0))).toEqual({ title: 'Planting Failed', message: 'Try again later' });
  });

  it('shows Insufficient Funds with the amounts', () => {
    // Worded from the refusal's numbers, not from the server's sentence.
    const error = new ApiError('Not enough money', 409, 'INSUFFICIENT_FUNDS', { neededCopper: 5000, heldCopper: 1234 });
    expect(farmFailureNotice('buy', error)).toEqual({ title: 'Insufficient Funds', message: 'You need 5000c but only have 1234c' });
  });

  it('uses the spec’s Failed to ... titles for the other calls', () => {
    expect(farmFailureNotice('buy', new ApiError('You already own a farm.', 409, 'PLOT_LIMIT')).title).toBe('Failed to purchase plot');
    expect(farmFailureNotice('harvest', new ApiError('Inventory full', 409, 'INVENTORY_FULL'))).toEqual({ title: 'Failed to harvest crop', message: 'Inventory full' });
    expect(farmFailureNotice('harvest', new Error('boom')).message).toBe('Try again later');
  });

  it('says clearly when test mode meets a server without test routes', () => {
    const missing = new ApiError('Not found', 404, 'NOT_FOUND');
    expect(farmFailureNotice('plant', missing, true).message).toBe(FARMING_TEXT.testModeUnavailable);
    expect(plotInfoError(missing, true)).toBe(FARMING_TEXT.testModeUnavailable);
    // A crop that is gone is not a missing route.
    expect(farmFailureNotice('harvest', new ApiError('Crop not found', 404, 'CROP_NOT_FOUND'), true).message).toBe('Crop not found');
  });

  it('writes the plot info’s error lines', () => {
    expect(plotInfoError(new ApiError('Authentication required', 401))).toBe('Not logged in');
    expect(plotInfoError(new ApiError('You must be on your farm', 403, 'NOT_IN_COUNTRYSIDE'))).toBe('Failed: You must be on your farm');
    expect(plotInfoError(new ApiError('down', 0))).toBe('Error loading plot info');
  });

  it('welcomes a player back with what grew', () => {
    expect(welcomeBackLines({ hoursOffline: 0.1, cropsAdvanced: 1, cropsRipened: 1, taxMonthsCharged: 0 })).toEqual(['You were away for 6 minutes.', '1 crop ripened on your farm: harvest it!']);
    expect(welcomeBackLines({ hoursOffline: 26.04, cropsAdvanced: 2, cropsRipened: 0, taxMonthsCharged: 2 })).toEqual([
      'You were away for 26 hours.',
      '2 crops grew on your farm.',
      'Farm tax paid for 2 game months.',
    ]);
  });

  it('ends with what the caravan did on the road meanwhile, in the server’s words', () => {
    const news = ['Auto-resolved on the road: Turn the camels and run.', 'Your caravan arrived in Baghdad'];
    expect(welcomeBackLines({ hoursOffline: 2, cropsAdvanced: 0, cropsRipened: 0, taxMonthsCharged: 0, journeyNews: news })).toEqual(['You were away for 2 hours.', ...news]);
  });
});

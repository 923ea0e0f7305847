import type { CropView, PlotView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { farmWithCrop, farmWithoutCrop, farmWithPlot } from './farm-cache';

function crop(id: string, gridPosition: number): CropView {
  return {
    id,
    plotId: 'plot-1',
    cropType: 'WHEAT',
    gridPosition,
    growthStage: 1,
    stageName: 'Sprouting',
    progress: 0,
    plantedAt: 1_000,
    harvestReadyAt: 61_000,
    expectedYield: 3,
    quality: 'common',
    isReady: false,
  };
}

const plot: PlotView = { id: 'plot-1', plotType: 'EXPANDED_PLOT', maxCrops: 8, monthlyTax: 100, purchasedAt: 1_000, taxMonthsOwed: 0, crops: [crop('a', 0), crop('c', 4)] };

describe('the farm in the cache follows each action’s reply', () => {
  it('a bought plot becomes the farm, keeping the tax notice', () => {
    const notice = { monthsOwed: 1, amountOwed: 100, message: 'owed' };
    expect(farmWithPlot({ plots: [], taxNotice: notice }, plot)).toEqual({ plots: [plot], taxNotice: notice });
    expect(farmWithPlot(undefined, plot)).toEqual({ plots: [plot], taxNotice: null });
  });

  it('a planted crop takes its bed, in bed order', () => {
    const farm = farmWithCrop({ plots: [plot], taxNotice: null }, crop('b', 2));
    expect(farm?.plots[0]?.crops.map((c) => [c.id, c.gridPosition])).toEqual([
      ['a', 0],
      ['b', 2],
      ['c', 4],
    ]);
  });

  it('a crop planted in a bed the cache thought taken replaces what was there', () => {
    const farm = farmWithCrop({ plots: [plot], taxNotice: null }, crop('new', 4));
    expect(farm?.plots[0]?.crops.map((c) => c.id)).toEqual(['a', 'new']);
  });

  it('a harvested crop leaves its bed; nothing else changes', () => {
    const farm = farmWithoutCrop({ plots: [plot], taxNotice: null }, 'a');
    expect(farm?.plots[0]?.crops.map((c) => c.id)).toEqual(['c']);
    expect(farmWithoutCrop(undefined, 'a')).toBeUndefined();
  });
});

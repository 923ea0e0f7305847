import { describe, expect, it } from 'vitest';
import { CROP_TYPES, cropTypeById, PLOT_TYPES, plotTypeById, STARTER_PLOT_TYPE } from '../catalogue/farming';
import { itemById } from '../catalogue/items';
import { REAL_EPOCH_MS, REAL_MS_PER_GAME_DAY } from './game-clock';
import {
  cropProgress,
  expectedYield,
  gameMonthIndex,
  growthStageName,
  growthStageNumber,
  growthTimeMs,
  harvestXp,
  rollCropQuality,
  taxMonthsDue,
  type CropQuality,
} from './farming';
import { seededRandom } from './random';

describe('the farming catalogue', () => {
  it('grows every crop from a seed sold at the markets into a known good', () => {
    for (const crop of CROP_TYPES) {
      expect(itemById(crop.seedItemId)?.marketable, crop.seedItemId).toBe(true);
      expect(itemById(crop.yieldItemId), crop.yieldItemId).toBeDefined();
      expect(crop.growthTimeMinutes).toBeGreaterThan(0);
    }
    expect(cropTypeById('WHEAT')).toMatchObject({ growthTimeMinutes: 5, seedItemId: 'wheat-seeds', yieldItemId: 'wheat' });
    expect(cropTypeById('wheat')).toBeUndefined();
  });

  it('sells the starter plot: a 3x3 grid around the building, 50 silver, 5 silver a month', () => {
    expect(PLOT_TYPES.map((plot) => plot.id)).toContain(STARTER_PLOT_TYPE);
    expect(plotTypeById(STARTER_PLOT_TYPE)).toMatchObject({ maxCrops: 8, purchasePriceSilver: 50, monthlyTaxSilver: 5 });
  });
});

describe('a growing crop', () => {
  const wheat = cropTypeById('WHEAT')!;
  const planted = 1_000_000;
  const ready = planted + growthTimeMs(wheat);

  it('takes its growth time, in real minutes', () => {
    expect(growthTimeMs(wheat)).toBe(5 * 60_000);
  });

  it('progresses from 0 to 1 and stays ripe', () => {
    expect(cropProgress(planted, ready, planted)).toBe(0);
    expect(cropProgress(planted, ready, planted + growthTimeMs(wheat) / 2)).toBeCloseTo(0.5, 9);
    expect(cropProgress(planted, ready, ready)).toBe(1);
    expect(cropProgress(planted, ready, ready + 10 * 3_600_000)).toBe(1);
  });

  it('is labelled by progress as the spec says (002 §4)', () => {
    expect([0, 0.29, 0.3, 0.59, 0.6, 0.79, 0.8, 1].map(growthStageName)).toEqual(['Sprouting', 'Sprouting', 'Growing', 'Growing', 'Flowering', 'Flowering', 'Mature', 'Mature']);
    expect(growthStageNumber(0)).toBe(1);
    expect(growthStageNumber(0.95)).toBe(4);
  });
});

describe('quality and yield', () => {
  it('rolls mostly common, sometimes good, rarely excellent', () => {
    const random = seededRandom(7);
    const counts: Record<CropQuality, number> = { common: 0, good: 0, excellent: 0 };
    for (let i = 0; i < 10_000; i += 1) counts[rollCropQuality(random)] += 1;
    expect(counts.common / 10_000).toBeCloseTo(0.7, 1);
    expect(counts.good / 10_000).toBeCloseTo(0.25, 1);
    expect(counts.excellent / 10_000).toBeCloseTo(0.05, 1);
  });

  it('adds to the base yield by quality, and gives 10 + 5 XP per unit', () => {
    const wheat = cropTypeById('WHEAT')!;
    expect(expectedYield(wheat, 'common')).toBe(3);
    expect(expectedYield(wheat, 'good')).toBe(4);
    expect(expectedYield(wheat, 'excellent')).toBe(5);
    expect(harvestXp(3)).toBe(25);
  });
});

describe('the monthly tax', () => {
  it('falls due once per game month (five real days)', () => {
    const paidThrough = gameMonthIndex(REAL_EPOCH_MS);
    expect(taxMonthsDue(paidThrough, REAL_EPOCH_MS)).toBe(0);
    // The epoch is 1 March: 31 game days later it is April.
    expect(taxMonthsDue(paidThrough, REAL_EPOCH_MS + 30 * REAL_MS_PER_GAME_DAY)).toBe(0);
    expect(taxMonthsDue(paidThrough, REAL_EPOCH_MS + 31 * REAL_MS_PER_GAME_DAY)).toBe(1);
    expect(taxMonthsDue(paidThrough, REAL_EPOCH_MS + 365 * REAL_MS_PER_GAME_DAY)).toBe(12);
    expect(taxMonthsDue(paidThrough + 5, REAL_EPOCH_MS)).toBe(0);
  });
});

import type { CropView } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { bedCaption, bedHint, bedView, bedViews, formatTimeLeft, isCropReady } from './bed-state';

const MINUTE = 60_000;
const PLANTED = 1_000_000;

function wheat(overrides: Partial<CropView> = {}): CropView {
  return {
    id: 'crop-1',
    plotId: 'plot-1',
    cropType: 'WHEAT',
    gridPosition: 2,
    growthStage: 1,
    stageName: 'Sprouting',
    progress: 0,
    plantedAt: PLANTED,
    harvestReadyAt: PLANTED + 5 * MINUTE,
    expectedYield: 3,
    quality: 'common',
    isReady: false,
    ...overrides,
  };
}

describe('a bed of the farm (spec 002 §4 "Crop slot")', () => {
  it('is locked without a plot, empty without a crop', () => {
    expect(bedView(0, null, false, PLANTED).kind).toBe('locked');
    expect(bedView(0, wheat(), false, PLANTED).kind).toBe('locked');
    expect(bedView(0, null, true, PLANTED)).toMatchObject({ kind: 'empty', stage: 0, crop: null, msLeft: 0 });
  });

  it('grows through Sprouting, Growing, Flowering and Mature at 30%, 60% and 80% of its time', () => {
    const at = (share: number) => bedView(2, wheat(), true, PLANTED + share * 5 * MINUTE);
    expect(at(0)).toMatchObject({ kind: 'growing', stage: 1, stageName: 'Sprouting' });
    expect(at(0.29)).toMatchObject({ stage: 1, stageName: 'Sprouting' });
    expect(at(0.3)).toMatchObject({ stage: 2, stageName: 'Growing' });
    expect(at(0.6)).toMatchObject({ stage: 3, stageName: 'Flowering' });
    expect(at(0.8)).toMatchObject({ stage: 4, stageName: 'Mature' });
    expect(at(0.5).msLeft).toBe(2.5 * MINUTE);
  });

  it('is ready at its ready time by the server’s clock, or as soon as the server said so', () => {
    expect(bedView(2, wheat(), true, PLANTED + 5 * MINUTE)).toMatchObject({ kind: 'ready', stage: 4, progress: 1, msLeft: 0 });
    // The server's clock moved on (a development clock step): its word wins over ours.
    expect(bedView(2, wheat({ isReady: true, progress: 1 }), true, PLANTED + MINUTE).kind).toBe('ready');
    expect(isCropReady(wheat(), PLANTED + 5 * MINUTE - 1)).toBe(false);
  });

  it('never shows a crop less grown than the server last said (a client clock a little behind)', () => {
    const view = bedView(2, wheat({ progress: 0.65 }), true, PLANTED + MINUTE);
    expect(view).toMatchObject({ stage: 3, stageName: 'Flowering', progress: 0.65 });
  });

  it('puts each crop in its bed by grid position', () => {
    const views = bedViews({ owned: true, crops: [wheat({ gridPosition: 5 })] }, PLANTED);
    expect(views).toHaveLength(8);
    expect(views.map((v) => v.kind)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty', 'growing', 'empty', 'empty']);
    expect(views[5]?.crop?.id).toBe('crop-1');
  });

  it('writes the time left as a player reads it', () => {
    expect(formatTimeLeft(0)).toBe('0s');
    expect(formatTimeLeft(999)).toBe('1s');
    expect(formatTimeLeft(45_000)).toBe('45s');
    expect(formatTimeLeft(4 * MINUTE + 5_000)).toBe('4m 05s');
    expect(formatTimeLeft(62 * MINUTE)).toBe('1h 02m');
    expect(formatTimeLeft(-5)).toBe('0s');
  });

  it('labels and explains each kind of bed', () => {
    const growing = bedView(2, wheat(), true, PLANTED + 0.5 * 5 * MINUTE);
    expect(bedCaption(growing)).toBe('Growing · 2m 30s');
    expect(bedHint(growing)).toBe('Wheat · Growing · ready in 2m 30s');
    const ready = bedView(2, wheat(), true, PLANTED + 6 * MINUTE);
    expect(bedCaption(ready)).toBe('Ready!');
    expect(bedHint(ready)).toBe('Wheat is ready! Click to harvest');
    expect(bedHint(bedView(0, null, true, 0))).toBe('Click to plant');
    expect(bedHint(bedView(0, null, false, 0))).toBe('No plot owned! Click building to buy a plot first!');
  });
});

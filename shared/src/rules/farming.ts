/**
 * Growing crops (spec 000 §4 "Crop", 002 §4 "Crop slot", §9 "Plots and crops"). A crop is two
 * timestamps, planted and ready; everything else is read from them against the clock, so crops
 * keep growing while their farmer is away and nothing has to run for them to ripen.
 */
import type { CropType } from '../catalogue/farming';
import { gameTimeAt } from './game-clock';
import type { Random } from './random';

export const MINUTE_MS = 60_000;

export function growthTimeMs(crop: Pick<CropType, 'growthTimeMinutes'>): number {
  return crop.growthTimeMinutes * MINUTE_MS;
}

/** Share of the growth done at `now`, 0 to 1. */
export function cropProgress(plantedAt: number, readyAt: number, now: number): number {
  if (now >= readyAt) return 1;
  if (now <= plantedAt || readyAt <= plantedAt) return 0;
  return (now - plantedAt) / (readyAt - plantedAt);
}

export const GROWTH_STAGES = ['Sprouting', 'Growing', 'Flowering', 'Mature'] as const;
export type GrowthStageName = (typeof GROWTH_STAGES)[number];

/** 002 §4: under 30% Sprouting, under 60% Growing, under 80% Flowering, then Mature. */
export function growthStageName(progress: number): GrowthStageName {
  if (progress < 0.3) return 'Sprouting';
  if (progress < 0.6) return 'Growing';
  if (progress < 0.8) return 'Flowering';
  return 'Mature';
}

/** The stage as a number, 1 (just planted, spec 000 §4) to 4 (mature). */
export function growthStageNumber(progress: number): number {
  return GROWTH_STAGES.indexOf(growthStageName(progress)) + 1;
}

export const CROP_QUALITIES = ['common', 'good', 'excellent'] as const;
export type CropQuality = (typeof CROP_QUALITIES)[number];

/** Each quality's chance at planting and the units it adds to the crop's base yield. */
const QUALITY_TABLE: readonly { quality: CropQuality; chance: number; bonus: number }[] = [
  { quality: 'excellent', chance: 0.05, bonus: 2 },
  { quality: 'good', chance: 0.25, bonus: 1 },
  { quality: 'common', chance: 0.7, bonus: 0 },
];

/** Rolled once, at planting, so the farm shows what it will yield from the first day. */
export function rollCropQuality(random: Random): CropQuality {
  let roll = random();
  for (const row of QUALITY_TABLE) {
    if (roll < row.chance) return row.quality;
    roll -= row.chance;
  }
  return 'common';
}

export function expectedYield(crop: Pick<CropType, 'baseYield'>, quality: CropQuality): number {
  return crop.baseYield + (QUALITY_TABLE.find((row) => row.quality === quality)?.bonus ?? 0);
}

/** Experience for a harvest: 10 + 5 per unit, as for gathering (002 §9 "Harvest"). */
export function harvestXp(yieldCount: number): number {
  return 10 + 5 * yieldCount;
}

/** The game month a real instant falls in, counted from year 0: consecutive months differ by 1. */
export function gameMonthIndex(realMs: number): number {
  const date = new Date(gameTimeAt(realMs));
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
}

/** Game months whose tax is due: every month that began after the one paid through. */
export function taxMonthsDue(paidThroughMonth: number, now: number): number {
  return Math.max(0, gameMonthIndex(now) - paidThroughMonth);
}

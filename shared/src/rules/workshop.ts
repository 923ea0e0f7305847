/**
 * The personal workshop (spec 002 §2, §4 "Workshop upgrade", "Bench placement", §9): upgrading it
 * level by level, placing benches up to its capacity and within its floor, and which benches the
 * shop offers. Costs are silver in the catalogue and copper here, as the purse is.
 */
import { BENCHES, WORKSHOP_LEVELS, workshopLevel, type BenchDefinition, type BenchProfession, type BenchTier, type WorkshopLevel } from '../catalogue/recipes';
import { insufficientFundsText } from './action-availability';
import { COPPER_PER_SILVER } from './currency';

/** A bench's footprint on the workshop floor (002 §9 "Workshop bench marker 80x60"). */
export const BENCH_WIDTH_PX = 80;
export const BENCH_HEIGHT_PX = 60;

/** 002 §8. */
export const BENCH_CAPACITY_TEXT = 'Workshop is at maximum bench capacity';
export const BENCH_OUTSIDE_TEXT = 'Cannot place bench outside workshop area';
export const WORKSHOP_MAX_TEXT = 'Your workshop is at its highest level';

export type WorkshopUpgrade = { allowed: true; next: WorkshopLevel; costCopper: number } | { allowed: false; next: WorkshopLevel | null; costCopper: number; reason: string };

/** Allowed when a next level exists and the purse covers it (002 §4). */
export function workshopUpgrade(currentLevel: number, copper: number): WorkshopUpgrade {
  const next = workshopLevel(currentLevel + 1);
  if (!next) return { allowed: false, next: null, costCopper: 0, reason: WORKSHOP_MAX_TEXT };
  const costCopper = next.costSilver * COPPER_PER_SILVER;
  if (copper < costCopper) return { allowed: false, next, costCopper, reason: insufficientFundsText(costCopper) };
  return { allowed: true, next, costCopper };
}

/** Null when one more bench fits, else the spec's text. */
export function benchCapacityRefusal(level: number, placedBenches: number): string | null {
  const entry = workshopLevel(level) ?? WORKSHOP_LEVELS[0]!;
  return placedBenches >= entry.maxBenches ? BENCH_CAPACITY_TEXT : null;
}

/**
 * Whether a bench centred at (x, y), measured from the centre of the workshop floor, lies wholly
 * on the floor of a workshop of this level.
 */
export function benchFitsFloor(level: number, x: number, y: number): boolean {
  const entry = workshopLevel(level) ?? WORKSHOP_LEVELS[0]!;
  return Math.abs(x) <= (entry.width - BENCH_WIDTH_PX) / 2 && Math.abs(y) <= (entry.height - BENCH_HEIGHT_PX) / 2;
}

export interface BenchShopEntry {
  bench: BenchDefinition;
  /** Listed only at or above its required player level (002 §2). */
  visible: boolean;
  affordable: boolean;
  costCopper: number;
}

export function benchShop(playerLevel: number, copper: number): BenchShopEntry[] {
  return BENCHES.map((bench) => {
    const costCopper = bench.costSilver * COPPER_PER_SILVER;
    return { bench, visible: bench.requiredLevel <= playerLevel, affordable: copper >= costCopper, costCopper };
  });
}

/** The best tier placed per profession, for the station recipes' bench check. */
export function benchTiersOf(placedBenchIds: readonly string[]): Partial<Record<BenchProfession, BenchTier>> {
  const tiers: Partial<Record<BenchProfession, BenchTier>> = {};
  for (const id of placedBenchIds) {
    const bench = BENCHES.find((candidate) => candidate.id === id);
    if (bench && (tiers[bench.profession] ?? 0) < bench.tier) tiers[bench.profession] = bench.tier;
  }
  return tiers;
}

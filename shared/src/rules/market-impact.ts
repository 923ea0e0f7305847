/**
 * How profession activities move the markets (spec 001 §9 "Market impacts of activities"): each
 * unit made adds to the supply (and for information, the demand) of its good for a while.
 * The API decides which city's market takes the change.
 */
import { INFORMATION_ITEM_IDS, itemById } from '../catalogue/items';
import type { ProfessionId } from '../catalogue/professions';

export interface MarketImpact {
  itemId: string;
  supplyChange: number;
  demandChange: number;
  durationMs: number;
}

const HOUR_MS = 3_600_000;

export interface ActivityImpactRule {
  supplyPerUnit: number;
  demandPerUnit: number;
  durationMs: number;
  /** Which made goods move: all, trading's information goods, or food (by item category). */
  goods: 'all' | 'information' | 'food';
}

/** Mining and logging move no market in the spec. */
export const ACTIVITY_MARKET_IMPACTS: Readonly<Partial<Record<ProfessionId, ActivityImpactRule>>> = {
  blacksmithing: { supplyPerUnit: 1, demandPerUnit: 0, durationMs: 24 * HOUR_MS, goods: 'all' },
  crafting: { supplyPerUnit: 0.01, demandPerUnit: 0, durationMs: 12 * HOUR_MS, goods: 'all' },
  trading: { supplyPerUnit: 0.5, demandPerUnit: 1, durationMs: 24 * HOUR_MS, goods: 'information' },
  alchemy: { supplyPerUnit: 1, demandPerUnit: 0, durationMs: 48 * HOUR_MS, goods: 'all' },
  cooking: { supplyPerUnit: 0.02, demandPerUnit: 0, durationMs: 24 * HOUR_MS, goods: 'food' },
  textiles: { supplyPerUnit: 1, demandPerUnit: 0, durationMs: 36 * HOUR_MS, goods: 'all' },
};

function moves(rule: ActivityImpactRule, itemId: string): boolean {
  if (rule.goods === 'information') return INFORMATION_ITEM_IDS.includes(itemId);
  if (rule.goods === 'food') return itemById(itemId)?.category === 'food';
  return true;
}

export function activityMarketImpacts(profession: ProfessionId, made: Readonly<Record<string, number>>): MarketImpact[] {
  const rule = ACTIVITY_MARKET_IMPACTS[profession];
  if (!rule) return [];
  return Object.entries(made)
    .filter(([itemId, quantity]) => quantity > 0 && moves(rule, itemId))
    .map(([itemId, quantity]) => ({
      itemId,
      supplyChange: rule.supplyPerUnit * quantity,
      demandChange: rule.demandPerUnit * quantity,
      durationMs: rule.durationMs,
    }));
}

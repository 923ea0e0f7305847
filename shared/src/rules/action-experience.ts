/**
 * Profession experience of an action (spec 001 §9 "Failure XP", "XP bonuses"): a success earns the
 * action's XP plus a bonus by the total value made and one per unit by rarity; a failure earns a
 * share of the action's XP.
 */
import { itemById, type Rarity } from '../catalogue/items';
import type { ProfessionAction } from '../catalogue/profession-actions';
import type { ProfessionId } from '../catalogue/professions';
import { COPPER_PER_SILVER } from './currency';
import type { Season } from './game-clock';

/** A made item as the result shows it. */
export interface ProducedItem {
  itemId: string;
  quantity: number;
  /** One unit's value (rules/item-value.ts). */
  unitValueCopper: number;
}

/** A total value strictly over `overSilver` earns `xp`; only the highest step reached counts. */
export interface ValueXpStep {
  overSilver: number;
  xp: number;
}

/** Mining and logging have no bonuses in the spec. */
export const VALUE_XP_BONUSES: Readonly<Record<ProfessionId, readonly ValueXpStep[]>> = {
  mining: [],
  logging: [],
  blacksmithing: [{ overSilver: 200, xp: 10 }, { overSilver: 500, xp: 20 }, { overSilver: 1000, xp: 35 }],
  crafting: [{ overSilver: 150, xp: 8 }, { overSilver: 300, xp: 15 }, { overSilver: 600, xp: 25 }],
  trading: [],
  alchemy: [{ overSilver: 200, xp: 15 }, { overSilver: 500, xp: 25 }, { overSilver: 1000, xp: 50 }],
  cooking: [{ overSilver: 100, xp: 10 }, { overSilver: 200, xp: 20 }],
  textiles: [{ overSilver: 200, xp: 10 }, { overSilver: 500, xp: 20 }, { overSilver: 1000, xp: 40 }],
};

/** Per unit made, by the item's rarity; the spec's "very rare" is the catalogue's epic. */
export const RARITY_XP_BONUSES: Readonly<Record<ProfessionId, Readonly<Partial<Record<Rarity, number>>>>> = {
  mining: {},
  logging: {},
  blacksmithing: { uncommon: 12, rare: 25, epic: 45, legendary: 100 },
  crafting: { uncommon: 10, rare: 20, epic: 35, legendary: 80 },
  trading: { uncommon: 8, rare: 18, epic: 30, legendary: 60 },
  alchemy: { uncommon: 10, rare: 25, epic: 50, legendary: 150 },
  cooking: { uncommon: 5, rare: 15, epic: 40, legendary: 100 },
  textiles: { uncommon: 5, rare: 15, epic: 40, legendary: 120 },
};

/** Textiles done in spring earn this much more (001 §9). */
export const TEXTILES_SPRING_XP_BONUS = 5;

export const FAILURE_XP_SHARE = 0.3;
export const TRADING_FAILURE_XP_SHARE = 0.4;

export function totalValueCopper(items: readonly ProducedItem[]): number {
  return items.reduce((sum, item) => sum + item.unitValueCopper * item.quantity, 0);
}

export function valueXpBonus(profession: ProfessionId, totalCopper: number): number {
  let bonus = 0;
  for (const step of VALUE_XP_BONUSES[profession]) if (totalCopper > step.overSilver * COPPER_PER_SILVER) bonus = step.xp;
  return bonus;
}

export function rarityXpBonus(profession: ProfessionId, items: readonly ProducedItem[]): number {
  const table = RARITY_XP_BONUSES[profession];
  return items.reduce((sum, item) => {
    const rarity = itemById(item.itemId)?.rarity;
    return sum + (rarity ? (table[rarity] ?? 0) * item.quantity : 0);
  }, 0);
}

export function successExperience(action: Pick<ProfessionAction, 'profession' | 'xp'>, items: readonly ProducedItem[], season: Season): number {
  const spring = action.profession === 'textiles' && season === 'spring' ? TEXTILES_SPRING_XP_BONUS : 0;
  return action.xp + valueXpBonus(action.profession, totalValueCopper(items)) + rarityXpBonus(action.profession, items) + spring;
}

/** Whole XP, rounded down: 30% of 15 is 4. */
export function failureExperience(action: Pick<ProfessionAction, 'profession' | 'xp'>): number {
  const share = action.profession === 'trading' ? TRADING_FAILURE_XP_SHARE : FAILURE_XP_SHARE;
  // The epsilon keeps a product like 0.3 x 70 from flooring to one less than it should.
  return Math.floor(action.xp * share + 1e-9);
}

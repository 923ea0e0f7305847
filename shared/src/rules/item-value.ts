/**
 * What a made item is worth (spec 001 §9 "Item value"): its catalogue value times
 * (1 + level x factor) times a random spread. The value is shown with the result and decides the
 * XP bonus by total value; the item itself goes into an inventory stack at its catalogue price.
 */
import { itemValueCopper } from '../catalogue/items';
import type { ProfessionId } from '../catalogue/professions';
import type { Random } from './random';

export interface ItemValueRule {
  factor: number;
  spreadMin: number;
  spreadMax: number;
}

/**
 * The spec's factors for blacksmithing, crafting, trading and alchemy. Cooking and textiles are
 * ours ("not shown"); mining and logging have none, so raw materials are worth their catalogue value.
 */
export const ITEM_VALUE_RULES: Readonly<Record<ProfessionId, ItemValueRule>> = {
  mining: { factor: 0, spreadMin: 1, spreadMax: 1 },
  logging: { factor: 0, spreadMin: 1, spreadMax: 1 },
  blacksmithing: { factor: 0.08, spreadMin: 0.85, spreadMax: 1.15 },
  crafting: { factor: 0.06, spreadMin: 0.8, spreadMax: 1.2 },
  trading: { factor: 0.1, spreadMin: 0.9, spreadMax: 1.2 },
  alchemy: { factor: 0.12, spreadMin: 0.75, spreadMax: 1.25 },
  cooking: { factor: 0.05, spreadMin: 0.9, spreadMax: 1.1 },
  textiles: { factor: 0.07, spreadMin: 0.85, spreadMax: 1.15 },
};

/** One unit's value in whole copper; the random source is asked only where there is a spread. */
export function madeItemValueCopper(itemId: string, profession: ProfessionId, level: number, random: Random): number {
  const rule = ITEM_VALUE_RULES[profession];
  const spread = rule.spreadMax > rule.spreadMin ? rule.spreadMin + random() * (rule.spreadMax - rule.spreadMin) : rule.spreadMin;
  return Math.round(itemValueCopper(itemId) * (1 + level * rule.factor) * spread);
}

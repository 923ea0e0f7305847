/**
 * The forge's repairs and the workshop's commissions (spec 001 §7: POST /blacksmithing/repair,
 * POST /crafting/commission). Items do not wear out in this game, so a repair is the forge's
 * Repair Services action worked on a tool the player brings; a commission is one item a
 * crafting action makes, made by a craftsman of the cities for a fee (docs/decisions.md).
 */
import { itemById, itemValueCopper } from '../catalogue/items';
import type { NpcService } from '../catalogue/npcs';
import { PROFESSION_ACTIONS, type ProfessionAction } from '../catalogue/profession-actions';
import { STATION_RECIPES } from '../catalogue/recipes';

/** The blacksmithing action a repair starts. */
export const REPAIR_ACTION_ID = 'repair-services';

/**
 * What can be brought for repair: the trade good Tools and every held tool the catalogue names
 * (the actions' tools, and the tools station recipes hold without consuming them).
 */
export const REPAIRABLE_ITEM_IDS: readonly string[] = [
  ...new Set([
    'tools',
    ...PROFESSION_ACTIONS.flatMap((action) => action.tools),
    ...STATION_RECIPES.flatMap((recipe) => recipe.requirements.filter((r) => !r.consumeOnUse).map((r) => r.itemId)),
  ]),
].filter((id) => itemById(id) !== undefined);

export function isRepairable(itemId: string): boolean {
  return REPAIRABLE_ITEM_IDS.includes(itemId);
}

/** A commission costs the item's catalogue value times this (the master's fee on top of the goods). */
export const COMMISSION_PRICE_FACTOR = 1.5;

export interface CommissionTerms {
  itemId: string;
  /** Copper, paid when the commission is placed. */
  priceCopper: number;
  /** The quickest crafting action that makes the item: the master takes as long as it lasts. */
  durationMs: number;
}

function commissionAction(itemId: string): ProfessionAction | undefined {
  return PROFESSION_ACTIONS.filter((action) => action.profession === 'crafting' && action.outputs.some((output) => output.itemId === itemId)).sort((a, b) => a.durationMs - b.durationMs)[0];
}

/** Marketable items a crafting action makes, certainly or by chance: what a commission may ask for. */
export const COMMISSIONABLE_ITEM_IDS: readonly string[] = [
  ...new Set(PROFESSION_ACTIONS.filter((action) => action.profession === 'crafting').flatMap((action) => action.outputs.map((output) => output.itemId))),
].filter((id) => itemById(id)?.marketable === true);

/** The terms of a commission for `itemId`, or undefined when it cannot be commissioned. */
export function commissionTerms(itemId: string): CommissionTerms | undefined {
  if (!COMMISSIONABLE_ITEM_IDS.includes(itemId)) return undefined;
  const action = commissionAction(itemId);
  if (!action) return undefined;
  return { itemId, priceCopper: Math.round(itemValueCopper(itemId) * COMMISSION_PRICE_FACTOR), durationMs: action.durationMs };
}

/**
 * Which of the craftsmen's services a commission needs (000 §5): rare work is advanced crafting
 * (appraisal 2), epic and legendary work master crafting (appraisal 4 and trading 3); the rest is
 * plain crafting, open to all.
 */
export function commissionService(itemId: string): Extract<NpcService, 'craft' | 'advanced-crafting' | 'master-crafting'> {
  const rarity = itemById(itemId)?.rarity;
  if (rarity === 'epic' || rarity === 'legendary') return 'master-crafting';
  if (rarity === 'rare') return 'advanced-crafting';
  return 'craft';
}

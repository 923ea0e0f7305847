/**
 * Crafting from the Professions window (spec 001 §2, 002 §3 "Recipe (professions window)", §4
 * "Crafting queue", §5, 001 §9 "Profession progression"): a recipe needs the player's real level
 * in its profession and every ingredient for the whole quantity; each level above the recipe's
 * adds the skill bonuses of 001 §9, +2% success and +5% speed.
 */
import { RECIPE_QUANTITY_MAX, RECIPE_QUANTITY_MIN, type ProfessionRecipe } from '../catalogue/recipes';
import { skillTooLowText } from './action-availability';

export const RECIPE_SUCCESS_PER_LEVEL = 0.02;
export const RECIPE_SPEED_PER_LEVEL = 0.05;
/** Success is never certain: a recipe's chance stops here. */
export const RECIPE_SUCCESS_MAX = 0.98;
/** However skilled, a craft takes at least half its time. */
export const RECIPE_TIME_FLOOR_SHARE = 0.5;

export type ProfessionRecipeCheck = { ok: true } | { ok: false; code: 'quantity' | 'level' | 'ingredients'; reason: string };

function levelsAbove(recipe: ProfessionRecipe, level: number): number {
  return Math.max(0, level - recipe.requiredLevel);
}

export function professionRecipeCheck(recipe: ProfessionRecipe, level: number, inventory: Readonly<Record<string, number>>, quantity: number): ProfessionRecipeCheck {
  if (!Number.isInteger(quantity) || quantity < RECIPE_QUANTITY_MIN || quantity > RECIPE_QUANTITY_MAX) {
    return { ok: false, code: 'quantity', reason: `Quantity must be ${RECIPE_QUANTITY_MIN} to ${RECIPE_QUANTITY_MAX}` };
  }
  if (level < recipe.requiredLevel) return { ok: false, code: 'level', reason: skillTooLowText(recipe.profession, recipe.requiredLevel) };
  const short = Object.entries(recipe.ingredients).some(([itemId, count]) => (inventory[itemId] ?? 0) < count * quantity);
  if (short) return { ok: false, code: 'ingredients', reason: `Missing required materials for ${recipe.name}` };
  return { ok: true };
}

export function professionRecipeSuccessRate(recipe: ProfessionRecipe, level: number): number {
  return Math.min(RECIPE_SUCCESS_MAX, Math.max(recipe.successRate, recipe.successRate + levelsAbove(recipe, level) * RECIPE_SUCCESS_PER_LEVEL));
}

/** One craft's time at this level, in whole ms. */
export function professionRecipeTimeMs(recipe: ProfessionRecipe, level: number): number {
  return Math.round(recipe.craftingTimeMs * Math.max(RECIPE_TIME_FLOOR_SHARE, 1 - levelsAbove(recipe, level) * RECIPE_SPEED_PER_LEVEL));
}

/** A queue entry lasts one craft's time times the quantity (002 §4). */
export function professionRecipeQueueMs(recipe: ProfessionRecipe, level: number, quantity: number): number {
  return professionRecipeTimeMs(recipe, level) * quantity;
}

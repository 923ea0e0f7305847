/**
 * Crafting a station recipe at a workshop bench (spec 002 §4 "Crafting system", §5 "Crafting
 * system", §9): whether it can start, and what the combination effects the crafter holds make of
 * its time, quantity, quality and experience.
 */
import { itemDisplayName } from '../catalogue/items';
import {
  BENCHES,
  CRAFTING_EXPERIENCE_MULTIPLIER,
  QUALITY_TIERS,
  combinationEffectById,
  type BenchProfession,
  type BenchTier,
  type CombinationEffect,
  type QualityTier,
  type StationRecipe,
} from '../catalogue/recipes';
import { craftingLevel } from './crafting-level';

export interface StationCraftContext {
  /** Recipes the player has discovered or unlocked (those known from the start need not be listed). */
  discovered: ReadonlySet<string>;
  /** Station crafting experience (rules/crafting-level.ts). */
  craftingExperience: number;
  inventory: Readonly<Record<string, number>>;
  /** The highest bench tier placed in the player's workshop, per profession. */
  benchTiers: Readonly<Partial<Record<BenchProfession, BenchTier>>>;
}

export type StationCraftRefusal = 'not-discovered' | 'level' | 'bench' | 'missing';
export type StationCraftCheck = { ok: true } | { ok: false; code: StationCraftRefusal; reason: string };

/** 002 §8 texts. */
export const RECIPE_NOT_FOUND_TEXT = 'Error: Recipe not found';
export const RECIPE_NOT_DISCOVERED_TEXT = 'Recipe not discovered yet';

export function isRecipeKnown(recipe: StationRecipe, discovered: ReadonlySet<string>): boolean {
  return recipe.discoveredAtStart || discovered.has(recipe.id);
}

/** Item id to units short, for `quantity` crafts. */
export function missingRequirements(recipe: StationRecipe, inventory: Readonly<Record<string, number>>): Record<string, number> {
  const missing: Record<string, number> = {};
  for (const requirement of recipe.requirements) {
    const short = requirement.quantity - (inventory[requirement.itemId] ?? 0);
    if (short > 0) missing[requirement.itemId] = short;
  }
  return missing;
}

/** "Cannot craft Steel Sword - Missing: 1x Steel Ingot, 1x Hammer" (002 §8). */
export function missingText(recipe: StationRecipe, missing: Readonly<Record<string, number>>): string {
  const list = Object.entries(missing).map(([itemId, quantity]) => `${quantity}x ${itemDisplayName(itemId)}`);
  return `Cannot craft ${recipe.name} - Missing: ${list.join(', ')}`;
}

export function benchRequiredText(profession: BenchProfession, tier: BenchTier): string {
  const name = BENCHES.find((bench) => bench.profession === profession && bench.tier === tier)?.name;
  return `Needs a tier ${tier} ${profession} bench${name ? ` (${name})` : ''} in your workshop`;
}

export function stationCraftCheck(recipe: StationRecipe, context: StationCraftContext): StationCraftCheck {
  if (!isRecipeKnown(recipe, context.discovered)) return { ok: false, code: 'not-discovered', reason: RECIPE_NOT_DISCOVERED_TEXT };
  if (craftingLevel(context.craftingExperience) < recipe.requiredLevel) {
    return { ok: false, code: 'level', reason: `Requires crafting level ${recipe.requiredLevel}` };
  }
  if ((context.benchTiers[recipe.station] ?? 0) < recipe.benchTier) {
    return { ok: false, code: 'bench', reason: benchRequiredText(recipe.station, recipe.benchTier) };
  }
  const missing = missingRequirements(recipe, context.inventory);
  if (Object.keys(missing).length > 0) return { ok: false, code: 'missing', reason: missingText(recipe, missing) };
  return { ok: true };
}

/** The recipe's combination effects whose trigger items the crafter holds. */
export function activeCombinations(recipe: StationRecipe, inventory: Readonly<Record<string, number>>): CombinationEffect[] {
  return recipe.combinations
    .map((id) => combinationEffectById(id))
    .filter((effect): effect is CombinationEffect => effect !== undefined && effect.triggerItems.every((itemId) => (inventory[itemId] ?? 0) > 0));
}

export interface CraftMultipliers {
  quality: number;
  speed: number;
  quantity: number;
  experience: number;
}

/** Effects of one kind multiply together. */
export function craftMultipliers(effects: readonly CombinationEffect[]): CraftMultipliers {
  const multipliers: CraftMultipliers = { quality: 1, speed: 1, quantity: 1, experience: 1 };
  for (const effect of effects) multipliers[effect.effect] *= effect.magnitude;
  return multipliers;
}

/** A quality boost raises the tier by floor(multiplier - 1) (002 §9), never past legendary. */
export function boostedQuality(base: QualityTier, multiplier: number): QualityTier {
  // The epsilon keeps a product such as 1.25 x 1.6 from landing a hair under 2.
  const steps = Math.max(0, Math.floor(multiplier - 1 + 1e-9));
  const index = Math.min(QUALITY_TIERS.length - 1, QUALITY_TIERS.indexOf(base) + steps);
  return QUALITY_TIERS[index]!;
}

export interface StationCraftPlan {
  durationMs: number;
  /** Units of the result. */
  quantity: number;
  quality: QualityTier;
  experience: number;
  /** What the craft consumes (tools are kept). */
  consumed: Record<string, number>;
  effects: CombinationEffect[];
}

/** What one craft of `recipe` takes and gives, for a crafter holding `inventory`. */
export function stationCraftPlan(recipe: StationRecipe, inventory: Readonly<Record<string, number>>): StationCraftPlan {
  const effects = activeCombinations(recipe, inventory);
  const multipliers = craftMultipliers(effects);
  const consumed: Record<string, number> = {};
  for (const requirement of recipe.requirements) if (requirement.consumeOnUse) consumed[requirement.itemId] = requirement.quantity;
  return {
    durationMs: Math.round(recipe.craftingTimeMs / multipliers.speed),
    quantity: Math.floor(recipe.result.quantity * multipliers.quantity + 1e-9),
    quality: boostedQuality(recipe.result.quality, multipliers.quality),
    experience: Math.round(recipe.experienceGain * multipliers.experience * CRAFTING_EXPERIENCE_MULTIPLIER),
    consumed,
    effects,
  };
}

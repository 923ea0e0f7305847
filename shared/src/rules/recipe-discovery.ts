/**
 * Finding new station recipes (spec 002 §3 "Discovery", §4, §5 "Unlock condition types", §9): each
 * craft has a 0.1 chance of a discovery among the unknown recipes near what was just crafted
 * (sharing one of its ingredients or tools, or using its result); with none near, the discovery
 * is knowledge. Meeting all of a recipe's unlock conditions unlocks it too.
 */
import { itemById, type Rarity } from '../catalogue/items';
import { DISCOVERY_CHANCE, KNOWLEDGE_DISCOVERY_POINTS, STATION_RECIPES, stationRecipeById, type StationRecipe, type UnlockCondition } from '../catalogue/recipes';
import { pick, type Random } from './random';
import { isRecipeKnown } from './station-crafting';

export type Discovery =
  | { type: 'recipe'; value: string; rarity: Rarity; description: string }
  | { type: 'knowledge'; value: number; rarity: Rarity; description: string };

function itemsOf(recipe: StationRecipe): Set<string> {
  return new Set(recipe.requirements.map((requirement) => requirement.itemId));
}

/** Unknown recipes near `crafted`, in catalogue order. */
export function discoveryCandidates(crafted: StationRecipe, discovered: ReadonlySet<string>): StationRecipe[] {
  const near = itemsOf(crafted);
  near.add(crafted.result.itemId);
  return STATION_RECIPES.filter((recipe) => !isRecipeKnown(recipe, discovered) && [...itemsOf(recipe)].some((itemId) => near.has(itemId)));
}

/** Two draws at most: the chance, then which recipe. */
export function rollDiscovery(crafted: StationRecipe, discovered: ReadonlySet<string>, random: Random): Discovery | null {
  if (random() >= DISCOVERY_CHANCE) return null;
  const candidates = discoveryCandidates(crafted, discovered);
  if (candidates.length === 0) {
    return { type: 'knowledge', value: KNOWLEDGE_DISCOVERY_POINTS, rarity: 'common', description: `Your craft taught you something: +${KNOWLEDGE_DISCOVERY_POINTS} knowledge` };
  }
  const found = pick(random, candidates);
  return { type: 'recipe', value: found.id, rarity: itemById(found.result.itemId)?.rarity ?? 'common', description: `Discovered a new recipe: ${found.name}` };
}

export interface UnlockContext {
  playerLevel: number;
  discovered: ReadonlySet<string>;
  craftingExperience: number;
  inventory: Readonly<Record<string, number>>;
}

export function unlockConditionMet(condition: UnlockCondition, context: UnlockContext): boolean {
  switch (condition.type) {
    case 'level':
      return context.playerLevel >= condition.value;
    case 'recipe': {
      const recipe = stationRecipeById(condition.value);
      return recipe !== undefined && isRecipeKnown(recipe, context.discovered);
    }
    case 'skill':
      return context.craftingExperience >= condition.value;
    case 'item':
      return (context.inventory[condition.value] ?? 0) > 0;
  }
}

/** Unknown recipes whose every unlock condition is met now (a recipe without conditions is never unlocked this way). */
export function recipesUnlockedByConditions(context: UnlockContext): StationRecipe[] {
  return STATION_RECIPES.filter(
    (recipe) => !isRecipeKnown(recipe, context.discovered) && recipe.unlockConditions.length > 0 && recipe.unlockConditions.every((condition) => unlockConditionMet(condition, context)),
  );
}

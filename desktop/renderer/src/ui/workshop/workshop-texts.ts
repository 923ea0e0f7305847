/**
 * What the personal workshop's panels say (002 §2 "Personal workshop scene", §4 "Workshop
 * upgrade", "Bench placement"; §8): the upgrade panel, the bench shop, the info panel, a placed
 * bench's card, the crafting panel's recipe book. Pure: read from the server's workshop and the
 * shared rules, so the panels and the server agree.
 */
import {
  BENCHES,
  benchById,
  benchCapacityRefusal,
  benchShop,
  combinationEffectById,
  craftingTierById,
  formatCoins,
  insufficientFundsText,
  PROFESSION_NAMES,
  stationRecipeById,
  workshopLevel,
  workshopUpgrade,
  WORKSHOP_LEVELS,
  type QualityTier,
  type StationRecipe,
} from '@silkroad/shared';
import type { Workshop } from '../../net/workshop-api';

/** 002 §2. */
export const CONTROLS_HINT = 'I=Inventory, C=Stats, ESC=Exit, V=Master Workshop';
/** 002 §8 ("Workshop scene"). */
export const SELECT_RECIPE_FIRST_TEXT = 'Please select a recipe first';
export const CITY_WORKSHOPS_TEXT = 'The master workshops are in the cities: visit a city’s workshop district to craft at its benches (every station, first tier).';

export interface UpgradePanel {
  title: 'Workshop';
  levelLine: string;
  benchesLine: string;
  /** The next level's cost and whether the purse covers it; null at the top, where `maxText` is said instead. */
  next: { name: string; costText: string; enabled: boolean; reason: string | null } | null;
  maxText: string | null;
}

export function upgradePanel(level: number, benchesPlaced: number, copper: number): UpgradePanel {
  const entry = workshopLevel(level) ?? WORKSHOP_LEVELS[0]!;
  const upgrade = workshopUpgrade(level, copper);
  const next = upgrade.next ? { name: upgrade.next.name, costText: formatCoins(upgrade.costCopper), enabled: upgrade.allowed, reason: upgrade.allowed ? null : upgrade.reason } : null;
  return {
    title: 'Workshop',
    levelLine: `Level ${entry.level} · ${entry.name}`,
    benchesLine: `Benches placed ${benchesPlaced}/${entry.maxBenches}`,
    next,
    maxText: next ? null : upgrade.allowed ? null : upgrade.reason,
  };
}

export interface ShopEntry {
  benchId: string;
  name: string;
  line: string;
  priceText: string;
  enabled: boolean;
  /** Why the button sleeps: the money, or the full workshop. */
  reason: string | null;
}

/** The bench shop: only benches at or below the player's level; enabled when the purse covers them and a bench still fits. */
export function shopEntries(playerLevel: number, copper: number, level: number, benchesPlaced: number): ShopEntry[] {
  const full = benchCapacityRefusal(level, benchesPlaced);
  return benchShop(playerLevel, copper)
    .filter((entry) => entry.visible)
    .map(({ bench, affordable, costCopper }) => ({
      benchId: bench.id,
      name: bench.name,
      line: `${PROFESSION_NAMES[bench.profession]} · tier ${bench.tier}`,
      priceText: formatCoins(costCopper),
      enabled: affordable && full === null,
      reason: !affordable ? insufficientFundsText(costCopper) : full,
    }));
}

/** How many benches the shop keeps back until the player's level reaches them. */
export function lockedBenchCount(playerLevel: number): number {
  return BENCHES.filter((bench) => bench.requiredLevel > playerLevel).length;
}

/** A placed bench's card ("an alert listing its name and recipes"). */
export function benchCard(benchId: string): { name: string; line: string; recipes: string[] } {
  const bench = benchById(benchId);
  if (!bench) return { name: benchId, line: '', recipes: [] };
  return {
    name: bench.name,
    line: `${PROFESSION_NAMES[bench.profession]} bench · tier ${bench.tier}`,
    recipes: bench.recipes.map((id) => stationRecipeById(id)?.name ?? id),
  };
}

export type RecipeBookEntry =
  | { id: string; known: true; name: string; tierLine: string; canCraft: boolean; reason: string | null; recipe: StationRecipe; view: Workshop['recipes'][number] }
  | { id: string; known: false; name: 'Unknown recipe'; tierLine: string; hint: string };

/** The recipe book: the recipes known by name; the others only as unknown, with the way to unlock them. */
/** The station recipes, the known ones first (craftable before the rest), then the ones still to find. */
export function recipeBook(workshop: Workshop): RecipeBookEntry[] {
  const rank = (entry: RecipeBookEntry) => (entry.known ? (entry.canCraft ? 0 : 1) : 2);
  return workshop.recipes
    .flatMap((view): RecipeBookEntry[] => {
    const recipe = stationRecipeById(view.id);
    if (!recipe) return [];
    const tierLine = `${craftingTierById(recipe.tier).name} · crafting level ${recipe.requiredLevel}`;
    if (!view.discovered) {
      const hint = recipe.unlockConditions.map((condition) => condition.description).join(', ') || 'Found by discovery while crafting';
      return [{ id: view.id, known: false, name: 'Unknown recipe', tierLine, hint }];
    }
    return [{ id: view.id, known: true, name: recipe.name, tierLine, canCraft: view.canCraft, reason: view.reason, recipe, view }];
    })
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
    .map(({ entry }) => entry);
}

const QUALITY_NAMES: Record<QualityTier, string> = { poor: 'Poor', common: 'Common', good: 'Good', excellent: 'Excellent', masterwork: 'Masterwork', legendary: 'Legendary' };

export function qualityName(quality: QualityTier): string {
  return QUALITY_NAMES[quality];
}

/** The combination effects that apply now, by name and what they do. */
export function combinationLines(ids: readonly string[]): string[] {
  return ids.map((id) => {
    const effect = combinationEffectById(id);
    return effect ? `${effect.name}: ${effect.description}` : id;
  });
}

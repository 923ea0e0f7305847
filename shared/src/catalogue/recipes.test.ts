import { describe, expect, it } from 'vitest';
import { craftingXpForLevel } from '../rules/crafting-level';
import { PROFESSION_MAX_LEVEL } from '../rules/profession-level';
import { itemById, itemValueCopper } from './items';
import {
  BENCHES,
  BENCH_PROFESSIONS,
  COMBINATION_EFFECTS,
  COMBINATION_MAGNITUDE_MAX,
  COMBINATION_MAGNITUDE_MIN,
  CRAFTING_TIERS,
  DISCOVERY_CHANCE,
  KNOWLEDGE_DISCOVERY_POINTS,
  PROFESSION_RECIPES,
  QUALITY_TIERS,
  STATION_RECIPES,
  WORKSHOP_LEVELS,
  benchById,
  combinationEffectById,
  craftingTierById,
  professionRecipeById,
  stationRecipeById,
} from './recipes';

describe('station recipes (002 §9 "Crafting system")', () => {
  it('are the fifteen of the table, with its time and XP', () => {
    const table = Object.fromEntries(STATION_RECIPES.map((r) => [r.name, [r.craftingTimeMs / 1000, r.experienceGain]]));
    expect(table).toEqual({
      'Basic Silk Thread': [120, 25],
      'Iron Sword Blade': [300, 75],
      'Healing Elixir': [450, 120],
      'Wooden Plank': [60, 15],
      'Wooden Handle': [90, 20],
      'Wooden Chest': [300, 50],
      'Premium Silk Thread': [240, 60],
      'Iron Nails': [90, 15],
      'Steel Sword': [600, 150],
      'Basic Healing Potion': [180, 40],
      'Moonlight Elixir': [900, 200],
      'Silver Ring': [360, 80],
      'Master Hammer': [480, 120],
      'Traveler’s Bread': [120, 20],
      'Exotic Spice Blend': [300, 70],
    });
  });

  it('need the crafting level of their tier (basic tools 1+, simple weapons 3+, decorative 5+, advanced 10+) and a bench tier to match', () => {
    expect(CRAFTING_TIERS.map((t) => [t.id, t.minLevel])).toEqual([['basic-tools', 1], ['simple-weapons', 3], ['decorative', 5], ['advanced', 10]]);
    for (const recipe of STATION_RECIPES) {
      expect(recipe.requiredLevel).toBe(craftingTierById(recipe.tier).minLevel);
      expect(recipe.benchTier).toBe(({ 'basic-tools': 1, 'simple-weapons': 1, decorative: 2, advanced: 3 } as const)[recipe.tier]);
    }
  });

  it('name catalogue items with a value, whole quantities, a known quality and a bench profession', () => {
    for (const recipe of STATION_RECIPES) {
      for (const requirement of recipe.requirements) {
        expect(itemById(requirement.itemId), `${recipe.id}: ${requirement.itemId}`).toBeDefined();
        expect(Number.isInteger(requirement.quantity) && requirement.quantity > 0).toBe(true);
      }
      expect(itemValueCopper(recipe.result.itemId), recipe.id).toBeGreaterThan(0);
      expect(Number.isInteger(recipe.result.quantity) && recipe.result.quantity > 0).toBe(true);
      expect(QUALITY_TIERS).toContain(recipe.result.quality);
      expect(BENCH_PROFESSIONS).toContain(recipe.station);
      expect(recipe.requirements.some((r) => r.consumeOnUse), recipe.id).toBe(true);
      expect(recipe.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(stationRecipeById(recipe.id)).toBe(recipe);
    }
    expect(new Set(STATION_RECIPES.map((r) => r.id)).size).toBe(15);
  });

  it('are known from the start in the basic tier only; the others unlock by a known recipe and the tier’s crafting experience', () => {
    expect(STATION_RECIPES.filter((r) => r.discoveredAtStart).map((r) => r.id)).toEqual([
      'basic-silk-thread',
      'wooden-plank',
      'wooden-handle',
      'iron-nails',
      'basic-healing-potion',
      'travelers-bread',
    ]);
    for (const recipe of STATION_RECIPES.filter((r) => !r.discoveredAtStart)) {
      const [after, skill] = recipe.unlockConditions;
      expect(after?.type).toBe('recipe');
      expect(stationRecipeById(String(after?.value)), recipe.id).toBeDefined();
      expect(skill).toMatchObject({ type: 'skill', value: craftingXpForLevel(recipe.requiredLevel) });
    }
    expect(stationRecipeById('steel-sword')!.unlockConditions).toEqual([
      { type: 'recipe', value: 'iron-sword-blade', description: 'Discover Iron Sword Blade' },
      { type: 'skill', value: 8100, description: 'Reach crafting level 10' },
    ]);
  });

  it('list combination effects that exist, with magnitudes of 1.2 to 1.5 triggered by catalogue items', () => {
    expect(new Set(COMBINATION_EFFECTS.map((e) => e.id)).size).toBe(COMBINATION_EFFECTS.length);
    for (const effect of COMBINATION_EFFECTS) {
      expect(effect.magnitude).toBeGreaterThanOrEqual(COMBINATION_MAGNITUDE_MIN);
      expect(effect.magnitude).toBeLessThanOrEqual(COMBINATION_MAGNITUDE_MAX);
      for (const itemId of effect.triggerItems) expect(itemById(itemId), itemId).toBeDefined();
    }
    for (const recipe of STATION_RECIPES) for (const id of recipe.combinations) expect(combinationEffectById(id), `${recipe.id}: ${id}`).toBeDefined();
    const used = new Set(STATION_RECIPES.flatMap((r) => r.combinations));
    expect(COMBINATION_EFFECTS.filter((e) => !used.has(e.id))).toEqual([]);
  });

  it('keep the crafting system’s constants', () => {
    expect(DISCOVERY_CHANCE).toBe(0.1);
    expect(KNOWLEDGE_DISCOVERY_POINTS).toBe(100);
    expect(QUALITY_TIERS).toEqual(['poor', 'common', 'good', 'excellent', 'masterwork', 'legendary']);
  });
});

describe('profession recipes (the Professions window)', () => {
  it('start with the spec’s three fallback recipes as given (001 §9, 002 §9)', () => {
    expect(professionRecipeById('silk-thread')).toMatchObject({ profession: 'textiles', requiredLevel: 1, ingredients: { 'silk-cocoon': 3 }, products: { 'silk-thread': 1 }, experience: 10, successRate: 0.9, craftingTimeMs: 3000 });
    expect(professionRecipeById('healing-potion')).toMatchObject({ profession: 'alchemy', requiredLevel: 1, ingredients: { 'healing-herb': 2, 'pure-water': 1 }, experience: 15, successRate: 0.8, craftingTimeMs: 5000 });
    expect(professionRecipeById('bread')).toMatchObject({ profession: 'cooking', requiredLevel: 1, ingredients: { 'wheat-flour': 2, 'pure-water': 1 }, experience: 5, successRate: 0.95, craftingTimeMs: 2000 });
  });

  it('give each window tab a ladder of recipes of catalogue items, levels within 1..max, chances within (0, 1)', () => {
    for (const profession of ['alchemy', 'cooking', 'textiles'] as const) {
      expect(PROFESSION_RECIPES.filter((r) => r.profession === profession).length).toBeGreaterThanOrEqual(4);
    }
    expect(new Set(PROFESSION_RECIPES.map((r) => r.id)).size).toBe(PROFESSION_RECIPES.length);
    for (const recipe of PROFESSION_RECIPES) {
      for (const id of [...Object.keys(recipe.ingredients), ...Object.keys(recipe.products)]) expect(itemValueCopper(id), `${recipe.id}: ${id}`).toBeGreaterThan(0);
      expect(recipe.requiredLevel).toBeGreaterThanOrEqual(1);
      expect(recipe.requiredLevel).toBeLessThanOrEqual(PROFESSION_MAX_LEVEL);
      expect(recipe.successRate).toBeGreaterThan(0);
      expect(recipe.successRate).toBeLessThan(1);
      expect(Number.isInteger(recipe.craftingTimeMs) && recipe.craftingTimeMs > 0).toBe(true);
    }
  });
});

describe('workshops and benches (002 §9)', () => {
  it('upgrade through the five levels of the table', () => {
    expect(WORKSHOP_LEVELS.map((w) => [w.level, w.name, w.costSilver, `${w.width}x${w.height}`, w.maxBenches])).toEqual([
      [1, 'Small Workshop', 0, '400x300', 2],
      [2, 'Medium Workshop', 5000, '600x450', 4],
      [3, 'Large Workshop', 15000, '800x600', 6],
      [4, 'Master’s Hall', 35000, '1000x750', 8],
      [5, 'Grand Atelier', 75000, '1200x900', 12],
    ]);
  });

  it('sell benches at the spec’s tier costs and levels, plus the carpenter’s bench', () => {
    const costs = Object.fromEntries(BENCH_PROFESSIONS.map((p) => [p, BENCHES.filter((b) => b.profession === p).map((b) => [b.costSilver, b.requiredLevel])]));
    expect(costs).toEqual({
      blacksmithing: [[500, 1], [2000, 10], [8000, 25]],
      textiles: [[300, 1], [1500, 8], [6000, 20]],
      alchemy: [[400, 1], [1800, 12], [7500, 30]],
      cooking: [[250, 1], [1200, 6], [5000, 18]],
      crafting: [[200, 1], [1000, 5], [4000, 15]],
    });
  });

  it('let a bench serve its profession’s recipes up to its tier, so every station recipe has a bench', () => {
    expect(benchById('blacksmithing-1')!.recipes).toEqual(['iron-sword-blade', 'iron-nails']);
    expect(benchById('blacksmithing-3')!.recipes).toEqual(['iron-sword-blade', 'iron-nails', 'steel-sword', 'silver-ring', 'master-hammer']);
    const served = new Set(BENCHES.flatMap((b) => b.recipes));
    expect(STATION_RECIPES.filter((r) => !served.has(r.id))).toEqual([]);
  });
});

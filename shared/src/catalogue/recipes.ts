/**
 * Recipes and the workshop (spec 002 §3 "Recipe (professions window)", "Recipe (crafting
 * system)", "Combination effect", "Discovery", "Workshop upgrade level", "Bench"; §9 "Crafting
 * system", the 15-recipe table, "Workshop upgrades", "Bench tiers"; 001 §9 "Fallback recipes").
 *
 * Two kinds of recipe:
 * - station recipes, made at a bench of the player's workshop: gated by the crafting level
 *   (rules/crafting-level.ts) and the bench's tier, discovered by crafting near their
 *   ingredients or unlocked by conditions, boosted by combination effects;
 * - profession recipes, made from the Professions window (alchemy, cooking, textiles): gated by
 *   the player's real level in the profession, quick, queued by quantity.
 * Ingredients, levels and discovery values the spec leaves out are ours (docs/decisions.md
 * "Professions and crafting"). Bench and workshop costs are silver (DESIGN §2 "prices").
 */
import { craftingXpForLevel } from '../rules/crafting-level';
import type { ProfessionId } from './professions';

// --- Quality and crafting tiers -----------------------------------------------------------------

/** 002 §9, lowest first. */
export const QUALITY_TIERS = ['poor', 'common', 'good', 'excellent', 'masterwork', 'legendary'] as const;
export type QualityTier = (typeof QUALITY_TIERS)[number];

/** 002 §9 "Crafting tiers in the main world": the crafting level each tier of recipe needs. */
export const CRAFTING_TIERS = [
  { id: 'basic-tools', name: 'Basic tools', minLevel: 1 },
  { id: 'simple-weapons', name: 'Simple weapons', minLevel: 3 },
  { id: 'decorative', name: 'Decorative', minLevel: 5 },
  { id: 'advanced', name: 'Advanced', minLevel: 10 },
] as const;
export type CraftingTierId = (typeof CRAFTING_TIERS)[number]['id'];

export function craftingTierById(id: CraftingTierId): (typeof CRAFTING_TIERS)[number] {
  return CRAFTING_TIERS.find((tier) => tier.id === id)!;
}

// --- Benches ------------------------------------------------------------------------------------

/**
 * The professions that have a bench. The spec prices four (blacksmithing, textiles, alchemy,
 * cooking; "others get a default grey"); the carpenter's bench for the woodworking recipes is ours.
 */
export const BENCH_PROFESSIONS = ['blacksmithing', 'textiles', 'alchemy', 'cooking', 'crafting'] as const satisfies readonly ProfessionId[];
export type BenchProfession = (typeof BENCH_PROFESSIONS)[number];
export type BenchTier = 1 | 2 | 3;
export const BENCH_TIERS: readonly BenchTier[] = [1, 2, 3];

// --- Combination effects ------------------------------------------------------------------------

export const COMBINATION_EFFECT_KINDS = ['quality', 'speed', 'quantity', 'experience'] as const;
export type CombinationEffectKind = (typeof COMBINATION_EFFECT_KINDS)[number];

/**
 * A bonus a recipe gets when the crafter holds every trigger item (held, not consumed).
 * Magnitudes are 1.2 to 1.5 (002 §9); several quality boosts multiply, so two of them can lift
 * the result a whole tier (rules/station-crafting.ts).
 */
export interface CombinationEffect {
  id: string;
  name: string;
  description: string;
  triggerItems: readonly string[];
  effect: CombinationEffectKind;
  magnitude: number;
}

export const COMBINATION_MAGNITUDE_MIN = 1.2;
export const COMBINATION_MAGNITUDE_MAX = 1.5;

export const COMBINATION_EFFECTS: readonly CombinationEffect[] = [
  { id: 'masters-touch', name: 'Master’s Touch', description: 'A master hammer at hand refines every blow.', triggerItems: ['master-hammer'], effect: 'quality', magnitude: 1.5 },
  { id: 'tempered-edge', name: 'Tempered Edge', description: 'Quenching oil at the ready hardens the edge evenly.', triggerItems: ['quenching-oil'], effect: 'quality', magnitude: 1.4 },
  { id: 'steady-heat', name: 'Steady Heat', description: 'A temperature gauge keeps the still at the right heat.', triggerItems: ['temperature-gauge'], effect: 'speed', magnitude: 1.25 },
  { id: 'moonlit-infusion', name: 'Moonlit Infusion', description: 'A moonflower petal steeped in the brew deepens it.', triggerItems: ['moonflower-petals'], effect: 'quality', magnitude: 1.4 },
  { id: 'silken-sheen', name: 'Silken Sheen', description: 'Treatment oil gives the thread its lustre.', triggerItems: ['silk-treatment-oil'], effect: 'quality', magnitude: 1.3 },
  { id: 'fine-comb', name: 'Fine Comb', description: 'A precision comb wastes less of every cocoon.', triggerItems: ['precision-comb'], effect: 'quantity', magnitude: 1.5 },
  { id: 'seasoned-timber', name: 'Seasoned Timber', description: 'Resin-sealed wood splits less under the saw.', triggerItems: ['tree-resin'], effect: 'quality', magnitude: 1.2 },
  { id: 'spice-aroma', name: 'Spice Aroma', description: 'A pinch of the exotic blend teaches the cook something new.', triggerItems: ['exotic-spice-blend'], effect: 'experience', magnitude: 1.2 },
  { id: 'hot-oven', name: 'Hot Oven', description: 'A heavy pot holds the heat: the work goes faster.', triggerItems: ['cooking-pot'], effect: 'speed', magnitude: 1.2 },
];

const COMBINATION_BY_ID = new Map(COMBINATION_EFFECTS.map((effect) => [effect.id, effect]));

export function combinationEffectById(id: string): CombinationEffect | undefined {
  return COMBINATION_BY_ID.get(id);
}

// --- Station recipes (the crafting system) ------------------------------------------------------

export interface RecipeRequirement {
  itemId: string;
  quantity: number;
  /** Tools are held, not consumed (002 §5 "only items flagged consumeOnUse are"). */
  consumeOnUse: boolean;
}

export interface RecipeResult {
  itemId: string;
  quantity: number;
  /** Quality before combination boosts. */
  quality: QualityTier;
}

export type UnlockCondition =
  | { type: 'level'; value: number; description: string }
  | { type: 'recipe'; value: string; description: string }
  | { type: 'skill'; value: number; description: string }
  | { type: 'item'; value: string; description: string };

export interface StationRecipe {
  id: string;
  name: string;
  description: string;
  /** The crafting tier; the recipe needs its minimum crafting level. */
  tier: CraftingTierId;
  requiredLevel: number;
  station: BenchProfession;
  /** The bench tier at least, at that station. */
  benchTier: BenchTier;
  requirements: readonly RecipeRequirement[];
  result: RecipeResult;
  craftingTimeMs: number;
  experienceGain: number;
  /** Knowledge points a craft adds (002 §9). */
  discoveryValue: number;
  /** Known to every player from the start (isDiscovered); the others are discovered or unlocked. */
  discoveredAtStart: boolean;
  /** Meeting all of these unlocks the recipe without a discovery. */
  unlockConditions: readonly UnlockCondition[];
  /** Combination effects that apply to it. */
  combinations: readonly string[];
}

type RequirementRow = [itemId: string, quantity: number, consumeOnUse?: boolean];

interface StationRecipeSpec {
  name: string;
  description: string;
  tier: CraftingTierId;
  station: BenchProfession;
  seconds: number;
  xp: number;
  requirements: readonly RequirementRow[];
  result: [itemId: string, quantity: number, quality: QualityTier];
  discoveryValue: number;
  /** A recipe that must be known first (besides the tier's crafting experience). */
  after?: string;
  combinations?: readonly string[];
}

const BENCH_TIER_OF: Readonly<Record<CraftingTierId, BenchTier>> = { 'basic-tools': 1, 'simple-weapons': 1, decorative: 2, advanced: 3 };

/** 002 §9's fifteen recipes: time and XP are the spec's; the rest ours. */
const STATION_SPECS = {
  'basic-silk-thread': {
    name: 'Basic Silk Thread', description: 'Reel cocoons into thread on a simple frame.', tier: 'basic-tools', station: 'textiles',
    seconds: 120, xp: 25, requirements: [['silk-cocoon', 3]], result: ['silk-thread', 2, 'common'], discoveryValue: 5,
    combinations: ['fine-comb', 'silken-sheen'],
  },
  'iron-sword-blade': {
    name: 'Iron Sword Blade', description: 'Forge and grind a blade.', tier: 'simple-weapons', station: 'blacksmithing',
    seconds: 300, xp: 75, requirements: [['iron-ingot', 3], ['coal', 2], ['hammer', 1, false]], result: ['iron-sword-blade', 1, 'common'],
    discoveryValue: 15, after: 'iron-nails', combinations: ['masters-touch', 'tempered-edge'],
  },
  'healing-elixir': {
    name: 'Healing Elixir', description: 'Concentrate healing potions with mushroom and water.', tier: 'advanced', station: 'alchemy',
    seconds: 450, xp: 120, requirements: [['healing-potion', 2], ['magic-mushroom', 1], ['pure-water', 1]], result: ['healing-elixir', 1, 'good'],
    discoveryValue: 25, after: 'basic-healing-potion', combinations: ['moonlit-infusion', 'steady-heat'],
  },
  'wooden-plank': {
    name: 'Wooden Plank', description: 'Saw logs into planks.', tier: 'basic-tools', station: 'crafting',
    seconds: 60, xp: 15, requirements: [['logs', 2], ['saw', 1, false]], result: ['wooden-plank', 3, 'common'], discoveryValue: 5,
    combinations: ['seasoned-timber'],
  },
  'wooden-handle': {
    name: 'Wooden Handle', description: 'Turn a plank into tool handles.', tier: 'basic-tools', station: 'crafting',
    seconds: 90, xp: 20, requirements: [['wooden-plank', 1], ['saw', 1, false]], result: ['wood-handle', 2, 'common'], discoveryValue: 5,
    combinations: ['seasoned-timber'],
  },
  'wooden-chest': {
    name: 'Wooden Chest', description: 'Nail planks into a caravan chest.', tier: 'decorative', station: 'crafting',
    seconds: 300, xp: 50, requirements: [['wooden-plank', 4], ['iron-nails', 10], ['saw', 1, false], ['hammer', 1, false]], result: ['wooden-chest', 1, 'common'],
    discoveryValue: 15, after: 'wooden-plank', combinations: ['seasoned-timber'],
  },
  'premium-silk-thread': {
    name: 'Premium Silk Thread', description: 'Treat and comb silk thread to a lustre.', tier: 'decorative', station: 'textiles',
    seconds: 240, xp: 60, requirements: [['silk-thread', 3], ['silk-treatment-oil', 1], ['precision-comb', 1, false]], result: ['premium-silk-thread', 2, 'good'],
    discoveryValue: 15, after: 'basic-silk-thread', combinations: ['silken-sheen'],
  },
  'iron-nails': {
    name: 'Iron Nails', description: 'Cut and head nails from an ingot.', tier: 'basic-tools', station: 'blacksmithing',
    seconds: 90, xp: 15, requirements: [['iron-ingot', 1], ['hammer', 1, false]], result: ['iron-nails', 20, 'common'], discoveryValue: 5,
    combinations: ['masters-touch'],
  },
  'steel-sword': {
    name: 'Steel Sword', description: 'Weld steel to a blade, temper it and hilt it.', tier: 'advanced', station: 'blacksmithing',
    seconds: 600, xp: 150, requirements: [['iron-sword-blade', 1], ['steel-ingot', 1], ['wood-handle', 1], ['quenching-oil', 1], ['hammer', 1, false]],
    result: ['steel-sword', 1, 'good'], discoveryValue: 30, after: 'iron-sword-blade', combinations: ['masters-touch', 'steady-heat'],
  },
  'basic-healing-potion': {
    name: 'Basic Healing Potion', description: 'Steep healing herbs in spring water.', tier: 'basic-tools', station: 'alchemy',
    seconds: 180, xp: 40, requirements: [['healing-herb', 2], ['pure-water', 1]], result: ['healing-potion', 1, 'common'], discoveryValue: 5,
    combinations: ['steady-heat'],
  },
  'moonlight-elixir': {
    name: 'Moonlight Elixir', description: 'Infuse an elixir with moonflower under a steady heat.', tier: 'advanced', station: 'alchemy',
    seconds: 900, xp: 200, requirements: [['healing-elixir', 1], ['moonflower-petals', 3], ['magic-mushroom', 2], ['temperature-gauge', 1, false]],
    result: ['moonlight-elixir', 1, 'excellent'], discoveryValue: 40, after: 'healing-elixir', combinations: ['moonlit-infusion', 'steady-heat'],
  },
  'silver-ring': {
    name: 'Silver Ring', description: 'Draw, bend and polish a silver band.', tier: 'decorative', station: 'blacksmithing',
    seconds: 360, xp: 80, requirements: [['silver-ingot', 1], ['hammer', 1, false]], result: ['silver-ring', 1, 'good'],
    discoveryValue: 20, after: 'iron-nails', combinations: ['masters-touch'],
  },
  'master-hammer': {
    name: 'Master Hammer', description: 'A steel-faced hammer for the finest work.', tier: 'advanced', station: 'blacksmithing',
    seconds: 480, xp: 120, requirements: [['steel-ingot', 2], ['wood-handle', 1], ['hammer', 1, false]], result: ['master-hammer', 1, 'excellent'],
    discoveryValue: 30, after: 'iron-sword-blade', combinations: ['tempered-edge'],
  },
  'travelers-bread': {
    name: 'Traveler’s Bread', description: 'Hard bread with dried berries, for the road.', tier: 'basic-tools', station: 'cooking',
    seconds: 120, xp: 20, requirements: [['wheat-flour', 2], ['wild-berries', 1], ['pure-water', 1]], result: ['travelers-bread', 3, 'common'], discoveryValue: 5,
    combinations: ['spice-aroma', 'hot-oven'],
  },
  'exotic-spice-blend': {
    name: 'Exotic Spice Blend', description: 'Grind spices with a rare herb and salt.', tier: 'decorative', station: 'cooking',
    seconds: 300, xp: 70, requirements: [['spices', 2], ['exotic-herb', 1], ['salt', 1]], result: ['exotic-spice-blend', 2, 'good'],
    discoveryValue: 20, after: 'travelers-bread', combinations: ['hot-oven'],
  },
} satisfies Record<string, StationRecipeSpec>;

export type StationRecipeId = keyof typeof STATION_SPECS;

function unlockConditions(spec: StationRecipeSpec, minLevel: number): UnlockCondition[] {
  const conditions: UnlockCondition[] = [];
  if (spec.after) {
    const name = (STATION_SPECS as Record<string, StationRecipeSpec>)[spec.after]?.name ?? spec.after;
    conditions.push({ type: 'recipe', value: spec.after, description: `Discover ${name}` });
  }
  if (minLevel > 1) conditions.push({ type: 'skill', value: craftingXpForLevel(minLevel), description: `Reach crafting level ${minLevel}` });
  return conditions;
}

export const STATION_RECIPES: readonly StationRecipe[] = (Object.entries(STATION_SPECS) as [StationRecipeId, StationRecipeSpec][]).map(([id, spec]) => {
  const minLevel = craftingTierById(spec.tier).minLevel;
  return {
    id,
    name: spec.name,
    description: spec.description,
    tier: spec.tier,
    requiredLevel: minLevel,
    station: spec.station,
    benchTier: BENCH_TIER_OF[spec.tier],
    requirements: spec.requirements.map(([itemId, quantity, consumeOnUse = true]) => ({ itemId, quantity, consumeOnUse })),
    result: { itemId: spec.result[0], quantity: spec.result[1], quality: spec.result[2] },
    craftingTimeMs: spec.seconds * 1000,
    experienceGain: spec.xp,
    discoveryValue: spec.discoveryValue,
    discoveredAtStart: spec.tier === 'basic-tools',
    unlockConditions: spec.tier === 'basic-tools' ? [] : unlockConditions(spec, minLevel),
    combinations: spec.combinations ?? [],
  };
});

const STATION_BY_ID = new Map(STATION_RECIPES.map((recipe) => [recipe.id, recipe]));

export function stationRecipeById(id: string): StationRecipe | undefined {
  return STATION_BY_ID.get(id);
}

// --- The crafting system's constants (002 §9) ---------------------------------------------------

/** Chance per craft of a discovery. */
export const DISCOVERY_CHANCE = 0.1;
/** Knowledge points of a discovery that finds no recipe. */
export const KNOWLEDGE_DISCOVERY_POINTS = 100;
/** Station crafting experience is granted as is. */
export const CRAFTING_EXPERIENCE_MULTIPLIER = 1;
/** Progress of an active craft advances on this tick. */
export const CRAFTING_TICK_MS = 100;

// --- Profession recipes (the Professions window) ------------------------------------------------

export type WindowProfession = 'alchemy' | 'cooking' | 'textiles';
export const WINDOW_PROFESSIONS: readonly WindowProfession[] = ['alchemy', 'cooking', 'textiles'];

export interface ProfessionRecipe {
  id: string;
  name: string;
  description: string;
  profession: WindowProfession;
  /** The player's real level in the profession (DESIGN §2). */
  requiredLevel: number;
  ingredients: Readonly<Record<string, number>>;
  products: Readonly<Record<string, number>>;
  experience: number;
  /** Before the level bonus (rules/profession-recipe.ts). */
  successRate: number;
  craftingTimeMs: number;
}

/** The quantity field of the Craft Item form (001 §2). */
export const RECIPE_QUANTITY_MIN = 1;
export const RECIPE_QUANTITY_MAX = 99;

type ProfessionRecipeRow = [
  id: string,
  name: string,
  profession: WindowProfession,
  level: number,
  ingredients: Record<string, number>,
  products: Record<string, number>,
  xp: number,
  successRate: number,
  seconds: number,
  description: string,
];

/** The three fallback recipes of 001 §9 first (as the spec gives them), then ours in their style. */
const PROFESSION_RECIPE_ROWS: ProfessionRecipeRow[] = [
  ['silk-thread', 'Silk Thread', 'textiles', 1, { 'silk-cocoon': 3 }, { 'silk-thread': 1 }, 10, 0.9, 3, 'Reel a few cocoons into thread.'],
  ['healing-potion', 'Healing Potion', 'alchemy', 1, { 'healing-herb': 2, 'pure-water': 1 }, { 'healing-potion': 1 }, 15, 0.8, 5, 'A simple potion that restores health.'],
  ['bread', 'Bread', 'cooking', 1, { 'wheat-flour': 2, 'pure-water': 1 }, { bread: 1 }, 5, 0.95, 2, 'A round flat loaf.'],
  ['herbal-tonic', 'Herbal Tonic', 'alchemy', 2, { 'healing-herb': 1, 'wild-berries': 2, 'pure-water': 1 }, { 'herbal-tonic': 1 }, 20, 0.85, 6, 'A bitter tonic against fatigue.'],
  ['antidote', 'Antidote', 'alchemy', 3, { 'healing-herb': 2, 'magic-mushroom': 1 }, { antidote: 1 }, 30, 0.75, 8, 'Counters the poisons of the road.'],
  ['healing-elixir', 'Healing Elixir', 'alchemy', 5, { 'healing-potion': 2, 'magic-mushroom': 1 }, { 'healing-elixir': 1 }, 50, 0.7, 12, 'Concentrated healing.'],
  ['travelers-bread', 'Traveler’s Bread', 'cooking', 2, { 'wheat-flour': 2, 'wild-berries': 1 }, { 'travelers-bread': 1 }, 8, 0.9, 3, 'Bread that keeps on the road.'],
  ['hearty-stew', 'Hearty Stew', 'cooking', 3, { meat: 1, grain: 1, 'pure-water': 1 }, { 'hearty-stew': 1 }, 12, 0.85, 5, 'A thick stew for a long day.'],
  ['spiced-pilaf', 'Spiced Pilaf', 'cooking', 5, { rice: 2, meat: 1, spices: 1 }, { 'spiced-pilaf': 1 }, 25, 0.8, 8, 'Rice with mutton and spices.'],
  ['cotton-yarn', 'Cotton Yarn', 'textiles', 1, { cotton: 2 }, { 'cotton-yarn': 1 }, 6, 0.95, 2, 'Spin a skein of yarn.'],
  ['cotton-cloth', 'Cotton Cloth', 'textiles', 2, { 'cotton-yarn': 2 }, { 'cotton-cloth': 1 }, 10, 0.9, 4, 'Weave a length of plain cloth.'],
  ['silk', 'Silk', 'textiles', 4, { 'silk-thread': 3 }, { silk: 1 }, 25, 0.8, 8, 'Weave a bolt of silk.'],
];

export const PROFESSION_RECIPES: readonly ProfessionRecipe[] = PROFESSION_RECIPE_ROWS.map(
  ([id, name, profession, requiredLevel, ingredients, products, experience, successRate, seconds, description]) => ({
    id,
    name,
    description,
    profession,
    requiredLevel,
    ingredients,
    products,
    experience,
    successRate,
    craftingTimeMs: seconds * 1000,
  }),
);

export function professionRecipeById(id: string): ProfessionRecipe | undefined {
  return PROFESSION_RECIPES.find((recipe) => recipe.id === id);
}

export function recipesOfProfession(profession: WindowProfession): readonly ProfessionRecipe[] {
  return PROFESSION_RECIPES.filter((recipe) => recipe.profession === profession);
}

// --- Workshop upgrades and benches (002 §9) -----------------------------------------------------

export interface WorkshopLevel {
  level: number;
  name: string;
  costSilver: number;
  /** The floor benches can be placed on, centred in the scene. */
  width: number;
  height: number;
  maxBenches: number;
  description: string;
}

export const WORKSHOP_LEVELS: readonly WorkshopLevel[] = [
  { level: 1, name: 'Small Workshop', costSilver: 0, width: 400, height: 300, maxBenches: 2, description: 'A corner of the farmhouse with room for two benches.' },
  { level: 2, name: 'Medium Workshop', costSilver: 5_000, width: 600, height: 450, maxBenches: 4, description: 'A proper workshop with room for four benches.' },
  { level: 3, name: 'Large Workshop', costSilver: 15_000, width: 800, height: 600, maxBenches: 6, description: 'A large hall with room for six benches.' },
  { level: 4, name: 'Master’s Hall', costSilver: 35_000, width: 1000, height: 750, maxBenches: 8, description: 'A master’s hall with room for eight benches.' },
  { level: 5, name: 'Grand Atelier', costSilver: 75_000, width: 1200, height: 900, maxBenches: 12, description: 'A grand atelier with room for twelve benches.' },
];

export const WORKSHOP_MAX_LEVEL = WORKSHOP_LEVELS.length;

export function workshopLevel(level: number): WorkshopLevel | undefined {
  return WORKSHOP_LEVELS.find((entry) => entry.level === level);
}

export interface BenchDefinition {
  /** `{profession}-{tier}`, e.g. blacksmithing-2. */
  id: string;
  profession: BenchProfession;
  tier: BenchTier;
  name: string;
  costSilver: number;
  /** The player's level (002 §2: the shop shows benches at or below it). */
  requiredLevel: number;
  /** Station recipes it serves: its profession's, up to its tier. */
  recipes: readonly string[];
}

/** 002 §9 "Bench tiers" (cost at tier 1/2/3; required level), and our carpenter's bench. */
const BENCH_TABLE: Readonly<Record<BenchProfession, { names: [string, string, string]; costs: [number, number, number]; levels: [number, number, number] }>> = {
  blacksmithing: { names: ['Anvil', 'Smithy Forge', 'Master Forge'], costs: [500, 2000, 8000], levels: [1, 10, 25] },
  textiles: { names: ['Spinning Wheel', 'Weaver’s Loom', 'Master Loom'], costs: [300, 1500, 6000], levels: [1, 8, 20] },
  alchemy: { names: ['Mortar Table', 'Alchemist’s Bench', 'Grand Athanor'], costs: [400, 1800, 7500], levels: [1, 12, 30] },
  cooking: { names: ['Hearth', 'Clay Oven', 'Master Kitchen'], costs: [250, 1200, 5000], levels: [1, 6, 18] },
  crafting: { names: ['Carpenter’s Bench', 'Joiner’s Bench', 'Master Workbench'], costs: [200, 1000, 4000], levels: [1, 5, 15] },
};

export const BENCHES: readonly BenchDefinition[] = BENCH_PROFESSIONS.flatMap((profession) =>
  BENCH_TIERS.map((tier) => {
    const row = BENCH_TABLE[profession];
    const index = tier - 1;
    return {
      id: `${profession}-${tier}`,
      profession,
      tier,
      name: row.names[index]!,
      costSilver: row.costs[index]!,
      requiredLevel: row.levels[index]!,
      recipes: STATION_RECIPES.filter((recipe) => recipe.station === profession && recipe.benchTier <= tier).map((recipe) => recipe.id),
    };
  }),
);

export function benchById(id: string): BenchDefinition | undefined {
  return BENCHES.find((bench) => bench.id === id);
}

/**
 * Crafting calls: the Professions window's recipes and crafting queue (alchemy, cooking,
 * textiles: 001 §2, §7, §9), the alchemy transmutation tool, and the crafting system at the
 * benches of the personal workshop and the city workshops (002 §2 "Workshop scene", §4
 * "Crafting queue", "Workshop upgrade", "Bench placement", §9). Every craft runs on the server:
 * ingredients go when it is queued, products come when it is claimed, once.
 */
import { z } from 'zod';
import { BENCH_PROFESSIONS, QUALITY_TIERS, RECIPE_QUANTITY_MAX, RECIPE_QUANTITY_MIN } from '../catalogue/recipes';
import type { CRAFTING_ERRORS } from './refusals/crafting';
export { CRAFTING_ERRORS } from './refusals/crafting';

export type CraftingErrorCode = keyof typeof CRAFTING_ERRORS;

/** At most this many crafts wait in a player's queue (Professions window and benches together). */
export const CRAFT_QUEUE_LIMIT = 10;

export const qualitySchema = z.enum(QUALITY_TIERS);
export const windowProfessionSchema = z.enum(['alchemy', 'cooking', 'textiles']);

// --- Professions window ---------------------------------------------------------------------------

export const professionRecipeViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  profession: windowProfessionSchema,
  requiredLevel: z.number().int(),
  ingredients: z.record(z.string(), z.number().int()),
  products: z.record(z.string(), z.number().int()),
  experience: z.number().int(),
  /** With the player's level bonus. */
  successRate: z.number(),
  /** One unit's time with the player's level bonus. */
  craftingTimeMs: z.number().int(),
  /** Whether one can be queued now, and why not. */
  canCraft: z.boolean(),
  reason: z.string().nullable(),
});
export type ProfessionRecipeView = z.infer<typeof professionRecipeViewSchema>;

/** GET /professions/{profession}/recipes (also answered at /{profession}/recipes). */
export const professionRecipesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    profession: windowProfessionSchema,
    level: z.number().int(),
    experience: z.number().int(),
    current: z.number().int(),
    needed: z.number().int(),
    recipes: z.array(professionRecipeViewSchema),
  }),
});
export type ProfessionRecipesResponse = z.infer<typeof professionRecipesResponseSchema>;

export const craftRequestSchema = z
  .object({
    recipe: z.string().min(1).max(64),
    quantity: z.number().int().min(RECIPE_QUANTITY_MIN, 'Quantity must be 1 to 99').max(RECIPE_QUANTITY_MAX, 'Quantity must be 1 to 99').default(1),
    /** The spec's body names the ingredients; the server takes the recipe's own and ignores these. */
    ingredients: z.unknown().optional(),
  })
  .strict();
export type CraftRequest = z.input<typeof craftRequestSchema>;

/** A craft in the queue: a Professions-window batch, a station craft at a bench, or an item commissioned from a town's master crafter. */
export const queuedCraftSchema = z.object({
  id: z.string(),
  kind: z.enum(['recipe', 'station', 'commission']),
  /** The recipe; for a commission, the item commissioned. */
  recipeId: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** 0 to 1 by the server's clock when it answered; a client advances it by its own. */
  progress: z.number(),
  status: z.enum(['queued', 'in-progress', 'ready']),
});
export type QueuedCraft = z.infer<typeof queuedCraftSchema>;

/** `now` is the server's clock when it answered: a client runs the bars from it, whatever its own estimate of the server's clock. */
export const craftQueueResponseSchema = z.object({ success: z.literal(true), data: z.object({ queue: z.array(queuedCraftSchema), now: z.number().int() }) });
export type CraftQueueResponse = z.infer<typeof craftQueueResponseSchema>;

export const craftQueuedResponseSchema = z.object({ success: z.literal(true), data: z.object({ craft: queuedCraftSchema, message: z.string() }) });

/** What a claimed craft made: the spec's producedItems (item to quantity), the XP and the message ('Successfully crafted Bread'). */
export const craftClaimResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    craftId: z.string(),
    producedItems: z.record(z.string(), z.number().int()),
    /** Units that failed (Professions window: each unit rolls its success). */
    failed: z.number().int(),
    quality: qualitySchema.nullable(),
    xpGained: z.number().int(),
    level: z.number().int(),
    leveledUp: z.boolean(),
    message: z.string(),
    /** A station craft's discovery: the recipe found, or knowledge points. */
    discovery: z.object({ recipeId: z.string().nullable(), knowledgePoints: z.number().int() }).nullable(),
  }),
});
export type CraftClaimResponse = z.infer<typeof craftClaimResponseSchema>;

// --- Alchemy transmutation --------------------------------------------------------------------------

export const TRANSMUTE_METALS = ['copper', 'silver', 'gold'] as const;
export type TransmuteMetal = (typeof TRANSMUTE_METALS)[number];
export const TRANSMUTE_QUANTITY_MAX = 100;

export const transmuteRequestSchema = z
  .object({
    material_type: z.enum(TRANSMUTE_METALS),
    target_type: z.enum(TRANSMUTE_METALS),
    quantity: z.number().int().min(1).max(TRANSMUTE_QUANTITY_MAX),
  })
  .strict();
export type TransmuteRequest = z.infer<typeof transmuteRequestSchema>;

export const transmuteResponseSchema = z.object({
  success: z.literal(true),
  /** Copper paid for the work. */
  cost: z.number().int(),
  experience: z.number().int(),
  data: z.object({ consumed: z.record(z.string(), z.number().int()), produced: z.record(z.string(), z.number().int()), message: z.string() }),
});
export type TransmuteResponse = z.infer<typeof transmuteResponseSchema>;

// --- The workshop and its benches -------------------------------------------------------------------

export const placedBenchSchema = z.object({ id: z.number().int(), benchId: z.string(), x: z.number().int(), y: z.number().int() });
export type PlacedBench = z.infer<typeof placedBenchSchema>;

export const stationRecipeViewSchema = z.object({
  id: z.string(),
  discovered: z.boolean(),
  canCraft: z.boolean(),
  reason: z.string().nullable(),
  /** Combination effects that would apply now (the player holds their items). */
  combinations: z.array(z.string()),
  quality: qualitySchema,
  craftingTimeMs: z.number().int(),
});

/** GET /workshop: the personal workshop, the crafting level and the station recipes. */
export const workshopResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    level: z.number().int(),
    benches: z.array(placedBenchSchema),
    craftingExperience: z.number().int(),
    craftingLevel: z.number().int(),
    knowledgePoints: z.number().int(),
    /** Where crafting can happen now: 'personal' on the farm, 'city' in a city (tier-1 benches of every station), or null. */
    site: z.enum(['personal', 'city']).nullable(),
    recipes: z.array(stationRecipeViewSchema),
  }),
});
export type WorkshopResponse = z.infer<typeof workshopResponseSchema>;

export const workshopUpgradeResponseSchema = z.object({ success: z.literal(true), data: z.object({ level: z.number().int(), costCopper: z.number().int(), copper: z.number().int() }) });

/** Bench positions are measured from the centre of the workshop floor, in whole pixels. */
export const benchPlaceRequestSchema = z.object({ benchId: z.string().min(1).max(64), x: z.number().int().min(-2000).max(2000), y: z.number().int().min(-2000).max(2000) }).strict();
export type BenchPlaceRequest = z.infer<typeof benchPlaceRequestSchema>;
export const benchPlaceResponseSchema = z.object({ success: z.literal(true), data: z.object({ bench: placedBenchSchema, costCopper: z.number().int(), copper: z.number().int() }) });

export const benchMoveRequestSchema = z.object({ x: z.number().int().min(-2000).max(2000), y: z.number().int().min(-2000).max(2000) }).strict();
/** POST /workshop/benches/{id}/move: the bench where it now stands. */
export const benchMoveResponseSchema = z.object({ success: z.literal(true), data: z.object({ bench: placedBenchSchema }) });

export const stationCraftRequestSchema = z.object({ recipeId: z.string().min(1).max(64) }).strict();
export type StationCraftRequest = z.infer<typeof stationCraftRequestSchema>;

export const benchStationSchema = z.enum(BENCH_PROFESSIONS);

import { z } from 'zod';
import { PROFESSION_IDS } from '../catalogue/professions';
import { RESOURCE_TYPE_IDS } from '../catalogue/resources';
import { NODE_STATES } from '../rules/gathering';
import type { GATHERING_ERRORS } from './refusals/gathering';
export { GATHERING_ERRORS } from './refusals/gathering';

export type GatheringErrorCode = keyof typeof GATHERING_ERRORS;

export const GATHERING_MESSAGES = {
  /** A harvest outside the player's profession (spec 001 §2: orange, 1.5 s). */
  noXp: (profession: string) => `No XP - Need ${profession} profession`,
  /** Shown on an emptied node (spec 001 §4). */
  depleted: (name: string) => `${name} Depleted`,
} as const;

/** How often the server replaces emptied nodes and regrows harvested ones nobody looked at (spec: the depletion check runs every 1 s). */
export const GATHERING_SWEEP_MS = 1_000;

export const resourceNodeViewSchema = z.object({
  id: z.number().int(),
  type: z.enum(RESOURCE_TYPE_IDS),
  x: z.number(),
  y: z.number(),
  quantity: z.number().int(),
  maxQuantity: z.number().int(),
  state: z.enum(NODE_STATES),
});
export type ResourceNodeView = z.infer<typeof resourceNodeViewSchema>;

export const resourceNodesResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    /** The nodes the player can see from where they stand (none from inside a city). */
    nodes: z.array(resourceNodeViewSchema),
    /**
     * Where the server had the player standing when it judged what they see. Moves reach it over
     * the socket, throttled, so while walking it is a move or so behind the client: a list judged
     * inside a city is empty even though the client has already stepped out.
     */
    seenFrom: z.object({ x: z.number(), y: z.number() }),
  }),
});
export type ResourceNodesResponse = z.infer<typeof resourceNodesResponseSchema>;

export const harvestRequestSchema = z.object({ nodeId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER) }).strict();
export type HarvestRequest = z.infer<typeof harvestRequestSchema>;

export const professionGainSchema = z.object({
  id: z.enum(PROFESSION_IDS),
  /** The profession's level and running experience after this harvest. */
  level: z.number().int(),
  experience: z.number().int(),
  /** This harvest gave the player their first profession. */
  chosen: z.boolean(),
  leveledUp: z.boolean(),
});
export type ProfessionGain = z.infer<typeof professionGainSchema>;

export const harvestResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    itemId: z.string(),
    yield: z.number().int(),
    xpGained: z.number().int(),
    /** The node after the harvest. */
    node: resourceNodeViewSchema,
    /** The profession that gained the XP; absent when the harvest taught nothing. */
    profession: professionGainSchema.optional(),
    /** Why no XP was gained ('No XP - Need mining profession'). */
    message: z.string().optional(),
  }),
});
export type HarvestResponse = z.infer<typeof harvestResponseSchema>;

/**
 * `node-update`: a node changed (harvested, regrown, spawned) or was removed, sent to everyone
 * standing in the interest areas that see it.
 */
export const nodeUpdateSchema = z.object({ node: resourceNodeViewSchema, removed: z.boolean() });
export type NodeUpdate = z.infer<typeof nodeUpdateSchema>;

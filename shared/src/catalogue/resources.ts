/**
 * Gatherable resources (spec 001 §3 and §9, spec 002 §9 "Resources"): the ten types with their
 * gather time, respawn time, size, profession and the inventory item a harvest yields.
 * Ids are hyphenated (DESIGN §2 "item ids"); the spec's underscore ids map one to one.
 */
import type { ProfessionId } from './professions';

export const RESOURCE_TYPE_IDS = ['wood', 'iron-ore', 'copper-ore', 'stone', 'healing-herbs', 'magic-mushrooms', 'cotton', 'silk-fiber', 'wild-berries', 'gems'] as const;
export type ResourceTypeId = (typeof RESOURCE_TYPE_IDS)[number];

export interface ResourceType {
  id: ResourceTypeId;
  name: string;
  /** How the renderer tints the node. */
  color: string;
  /** One harvest's work before bonuses (gatherTimeMs). */
  baseGatherTimeMs: number;
  /** After this long a node that was harvested is full again (unless it was emptied: then it is replaced). */
  respawnTimeMs: number;
  maxQuantity: number;
  /** Harvests grant experience in this profession (docs/decisions.md "resources and professions"). */
  profession: ProfessionId;
  /** What a harvest puts in the inventory (shared/src/catalogue/items.ts). */
  itemId: string;
}

type ResourceRow = [id: ResourceTypeId, name: string, color: string, gatherMs: number, respawnMs: number, maxQuantity: number, profession: ProfessionId, itemId: string];

const ROWS: ResourceRow[] = [
  ['wood', 'Wood', '#8b5a2b', 3_000, 300_000, 10, 'logging', 'logs'],
  ['iron-ore', 'Iron Ore', '#71797e', 4_000, 600_000, 8, 'mining', 'iron-ore'],
  ['copper-ore', 'Copper Ore', '#b87333', 3_500, 480_000, 10, 'mining', 'copper-ore'],
  ['stone', 'Stone', '#a9a9a9', 2_500, 240_000, 15, 'mining', 'stone'],
  ['healing-herbs', 'Healing Herbs', '#4caf50', 2_000, 180_000, 12, 'alchemy', 'healing-herb'],
  ['magic-mushrooms', 'Magic Mushrooms', '#9c27b0', 3_000, 420_000, 6, 'alchemy', 'magic-mushroom'],
  ['cotton', 'Cotton', '#f5f5f5', 2_500, 360_000, 15, 'textiles', 'cotton'],
  ['silk-fiber', 'Silk Fiber', '#f0e68c', 4_500, 900_000, 4, 'textiles', 'silk-cocoon'],
  ['wild-berries', 'Wild Berries', '#c2185b', 1_500, 150_000, 20, 'cooking', 'wild-berries'],
  ['gems', 'Gems', '#00bcd4', 8_000, 1_800_000, 2, 'mining', 'gems'],
];

export const RESOURCE_TYPES: readonly ResourceType[] = ROWS.map(([id, name, color, baseGatherTimeMs, respawnTimeMs, maxQuantity, profession, itemId]) => ({
  id,
  name,
  color,
  baseGatherTimeMs,
  respawnTimeMs,
  maxQuantity,
  profession,
  itemId,
}));

const BY_ID = new Map<string, ResourceType>(RESOURCE_TYPES.map((type) => [type.id, type]));

export function resourceTypeById(id: string): ResourceType | undefined {
  return BY_ID.get(id);
}

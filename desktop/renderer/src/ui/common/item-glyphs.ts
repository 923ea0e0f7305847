import { itemById, type InventoryCategory } from '@silkroad/shared';

export type GlyphShape = 'bolt' | 'sack' | 'ingot' | 'ore' | 'tool' | 'axe' | 'hammer' | 'saw' | 'blade' | 'gem' | 'flask' | 'leaf' | 'grain' | 'crate' | 'log' | 'spool' | 'pelt';

export interface Glyph {
  shape: GlyphShape;
  /** Main fill. */
  color: string;
}

const CATEGORY_GLYPHS: Readonly<Record<InventoryCategory, Glyph>> = {
  textiles: { shape: 'bolt', color: '#b5362a' },
  trade: { shape: 'sack', color: '#b07a3c' },
  metals: { shape: 'ingot', color: '#8f9aa3' },
  valuables: { shape: 'gem', color: '#3f8fc4' },
  alchemy: { shape: 'flask', color: '#6a4fb0' },
  food: { shape: 'grain', color: '#d4a63c' },
  misc: { shape: 'crate', color: '#9a6a3a' },
};

/** Items drawn differently from the rest of their category. */
const ITEM_GLYPHS: Readonly<Record<string, Glyph>> = {
  silk: { shape: 'bolt', color: '#c2352b' },
  fabric: { shape: 'bolt', color: '#4f7bb0' },
  furs: { shape: 'pelt', color: '#8a5a32' },
  cotton: { shape: 'sack', color: '#e9e2d2' },
  'silk-cocoon': { shape: 'ore', color: '#efe6c8' },
  'silk-thread': { shape: 'spool', color: '#d24a3c' },
  spices: { shape: 'sack', color: '#c0582a' },
  incense: { shape: 'sack', color: '#8c6a9e' },
  jade: { shape: 'gem', color: '#3e9b6a' },
  amber: { shape: 'gem', color: '#e08a1e' },
  gems: { shape: 'gem', color: '#3f7fd4' },
  tools: { shape: 'tool', color: '#7d868d' },
  weapons: { shape: 'blade', color: '#aab3ba' },
  pickaxe: { shape: 'tool', color: '#7d868d' },
  axe: { shape: 'axe', color: '#8f9aa3' },
  hammer: { shape: 'hammer', color: '#6f7880' },
  saw: { shape: 'saw', color: '#aab3ba' },
  'iron-ore': { shape: 'ore', color: '#7a6a62' },
  'copper-ore': { shape: 'ore', color: '#b8703e' },
  coal: { shape: 'ore', color: '#3b3b3e' },
  stone: { shape: 'ore', color: '#a39c92' },
  logs: { shape: 'log', color: '#8a5a2e' },
  'wooden-plank': { shape: 'log', color: '#c08a4e' },
  'wood-handle': { shape: 'log', color: '#a8743e' },
  'iron-nails': { shape: 'ingot', color: '#6f7880' },
  'healing-herb': { shape: 'leaf', color: '#4f9a3e' },
  'exotic-herb': { shape: 'leaf', color: '#2f8a7a' },
  'pure-water': { shape: 'flask', color: '#4aa3d8' },
  // Seeds come in pouches, each in its crop's colour.
  'wheat-seeds': { shape: 'sack', color: '#d9b45a' },
  'barley-seeds': { shape: 'sack', color: '#cdbb86' },
  'rice-seeds': { shape: 'sack', color: '#e6dcb0' },
  'spice-seeds': { shape: 'sack', color: '#b8442e' },
  'exotic-herb-seeds': { shape: 'sack', color: '#8a5cc0' },
  'cotton-seeds': { shape: 'sack', color: '#f1ede2' },
  'healing-potion': { shape: 'flask', color: '#c23b4e' },
};

export function glyphFor(itemId: string): Glyph {
  return ITEM_GLYPHS[itemId] ?? CATEGORY_GLYPHS[itemById(itemId)?.category ?? 'misc'];
}

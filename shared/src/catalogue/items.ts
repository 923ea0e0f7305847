/**
 * The item catalogue: every good a player can hold. Base prices are in silver (DESIGN §2
 * "prices": bare catalogue numbers are silver); money everywhere else is integer copper.
 */
import { COPPER_PER_SILVER } from '../rules/currency';

export const INVENTORY_CATEGORIES = ['textiles', 'trade', 'metals', 'valuables', 'alchemy', 'food', 'misc'] as const;
export type InventoryCategory = (typeof INVENTORY_CATEGORIES)[number];

export const RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type Rarity = (typeof RARITIES)[number];

export interface ItemDefinition {
  id: string;
  name: string;
  category: InventoryCategory;
  basePriceSilver: number;
  maxStack: number;
  rarity: Rarity;
  weight: number;
  description: string;
  /** City markets trade it (the nine trade goods, and the farm and profession goods players make). */
  marketable: boolean;
  /** Price volatility of its markets: the share a 30 s step may move supply or demand by. */
  volatility: number;
}

type ItemRow = [id: string, name: string, category: InventoryCategory, basePriceSilver: number, maxStack: number, rarity: Rarity, description: string, volatility?: number, marketable?: boolean];

const ROWS: ItemRow[] = [
  // The nine trade goods of the market simulation (spec 000 §9), ids in trade-id order 1..9.
  ['silk', 'Silk', 'textiles', 100, 100, 'uncommon', 'Bolts of shimmering silk from the East, prized in every western court.', 0.05],
  ['spices', 'Spices', 'trade', 150, 100, 'uncommon', 'Pepper, cinnamon and cloves: small sacks worth their weight in silver.', 0.08],
  ['incense', 'Incense', 'trade', 80, 100, 'common', 'Frankincense and myrrh for temples, churches and palaces.', 0.06],
  ['jade', 'Jade', 'valuables', 400, 50, 'rare', 'Carved green stone from the rivers of Khotan.', 0.1],
  ['furs', 'Furs', 'textiles', 250, 50, 'uncommon', 'Sable and fox pelts from the northern steppe.', 0.07],
  ['amber', 'Amber', 'valuables', 180, 50, 'uncommon', 'Golden resin from the Baltic shore, carried south by river.', 0.06],
  ['fabric', 'Fabric', 'textiles', 200, 50, 'common', 'Fine cotton and linen cloth from the looms of the Levant.', 0.04],
  ['tools', 'Tools', 'metals', 300, 20, 'common', 'Well-made iron tools for craftsmen and farmers.', 0.03],
  ['weapons', 'Weapons', 'metals', 500, 10, 'rare', 'Damascene blades and composite bows.', 0.09],
  // Farm goods.
  ['wheat-seeds', 'Wheat Seeds', 'food', 2, 200, 'common', 'Seed grain for the countryside plots.', 0.03],
  ['barley-seeds', 'Barley Seeds', 'food', 3, 200, 'common', 'Hardy barley for dry fields.', 0.03],
  ['rice-seeds', 'Rice Seeds', 'food', 4, 200, 'common', 'Rice for wet paddies.', 0.03],
  ['spice-seeds', 'Spice Seeds', 'food', 8, 200, 'uncommon', 'Seeds of pepper and cumin.', 0.05],
  ['exotic-herb-seeds', 'Exotic Herb Seeds', 'alchemy', 12, 200, 'uncommon', 'Seeds of a rare herb; slow to grow, prized by alchemists.', 0.05],
  ['cotton-seeds', 'Cotton Seeds', 'textiles', 2, 200, 'common', 'Cotton seed for the fields.', 0.03],
  ['wheat', 'Wheat', 'food', 8, 200, 'common', 'Golden wheat, ready for the mill.', 0.04],
  ['barley', 'Barley', 'food', 10, 200, 'common', 'Barley for bread and ale.', 0.04],
  ['rice', 'Rice', 'food', 12, 200, 'common', 'Polished rice.', 0.04],
  ['grain', 'Grain', 'food', 6, 200, 'common', 'Mixed grain for caravans and stables.', 0.04],
  ['exotic-herb', 'Exotic Herb', 'alchemy', 40, 100, 'uncommon', 'A rare herb prized by alchemists.', 0.07],
  ['cotton', 'Cotton', 'textiles', 10, 200, 'common', 'Raw cotton bolls for spinning.', 0.04],
  // Profession goods.
  ['iron-ore', 'Iron Ore', 'metals', 15, 100, 'common', 'Ore from the mountain mines.', 0.05],
  ['copper-ore', 'Copper Ore', 'metals', 12, 100, 'common', 'Green-veined copper ore.', 0.05],
  ['coal', 'Coal', 'metals', 8, 200, 'common', 'Fuel for forges.', 0.04],
  ['stone', 'Stone', 'misc', 3, 200, 'common', 'Cut building stone.', 0.03],
  ['logs', 'Logs', 'misc', 6, 100, 'common', 'Timber from the forests.', 0.04],
  ['wooden-plank', 'Wooden Plank', 'misc', 10, 100, 'common', 'Sawn planks for building and crafting.', 0.04],
  ['wood-handle', 'Wood Handle', 'misc', 12, 100, 'common', 'A turned handle for tools and blades.', 0.04],
  ['iron-ingot', 'Iron Ingot', 'metals', 40, 100, 'common', 'Smelted iron, ready for the smith.', 0.05],
  ['iron-nails', 'Iron Nails', 'metals', 2, 500, 'common', 'A pouch of forged nails.', 0.03],
  ['silk-cocoon', 'Silk Cocoon', 'textiles', 20, 100, 'common', 'Cocoons of the silkworm, to be reeled into thread.', 0.05],
  ['silk-thread', 'Silk Thread', 'textiles', 30, 100, 'common', 'Reeled silk thread for the loom.', 0.05],
  ['healing-herb', 'Healing Herb', 'alchemy', 25, 100, 'common', 'A bitter herb that closes wounds.', 0.05],
  ['pure-water', 'Pure Water', 'alchemy', 5, 100, 'common', 'Clear spring water for potions.', 0.03],
  ['healing-potion', 'Healing Potion', 'alchemy', 100, 10, 'uncommon', 'Restores 50 health.', 0.06],
  ['gems', 'Gems', 'valuables', 200, 50, 'rare', 'Rough gemstones from deep veins.', 0.1],
  // Gathered in the countryside (shared/src/catalogue/resources.ts).
  ['magic-mushroom', 'Magic Mushroom', 'alchemy', 30, 100, 'uncommon', 'A glowing forest mushroom alchemists brew with.', 0.06],
  ['wild-berries', 'Wild Berries', 'food', 4, 200, 'common', 'Sweet berries picked from forest and field edges.', 0.04],
];

/** Tools every profession uses: held, not traded at the city markets. */
const TOOL_ROWS: ItemRow[] = [
  ['pickaxe', 'Pickaxe', 'metals', 50, 5, 'common', 'For mining ore and stone.', 0, false],
  ['axe', 'Axe', 'metals', 45, 5, 'common', 'For felling trees.', 0, false],
  ['hammer', 'Hammer', 'metals', 40, 5, 'common', 'A smith’s hammer.', 0, false],
  ['saw', 'Saw', 'metals', 35, 5, 'common', 'For cutting planks.', 0, false],
];

export const ITEMS: readonly ItemDefinition[] = [...ROWS, ...TOOL_ROWS].map(
  ([id, name, category, basePriceSilver, maxStack, rarity, description, volatility = 0.05, marketable = true]) => ({
    id,
    name,
    category,
    basePriceSilver,
    maxStack,
    rarity,
    weight: 1,
    description,
    marketable,
    volatility,
  }),
);

const BY_ID = new Map(ITEMS.map((item) => [item.id, item]));

export function itemById(id: string): ItemDefinition | undefined {
  return BY_ID.get(id);
}

export const MARKET_ITEMS: readonly ItemDefinition[] = ITEMS.filter((item) => item.marketable);

/** The nine trade goods, in the order of their numeric trade ids (spec 000 §7: silk 1 ... weapons 9). */
export const TRADE_GOOD_IDS = ['silk', 'spices', 'incense', 'jade', 'furs', 'amber', 'fabric', 'tools', 'weapons'] as const;

/** A unit's catalogue value in copper (its base price, before any city's market); 0 if unknown. */
export function itemValueCopper(id: string): number {
  const item = itemById(id);
  return item ? item.basePriceSilver * COPPER_PER_SILVER : 0;
}

/** An unknown id reads as its words capitalised (spec 000 §3). */
export function itemDisplayName(id: string): string {
  return itemById(id)?.name ?? id.split(/[-_]/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}

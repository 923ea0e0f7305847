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
  // What the profession actions and recipes take and make (shared/src/catalogue/profession-actions.ts,
  // recipes.ts; docs/decisions.md "Professions and crafting"). The spec names some ids (000 §3,
  // 002 §9); the rest complete its tables.
  // Mining, smelted metals and logging.
  ['silver-ore', 'Silver Ore', 'metals', 30, 100, 'uncommon', 'Silver-bearing ore from the deep veins.', 0.06],
  ['silver-ingot', 'Silver Ingot', 'metals', 80, 100, 'uncommon', 'Refined silver for the jeweller.', 0.06],
  ['steel-ingot', 'Steel Ingot', 'metals', 90, 100, 'uncommon', 'Crucible steel, harder than any iron.', 0.06],
  ['gold-dust', 'Gold Dust', 'valuables', 100, 100, 'rare', 'A pouch of fine gold, panned or transmuted.', 0.08],
  ['hardwood', 'Hardwood', 'misc', 15, 100, 'common', 'Seasoned oak and walnut for fine work.', 0.04],
  ['rare-wood', 'Rare Wood', 'misc', 60, 50, 'uncommon', 'Sandalwood and ebony, fragrant and dark.', 0.07],
  ['tree-resin', 'Tree Resin', 'alchemy', 12, 100, 'common', 'Sticky pine resin for varnish and salves.', 0.04],
  // Smithing.
  ['iron-sword-blade', 'Iron Sword Blade', 'metals', 120, 20, 'uncommon', 'An unhilted blade, ready for the cutler.', 0.06],
  ['steel-sword', 'Steel Sword', 'metals', 450, 10, 'rare', 'A balanced steel sword with a keen edge.', 0.08],
  ['silver-ring', 'Silver Ring', 'valuables', 220, 50, 'uncommon', 'A plain silver band, finely polished.', 0.06],
  ['jeweled-necklace', 'Jeweled Necklace', 'valuables', 600, 20, 'rare', 'Silver links set with bright stones.', 0.09],
  ['diamond-crown', 'Diamond Crown', 'valuables', 1200, 5, 'legendary', 'A crown fit for a khan, set with diamonds.', 0.1],
  ['master-hammer', 'Master Hammer', 'metals', 300, 5, 'rare', 'A steel-faced hammer that rings true: master smiths work better with it at hand.', 0.03],
  ['quenching-oil', 'Quenching Oil', 'metals', 15, 100, 'common', 'Oil that hardens hot steel without cracking it.', 0.04],
  // Instruments the professions need beyond the starter kit, sold at every bazaar.
  ['mining-lamp', 'Mining Lamp', 'metals', 30, 5, 'common', 'A shielded lamp for the deep galleries.', 0.02],
  ['cooking-pot', 'Cooking Pot', 'metals', 25, 5, 'common', 'A heavy copper pot for stews and roasts.', 0.02],
  ['alembic', 'Alembic', 'alchemy', 60, 5, 'common', 'A copper still for distilling essences.', 0.02],
  ['temperature-gauge', 'Temperature Gauge', 'alchemy', 80, 5, 'uncommon', 'Reads the heat of a furnace to a nicety.', 0.02],
  ['hand-loom', 'Hand Loom', 'textiles', 70, 5, 'common', 'A portable loom for cloth and carpets.', 0.02],
  ['precision-comb', 'Precision Comb', 'textiles', 20, 5, 'common', 'A fine-toothed comb for silk and wool.', 0.02],
  ['compass', 'Compass', 'misc', 60, 5, 'uncommon', 'A lodestone needle that keeps a caravan on its course.', 0.03],
  // Crafting.
  ['cotton-cloth', 'Cotton Cloth', 'textiles', 30, 100, 'common', 'Plain woven cotton.', 0.04],
  ['leather', 'Leather', 'misc', 20, 100, 'common', 'Tanned hides from the steppe herds.', 0.04],
  ['leather-boots', 'Leather Boots', 'misc', 60, 20, 'common', 'Sturdy riding boots.', 0.05],
  ['saddle', 'Saddle', 'misc', 150, 10, 'uncommon', 'A camel saddle with tooled leather.', 0.06],
  ['leather-bag', 'Leather Bag', 'misc', 70, 20, 'common', 'A travelling satchel of stitched leather.', 0.05],
  ['cotton-tunic', 'Cotton Tunic', 'textiles', 90, 20, 'common', 'A simple tunic for everyday wear.', 0.05],
  ['silk-robe', 'Silk Robe', 'textiles', 400, 10, 'rare', 'A flowing robe of dyed silk.', 0.08],
  ['jewelry-box', 'Jewelry Box', 'valuables', 450, 10, 'rare', 'An inlaid casket lined with silk.', 0.08],
  ['legendary-artifact', 'Legendary Artifact', 'valuables', 300, 5, 'legendary', 'A relic whose maker is forgotten and whose worth is not.', 0.1],
  ['dye', 'Dye', 'textiles', 10, 200, 'common', 'Berry and root dyes for cloth.', 0.04],
  ['wooden-chest', 'Wooden Chest', 'misc', 80, 10, 'common', 'A nailed chest for a caravan’s goods.', 0.05],
  // Trading: information goods.
  ['market-report', 'Market Report', 'misc', 15, 100, 'common', 'Notes on this week’s prices in the bazaar.', 0.08],
  ['detailed-map', 'Detailed Map', 'misc', 90, 20, 'uncommon', 'A map of wells, passes and caravanserais.', 0.06],
  ['secret-route-guide', 'Secret Route Guide', 'misc', 200, 10, 'rare', 'A guide to the paths the tax-collectors do not know.', 0.08],
  ['ancient-scroll', 'Ancient Scroll', 'misc', 120, 20, 'uncommon', 'A scroll of old learning, copied by scholars.', 0.06],
  // Issued to a person by the treasurer of Baghdad, behind his gate (diplomacy 3, reputation 10):
  // no market, merchant, offer or contract deals in it, so the gate is the only way to one
  // (docs/decisions.md "the royal seal has one way in").
  ['royal-seal', 'Royal Seal', 'valuables', 250, 10, 'rare', 'A sealed letter of a ruler’s favour.', 0.08, false],
  // Alchemy.
  ['herbal-tonic', 'Herbal Tonic', 'alchemy', 45, 50, 'common', 'A bitter tonic against fatigue.', 0.05],
  ['herbal-essence', 'Herbal Essence', 'alchemy', 50, 50, 'common', 'Distilled essence of healing herbs.', 0.05],
  ['healing-elixir', 'Healing Elixir', 'alchemy', 180, 10, 'rare', 'A potent elixir that mends deep wounds.', 0.07],
  ['moonlight-elixir', 'Moonlight Elixir', 'alchemy', 400, 10, 'epic', 'Brewed only under the moon; it glows faintly.', 0.09],
  ['moonflower-petals', 'Moonflower Petals', 'alchemy', 35, 100, 'uncommon', 'Petals of a flower that opens at night.', 0.06],
  ['nightshade-poison', 'Nightshade Poison', 'alchemy', 110, 20, 'uncommon', 'A vial no honest merchant admits to carrying.', 0.07],
  ['antidote', 'Antidote', 'alchemy', 60, 20, 'common', 'Counters most poisons of the road.', 0.05],
  ['silk-treatment-oil', 'Silk Treatment Oil', 'alchemy', 25, 100, 'common', 'An oil that gives silk thread its sheen.', 0.05],
  ['elixir-of-life', 'Elixir of Life', 'alchemy', 2000, 5, 'legendary', 'The alchemists’ dream: a draught against age itself.', 0.1],
  // Cooking.
  ['wheat-flour', 'Wheat Flour', 'food', 10, 200, 'common', 'Stone-ground flour.', 0.04],
  ['meat', 'Meat', 'food', 12, 100, 'common', 'Mutton from the steppe flocks.', 0.05],
  ['fish', 'Fish', 'food', 6, 100, 'common', 'The morning’s catch.', 0.05],
  ['salt', 'Salt', 'food', 4, 200, 'common', 'Rock salt for curing and cooking.', 0.03],
  ['berry-porridge', 'Berry Porridge', 'food', 8, 50, 'common', 'Grain porridge sweetened with berries.', 0.04],
  ['hearty-stew', 'Hearty Stew', 'food', 30, 50, 'uncommon', 'A thick stew that keeps a drover going all day.', 0.05],
  ['bread', 'Bread', 'food', 6, 100, 'common', 'A round flat loaf.', 0.04],
  ['travelers-bread', 'Traveler’s Bread', 'food', 12, 100, 'common', 'Hard bread that keeps for weeks on the road.', 0.04],
  ['honey-cake', 'Honey Cake', 'food', 45, 50, 'uncommon', 'A sweet cake of honey and nuts.', 0.05],
  ['roast-meat', 'Roast Meat', 'food', 25, 50, 'common', 'Spit-roasted mutton.', 0.05],
  ['grilled-fish', 'Grilled Fish', 'food', 14, 50, 'common', 'Fish grilled over coals.', 0.05],
  ['caviar', 'Caviar', 'food', 150, 20, 'rare', 'Salted sturgeon roe from the Caspian.', 0.08],
  ['preserved-rations', 'Preserved Rations', 'food', 22, 100, 'common', 'Salted meat packed for a long journey.', 0.04],
  ['spiced-pilaf', 'Spiced Pilaf', 'food', 90, 20, 'uncommon', 'Rice with mutton, saffron and cumin.', 0.06],
  ['royal-feast', 'Royal Feast', 'food', 450, 5, 'epic', 'A banquet for a governor’s table.', 0.08],
  ['exotic-spice-blend', 'Exotic Spice Blend', 'food', 200, 50, 'uncommon', 'A secret mix of spices and rare herbs.', 0.07],
  // Textiles.
  ['cotton-yarn', 'Cotton Yarn', 'textiles', 18, 200, 'common', 'Spun cotton yarn.', 0.04],
  ['wool', 'Wool', 'textiles', 15, 200, 'common', 'Fleece from the mountain sheep.', 0.04],
  ['premium-silk-thread', 'Premium Silk Thread', 'textiles', 80, 100, 'uncommon', 'Treated silk thread with a lustrous sheen.', 0.06],
  ['brocade', 'Brocade', 'textiles', 250, 20, 'rare', 'Silk woven with gold-coloured patterns.', 0.08],
  ['persian-carpet', 'Persian Carpet', 'textiles', 500, 5, 'rare', 'A hand-knotted carpet of wool and dye.', 0.08],
  ['royal-tapestry', 'Royal Tapestry', 'textiles', 1500, 5, 'epic', 'A tapestry of a hunt in silk and gold.', 0.1],
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

/**
 * The information goods trading deals in (spec 001 §3 category "information"): trading's market
 * impact is on these (001 §9).
 */
export const INFORMATION_ITEM_IDS: readonly string[] = ['market-report', 'detailed-map', 'secret-route-guide', 'ancient-scroll', 'royal-seal'];

/** A unit's catalogue value in copper (its base price, before any city's market); 0 if unknown. */
export function itemValueCopper(id: string): number {
  const item = itemById(id);
  return item ? item.basePriceSilver * COPPER_PER_SILVER : 0;
}

/** An unknown id reads as its words capitalised (spec 000 §3). */
export function itemDisplayName(id: string): string {
  return itemById(id)?.name ?? id.split(/[-_]/).filter(Boolean).map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ');
}

/**
 * The timed activities of the eight professions (spec 001 §3 "Action tables", §5 availability,
 * §8 texts): one catalogue for the server, which decides, and the client, which shows and
 * predicts. Where the spec leaves a value out (logging's names and durations, mining and logging
 * XP, alchemy's level mapping, the cooking and textiles tables, crafting and trading costs, every
 * action's materials and outputs) the value is ours and is listed in docs/decisions.md
 * ("Professions and crafting").
 *
 * Ids are hyphenated like every other id (DESIGN §2); the spec's underscore ids map one to one
 * (basic_forging is basic-forging). Costs are integer copper: the spec names the coin for each
 * cost it gives ("50c and 1s" is 150 copper, DESIGN §2 "prices").
 */
import { COPPER_PER_SILVER } from '../rules/currency';
import type { Season, WeatherCondition } from '../rules/game-clock';
import type { ProfessionId } from './professions';
import type { Terrain } from './world';

export interface ActionOutput {
  itemId: string;
  /** Units in one draw; a success makes as many draws as the profession's output count (rules/action-output.ts). */
  count: number;
  /** Chance that a draw holds this output; 1 means every draw does. */
  chance: number;
  /** Below this level in the profession the output is never made (the better tiers of cooking and textiles, 001 §9). */
  minLevel: number;
}

/** Hours of the game day, wrapping past midnight when `fromHour` > `toHour` (20 to 6 is the night). */
export interface HourWindow {
  fromHour: number;
  toHour: number;
}

export interface SeasonRule {
  seasons: readonly Season[];
  /** Outside those seasons the action needs this level instead; null means it cannot be done at all. */
  levelOutside: number | null;
}

export interface ProfessionAction {
  id: string;
  profession: ProfessionId;
  name: string;
  description: string;
  durationMs: number;
  costCopper: number;
  requiredLevel: number;
  /** Experience of a success before bonuses (skillXP). */
  xp: number;
  /** Held, never consumed. */
  tools: readonly string[];
  /** Consumed by every attempt, success or failure (the failure texts say the materials were wasted). */
  materials: Readonly<Record<string, number>>;
  outputs: readonly ActionOutput[];
  terrains: readonly Terrain[];
  forbiddenWeather: readonly WeatherCondition[];
  hours: HourWindow | null;
  seasons: SeasonRule | null;
  /** The spec's own text for a wrong terrain for this one action (it overrides the profession's). */
  terrainReason: string | null;
}

/** An output row: item, count per draw, chance (default 1), minimum level (default 1). */
type OutputRow = [itemId: string, count: number, chance?: number, minLevel?: number];

interface ActionSpec {
  profession: ProfessionId;
  name: string;
  description: string;
  seconds: number;
  costCopper: number;
  level: number;
  xp: number;
  tools?: readonly string[];
  materials?: Readonly<Record<string, number>>;
  outputs: readonly OutputRow[];
  terrains: readonly Terrain[];
  weather?: readonly WeatherCondition[];
  hours?: HourWindow;
  seasons?: SeasonRule;
  terrainReason?: string;
}

/** Copper and silver as the spec writes a cost ("50c and 1s"). */
function coins(copper: number, silver = 0): number {
  return silver * COPPER_PER_SILVER + copper;
}

const ALL_TERRAINS: readonly Terrain[] = ['plains', 'hills', 'forest', 'mountains', 'desert', 'coastal'];
const TOWN: readonly Terrain[] = ['plains', 'hills'];
const MINING_TERRAINS: readonly Terrain[] = ['mountains', 'hills'];
const NIGHT: HourWindow = { fromHour: 20, toHour: 6 };

/** Cooking and textiles' better tiers (001 §9): 15% from level 5, 5% from level 7. */
const SECOND_TIER_CHANCE = 0.15;
const SECOND_TIER_LEVEL = 5;
const TOP_TIER_CHANCE = 0.05;
const TOP_TIER_LEVEL = 7;
function secondTier(itemId: string, count = 1): OutputRow {
  return [itemId, count, SECOND_TIER_CHANCE, SECOND_TIER_LEVEL];
}
function topTier(itemId: string, count = 1): OutputRow {
  return [itemId, count, TOP_TIER_CHANCE, TOP_TIER_LEVEL];
}

const SPECS = {
  // Mining (001 §3): durations, costs and levels are the spec's; mountains or hills, never in storm or snow (§5).
  'surface-mining': {
    profession: 'mining', name: 'Surface Mining', description: 'Work the exposed seams for stone, coal and a little ore.',
    seconds: 120, costCopper: coins(5), level: 1, xp: 10, tools: ['pickaxe'],
    outputs: [['stone', 3], ['coal', 2, 0.5], ['copper-ore', 2, 0.6], ['iron-ore', 1, 0.4]],
    terrains: MINING_TERRAINS, weather: ['storm', 'snow'],
  },
  'deep-mining': {
    profession: 'mining', name: 'Deep Mining', description: 'Descend into the galleries for iron, silver and the odd gem.',
    seconds: 300, costCopper: coins(15), level: 3, xp: 25, tools: ['pickaxe', 'mining-lamp'],
    outputs: [['iron-ore', 3], ['coal', 3, 0.6], ['copper-ore', 2, 0.5], ['silver-ore', 1, 0.3], ['gems', 1, 0.1]],
    terrains: MINING_TERRAINS, weather: ['storm', 'snow'],
  },
  prospecting: {
    profession: 'mining', name: 'Prospecting', description: 'Search the slopes for new veins of precious ore and stone.',
    seconds: 180, costCopper: coins(8), level: 5, xp: 30, tools: ['pickaxe'],
    outputs: [['copper-ore', 1], ['silver-ore', 1, 0.5], ['gems', 1, 0.25], ['jade', 1, 0.05]],
    terrains: MINING_TERRAINS, weather: ['storm', 'snow'],
  },
  quarrying: {
    profession: 'mining', name: 'Quarrying', description: 'Cut building stone from the hillside.',
    seconds: 240, costCopper: coins(10), level: 2, xp: 18, tools: ['pickaxe', 'hammer'],
    outputs: [['stone', 8], ['gems', 1, 0.05]],
    terrains: MINING_TERRAINS, weather: ['storm', 'snow'],
  },
  // Logging (001 §3): levels 1, 3, 6, 4, 5 and costs 5c, 15c, 50c+1s, 25c, 30c in the spec's order;
  // names, durations and XP are ours. Forest, plains for lumber processing; no storm, nor rain for
  // lumber processing and tapping (§5).
  'tree-felling': {
    profession: 'logging', name: 'Tree Felling', description: 'Fell common trees for logs.',
    seconds: 150, costCopper: coins(5), level: 1, xp: 12, tools: ['axe'],
    outputs: [['logs', 3]],
    terrains: ['forest'], weather: ['storm'],
  },
  'hardwood-logging': {
    profession: 'logging', name: 'Hardwood Logging', description: 'Seek out old oak and walnut for seasoned hardwood.',
    seconds: 300, costCopper: coins(15), level: 3, xp: 25, tools: ['axe'],
    outputs: [['hardwood', 2], ['logs', 2, 0.5]],
    terrains: ['forest'], weather: ['storm'],
  },
  'rare-wood-harvesting': {
    profession: 'logging', name: 'Rare Wood Harvesting', description: 'Cut sandalwood and ebony deep in the woods.',
    seconds: 480, costCopper: coins(50, 1), level: 6, xp: 60, tools: ['axe', 'saw'],
    outputs: [['rare-wood', 1], ['hardwood', 2, 0.5]],
    terrains: ['forest'], weather: ['storm'],
  },
  'lumber-processing': {
    profession: 'logging', name: 'Lumber Processing', description: 'Saw logs into planks at a lumber yard on open ground.',
    seconds: 240, costCopper: coins(25), level: 4, xp: 30, tools: ['saw'], materials: { logs: 4 },
    outputs: [['wooden-plank', 6], ['wood-handle', 1, 0.3]],
    terrains: ['plains'], weather: ['storm', 'rain'], terrainReason: 'Requires: plains terrain',
  },
  'resin-tapping': {
    profession: 'logging', name: 'Resin Tapping', description: 'Tap the pines for resin.',
    seconds: 360, costCopper: coins(30), level: 5, xp: 40, tools: ['axe'],
    outputs: [['tree-resin', 2]],
    terrains: ['forest'], weather: ['storm', 'rain'],
  },
  // Blacksmithing (001 §3): level, XP, duration and cost are the spec's; plains or hills. The
  // town's forge lends its hammer and anvil, so no action asks for a held tool.
  'basic-forging': {
    profession: 'blacksmithing', name: 'Basic Forging', description: 'Forge nails and, with luck, a new tool.',
    seconds: 240, costCopper: coins(15), level: 1, xp: 20, materials: { 'iron-ingot': 1, 'wood-handle': 1 },
    outputs: [['iron-nails', 15], ['pickaxe', 1, 0.25], ['axe', 1, 0.25], ['hammer', 1, 0.25], ['saw', 1, 0.25]],
    terrains: TOWN,
  },
  'weapon-forging': {
    profession: 'blacksmithing', name: 'Weapon Forging', description: 'Forge sword blades and, now and then, a finished weapon.',
    seconds: 360, costCopper: coins(50, 1), level: 3, xp: 35, materials: { 'iron-ingot': 3, coal: 2 },
    outputs: [['iron-sword-blade', 1], ['weapons', 1, 0.15]],
    terrains: TOWN,
  },
  'jewelry-crafting': {
    profession: 'blacksmithing', name: 'Jewelry Crafting', description: 'Work silver and stones into rings and finer pieces.',
    seconds: 480, costCopper: coins(0, 3), level: 5, xp: 50, materials: { 'silver-ingot': 2, gems: 1 },
    outputs: [['silver-ring', 1], ['jeweled-necklace', 1, 0.15], ['diamond-crown', 1, 0.02]],
    terrains: TOWN,
  },
  'advanced-smithing': {
    profession: 'blacksmithing', name: 'Advanced Smithing', description: 'Make crucible steel; a master may finish a sword.',
    seconds: 600, costCopper: coins(0, 5), level: 7, xp: 75, materials: { 'iron-ingot': 4, coal: 3, 'quenching-oil': 1 },
    outputs: [['steel-ingot', 2], ['steel-sword', 1, 0.25]],
    terrains: TOWN,
  },
  'repair-services': {
    profession: 'blacksmithing', name: 'Repair Services', description: 'Mend pots, lamps and stills; townsfolk pay in kind.',
    seconds: 180, costCopper: coins(10), level: 2, xp: 15, materials: { 'iron-ingot': 1 },
    outputs: [['iron-nails', 5], ['cooking-pot', 1, 0.3], ['mining-lamp', 1, 0.3], ['alembic', 1, 0.2]],
    terrains: TOWN,
  },
  'specialized-crafting': {
    profession: 'blacksmithing', name: 'Specialized Crafting', description: 'Make fine tools and instruments.',
    seconds: 420, costCopper: coins(25, 2), level: 6, xp: 60, materials: { 'iron-ingot': 3, 'copper-ore': 2, coal: 2 },
    outputs: [['tools', 1], ['temperature-gauge', 1, 0.3], ['compass', 1, 0.3], ['precision-comb', 1, 0.3]],
    terrains: TOWN,
  },
  // Ours (docs/decisions.md): the spec's tables have no step from ore to ingot, and the four
  // starter tools must be makeable from gathered goods; the forge lends its tools here too.
  smelting: {
    profession: 'blacksmithing', name: 'Smelting', description: 'Smelt iron ore into ingots over a wood fire.',
    seconds: 120, costCopper: coins(5), level: 1, xp: 10, materials: { 'iron-ore': 2, logs: 1 },
    outputs: [['iron-ingot', 1], ['iron-ingot', 1, 0.2]],
    terrains: TOWN,
  },
  'tool-making': {
    profession: 'blacksmithing', name: 'Tool Making', description: 'Forge a pickaxe head onto a handle, and with luck another tool.',
    seconds: 180, costCopper: coins(10), level: 1, xp: 15, materials: { 'iron-ingot': 1, 'wood-handle': 1 },
    outputs: [['pickaxe', 1], ['axe', 1, 0.3], ['hammer', 1, 0.3], ['saw', 1, 0.3]],
    terrains: TOWN,
  },
  // Crafting (001 §3): level, XP and duration are the spec's, costs ours; plains or hills.
  'simple-woodworking': {
    profession: 'crafting', name: 'Simple Woodworking', description: 'Turn planks into handles and simple wooden tools.',
    seconds: 150, costCopper: coins(5), level: 1, xp: 15, tools: ['saw'], materials: { 'wooden-plank': 2 },
    outputs: [['wood-handle', 2], ['precision-comb', 1, 0.15], ['hand-loom', 1, 0.1]],
    terrains: TOWN,
  },
  'basic-weaving': {
    profession: 'crafting', name: 'Basic Weaving', description: 'Weave raw cotton into plain cloth.',
    seconds: 200, costCopper: coins(8), level: 1, xp: 18, materials: { cotton: 3 },
    outputs: [['cotton-cloth', 1], ['fabric', 1, 0.05]],
    terrains: TOWN,
  },
  'silk-working': {
    profession: 'crafting', name: 'Silk Working', description: 'Weave silk thread into bolts of silk.',
    seconds: 300, costCopper: coins(20), level: 3, xp: 32, tools: ['hand-loom'], materials: { 'silk-thread': 4 },
    outputs: [['silk', 1]],
    terrains: TOWN,
  },
  'leather-working': {
    profession: 'crafting', name: 'Leather Working', description: 'Cut and stitch leather into boots and tack.',
    seconds: 240, costCopper: coins(12), level: 2, xp: 25, materials: { leather: 2 },
    outputs: [['leather-boots', 1], ['saddle', 1, 0.1]],
    terrains: TOWN,
  },
  'garment-making': {
    profession: 'crafting', name: 'Garment Making', description: 'Sew cloth into tunics, and silk into robes.',
    seconds: 360, costCopper: coins(25), level: 4, xp: 40, materials: { 'cotton-cloth': 2, 'silk-thread': 1 },
    outputs: [['cotton-tunic', 1], ['silk-robe', 1, 0.1]],
    terrains: TOWN,
  },
  'luxury-crafting': {
    profession: 'crafting', name: 'Luxury Crafting', description: 'Make inlaid caskets for the courts.',
    seconds: 480, costCopper: coins(0, 1), level: 6, xp: 65, tools: ['saw'], materials: { silk: 1, 'wooden-plank': 2, gems: 1 },
    outputs: [['jewelry-box', 1], ['legendary-artifact', 1, 0.01]],
    terrains: TOWN,
  },
  'dye-creation': {
    profession: 'crafting', name: 'Dye Creation', description: 'Boil berries and roots into dyes.',
    seconds: 180, costCopper: coins(10), level: 2, xp: 20, materials: { 'wild-berries': 3, 'pure-water': 1 },
    outputs: [['dye', 2]],
    terrains: TOWN,
  },
  'bag-making': {
    profession: 'crafting', name: 'Bag Making', description: 'Stitch leather and cloth into travelling bags.',
    seconds: 220, costCopper: coins(15), level: 3, xp: 28, materials: { leather: 1, 'cotton-cloth': 1 },
    outputs: [['leather-bag', 1]],
    terrains: TOWN,
  },
  // Trading (001 §3): level, XP and duration are the spec's; the cost is the capital the deal
  // puts at risk (ours); plains or hills; caravans do not leave in a storm.
  'market-analysis': {
    profession: 'trading', name: 'Market Analysis', description: 'Study the bazaar’s prices and write them up.',
    seconds: 120, costCopper: coins(0, 10), level: 1, xp: 15,
    outputs: [['market-report', 1], ['detailed-map', 1, 0.05]],
    terrains: TOWN,
  },
  'bulk-purchasing': {
    profession: 'trading', name: 'Bulk Purchasing', description: 'Buy staples wholesale from the farmers.',
    seconds: 180, costCopper: coins(0, 60), level: 2, xp: 25,
    outputs: [['grain', 8], ['cotton', 5, 0.5], ['spices', 1, 0.15]],
    terrains: TOWN,
  },
  'caravan-trading': {
    profession: 'trading', name: 'Caravan Trading', description: 'Send goods with a passing caravan and take its wares in return.',
    seconds: 300, costCopper: coins(0, 120), level: 3, xp: 40, tools: ['compass'],
    outputs: [['silk', 1], ['incense', 1, 0.5], ['jade', 1, 0.05]],
    terrains: TOWN, weather: ['storm'],
  },
  'speculation-trading': {
    profession: 'trading', name: 'Speculation Trading', description: 'Buy ahead of the market on a rumour.',
    seconds: 240, costCopper: coins(0, 150), level: 5, xp: 55,
    outputs: [['spices', 1], ['amber', 1, 0.2], ['jade', 1, 0.05]],
    terrains: TOWN,
  },
  'diplomatic-trading': {
    profession: 'trading', name: 'Diplomatic Trading', description: 'Win a governor’s favour with gifts and patience.',
    seconds: 420, costCopper: coins(0, 200), level: 6, xp: 70,
    // A governor's gift of brocade, not a royal seal: the seal is the treasurer's, behind his gate
    // (docs/decisions.md "the royal seal has one way in"); brocade is worth what the seal was.
    outputs: [['brocade', 1], ['secret-route-guide', 1, 0.2], ['silk', 1, 0.3]],
    terrains: TOWN,
  },
  'guild-operations': {
    profession: 'trading', name: 'Guild Operations', description: 'Pool capital with the merchant guild.',
    seconds: 360, costCopper: coins(0, 100), level: 4, xp: 60,
    outputs: [['detailed-map', 1], ['fabric', 1, 0.3]],
    terrains: TOWN,
  },
  'risk-management': {
    profession: 'trading', name: 'Risk Management', description: 'Insure cargoes and read the road ahead.',
    seconds: 200, costCopper: coins(0, 40), level: 4, xp: 45,
    outputs: [['market-report', 2], ['secret-route-guide', 1, 0.1]],
    terrains: TOWN,
  },
  // Alchemy (001 §3, §5): terrains, weather and the night are the spec's; the levels 1, 2, 3, 4, 3,
  // 5, 7 are taken in the order of the actions; XP, durations and costs are ours.
  'basic-brewing': {
    profession: 'alchemy', name: 'Basic Brewing', description: 'Brew healing potions from herbs and spring water.',
    seconds: 180, costCopper: coins(5), level: 1, xp: 20, materials: { 'healing-herb': 2, 'pure-water': 1 },
    outputs: [['healing-potion', 1], ['herbal-tonic', 1, 0.25]],
    terrains: ['forest', 'hills'], weather: ['storm'],
  },
  'herb-distillation': {
    profession: 'alchemy', name: 'Herb Distillation', description: 'Distil herbs into essences and oils.',
    seconds: 240, costCopper: coins(10), level: 2, xp: 30, tools: ['alembic'], materials: { 'healing-herb': 3, 'pure-water': 2 },
    outputs: [['herbal-essence', 2], ['quenching-oil', 1, 0.3], ['silk-treatment-oil', 1, 0.3]],
    terrains: ['forest', 'mountains'],
  },
  'mineral-transmutation': {
    profession: 'alchemy', name: 'Mineral Transmutation', description: 'Coax copper toward silver, and sometimes gold.',
    seconds: 300, costCopper: coins(20), level: 3, xp: 45, tools: ['alembic'], materials: { 'copper-ore': 3, 'magic-mushroom': 1 },
    outputs: [['silver-ore', 2], ['gold-dust', 1, 0.1]],
    terrains: ['mountains', 'desert'], weather: ['rain', 'storm'],
  },
  'advanced-brewing': {
    profession: 'alchemy', name: 'Advanced Brewing', description: 'Brew elixirs under the night sky.',
    seconds: 420, costCopper: coins(50), level: 4, xp: 65, tools: ['alembic', 'temperature-gauge'],
    materials: { 'healing-herb': 2, 'magic-mushroom': 2, 'moonflower-petals': 1 },
    outputs: [['healing-elixir', 1], ['moonlight-elixir', 1, 0.1]],
    terrains: ['mountains'], weather: ['storm'], hours: NIGHT,
  },
  'poison-brewing': {
    profession: 'alchemy', name: 'Poison Brewing', description: 'Brew poisons, and the antidotes to them.',
    seconds: 300, costCopper: coins(25), level: 3, xp: 40, tools: ['alembic'], materials: { 'magic-mushroom': 2, 'exotic-herb': 1 },
    outputs: [['nightshade-poison', 1], ['antidote', 1, 0.3]],
    terrains: ['desert', 'forest'],
  },
  'scholarly-research': {
    profession: 'alchemy', name: 'Scholarly Research', description: 'Test old formulas and write down what holds.',
    seconds: 360, costCopper: coins(0, 1), level: 5, xp: 55, materials: { 'healing-herb': 2, 'magic-mushroom': 1, 'pure-water': 1 },
    outputs: [['ancient-scroll', 1], ['moonflower-petals', 1, 0.2]],
    terrains: ['plains'],
  },
  'master-transmutation': {
    profession: 'alchemy', name: 'Master Transmutation', description: 'The great work: silver and stone into gold.',
    seconds: 600, costCopper: coins(0, 2), level: 7, xp: 100, tools: ['alembic', 'temperature-gauge'],
    materials: { 'silver-ore': 2, gems: 1, 'magic-mushroom': 2 },
    outputs: [['gold-dust', 3], ['elixir-of-life', 1, 0.02]],
    terrains: ['mountains'], weather: ['storm', 'rain'], hours: NIGHT,
  },
  // Cooking (001 §3, §5): the levels and the plains of the last two are the spec's; the rest is ours
  // within its ranges (XP 15-120, 120-600 s).
  'basic-cooking': {
    profession: 'cooking', name: 'Basic Cooking', description: 'Cook porridge over a campfire.',
    seconds: 120, costCopper: 0, level: 1, xp: 15, materials: { 'wild-berries': 3, grain: 2 },
    outputs: [['berry-porridge', 3], secondTier('hearty-stew'), topTier('spiced-pilaf')],
    terrains: ALL_TERRAINS, weather: ['rain', 'storm'],
  },
  'bread-baking': {
    profession: 'cooking', name: 'Bread Baking', description: 'Bake flat loaves in a village oven.',
    seconds: 180, costCopper: coins(5), level: 2, xp: 20, materials: { 'wheat-flour': 2, 'pure-water': 1 },
    outputs: [['bread', 5], secondTier('travelers-bread', 2), topTier('honey-cake')],
    terrains: TOWN,
  },
  'meat-preparation': {
    profession: 'cooking', name: 'Meat Preparation', description: 'Roast mutton on the spit.',
    seconds: 240, costCopper: coins(10), level: 3, xp: 30, tools: ['cooking-pot'], materials: { meat: 2, salt: 1 },
    outputs: [['roast-meat', 2], secondTier('hearty-stew', 2), topTier('spiced-pilaf')],
    terrains: ['plains', 'hills', 'forest'],
  },
  'seafood-preparation': {
    profession: 'cooking', name: 'Seafood Preparation', description: 'Grill the catch on the shore.',
    seconds: 240, costCopper: coins(10), level: 3, xp: 30, tools: ['cooking-pot'], materials: { fish: 3, salt: 1 },
    outputs: [['grilled-fish', 3], secondTier('hearty-stew'), topTier('caviar')],
    terrains: ['coastal'], weather: ['storm'],
  },
  preservation: {
    profession: 'cooking', name: 'Preservation', description: 'Salt and dry food for the caravans.',
    seconds: 300, costCopper: coins(15), level: 4, xp: 35, materials: { meat: 2, salt: 2 },
    outputs: [['preserved-rations', 3], secondTier('travelers-bread', 2), topTier('caviar')],
    terrains: ALL_TERRAINS,
  },
  'gourmet-cooking': {
    profession: 'cooking', name: 'Gourmet Cooking', description: 'Cook saffron pilaf for a merchant’s table.',
    seconds: 420, costCopper: coins(50), level: 6, xp: 70, tools: ['cooking-pot'], materials: { rice: 3, meat: 1, spices: 1 },
    outputs: [['spiced-pilaf', 2], secondTier('honey-cake', 2), topTier('royal-feast')],
    terrains: ['plains'], terrainReason: 'Requires advanced kitchen facilities (near cities)',
  },
  'feast-preparation': {
    profession: 'cooking', name: 'Feast Preparation', description: 'Prepare a banquet for a governor.',
    seconds: 600, costCopper: coins(0, 1), level: 8, xp: 120, tools: ['cooking-pot'],
    materials: { 'spiced-pilaf': 2, 'roast-meat': 3, bread: 4 },
    outputs: [['royal-feast', 1], secondTier('caviar'), topTier('royal-feast')],
    terrains: ['plains'], terrainReason: 'Requires advanced kitchen facilities (near cities)',
  },
  // Textiles (001 §2, §3, §5): the actions, levels, plains of the two finest and the silk season
  // are the spec's; the rest is ours within its ranges (XP 15-150, 120-1800 s, at most 10 silver).
  'basic-spinning': {
    profession: 'textiles', name: 'Basic Spinning', description: 'Spin raw cotton into yarn.',
    seconds: 120, costCopper: 0, level: 1, xp: 15, materials: { cotton: 3 },
    outputs: [['cotton-yarn', 2], secondTier('silk-thread', 2), topTier('premium-silk-thread')],
    terrains: ALL_TERRAINS,
  },
  'simple-weaving': {
    profession: 'textiles', name: 'Simple Weaving', description: 'Weave yarn into plain cloth.',
    seconds: 240, costCopper: coins(10), level: 2, xp: 25, tools: ['hand-loom'], materials: { 'cotton-yarn': 3 },
    outputs: [['cotton-cloth', 2], secondTier('fabric'), topTier('brocade')],
    terrains: TOWN,
  },
  'silk-processing': {
    profession: 'textiles', name: 'Silk Processing', description: 'Reel cocoons into silk thread.',
    seconds: 300, costCopper: coins(20), level: 3, xp: 35, tools: ['precision-comb'], materials: { 'silk-cocoon': 4 },
    outputs: [['silk-thread', 3], secondTier('premium-silk-thread'), topTier('silk')],
    terrains: TOWN, weather: ['rain', 'storm'], seasons: { seasons: ['spring', 'summer'], levelOutside: 5 },
  },
  'advanced-weaving': {
    profession: 'textiles', name: 'Advanced Weaving', description: 'Weave dyed silk.',
    seconds: 480, costCopper: coins(50), level: 4, xp: 50, tools: ['hand-loom'], materials: { 'silk-thread': 4, dye: 1 },
    outputs: [['silk', 1], secondTier('brocade'), topTier('royal-tapestry')],
    terrains: TOWN,
  },
  'luxury-clothing': {
    profession: 'textiles', name: 'Luxury Clothing', description: 'Tailor silk robes for the court.',
    seconds: 720, costCopper: coins(0, 3), level: 6, xp: 80, tools: ['hand-loom'], materials: { silk: 2, dye: 2 },
    outputs: [['silk-robe', 1], secondTier('brocade'), topTier('royal-tapestry')],
    terrains: ['plains'], terrainReason: 'Requires city workshop (plains terrain)',
  },
  'carpet-making': {
    profession: 'textiles', name: 'Carpet Making', description: 'Knot a carpet of wool on the loom.',
    seconds: 1200, costCopper: coins(0, 5), level: 7, xp: 110, tools: ['hand-loom'], materials: { wool: 10, 'cotton-yarn': 2, dye: 3 },
    outputs: [['persian-carpet', 1], secondTier('brocade'), topTier('royal-tapestry')],
    terrains: ['plains', 'hills', 'desert'],
  },
  'master-textiles': {
    profession: 'textiles', name: 'Master Textiles', description: 'Weave a tapestry of silk and gold.',
    seconds: 1800, costCopper: coins(0, 10), level: 9, xp: 150, tools: ['hand-loom', 'precision-comb'],
    materials: { silk: 3, 'premium-silk-thread': 2, dye: 2 },
    outputs: [['royal-tapestry', 1], secondTier('silk-robe'), topTier('royal-tapestry')],
    terrains: ['plains'], terrainReason: 'Requires city workshop (plains terrain)',
  },
} satisfies Record<string, ActionSpec>;

export type ProfessionActionId = keyof typeof SPECS;

export const PROFESSION_ACTIONS: readonly ProfessionAction[] = (Object.entries(SPECS) as [ProfessionActionId, ActionSpec][]).map(([id, spec]) => ({
  id,
  profession: spec.profession,
  name: spec.name,
  description: spec.description,
  durationMs: spec.seconds * 1000,
  costCopper: spec.costCopper,
  requiredLevel: spec.level,
  xp: spec.xp,
  tools: spec.tools ?? [],
  materials: spec.materials ?? {},
  outputs: spec.outputs.map(([itemId, count, chance = 1, minLevel = 1]) => ({ itemId, count, chance, minLevel })),
  terrains: spec.terrains,
  forbiddenWeather: spec.weather ?? [],
  hours: spec.hours ?? null,
  seasons: spec.seasons ?? null,
  terrainReason: spec.terrainReason ?? null,
}));

const BY_ID = new Map(PROFESSION_ACTIONS.map((action) => [action.id, action]));

export function professionActionById(id: string): ProfessionAction | undefined {
  return BY_ID.get(id);
}

export function actionsOfProfession(profession: ProfessionId): readonly ProfessionAction[] {
  return PROFESSION_ACTIONS.filter((action) => action.profession === profession);
}

/** The spec's texts per profession (001 §2, §5, §8); null where it has none and a general text is used. */
export interface ProfessionActionTexts {
  /** A wrong terrain; null: 'Requires: {terrains} terrain'. */
  terrain: string | null;
  /** The popup when no action can be done. */
  noneAvailable: string;
  /** A failed attempt. */
  failure: string;
  /** Asking for an action the conditions block. */
  blocked: string;
  /** 'Cannot {verb} in {weather} weather'. */
  weatherVerb: 'work' | 'cook';
  /** A missing tool; null: 'Need {tool}!' (the gathering text). */
  missingTools: string | null;
  /** Missing materials; null: 'Missing required materials for {action}' (002 §8). */
  missingMaterials: string | null;
}

export const PROFESSION_ACTION_TEXTS: Readonly<Record<ProfessionId, ProfessionActionTexts>> = {
  mining: {
    terrain: 'Cannot mine here! Look for mountains or hills.',
    noneAvailable: 'No mining actions available. Check your tools and skill level.',
    failure: 'Mining attempt failed - the vein was exhausted or tools broke.',
    blocked: 'No mining actions available. Check your tools and skill level.',
    weatherVerb: 'work',
    missingTools: null,
    missingMaterials: null,
  },
  logging: {
    terrain: 'Cannot log here! Look for forests or wooded hills.',
    noneAvailable: 'No logging actions available. Check your tools and skill level.',
    failure: 'Logging attempt failed - trees were too hard to cut or tools broke.',
    blocked: 'No logging actions available. Check your tools and skill level.',
    weatherVerb: 'work',
    missingTools: null,
    missingMaterials: null,
  },
  blacksmithing: {
    terrain: 'No forge available! Look for cities and towns.',
    noneAvailable: 'No smithing actions available. Check your skill level and materials.',
    failure: 'Smithing failed - materials were wasted or forge temperature was incorrect.',
    blocked: 'No smithing actions available. Check your skill level and materials.',
    weatherVerb: 'work',
    missingTools: null,
    missingMaterials: null,
  },
  crafting: {
    terrain: 'No crafting options available in this area. Try moving to plains or hills areas.',
    noneAvailable: 'No crafting options available in this area. Try moving to plains or hills areas.',
    failure: 'Crafting failed - materials were wasted or technique was imperfect.',
    blocked: 'No crafting options available in this area. Try moving to plains or hills areas.',
    weatherVerb: 'work',
    missingTools: 'Missing required materials or tools',
    missingMaterials: null,
  },
  trading: {
    terrain: 'No trading opportunities available in this area. Seek out cities with active markets and merchant guilds.',
    noneAvailable: 'No trading opportunities available in this area. Seek out cities with active markets and merchant guilds.',
    failure: 'Trading failed - market conditions were unfavorable or negotiations fell through.',
    blocked: 'No trading opportunities available in this area. Seek out cities with active markets and merchant guilds.',
    weatherVerb: 'work',
    missingTools: null,
    missingMaterials: null,
  },
  alchemy: {
    terrain: null,
    noneAvailable: 'Cannot perform this alchemical operation under current conditions.',
    failure: 'The alchemical process failed - ingredients were wasted or the mixture was corrupted.',
    blocked: 'Cannot perform this alchemical operation under current conditions.',
    weatherVerb: 'work',
    missingTools: 'Missing required materials',
    missingMaterials: 'Missing required materials',
  },
  cooking: {
    terrain: null,
    noneAvailable: 'Cannot perform this cooking operation under current conditions.',
    failure: 'The cooking process failed - ingredients were burned or spoiled.',
    blocked: 'Cannot perform this cooking operation under current conditions.',
    weatherVerb: 'cook',
    missingTools: 'Missing required ingredients or tools',
    missingMaterials: 'Missing required ingredients or tools',
  },
  textiles: {
    terrain: null,
    noneAvailable: 'Cannot perform this textile operation under current conditions.',
    failure: 'The textile work failed - materials were damaged or the pattern went wrong.',
    blocked: 'Cannot perform this textile operation under current conditions.',
    weatherVerb: 'work',
    missingTools: 'Missing required materials or tools',
    missingMaterials: 'Missing required materials or tools',
  },
};

/** Shown with a failed textile attempt (001 §8). */
export function failureXpMessage(xp: number): string {
  return `Gained ${xp} XP from the attempt`;
}

/** 001 §5: the night the two hardest alchemy actions need. */
export const NIGHT_HOURS_TEXT = 'Requires nighttime (20:00-06:00)';
/** 001 §5, the second reading of silk processing. */
export const SILK_SEASON_TEXT = 'Silk cocoons unavailable (need Spring/Summer)';

// --- The mining and logging extras (001 §7; values ours, docs/decisions.md) ----------------------

/** What the mining and logging suppliers sell (POST /{profession}/equipment/purchase), at the item's catalogue value. */
export const EQUIPMENT_SHOPS = {
  mining: ['pickaxe', 'mining-lamp'],
  logging: ['axe', 'saw'],
} as const satisfies Partial<Record<ProfessionId, readonly string[]>>;
export type EquipmentShop = keyof typeof EQUIPMENT_SHOPS;

export interface TreeType {
  id: string;
  name: string;
  /** The price of one sapling. */
  saplingCopper: number;
  /** Logging experience for each sapling planted. */
  xp: number;
  /** Real time from planting until the sapling is a tree anyone can log. */
  growthMs: number;
  /** Logs the grown tree holds: it is felled once and does not grow back. */
  logs: number;
}

const HOUR_MS = 3_600_000;

/**
 * Saplings a logger can plant in the forest (POST /logging/plant). Each grows into a wood node of
 * its own: its logs are worth more than the sapling, which pays for the wait and the felling.
 */
export const TREE_TYPES: readonly TreeType[] = [
  { id: 'pine', name: 'Pine', saplingCopper: 10, xp: 2, growthMs: 2 * HOUR_MS, logs: 3 },
  { id: 'oak', name: 'Oak', saplingCopper: 20, xp: 3, growthMs: 3 * HOUR_MS, logs: 5 },
  { id: 'walnut', name: 'Walnut', saplingCopper: 30, xp: 4, growthMs: 4 * HOUR_MS, logs: 7 },
  { id: 'cedar', name: 'Cedar', saplingCopper: 40, xp: 5, growthMs: 6 * HOUR_MS, logs: 10 },
];

export function treeTypeById(id: string): TreeType | undefined {
  return TREE_TYPES.find((tree) => tree.id === id);
}

/** Saplings one player may plant in any 24 real hours: planting pays XP, so it is capped. */
export const PLANTING_DAILY_LIMIT = 20;
/** How far prospecting finds ore, stone and gem nodes around the player. */
export const PROSPECT_RADIUS_PX = 600;

import { CROP_TYPES, PLOT_TYPES, plotPriceCopper, plotTaxCopper } from '../../catalogue/farming';
import { PRICE_UPDATE_MS } from '../../catalogue/markets';
import { PROFESSION_RECIPES, type ProfessionRecipe } from '../../catalogue/recipes';
import { RESOURCE_TYPES, type ResourceType } from '../../catalogue/resources';
import { cityById, type CityId, type Point } from '../../catalogue/world';
import { expectedYield, gameMonthIndex, growthTimeMs, rollCropQuality, taxMonthsDue } from '../../rules/farming';
import { gatherTimeMs, harvestYield } from '../../rules/gathering';
import { generateNodes, replacementNode } from '../../rules/node-spawning';
import { itemWeight, packFitsTheRoad, packWeight, walkingPace } from '../../rules/pack';
import { professionRecipeQueueMs, professionRecipeSuccessRate } from '../../rules/profession-recipe';
import { buyGoods, sellGoods, TRADE_ACTION_MS, type SimContext } from './sim-context';
import { removeItems } from './sim-player';
import { heldWeight, packRoom, walkBetweenMs, walkMs, walkTo, WALKING_CITY_IDS } from './travel';

interface Sale {
  cityId: CityId;
  proceeds: number;
  /** The walk there, at the pace of the weight it was chosen for. */
  walkMs: number;
}

/**
 * Where a lot sells best among the cities a walker reaches from `from` (a city, or a point of the
 * open land), carrying `weight` in all: the most copper per real ms of `restMs` (the rest of the
 * round) plus the walk there at walkingPace(weight) and, with `returnTo`, the walk back from there
 * with the lot sold. A pack too heavy for the road (packFitsTheRoad) sells in the city it is in.
 */
function bestSale(
  ctx: SimContext,
  itemId: string,
  quantity: number,
  from: CityId | Point,
  weight: number,
  restMs: number,
  returnTo?: CityId,
): Sale {
  const fromPoint = typeof from === 'number' ? cityPoint(from) : from;
  const fromCity = typeof from === 'number' ? from : undefined;
  const soldWeight = weight - quantity * itemWeight(itemId);
  let best: (Sale & { rate: number }) | undefined;
  for (const cityId of WALKING_CITY_IDS) {
    if (cityId !== fromCity && fromCity !== undefined && !packFitsTheRoad(weight)) continue;
    const proceeds = ctx.markets.quoteSell(cityId, itemId, quantity);
    const walk = cityId === fromCity ? 0 : walkBetweenMs(fromPoint, cityPoint(cityId), weight);
    const back = returnTo === undefined || returnTo === cityId ? 0 : walkMs(cityId, returnTo, soldWeight);
    const rate = proceeds / Math.max(1, restMs + walk + back);
    if (!best || rate > best.rate) best = { cityId, proceeds, walkMs: walk, rate };
  }
  return { cityId: best!.cityId, proceeds: best!.proceeds, walkMs: best!.walkMs };
}

/**
 * The walk from a city's gate to the farm and back, each way. An assumption: the farm is its own
 * scene near the player's home city, and the sim does not model the walk out to it.
 */
export const FARM_WALK_MS = 30_000;

/** The farm's home city, where seeds are bought: every character begins in Constantinople. */
const FARM_HOME: CityId = 1;

/**
 * Farming (rules/farming.ts, catalogue/farming.ts): buy the plot once and pay its tax each game
 * month; each round, buy seeds for every bed of the crop that pays most per real minute at today's
 * prices, plant (quality rolled with rollCropQuality), wait the crop's growth by the clock,
 * harvest its yield (expectedYield of the quality) and sell it where it pays most per real minute
 * on foot (the walk there at the pace of the harvest's weight, and back home).
 * Simplified: the farmer waits by the farm while the crop grows (no other play between).
 */
export function playFarmer(ctx: SimContext): void {
  const plot = PLOT_TYPES[0]!;
  const beds = plot.maxCrops;
  ctx.player.copper -= plotPriceCopper(plot);
  let paidThrough = gameMonthIndex(ctx.clock.now());
  while (ctx.clock.now() < ctx.until) {
    const due = taxMonthsDue(paidThrough, ctx.clock.now());
    ctx.player.copper -= due * plotTaxCopper(plot);
    paidThrough += due;
    walkTo(ctx, FARM_HOME);
    let best: { crop: (typeof CROP_TYPES)[number]; rate: number } | undefined;
    for (const crop of CROP_TYPES) {
      const seeds = ctx.markets.quoteBuy(FARM_HOME, crop.seedItemId, beds, ctx.player.skills).total;
      if (seeds > ctx.player.copper) continue;
      // Expected yield over the quality table: 0.7 common, 0.25 good (+1), 0.05 excellent (+2).
      const units = Math.round(beds * (0.7 * expectedYield(crop, 'common') + 0.25 * expectedYield(crop, 'good') + 0.05 * expectedYield(crop, 'excellent')));
      const roundMs = growthTimeMs(crop) + 2 * FARM_WALK_MS + 2 * TRADE_ACTION_MS;
      const weight = heldWeight(ctx) + units * itemWeight(crop.yieldItemId);
      const sale = bestSale(ctx, crop.yieldItemId, units, FARM_HOME, weight, roundMs, FARM_HOME);
      const back = sale.cityId === FARM_HOME ? 0 : walkMs(sale.cityId, FARM_HOME, heldWeight(ctx));
      const rate = (sale.proceeds - seeds) / (roundMs + sale.walkMs + back);
      if (!best || rate > best.rate) best = { crop, rate };
    }
    if (!best || best.rate <= 0) {
      ctx.clock.advance(4 * PRICE_UPDATE_MS);
      continue;
    }
    const { crop } = best;
    buyGoods(ctx, FARM_HOME, crop.seedItemId, beds);
    removeItems(ctx.player.items, { [crop.seedItemId]: beds });
    ctx.clock.advance(FARM_WALK_MS);
    let harvest = 0;
    for (let bed = 0; bed < beds; bed += 1) harvest += expectedYield(crop, rollCropQuality(ctx.random));
    ctx.clock.advance(growthTimeMs(crop));
    ctx.player.items[crop.yieldItemId] = (ctx.player.items[crop.yieldItemId] ?? 0) + harvest;
    ctx.clock.advance(FARM_WALK_MS);
    const sale = bestSale(ctx, crop.yieldItemId, harvest, FARM_HOME, heldWeight(ctx), 2 * FARM_WALK_MS + growthTimeMs(crop) + 2 * TRADE_ACTION_MS, FARM_HOME);
    walkTo(ctx, sale.cityId);
    sellGoods(ctx, sale.cityId, crop.yieldItemId, harvest);
  }
}

interface LiveNode extends Point {
  type: ResourceType;
  quantity: number;
  /** When a node harvested below full is full again (rules/gathering: respawn after its time). */
  regrowsAt: number | null;
}

function cityPoint(cityId: CityId): Point {
  const city = cityById(cityId)!;
  return { x: city.x, y: city.y };
}

/** The load sizes a gatherer weighs: every 4 units up to the pack's room, and the room itself. */
function loadSizes(room: number): number[] {
  const sizes: number[] = [];
  for (let units = 4; units < room; units += 4) sizes.push(units);
  if (room > 0) sizes.push(room);
  return sizes;
}

/**
 * Gathering (rules/gathering.ts, node-spawning.ts): the world's nodes as generateNodes places them;
 * the gatherer fills the pack with the resource and the number of units that fetch most per real
 * minute (the walk out to its nearest node, gather time, the walks between its nodes at the pace
 * of the pack as it fills, the walk to the city that pays most at the pace of the full load), from
 * the nearest node of it each time, one harvest (harvestYield) per gatherTimeMs; an emptied node
 * is replaced where replacementNode puts it, a harvested one regrows after its respawn time. Each
 * walk in the open land goes at walkingPace of the weight held as it starts. Simplified: nobody
 * else gathers; walks are straight lines.
 */
export function playGatherer(ctx: SimContext): void {
  const nodes: LiveNode[] = generateNodes(ctx.random).map((node) => ({
    x: node.x,
    y: node.y,
    type: RESOURCE_TYPES.find((type) => type.id === node.type)!,
    quantity: RESOURCE_TYPES.find((type) => type.id === node.type)!.maxQuantity,
    regrowsAt: null,
  }));
  let at = cityPoint(ctx.player.cityId);
  const nearestOf = (type: ResourceType, from: Point) => nodes.filter((node) => node.type === type).reduce((a, b) => (walkBetweenMs(from, a, 0) <= walkBetweenMs(from, b, 0) ? a : b));
  // The mean walk from a node of a type to the nearest other one, at full speed (a node's own land is open).
  const hopMs = (type: ResourceType) => {
    const own = nodes.filter((node) => node.type === type);
    const gaps = own.map((a) => Math.min(...own.filter((b) => b !== a).map((b) => walkBetweenMs(a, b, 0))));
    return gaps.length > 1 ? gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length : Number.POSITIVE_INFINITY;
  };
  while (ctx.clock.now() < ctx.until) {
    const held = heldWeight(ctx);
    const room = Math.floor(packRoom(ctx));
    let choice: { type: ResourceType; units: number; rate: number } | undefined;
    for (const type of RESOURCE_TYPES) {
      if (!ctx.markets.has(ctx.player.cityId, type.itemId) || !nodes.some((node) => node.type === type)) continue;
      const first = nearestOf(type, at);
      const outMs = walkBetweenMs(at, first, held);
      const hop = hopMs(type);
      const unitWeight = itemWeight(type.itemId);
      for (const units of loadSizes(Math.floor(room / unitWeight))) {
        // A hop every maxQuantity units, each at the pace of what the pack holds as it starts.
        let hopsMs = 0;
        for (let unit = 0; unit < units; unit += 1) hopsMs += hop / type.maxQuantity / walkingPace(held + unit * unitWeight);
        const workMs = outMs + (units * gatherTimeMs(type)) / harvestYield() + hopsMs + TRADE_ACTION_MS;
        const sale = bestSale(ctx, type.itemId, units, first, held + units * unitWeight, workMs);
        const rate = sale.proceeds / (workMs + sale.walkMs);
        if (!choice || rate > choice.rate) choice = { type, units, rate };
      }
    }
    if (!choice) return;
    const { type, units } = choice;
    const roundStart = ctx.clock.now();
    let gathered = 0;
    while (gathered < units) {
      const nearest = nearestOf(type, at);
      ctx.clock.advance(walkBetweenMs(at, nearest, heldWeight(ctx)));
      at = nearest;
      if (nearest.regrowsAt !== null && ctx.clock.now() >= nearest.regrowsAt) {
        nearest.quantity = type.maxQuantity;
        nearest.regrowsAt = null;
      }
      while (nearest.quantity > 0 && gathered < units) {
        ctx.clock.advance(gatherTimeMs(type));
        const taken = Math.min(nearest.quantity, harvestYield(), units - gathered);
        nearest.quantity -= taken;
        gathered += taken;
        ctx.player.items[type.itemId] = (ctx.player.items[type.itemId] ?? 0) + taken;
        nearest.regrowsAt ??= ctx.clock.now() + type.respawnTimeMs;
      }
      if (nearest.quantity === 0) {
        const others = nodes.filter((node) => node !== nearest);
        const fresh = replacementNode(type.id, others, ctx.random);
        Object.assign(nearest, { x: fresh.x, y: fresh.y, quantity: type.maxQuantity, regrowsAt: null });
      }
    }
    const sale = bestSale(ctx, type.itemId, gathered, { x: at.x, y: at.y }, heldWeight(ctx), ctx.clock.now() - roundStart + TRADE_ACTION_MS);
    ctx.clock.advance(walkBetweenMs(at, cityPoint(sale.cityId), heldWeight(ctx)));
    ctx.player.cityId = sale.cityId;
    at = cityPoint(sale.cityId);
    sellGoods(ctx, sale.cityId, type.itemId, gathered);
  }
}

const BATCHES = [5, 10, 20, 40, 99];

/**
 * Crafting with the profession recipes (catalogue/recipes.ts PROFESSION_RECIPES, rules/profession-recipe.ts):
 * buy a batch's ingredients at a market, craft it for professionRecipeQueueMs at the player's
 * level, each unit succeeding at professionRecipeSuccessRate (a failed unit gives nothing and its
 * ingredients are spent), and sell the products where they pay most per real minute on foot (the
 * walk at the pace of their weight; a batch too heavy for the road is sold where it is made). Each batch is the
 * recipe, city and size that pays most per real minute at today's prices, among the recipes the
 * level allows. Simplified: the station recipes, benches, workshops and the timed profession
 * actions at the sites are not played.
 */
export function playCrafter(ctx: SimContext): void {
  const level = ctx.player.level;
  const recipes = PROFESSION_RECIPES.filter((recipe) => recipe.requiredLevel <= level && [...Object.keys(recipe.ingredients), ...Object.keys(recipe.products)].every((itemId) => ctx.markets.has(1, itemId)));
  while (ctx.clock.now() < ctx.until) {
    let best: { recipe: ProfessionRecipe; cityId: CityId; batch: number; rate: number } | undefined;
    for (const recipe of recipes) {
      const success = professionRecipeSuccessRate(recipe, level);
      for (const cityId of WALKING_CITY_IDS) {
        for (const batch of BATCHES) {
          const cost = Object.entries(recipe.ingredients).reduce((sum, [itemId, units]) => sum + ctx.markets.quoteBuy(cityId, itemId, units * batch, ctx.player.skills).total, 0);
          if (cost > ctx.player.copper) break;
          const trades = Object.keys(recipe.ingredients).length + Object.keys(recipe.products).length;
          const workMs = (cityId === ctx.player.cityId ? 0 : walkMs(ctx.player.cityId, cityId, heldWeight(ctx))) + professionRecipeQueueMs(recipe, level, batch) + trades * TRADE_ACTION_MS;
          const made = Object.fromEntries(Object.entries(recipe.products).map(([itemId, units]) => [itemId, Math.round(units * batch * success)]));
          const weight = heldWeight(ctx) + packWeight(made);
          let proceeds = 0;
          let walk = 0;
          for (const [itemId, units] of Object.entries(made)) {
            const sale = bestSale(ctx, itemId, units, cityId, weight, workMs);
            proceeds += sale.proceeds;
            walk = Math.max(walk, sale.walkMs);
          }
          const timeMs = workMs + walk;
          const rate = (proceeds - cost) / timeMs;
          if (!best || rate > best.rate) best = { recipe, cityId, batch, rate };
        }
      }
    }
    if (!best || best.rate <= 0) {
      ctx.clock.advance(4 * PRICE_UPDATE_MS);
      continue;
    }
    const { recipe, cityId, batch } = best;
    const roundStart = ctx.clock.now();
    walkTo(ctx, cityId);
    for (const [itemId, units] of Object.entries(recipe.ingredients)) {
      buyGoods(ctx, cityId, itemId, units * batch);
      removeItems(ctx.player.items, { [itemId]: units * batch });
    }
    ctx.clock.advance(professionRecipeQueueMs(recipe, level, batch));
    const success = professionRecipeSuccessRate(recipe, level);
    let made = 0;
    for (let unit = 0; unit < batch; unit += 1) if (ctx.random() < success) made += 1;
    for (const [itemId, units] of Object.entries(recipe.products)) ctx.player.items[itemId] = (ctx.player.items[itemId] ?? 0) + units * made;
    const restMs = ctx.clock.now() - roundStart + TRADE_ACTION_MS;
    for (const [itemId, units] of Object.entries(recipe.products)) {
      // Each product walked on, with what is not sold yet, at the pace of the pack as it leaves.
      const sale = bestSale(ctx, itemId, units * made, ctx.player.cityId, heldWeight(ctx), restMs);
      walkTo(ctx, sale.cityId);
      sellGoods(ctx, sale.cityId, itemId, units * made);
    }
  }
}

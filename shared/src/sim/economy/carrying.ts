import type { CityId } from '../../catalogue/world';
import { journeyRoute } from '../../rules/journey';
import { itemWeight, packWeight } from '../../rules/pack';
import { PRICE_UPDATE_MS } from '../../catalogue/markets';
import { SIM_GOODS } from './market-model';
import { affordable, buyGoods, sellGoods, TRADE_ACTION_MS, type SimContext } from './sim-context';
import { heldWeight, rollRoad, type CarryMode } from './travel';

interface Lot {
  itemId: string;
  quantity: number;
}

export interface CarryPlan {
  from: CityId;
  to: CityId;
  lots: Lot[];
  /** Expected copper: what the lots fetch at `to` at its prices now, less what they cost at `from`. */
  profit: number;
  travelMs: number;
  durationMs: number;
}

/** How many goods a load is chosen among: those whose first unit earns most. */
const CANDIDATE_GOODS = 8;

const rate = (plan: CarryPlan, extraMs = 0) => plan.profit / (plan.durationMs + extraMs);

/**
 * The load a trader would take from `from` to `to`: units added a few at a time to the good whose
 * next units earn most (each lot priced along its move with priceTrade and quoteTrade, at the
 * markets as they stand now), while they earn, the purse pays and the load has room. On foot a
 * heavier pack walks slower (walkingPace), so the load taken is the one of these sizes (every
 * chunk of 4 units, up to the pack's room) that earns most per real ms of its trip; a caravan's
 * pace does not depend on its load, and it takes all that earns.
 */
function planLoad(ctx: SimContext, mode: CarryMode, from: CityId, to: CityId, firsts: FirstUnits): CarryPlan | undefined {
  const { markets, player } = ctx;
  const navigation = player.skills.navigation.level;
  const held = heldWeight(ctx);
  const chunk = mode.id === 'foot' ? 4 : 10;
  // The goods whose first unit earns, the best few of them: a load rarely spreads over more.
  const buys = firsts.buy(from);
  const sells = firsts.sell(to);
  const goods = SIM_GOODS.map((itemId, i) => ({ itemId, margin: sells[i]! - buys[i]! }))
    .filter((good) => good.margin > 0)
    .sort((a, b) => b.margin - a.margin)
    .slice(0, CANDIDATE_GOODS)
    .map((good) => good.itemId);
  if (goods.length === 0) return undefined;
  const lotsOf = new Map<string, { quantity: number; cost: number; proceeds: number }>(goods.map((itemId) => [itemId, { quantity: 0, cost: 0, proceeds: 0 }]));
  // Each good's next chunk, priced once and again only when that good's lot grows.
  const next = new Map<string, { units: number; cost: number; proceeds: number } | undefined>();
  const priceNext = (itemId: string, units: number) => {
    const lot = lotsOf.get(itemId)!;
    if (units <= 0) return undefined;
    return { units, cost: markets.quoteBuy(from, itemId, lot.quantity + units, player.skills).total, proceeds: markets.quoteSell(to, itemId, lot.quantity + units) };
  };
  const weightMax = mode.weightMax(held);
  const planOf = (): CarryPlan | undefined => {
    const lots = [...lotsOf].filter(([, lot]) => lot.quantity > 0).map(([itemId, lot]) => ({ itemId, quantity: lot.quantity }));
    if (lots.length === 0) return undefined;
    const travelMs = mode.travelMs(from, to, navigation, held + packWeight(Object.fromEntries(lots.map((lot) => [lot.itemId, lot.quantity]))));
    if (travelMs === undefined) return undefined;
    const profit = [...lotsOf.values()].reduce((sum, lot) => sum + lot.proceeds - lot.cost, 0);
    return { from, to, lots, profit, travelMs, durationMs: travelMs + 2 * lots.length * TRADE_ACTION_MS };
  };
  let chosen: CarryPlan | undefined;
  let spent = 0;
  let weight = 0;
  for (;;) {
    let best: { itemId: string; units: number; cost: number; proceeds: number; gainPerUnit: number } | undefined;
    for (const itemId of goods) {
      const lot = lotsOf.get(itemId)!;
      const room = Math.min(mode.perItemMax - lot.quantity, Math.floor((weightMax - weight) / itemWeight(itemId)));
      let chunkQuote = next.get(itemId);
      if (chunkQuote === undefined || chunkQuote.units > room) {
        chunkQuote = priceNext(itemId, Math.min(chunk, room));
        next.set(itemId, chunkQuote);
      }
      // What the purse cannot pay for in a chunk it may in a single unit.
      if (chunkQuote && spent + chunkQuote.cost - lot.cost > player.copper) chunkQuote = priceNext(itemId, Math.min(1, room));
      if (!chunkQuote || spent + chunkQuote.cost - lot.cost > player.copper) continue;
      const gainPerUnit = (chunkQuote.proceeds - lot.proceeds - (chunkQuote.cost - lot.cost)) / chunkQuote.units;
      if (!best || gainPerUnit > best.gainPerUnit) best = { itemId, ...chunkQuote, gainPerUnit };
    }
    if (!best || best.gainPerUnit <= 0) break;
    const lot = lotsOf.get(best.itemId)!;
    spent += best.cost - lot.cost;
    weight += best.units * itemWeight(best.itemId);
    lotsOf.set(best.itemId, { quantity: lot.quantity + best.units, cost: best.cost, proceeds: best.proceeds });
    next.delete(best.itemId);
    if (mode.paceByLoad) {
      // Every size the load passes through is a load the trader could take: keep the fastest earner.
      const plan = planOf();
      if (plan && (!chosen || rate(plan) > rate(chosen))) chosen = plan;
    }
  }
  return mode.paceByLoad ? chosen : planOf();
}

/** The best load from one city to another (undefined when none earns, or the carrier may not go). */
export function planBetween(ctx: SimContext, mode: CarryMode, from: CityId, to: CityId): CarryPlan | undefined {
  return planLoad(ctx, mode, from, to, firstUnits(ctx));
}

/** The price of a first unit of every good, bought and sold, in each city, read once per decision. */
interface FirstUnits {
  buy(cityId: CityId): readonly number[];
  sell(cityId: CityId): readonly number[];
}

function firstUnits(ctx: SimContext): FirstUnits {
  const buys = new Map<CityId, number[]>();
  const sells = new Map<CityId, number[]>();
  return {
    buy: (cityId) => buys.get(cityId) ?? buys.set(cityId, SIM_GOODS.map((itemId) => ctx.markets.quoteBuy(cityId, itemId, 1, ctx.player.skills).total)).get(cityId)!,
    sell: (cityId) => sells.get(cityId) ?? sells.set(cityId, SIM_GOODS.map((itemId) => ctx.markets.quoteSell(cityId, itemId, 1))).get(cityId)!,
  };
}

/** The best load from `from` to any city this carrier may go to, by expected copper per real ms. */
export function planCarry(ctx: SimContext, mode: CarryMode, from: CityId, firsts: FirstUnits = firstUnits(ctx)): CarryPlan | undefined {
  let best: CarryPlan | undefined;
  for (const to of mode.cities) {
    if (mode.travelMs(from, to, ctx.player.skills.navigation.level, heldWeight(ctx)) === undefined) continue;
    const plan = planLoad(ctx, mode, from, to, firsts);
    if (plan && plan.profit > 0 && (!best || rate(plan) > rate(best))) best = plan;
  }
  return best;
}

/**
 * Goes from the player's city to `to`: on foot a walk at the pace of what the pack holds as it
 * leaves (which may be less than planned, where the purse paid for less); by caravan a journey
 * with its encounters.
 */
function travel(ctx: SimContext, mode: CarryMode, to: CityId): void {
  const travelMs = mode.travelMs(ctx.player.cityId, to, ctx.player.skills.navigation.level, heldWeight(ctx));
  if (travelMs === undefined) throw new Error(`no way from city ${ctx.player.cityId} to ${to}`);
  ctx.clock.advance(travelMs);
  if (mode.id === 'caravan') {
    const route = journeyRoute(ctx.player.cityId, to)!;
    const road = rollRoad(route.distance, ctx.cargo, ctx.player, ctx.random);
    ctx.clock.advance(road.delayMs);
  }
  ctx.player.cityId = to;
}

/** Buys a plan's load, takes it to its city and sells it there. */
export function carry(ctx: SimContext, mode: CarryMode, plan: CarryPlan): void {
  const load = mode.id === 'caravan' ? ctx.cargo : ctx.player.items;
  for (const lot of plan.lots) {
    // A step of the markets may fall between two purchases of the load: buy what the purse still pays.
    buyGoods(ctx, plan.from, lot.itemId, affordable(ctx, plan.from, lot.itemId, lot.quantity), load);
  }
  travel(ctx, mode, plan.to);
  if (mode.id === 'caravan') {
    // Everything the caravan brings is sold where a market takes it (what the road gave too); the rest goes to the pack.
    for (const [itemId, units] of Object.entries(ctx.cargo)) {
      if (ctx.markets.has(plan.to, itemId)) sellGoods(ctx, plan.to, itemId, units, ctx.cargo);
      else {
        ctx.player.items[itemId] = (ctx.player.items[itemId] ?? 0) + units;
        delete ctx.cargo[itemId];
      }
    }
  } else {
    for (const lot of plan.lots) sellGoods(ctx, plan.to, lot.itemId, Math.min(lot.quantity, ctx.player.items[lot.itemId] ?? 0));
  }
}

/**
 * Carrying goods between cities, on foot or by caravan, until the run ends: at each city the
 * trader takes the best load from here, or goes empty to the city whose best load pays most
 * counting the way there, or waits for the markets to settle back (two minutes) when nothing pays.
 */
export function playCarrier(ctx: SimContext, mode: CarryMode): void {
  while (ctx.clock.now() < ctx.until) {
    const here = ctx.player.cityId;
    const firsts = firstUnits(ctx);
    const stay = planCarry(ctx, mode, here, firsts);
    let move: { to: CityId; travelMs: number; rate: number } | undefined;
    for (const to of mode.cities) {
      // Going empty: the pace of what the player holds now.
      const travelMs = mode.travelMs(here, to, ctx.player.skills.navigation.level, heldWeight(ctx));
      if (travelMs === undefined) continue;
      const there = planCarry(ctx, mode, to, firsts);
      if (there && (!move || rate(there, travelMs) > move.rate)) move = { to, travelMs, rate: rate(there, travelMs) };
    }
    if (stay && (!move || rate(stay) >= move.rate)) carry(ctx, mode, stay);
    else if (move) travel(ctx, mode, move.to);
    else ctx.clock.advance(4 * PRICE_UPDATE_MS);
  }
}

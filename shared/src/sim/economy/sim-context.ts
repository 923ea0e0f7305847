import type { CityId } from '../../catalogue/world';
import type { Random } from '../../rules/random';
import { tradeSkillExperience } from '../../rules/skills';
import type { WorldMarkets } from './market-model';
import type { SimClock } from './sim-clock';
import { addItems, removeItems, type SimPlayer } from './sim-player';

/**
 * A trade at a trading post takes this much of the player's real time: open the good, set the
 * quantity, confirm. An assumption of the simulation (the game has no such rule); it is what
 * bounds how fast a loop can be repeated.
 */
export const TRADE_ACTION_MS = 3_000;

export type StrategyKind = 'honest' | 'loop' | 'idle';

/** What a run counts besides copper. */
export interface SimStats {
  trades: number;
  /** Trading experience the trades taught (tradeSkillExperience). */
  tradingXp: number;
}

/** Everything a strategy plays with. Only the strategy's own actions move the clock. */
export interface SimContext {
  clock: SimClock;
  markets: WorldMarkets;
  player: SimPlayer;
  random: Random;
  /** The real instant the run ends: a strategy stops starting new actions at it. */
  until: number;
  /** Goods on the road with the player's caravan, outside the pack. */
  cargo: Record<string, number>;
  stats: SimStats;
}

export interface Strategy {
  id: string;
  name: string;
  kind: StrategyKind;
  play(ctx: SimContext): void;
}

function countTrade(ctx: SimContext, total: number): void {
  ctx.stats.trades += 1;
  ctx.stats.tradingXp += tradeSkillExperience(total).trading;
  ctx.clock.advance(TRADE_ACTION_MS);
}

/** Buys `quantity` into `into` (the pack unless said), paying from the purse; answers the cost. */
export function buyGoods(ctx: SimContext, cityId: CityId, itemId: string, quantity: number, into: Record<string, number> = ctx.player.items): number {
  if (quantity <= 0) return 0;
  const cost = ctx.markets.quoteBuy(cityId, itemId, quantity, ctx.player.skills).total;
  if (cost > ctx.player.copper) throw new Error(`cannot pay ${cost} for ${quantity} ${itemId}: ${ctx.player.copper} held`);
  ctx.markets.buy(cityId, itemId, quantity, ctx.player.skills);
  ctx.player.copper -= cost;
  addItems(into, { [itemId]: quantity });
  countTrade(ctx, cost);
  return cost;
}

/** Sells `quantity` from `from` (the pack unless said) into the purse; answers the proceeds. */
export function sellGoods(ctx: SimContext, cityId: CityId, itemId: string, quantity: number, from: Record<string, number> = ctx.player.items): number {
  if (quantity <= 0) return 0;
  removeItems(from, { [itemId]: quantity });
  const proceeds = ctx.markets.sell(cityId, itemId, quantity);
  ctx.player.copper += proceeds;
  countTrade(ctx, proceeds);
  return proceeds;
}

/** The most of a good the purse buys, at most `limit` (a binary search over priceTrade). */
export function affordable(ctx: SimContext, cityId: CityId, itemId: string, limit: number, purse = ctx.player.copper): number {
  let low = 0;
  let high = Math.max(0, Math.floor(limit));
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (ctx.markets.quoteBuy(cityId, itemId, mid, ctx.player.skills).total <= purse) low = mid;
    else high = mid - 1;
  }
  return low;
}

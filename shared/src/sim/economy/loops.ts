import { reachedAchievements } from '../../catalogue/achievements';
import { encounterById, ENCOUNTERS } from '../../catalogue/encounters';
import { ENCOUNTER_CHECK_DISTANCE, ENCOUNTER_MAX_CHANCE, JOURNEY_MS_PER_DISTANCE } from '../../catalogue/journeys';
import { MARKET_ITEMS, TRADE_GOOD_IDS } from '../../catalogue/items';
import { PLOT_TYPES, plotPriceCopper } from '../../catalogue/farming';
import { PRICE_CAP_RATIO } from '../../catalogue/markets';
import { EVENT_ACTIVITY_WINDOW_MS, RANDOM_EVENT_CHECK_MS } from '../../catalogue/random-events';
import type { CityId } from '../../catalogue/world';
import { CHARACTER_RESET_COOLDOWN_MS, holdingsAfterReset } from '../../rules/character-reset';
import { DIPLOMATIC_ITEM, PAID_SERVICE_PRICES_COPPER } from '../../rules/npc-services';
import { STARTING_COPPER } from '../../rules/player-defaults';
import { rollRandomEvent, choiceExpectedCopper } from '../../rules/random-event';
import { cargoSaleProceeds, cargoShareTaken, choiceAvailability, rollChoice } from '../../rules/road-choice';
import { emptyStatistics } from '../../rules/statistics';
import { affordable, buyGoods, sellGoods, TRADE_ACTION_MS, type SimContext, type Strategy } from './sim-context';
import { addItems, levelsOf, removeItems } from './sim-player';
import { catalogueValue } from './travel';

const HOME: CityId = 1;

const cheapestGood = (ctx: SimContext, cityId: CityId) => MARKET_ITEMS.reduce((a, b) => (ctx.markets.state(cityId, b.id).price < ctx.markets.state(cityId, a.id).price ? b : a)).id;

/** The good of a city whose price is highest: the largest sums for the loops that need them. */
const dearestTradeGood = (ctx: SimContext, cityId: CityId) => TRADE_GOOD_IDS.reduce((a, b) => (ctx.markets.state(cityId, b).price > ctx.markets.state(cityId, a).price ? b : a));

/** Loop 1a: buy the dearest good to its cap in lots of 10 (or as far as the purse goes), change the lot at the banker (quoteExchange). */
function pumpAndExchange(ctx: SimContext): void {
  const itemId = dearestTradeGood(ctx, HOME);
  while (ctx.clock.now() < ctx.until) {
    let lot = 0;
    for (;;) {
      const state = ctx.markets.state(HOME, itemId);
      const units = affordable(ctx, HOME, itemId, 10);
      if (units === 0 || state.price >= state.basePrice * PRICE_CAP_RATIO) break;
      buyGoods(ctx, HOME, itemId, units);
      lot += units;
    }
    if (lot === 0) return;
    removeItems(ctx.player.items, { [itemId]: lot });
    ctx.player.copper += ctx.markets.exchange(HOME, itemId, lot);
    ctx.clock.advance(TRADE_ACTION_MS);
  }
}

/** Loop 1b: buy 10 of the dearest good and sell them straight back, on one market. */
function roundTrip(ctx: SimContext): void {
  const itemId = dearestTradeGood(ctx, HOME);
  while (ctx.clock.now() < ctx.until) {
    const units = affordable(ctx, HOME, itemId, 10);
    if (units === 0) return;
    buyGoods(ctx, HOME, itemId, units);
    sellGoods(ctx, HOME, itemId, units);
  }
}

/** Loop 2: one unit of the cheapest good bought and sold back, over and over, for skill experience (counted in the run's stats). */
function microTrades(ctx: SimContext): void {
  while (ctx.clock.now() < ctx.until) {
    const itemId = cheapestGood(ctx, HOME);
    buyGoods(ctx, HOME, itemId, 1);
    sellGoods(ctx, HOME, itemId, 1);
  }
}

/**
 * Loop 3: start over to earn the achievements again. A round: two trades, a plot bought, one
 * resource gathered (the cheapest achievements' deeds, reachedAchievements of the statistics they
 * make); each reward paid only the first time in the character's lifetime (`achievement_rewards`);
 * what is above the starting purse passed to an alt before the reset (holdingsAfterReset keeps the
 * rest); the next round once the reset's cooldown has passed.
 */
function achievementsRearmed(ctx: SimContext): void {
  const paid = new Set<string>();
  let alt = 0;
  const plot = PLOT_TYPES[0]!;
  while (ctx.clock.now() < ctx.until) {
    const started = ctx.clock.now();
    const itemId = cheapestGood(ctx, HOME);
    buyGoods(ctx, HOME, itemId, 1);
    sellGoods(ctx, HOME, itemId, 1);
    ctx.player.copper -= plotPriceCopper(plot);
    ctx.player.items['wild-berries'] = (ctx.player.items['wild-berries'] ?? 0) + 1;
    ctx.clock.advance(60_000);
    const statistics = { ...emptyStatistics(), tradesMade: 2, plotsBought: 1, resourcesGathered: 1, purseCopper: ctx.player.copper };
    for (const achievement of reachedAchievements(statistics)) {
      if (paid.has(achievement.id)) continue;
      paid.add(achievement.id);
      ctx.player.copper += achievement.rewards.copper;
    }
    const moved = Math.max(0, ctx.player.copper - STARTING_COPPER);
    alt += moved;
    ctx.player.copper -= moved;
    const kept = holdingsAfterReset({ copper: ctx.player.copper, items: ctx.player.items });
    ctx.player.copper = kept.copper;
    ctx.player.items = { ...kept.items };
    ctx.clock.advanceTo(started + CHARACTER_RESET_COOLDOWN_MS);
  }
  ctx.player.copper += alt;
}

/**
 * Loop 4a: an idle account kept seen (a client calling process-offline), checked for random
 * events every RANDOM_EVENT_CHECK_MS: a check of someone who has not moved or done anything of
 * their own within EVENT_ACTIVITY_WINDOW_MS passes without a roll (api events/event-activity.ts).
 */
function idleAccount(ctx: SimContext): void {
  const lastOwnDoing = ctx.clock.now() - EVENT_ACTIVITY_WINDOW_MS - 1;
  const lastPresented: Record<string, number> = {};
  while (ctx.clock.now() < ctx.until) {
    ctx.clock.advance(RANDOM_EVENT_CHECK_MS);
    const playing = ctx.clock.now() - lastOwnDoing <= EVENT_ACTIVITY_WINDOW_MS;
    if (!playing) continue;
    answerEvent(ctx, lastPresented);
  }
}

/** One check of a playing player: rollRandomEvent, the open choice worth most (choiceExpectedCopper), its outcome rolled and applied. */
function answerEvent(ctx: SimContext, lastPresented: Record<string, number>): void {
  const event = rollRandomEvent(ctx.random, lastPresented, ctx.clock.now());
  if (!event) return;
  lastPresented[event.kind] = ctx.clock.now();
  const levels = levelsOf(ctx.player);
  const who = { skills: levels, items: ctx.player.items, flags: [], copper: ctx.player.copper, level: ctx.player.level, reputation: ctx.player.reputation, cityId: ctx.player.cityId };
  const open = event.choices.filter((choice) => choiceAvailability(choice, who).enabled);
  if (open.length === 0) return;
  const choice = open.reduce((best, c) => (choiceExpectedCopper(c, levels) > choiceExpectedCopper(best, levels) ? c : best));
  const effects = rollChoice(choice, levels, ctx.random());
  ctx.player.copper += effects.copper ?? 0;
  addItems(ctx.player.items, effects.goodsGained ?? {});
  for (const [itemId, units] of Object.entries(effects.itemsSpent ?? {})) removeItems(ctx.player.items, { [itemId]: Math.min(units, ctx.player.items[itemId] ?? 0) });
  ctx.player.reputation += effects.reputation ?? 0;
}

/**
 * Loop 4b: a player in a city who moves a pixel every few minutes and answers every random event
 * with its best choice: what the catalogue gives playing players (RANDOM_EVENTS_COPPER_PER_HOUR_BOUND).
 */
function eventsWhilePlaying(ctx: SimContext): void {
  const lastPresented: Record<string, number> = {};
  while (ctx.clock.now() < ctx.until) {
    ctx.clock.advance(RANDOM_EVENT_CHECK_MS);
    answerEvent(ctx, lastPresented);
  }
}

/**
 * Loop 5: sell cargo to the road instead of a market (the festival's stall, the Rus' barter),
 * taken every time it is met on the busiest road: a check every ENCOUNTER_CHECK_DISTANCE of a
 * journey's pace, at the highest encounter chance, the encounter one of the catalogue's. The
 * caravan carries 100 of each trade good, bought at catalogue value (the value in); each sale is
 * paid by cargoShareTaken and cargoSaleProceeds (the value out, goods paid counted at catalogue value).
 * Booked as the difference, per meeting, as a rate over the run's time.
 */
function roadSales(ctx: SimContext): void {
  const cargo = Object.fromEntries(TRADE_GOOD_IDS.map((itemId) => [itemId, 100]));
  const sales = [encounterById('festival-nowruz'), encounterById('trade-opportunity-northern-amber')]
    .flatMap((encounter) => encounter?.choices ?? [])
    .flatMap((choice) => (choice.success.cargoSale ? [choice.success.cargoSale] : []));
  const checkMs = ENCOUNTER_CHECK_DISTANCE * JOURNEY_MS_PER_DISTANCE;
  while (ctx.clock.now() < ctx.until) {
    ctx.clock.advance(checkMs);
    if (ctx.random() >= ENCOUNTER_MAX_CHANCE) continue;
    // Each encounter of the catalogue is as likely as another: these two are their share of it.
    const sale = sales[Math.floor(ctx.random() * ENCOUNTERS.length)];
    if (!sale) continue;
    const sold = cargoShareTaken(cargo, sale.share);
    const proceeds = cargoSaleProceeds(sold, sale.paidIn);
    ctx.player.copper += proceeds.copper + catalogueValue(proceeds.goods) - catalogueValue(sold);
  }
}

/** Loop 6: the royal seal from the treasurer, offered to the market: no market trades it (marketable: false). */
function sellTheSeal(ctx: SimContext): void {
  ctx.player.copper -= PAID_SERVICE_PRICES_COPPER['diplomatic-services'];
  ctx.player.items[DIPLOMATIC_ITEM] = 1;
  ctx.clock.advance(TRADE_ACTION_MS);
  for (const cityId of [1, 2, 3, 4, 5] as const) if (ctx.markets.has(cityId, DIPLOMATIC_ITEM)) sellGoods(ctx, cityId, DIPLOMATIC_ITEM, 1);
  ctx.clock.advanceTo(ctx.until);
}

export const LOOPS: readonly Strategy[] = [
  { id: 'pump-and-exchange', name: 'pump a market to its cap, change the lot at the banker', kind: 'loop', play: pumpAndExchange },
  { id: 'round-trip', name: 'buy and sell back at once, one market', kind: 'loop', play: roundTrip },
  { id: 'micro-trades', name: 'one-unit trades of the cheapest good (skill farming)', kind: 'loop', play: microTrades },
  { id: 'achievements-rearmed', name: 'start over to earn the achievements again', kind: 'loop', play: achievementsRearmed },
  { id: 'events-while-playing', name: 'random events, best choice every time, playing', kind: 'loop', play: eventsWhilePlaying },
  { id: 'road-sales', name: 'sell cargo to the road (festival, barter) every time', kind: 'loop', play: roadSales },
  { id: 'sell-the-seal', name: 'sell the royal seal', kind: 'loop', play: sellTheSeal },
  { id: 'idle-account', name: 'idle account kept seen (process-offline)', kind: 'idle', play: idleAccount },
];

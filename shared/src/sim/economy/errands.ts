import { CONTRACT_REPOST_DELAY_MS, CONTRACTS } from '../../catalogue/contracts';
import { MARKET_ITEMS } from '../../catalogue/items';
import { PRICE_UPDATE_MS } from '../../catalogue/markets';
import { QUESTS, type QuestDefinition } from '../../catalogue/quests';
import type { CityId } from '../../catalogue/world';
import { postingTerms } from '../../rules/contract-reward';
import { GAME_DAY_MS, gameDayAt, realTimeAt } from '../../rules/game-clock';
import { itemWeight, PACK_WEIGHT_CAPACITY, packFitsTheRoad } from '../../rules/pack';
import { STARTER_KIT } from '../../rules/player-defaults';
import { VAULT_DEPOSIT_FEE_COPPER } from '../../rules/npc-services';
import { questAvailability, questPeriod } from '../../rules/quest';
import { buyGoods, sellGoods, TRADE_ACTION_MS, type SimContext } from './sim-context';
import { addItems, removeItems } from './sim-player';
import { heldWeight, packRoom, walkMs, walkTo, WALKING_CITY_IDS } from './travel';

/**
 * How a contract's goods go from `source` to `destination` on foot: the load size (up to the
 * pack's room) that earns most per real ms for the whole quantity, its trips out laden at the pace
 * of the load and back with what is held besides (a full pack walks at a tenth of full speed; a
 * lighter one makes more trips, faster). Every load but the last is put in the banker's vault at
 * the destination (VAULT_DEPOSIT_FEE_COPPER, one action) and taken out with the last, since the
 * delivery is of the whole quantity at once and the pack holds less.
 */
function contractLoads(ctx: SimContext, source: CityId, destination: CityId, itemId: string, quantity: number, margin: number): { units: number; fees: number } {
  const held = heldWeight(ctx);
  const most = Math.max(1, Math.min(quantity, Math.floor(packRoom(ctx) / itemWeight(itemId))));
  let best: { units: number; fees: number; rate: number } | undefined;
  for (let units = 1; units <= most; units += 1) {
    const trips = Math.ceil(quantity / units);
    const deposits = trips - 1;
    const ms =
      trips * (walkMs(source, destination, held + units * itemWeight(itemId)) + TRADE_ACTION_MS) +
      deposits * (walkMs(destination, source, held) + TRADE_ACTION_MS) +
      (deposits > 0 ? TRADE_ACTION_MS : 0);
    const fees = deposits * VAULT_DEPOSIT_FEE_COPPER;
    const rate = (margin - fees) / ms;
    if (!best || rate > best.rate) best = { units, fees, rate };
  }
  return { units: best!.units, fees: best!.fees };
}

/**
 * Contracts (catalogue/contracts.ts, rules/contract-reward.ts): every contract the player's level
 * allows, taken whenever it is posted, when its reward (postingTerms, from the markets at posting)
 * is more than buying its goods at the cheapest market on foot costs; the goods are bought there
 * and walked to the destination in pack loads, each at the pace of its weight, kept in the vault
 * there until the last arrives (contractLoads). A closed posting is posted again
 * CONTRACT_REPOST_DELAY_MS later. Between postings the player does nothing else.
 * Simplified: the board's own postings by other players, deadlines and penalties are not played
 * (the sim never fails one).
 */
export function playContractor(ctx: SimContext): void {
  const openAt = new Map<string, number>();
  const contracts = CONTRACTS.filter((contract) => contract.requiredLevel <= ctx.player.level && ctx.markets.has(contract.destinationCityId, contract.goodId));
  while (ctx.clock.now() < ctx.until) {
    let done = false;
    for (const contract of contracts) {
      if ((openAt.get(contract.id) ?? 0) > ctx.clock.now()) continue;
      const cities = [...new Set([...WALKING_CITY_IDS, contract.destinationCityId])];
      const terms = postingTerms(
        contract,
        cities.map((cityId) => ({ cityId, price: ctx.markets.state(cityId, contract.goodId).price, basePrice: ctx.markets.state(cityId, contract.goodId).basePrice })),
      );
      const source = WALKING_CITY_IDS.filter((cityId) => cityId !== contract.destinationCityId).reduce((best, cityId) =>
        ctx.markets.quoteBuy(cityId, contract.goodId, contract.quantity, ctx.player.skills).total < ctx.markets.quoteBuy(best, contract.goodId, contract.quantity, ctx.player.skills).total ? cityId : best,
      );
      const cost = ctx.markets.quoteBuy(source, contract.goodId, contract.quantity, ctx.player.skills).total;
      // Not worth taking now (or not affordable): looked at again once it is posted anew.
      openAt.set(contract.id, ctx.clock.now() + CONTRACT_REPOST_DELAY_MS);
      if (cost >= terms.reward || cost > ctx.player.copper) continue;
      const plan = contractLoads(ctx, source, contract.destinationCityId, contract.goodId, contract.quantity, terms.reward - cost);
      if (cost + plan.fees >= terms.reward || cost + plan.fees > ctx.player.copper) continue;
      let left = contract.quantity;
      let vaulted = 0;
      while (left > 0) {
        const load = Math.min(plan.units, left);
        walkTo(ctx, source);
        buyGoods(ctx, source, contract.goodId, load);
        walkTo(ctx, contract.destinationCityId);
        left -= load;
        if (left > 0) {
          // Into the vault at the destination's banker, out again with the last load.
          removeItems(ctx.player.items, { [contract.goodId]: load });
          vaulted += load;
          ctx.player.copper -= VAULT_DEPOSIT_FEE_COPPER;
          ctx.clock.advance(TRADE_ACTION_MS);
        }
      }
      if (vaulted > 0) ctx.clock.advance(TRADE_ACTION_MS);
      removeItems(ctx.player.items, { [contract.goodId]: contract.quantity - vaulted });
      ctx.player.copper += terms.reward;
      ctx.clock.advance(TRADE_ACTION_MS);
      openAt.set(contract.id, ctx.clock.now() + CONTRACT_REPOST_DELAY_MS);
      done = true;
    }
    if (!done) ctx.clock.advanceTo(Math.min(ctx.until, Math.max(ctx.clock.now() + PRICE_UPDATE_MS, Math.min(...[...openAt.values()]))));
  }
}

/**
 * The real time a quest's objectives take, each: an assumption of the simulation (a visit, a
 * few trades, a few gathers, a short walk).
 */
export const QUEST_OBJECTIVE_MS = 60_000;

const cheapestGood = (ctx: SimContext, cityId: CityId) => MARKET_ITEMS.reduce((a, b) => (ctx.markets.state(cityId, b.id).price < ctx.markets.state(cityId, a.id).price ? b : a)).id;

/**
 * Before a walk out of the city with a pack too heavy for the road (packFitsTheRoad): what the
 * quests' purchases and rewards piled up beyond the starter kit is sold here, the most held first,
 * until the pack fits.
 */
function lightenForTheRoad(ctx: SimContext): void {
  const surplus = Object.entries(ctx.player.items)
    .map(([itemId, units]) => ({ itemId, units: units - (STARTER_KIT[itemId] ?? 0) }))
    .filter((lot) => lot.units > 0 && ctx.markets.has(ctx.player.cityId, lot.itemId))
    .sort((a, b) => b.units - a.units);
  for (const lot of surplus) {
    const over = heldWeight(ctx) - PACK_WEIGHT_CAPACITY;
    if (over <= 0) return;
    sellGoods(ctx, ctx.player.cityId, lot.itemId, Math.min(lot.units, Math.ceil(over / itemWeight(lot.itemId))));
  }
}

/** What a quest's objectives cost besides time: goods bought to count, sold back, or handed in. */
function doObjectives(ctx: SimContext, quest: QuestDefinition): void {
  for (const objective of quest.objectives) {
    ctx.clock.advance(QUEST_OBJECTIVE_MS);
    if (objective.kind === 'buy' || objective.kind === 'sell') {
      const cityId = objective.cityId ?? ctx.player.cityId;
      if (cityId !== ctx.player.cityId && !packFitsTheRoad(heldWeight(ctx))) lightenForTheRoad(ctx);
      walkTo(ctx, cityId);
      const itemId = objective.itemId ?? cheapestGood(ctx, cityId);
      const held = ctx.player.items[itemId] ?? 0;
      if (objective.kind === 'buy' || held < objective.quantity) buyGoods(ctx, cityId, itemId, objective.quantity);
      if (objective.kind === 'sell') sellGoods(ctx, cityId, itemId, objective.quantity);
    } else if (objective.kind === 'deliver') {
      const held = ctx.player.items[objective.itemId] ?? 0;
      if (held < objective.quantity && ctx.markets.has(ctx.player.cityId, objective.itemId)) buyGoods(ctx, ctx.player.cityId, objective.itemId, objective.quantity - held);
      removeItems(ctx.player.items, { [objective.itemId]: Math.min(objective.quantity, ctx.player.items[objective.itemId] ?? 0) });
    }
  }
}

/**
 * Quests (catalogue/quests.ts, rules/quest.ts): every quest open to the player (questAvailability:
 * the chain in order, level, reputation), the one-off ones once, the daily ones once each game day
 * (questPeriod); rewards' copper and items kept, reputation counted. Between quests the player
 * does nothing else. Simplified: each objective takes QUEST_OBJECTIVE_MS; trades it asks for are
 * made with the cheapest good; gathering, crafting, journeys and profit asked for cost only time.
 * Walks go at the pace of what the pack holds; a pack too heavy for the road sells its surplus first.
 */
export function playQuester(ctx: SimContext): void {
  const claimed = new Set<string>();
  const done = new Set<string>();
  while (ctx.clock.now() < ctx.until) {
    const quest = QUESTS.find(
      (q) => !done.has(`${q.id}/${questPeriod(q, ctx.clock.now())}`) && questAvailability(q, { level: ctx.player.level, reputation: ctx.player.reputation, claimed }).available,
    );
    if (!quest) {
      // Nothing open until the next game day's dailies.
      const nextDay = realTimeAt((gameDayAt(ctx.clock.now()) + 1) * GAME_DAY_MS);
      ctx.clock.advanceTo(Math.min(ctx.until, nextDay));
      continue;
    }
    const period = questPeriod(quest, ctx.clock.now());
    doObjectives(ctx, quest);
    done.add(`${quest.id}/${period}`);
    claimed.add(quest.id);
    ctx.player.copper += quest.rewards.copper ?? 0;
    addItems(ctx.player.items, quest.rewards.items ?? {});
    ctx.player.reputation += quest.rewards.reputation ?? 0;
  }
}

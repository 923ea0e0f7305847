import { describe, expect, it } from 'vitest';
import { contractRewardCopper, CONTRACTS } from '../catalogue/contracts';
import { itemById } from '../catalogue/items';
import { DEMAND_MAX, DEMAND_MIN, marketModifier, MARKET_CITY_IDS, SUPPLY_MAX, SUPPLY_MIN } from '../catalogue/markets';
import { cityById, type CityId } from '../catalogue/world';
import { CONTRACT_VALUE_RATIO, postingTerms, postingUnitReward, type PostingMarket } from './contract-reward';
import { basePriceCopper, equilibriumPrice, sellPrice } from './market';
import { startingSkills } from './player-defaults';
import { MAX_SKILL_DISCOUNT, skillDiscount } from './skills';
import { priceTrade } from './trade-pricing';

const ON_MAP = MARKET_CITY_IDS.filter((id) => cityById(id)?.onMap);

function baseOf(itemId: string, cityId: CityId): number {
  return basePriceCopper(itemById(itemId)!.basePriceSilver, marketModifier(cityId, itemId));
}

/** Every market state the simulation can reach, on a grid of supply and demand (the floor and the cap included). */
function reachableStates(basePrice: number) {
  const states = [];
  for (let supply = SUPPLY_MIN; supply <= SUPPLY_MAX; supply += 10) {
    for (let demand = DEMAND_MIN; demand <= DEMAND_MAX; demand += 10) {
      states.push({ basePrice, supply, demand, price: equilibriumPrice(basePrice, supply, demand) });
    }
  }
  return states;
}

/** Traders from no skill to the largest discount. */
const TRADERS = [1, 2, 3, 4, 5, 6, 20].map((level) => {
  const skills = startingSkills();
  for (const name of ['trading', 'negotiation', 'diplomacy'] as const) skills[name] = { level, experience: 0 };
  return skills;
});

describe('contract rewards', () => {
  it('pay at most what the destination’s merchants pay, and no more than the most skilled trader pays there', () => {
    expect(CONTRACT_VALUE_RATIO).toBeLessThanOrEqual(1 - MAX_SKILL_DISCOUNT);
    expect(TRADERS.map(skillDiscount)).toContain(MAX_SKILL_DISCOUNT);
    for (const price of [1, 7, 2_339, 3_000, 13_000]) expect(postingUnitReward({ price, basePrice: 1_000_000 })).toBeLessThanOrEqual(sellPrice(price));
  });

  it('for every contract, market state and trader: buying the goods at the destination at any price at or above the posting’s costs at least the reward', () => {
    for (const contract of CONTRACTS) {
      const base = baseOf(contract.goodId, contract.destinationCityId);
      const states = reachableStates(base);
      const sources = ON_MAP.filter((id) => id !== contract.destinationCityId).map((cityId) => ({ cityId, price: baseOf(contract.goodId, cityId), basePrice: baseOf(contract.goodId, cityId) }));
      // The least any trader pays for the goods in a state whose price is at least p, for each reachable p.
      const cheapestAtOrAbove = new Map<number, number>();
      const byPrice = states.map((state) => ({ price: state.price, cost: Math.min(...TRADERS.map((skills) => priceTrade(state, 'buy', contract.quantity, skills).total)) })).sort((a, b) => b.price - a.price);
      let least = Number.POSITIVE_INFINITY;
      for (const { price, cost } of byPrice) cheapestAtOrAbove.set(price, (least = Math.min(least, cost)));
      for (const posted of states) {
        const { reward } = postingTerms(contract, [...sources, { cityId: contract.destinationCityId, price: posted.price, basePrice: base }]);
        expect(reward).toBeGreaterThan(0);
        expect(reward).toBeLessThanOrEqual(contractRewardCopper(contract));
        const reference = Math.min(posted.price, base);
        const atOrAbove = [...cheapestAtOrAbove].filter(([price]) => price >= reference).map(([, cost]) => cost);
        expect(Math.min(...atOrAbove), `${contract.id} posted at ${posted.price}`).toBeGreaterThanOrEqual(reward);
      }
    }
  });

  it('at base prices, pays for carrying the goods from where they are cheapest wherever the map has such a spread', () => {
    const carried = CONTRACTS.filter((contract) => {
      const markets: PostingMarket[] = ON_MAP.map((cityId) => ({ cityId, price: baseOf(contract.goodId, cityId), basePrice: baseOf(contract.goodId, cityId) }));
      const terms = postingTerms(contract, markets);
      expect(terms.sourceCityId).not.toBe(contract.destinationCityId);
      expect(terms.sourcePrice).toBe(Math.min(...markets.filter((m) => m.cityId !== contract.destinationCityId).map((m) => m.price)));
      return terms.reward > terms.sourcePrice * contract.quantity;
    });
    // Silk to Constantinople from Kashgar, spices to Kashgar from Baghdad; the other goods cost about the same on every road.
    expect(carried.map((c) => c.id)).toEqual(['imperial-silk-commission', 'kashgar-spice-order']);
  });
});

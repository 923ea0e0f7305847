import { contractRewardCopper, type ContractDefinition } from '../catalogue/contracts';
import { SELL_PRICE_RATIO } from '../catalogue/markets';
import type { CityId } from '../catalogue/world';
import { MAX_SKILL_DISCOUNT } from './skills';

/** What a posting reads of one city's market for its good: copper per unit. */
export interface PostingMarket {
  cityId: CityId;
  price: number;
  basePrice: number;
}

/** The terms a contract is posted on (docs/decisions.md "Contract board"). */
export interface PostingTerms {
  /** Where the goods were cheapest when posted: the carry the contract pays for starts there. */
  sourceCityId: CityId;
  /** Copper per unit at the source when posted. */
  sourcePrice: number;
  /** Copper paid on delivery: fixed at posting. */
  reward: number;
}

/**
 * The share of the destination's price a contract pays per unit: no more than its merchants pay
 * for the goods (the market's spread), and no more than the most skilled trader pays for them
 * there (the largest skill discount). So the reward is at most what selling the goods to the
 * destination's market would bring, and buying them there costs at least as much.
 */
export const CONTRACT_VALUE_RATIO = Math.min(SELL_PRICE_RATIO, 1 - MAX_SKILL_DISCOUNT);

/**
 * Copper per unit a posting pays, from the destination's market when posted: its value ratio of
 * the lower of the current price and the base price. The base caps it so that buying up the
 * destination's market just before a posting (to raise its reward) gains nothing.
 */
export function postingUnitReward(destination: Pick<PostingMarket, 'price' | 'basePrice'>): number {
  return Math.floor(Math.min(destination.price, destination.basePrice) * CONTRACT_VALUE_RATIO);
}

/**
 * A contract's terms when posted, from the markets of its good: `markets` holds the destination's
 * and those of the cities a carrier may buy in (the source is the cheapest of them, ties to the
 * lowest city id). The reward is the destination's unit value times the quantity, never above
 * the catalogue's reward (the client's ceiling).
 *
 * The guarantee (tested over every contract, every reachable market state and every discount):
 * buying the goods at the destination at the posting's prices, or any higher, costs at least the
 * reward. Delivering what was bought there therefore never pays; what pays is buying elsewhere.
 */
export function postingTerms(contract: ContractDefinition, markets: readonly PostingMarket[]): PostingTerms {
  const destination = markets.find((m) => m.cityId === contract.destinationCityId);
  if (!destination) throw new Error(`no market for ${contract.goodId} in city ${contract.destinationCityId}`);
  const sources = markets.filter((m) => m.cityId !== contract.destinationCityId);
  const source = sources.reduce<PostingMarket | undefined>((best, m) => (!best || m.price < best.price || (m.price === best.price && m.cityId < best.cityId) ? m : best), undefined) ?? destination;
  const reward = Math.min(contractRewardCopper(contract), contract.quantity * postingUnitReward(destination));
  return { sourceCityId: source.cityId, sourcePrice: source.price, reward };
}

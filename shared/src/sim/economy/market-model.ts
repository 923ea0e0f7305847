import { MARKET_ITEMS, itemById } from '../../catalogue/items';
import { MARKET_CITY_IDS, PRICE_UPDATE_MS, marketModifier } from '../../catalogue/markets';
import type { CityId } from '../../catalogue/world';
import { basePriceCopper, quoteTrade, relaxVolatility, simulateStep, type MarketState } from '../../rules/market';
import { quoteExchange } from '../../rules/npc-services';
import type { Skills } from '../../rules/player-defaults';
import { seededRandom, type Random } from '../../rules/random';
import { priceTrade, type PricedTrade } from '../../rules/trade-pricing';
import type { SimClock } from './sim-clock';

interface SimMarket {
  state: MarketState;
  /** The last 30 s step (counted on the clock from 0) this market has taken. */
  step: number;
  random: Random;
  /** The good's own volatility, which an event's stirring settles back to. */
  baseline: number;
}

type TradeSkills = Pick<Skills, 'trading' | 'negotiation' | 'diplomacy'>;

/** Read once: the step of every market (a module binding read in the hot path costs more under tsx). */
const STEP_MS = PRICE_UPDATE_MS;

const hashOf = (text: string) => [...text].reduce((hash, char) => (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0, 7);

/**
 * Every city's market for every marketable good, as the server seeds them (market-store
 * `seedMarkets`: base price from the catalogue and CITY_MARKET_MODIFIERS, supply and demand 100,
 * the good's volatility) and steps them (market-simulation `runPriceStep`: `simulateStep` and
 * `relaxVolatility` every PRICE_UPDATE_MS of the clock). A market is stepped when it is next read,
 * through every step it missed, each with its own seeded random source: the same states as
 * stepping all of them every 30 s, without the work for markets nobody looks at.
 * Simplified: no market events (caravan arrivals, festivals...) strike, and other players do not trade.
 */
export class WorldMarkets {
  private readonly markets = new Map<CityId, Map<string, SimMarket>>();

  constructor(
    private readonly clock: SimClock,
    private readonly seed: number,
  ) {}

  has(cityId: CityId, itemId: string): boolean {
    return MARKET_CITY_IDS.includes(cityId) && itemById(itemId)?.marketable === true;
  }

  /** The market now, after every step due. */
  state(cityId: CityId, itemId: string): MarketState {
    return this.market(cityId, itemId).state;
  }

  /** What buying `quantity` would cost, at these skills (priceTrade). */
  quoteBuy(cityId: CityId, itemId: string, quantity: number, skills: TradeSkills): PricedTrade {
    return priceTrade(this.state(cityId, itemId), 'buy', quantity, skills);
  }

  /** Copper a sale of `quantity` would bring. */
  quoteSell(cityId: CityId, itemId: string, quantity: number): number {
    if (quantity <= 0) return 0;
    return quoteTrade(this.state(cityId, itemId), 'sell', quantity).unitPrice * quantity;
  }

  buy(cityId: CityId, itemId: string, quantity: number, skills: TradeSkills): number {
    const trade = this.quoteBuy(cityId, itemId, quantity, skills);
    this.move(cityId, itemId, trade.after);
    return trade.total;
  }

  sell(cityId: CityId, itemId: string, quantity: number): number {
    if (quantity <= 0) return 0;
    // What priceTrade charges a sale: no skill discount applies to selling.
    const trade = quoteTrade(this.state(cityId, itemId), 'sell', quantity);
    this.move(cityId, itemId, trade.after);
    return trade.unitPrice * quantity;
  }

  /** The banker's exchange of a lot (quoteExchange): paid and moved as a sale of it would be. */
  exchange(cityId: CityId, itemId: string, quantity: number): number {
    const quote = quoteExchange(this.state(cityId, itemId), quantity);
    this.move(cityId, itemId, quote.after);
    return quote.copperPaid;
  }

  private move(cityId: CityId, itemId: string, after: { supply: number; demand: number; price: number }): void {
    const market = this.market(cityId, itemId);
    market.state = { ...market.state, ...after };
  }

  private market(cityId: CityId, itemId: string): SimMarket {
    let city = this.markets.get(cityId);
    if (!city) {
      city = new Map();
      this.markets.set(cityId, city);
    }
    const due = Math.floor(this.clock.now() / STEP_MS);
    let market = city.get(itemId);
    if (!market) {
      if (!this.has(cityId, itemId)) throw new Error(`no market for ${itemId} in city ${cityId}`);
      const item = itemById(itemId)!;
      const basePrice = basePriceCopper(item.basePriceSilver, marketModifier(cityId, itemId));
      market = {
        state: { basePrice, supply: 100, demand: 100, volatility: item.volatility, price: basePrice, trend: 'stable' },
        step: due,
        random: seededRandom(hashOf(`${cityId}:${itemId}`) ^ this.seed),
        baseline: item.volatility,
      };
      city.set(itemId, market);
    }
    for (; market.step < due; market.step += 1) {
      const state = market.state;
      market.state = { ...state, ...simulateStep(state, market.random), volatility: relaxVolatility(state.volatility, market.baseline) };
    }
    return market;
  }
}

/** Every good a city market trades. */
export const SIM_GOODS: readonly string[] = MARKET_ITEMS.map((item) => item.id);

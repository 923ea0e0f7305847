import { describe, expect, it } from 'vitest';
import { itemById, TRADE_GOOD_IDS } from '../catalogue/items';
import {
  ARBITRAGE_MIN_PROFIT_COPPER,
  DEMAND_MAX,
  DEMAND_MIN,
  MARKET_EVENT_CHECK_MS,
  MARKET_EVENTS,
  marketModifier,
  PRICE_HISTORY_LIMIT,
  PRICE_UPDATE_MS,
  SUPPLY_MAX,
  SUPPLY_MIN,
  VOLATILITY_MAX,
  type MarketEventKind,
} from '../catalogue/markets';
import {
  appendHistory,
  applyMarketEvent,
  applyTradeImpact,
  arbitrageOpportunities,
  basePriceCopper,
  equilibriumPrice,
  marketCondition,
  priceChange,
  quoteTrade,
  relaxVolatility,
  sellPrice,
  simulateStep,
  trendOf,
  type MarketState,
  type Trend,
} from './market';
import { seededRandom } from './random';

const BASE = 10_000;
const market = (overrides: Partial<MarketState> = {}): MarketState => ({ basePrice: BASE, supply: 100, demand: 100, volatility: 0.05, price: BASE, trend: 'stable', ...overrides });
const event = (kind: MarketEventKind) => MARKET_EVENTS.find((e) => e.kind === kind)!;
const constant = (value: number) => () => value;

describe('the catalogue numbers the simulation runs on (spec 000 §9, 002 §9)', () => {
  it('prices the nine trade goods as the spec does, in silver', () => {
    const spec = { silk: 100, spices: 150, incense: 80, jade: 400, furs: 250, amber: 180, fabric: 200, tools: 300, weapons: 500 };
    expect(Object.fromEntries(TRADE_GOOD_IDS.map((id) => [id, itemById(id)!.basePriceSilver]))).toEqual(spec);
  });

  it('steps every 30 s, checks events every 2 minutes and keeps 100 samples', () => {
    expect(PRICE_UPDATE_MS).toBe(30_000);
    expect(MARKET_EVENT_CHECK_MS).toBe(120_000);
    expect(PRICE_HISTORY_LIMIT).toBe(100);
  });

  it('applies the city modifiers Constantinople 1, Samarkand 1.1, Venice 0.9 to goods without their own factor', () => {
    expect(marketModifier(1, 'coal')).toBe(1);
    expect(marketModifier(2, 'coal')).toBeCloseTo(1.1);
    expect(marketModifier(5, 'coal')).toBeCloseTo(0.9);
  });

  it('rolls events with probability 0.02 to 0.10 and cooldowns of 3 to 10 minutes', () => {
    expect(MARKET_EVENTS.map((e) => e.kind).sort()).toEqual(['caravan-arrival', 'festival', 'route-closure', 'unrest']);
    for (const e of MARKET_EVENTS) {
      expect(e.probability).toBeGreaterThanOrEqual(0.02);
      expect(e.probability).toBeLessThanOrEqual(0.1);
      expect(e.cooldownMs).toBeGreaterThanOrEqual(3 * 60_000);
      expect(e.cooldownMs).toBeLessThanOrEqual(10 * 60_000);
      expect(e.message('Kashgar')).toContain('Kashgar');
    }
  });
});

describe('basePriceCopper', () => {
  it('turns the catalogue silver price and the modifier into whole copper', () => {
    expect(basePriceCopper(100, 1)).toBe(10_000);
    expect(basePriceCopper(100, 1.3)).toBe(13_000);
    expect(basePriceCopper(2, 0.9 * 0.7)).toBe(126);
    expect(basePriceCopper(0.001, 1)).toBe(1);
  });
});

describe('equilibriumPrice', () => {
  it('is the base price when supply meets demand', () => {
    expect(equilibriumPrice(BASE, 100, 100)).toBe(BASE);
  });

  it('rises with demand over supply as base x sqrt(demand / supply)', () => {
    expect(equilibriumPrice(BASE, 100, 144)).toBe(12_000);
    expect(equilibriumPrice(BASE, 144, 100)).toBe(8_333);
  });

  it('never falls below 50% of base nor rises above 200%', () => {
    expect(equilibriumPrice(BASE, SUPPLY_MAX, DEMAND_MIN)).toBe(BASE / 2);
    expect(equilibriumPrice(BASE, SUPPLY_MIN, DEMAND_MAX)).toBe(BASE * 2);
    expect(equilibriumPrice(101, SUPPLY_MAX, DEMAND_MIN)).toBeGreaterThanOrEqual(50.5);
  });
});

describe('sellPrice', () => {
  it('is what city merchants pay: 80% of their asking price, rounded down', () => {
    expect(sellPrice(10_000)).toBe(8_000);
    expect(sellPrice(999)).toBe(799);
  });
});

describe('trendOf', () => {
  const trend = (history: number[]): Trend => trendOf(history);

  it('reads rising above +10% and falling below -10% between the first and last of five samples', () => {
    expect(trend([100, 103, 105, 108, 111])).toBe('rising');
    expect(trend([100, 97, 95, 92, 89])).toBe('falling');
  });

  it('reads exactly +/-10% as stable: the threshold is "above"', () => {
    expect(trend([100, 100, 100, 100, 110])).toBe('stable');
    expect(trend([100, 100, 100, 100, 90])).toBe('stable');
  });

  it('looks at the last five samples only', () => {
    expect(trend([50, 100, 100, 100, 100, 109])).toBe('stable');
    expect(trend([200, 100, 100, 100, 100, 112])).toBe('rising');
  });

  it('is stable without two samples to compare', () => {
    expect(trend([])).toBe('stable');
    expect(trend([100])).toBe('stable');
    expect(trend([100, 150])).toBe('rising');
  });
});

describe('appendHistory', () => {
  it('keeps the newest 100 samples, oldest first', () => {
    let history: number[] = [];
    for (let i = 1; i <= 150; i += 1) history = appendHistory(history, i);
    expect(history).toHaveLength(PRICE_HISTORY_LIMIT);
    expect(history[0]).toBe(51);
    expect(history.at(-1)).toBe(150);
  });
});

describe('simulateStep', () => {
  it('drifts supply and demand 5% back toward 100 when the market is calm', () => {
    const next = simulateStep(market({ supply: 200, demand: 50, volatility: 0 }), constant(0.5));
    expect(next.supply).toBeCloseTo(195);
    expect(next.demand).toBeCloseTo(52.5);
    expect(next.price).toBe(equilibriumPrice(BASE, next.supply, next.demand));
  });

  it('moves supply and demand by at most the volatility share (plus the drift)', () => {
    const up = simulateStep(market({ volatility: 0.1 }), constant(0.999_999));
    const down = simulateStep(market({ volatility: 0.1 }), constant(0));
    expect(up.supply).toBeCloseTo(110, 3);
    expect(down.supply).toBeCloseTo(90, 3);
  });

  it('keeps supply in 10..300, demand in 20..250 and the price in 50%..200% of base under any rolls', () => {
    for (const seed of [1, 2, 3]) {
      const random = seededRandom(seed);
      let state = market({ volatility: VOLATILITY_MAX });
      for (let i = 0; i < 2_000; i += 1) {
        state = { ...state, ...simulateStep(state, random) };
        expect(state.supply).toBeGreaterThanOrEqual(SUPPLY_MIN);
        expect(state.supply).toBeLessThanOrEqual(SUPPLY_MAX);
        expect(state.demand).toBeGreaterThanOrEqual(DEMAND_MIN);
        expect(state.demand).toBeLessThanOrEqual(DEMAND_MAX);
        expect(state.price).toBeGreaterThanOrEqual(BASE / 2);
        expect(state.price).toBeLessThanOrEqual(BASE * 2);
      }
    }
    // A one-sided run pins them at the clamps rather than past them.
    let pinned = market({ volatility: VOLATILITY_MAX });
    for (let i = 0; i < 50; i += 1) pinned = { ...pinned, ...simulateStep(pinned, constant(0)) };
    expect(pinned.supply).toBe(SUPPLY_MIN);
    expect(pinned.demand).toBe(DEMAND_MIN);
  });
});

describe('applyTradeImpact and quoteTrade', () => {
  it('raises the price when players buy and lowers it when they sell', () => {
    const bought = applyTradeImpact(market(), 'buy', 20);
    const sold = applyTradeImpact(market(), 'sell', 20);
    expect(bought.supply).toBe(90);
    expect(bought.demand).toBe(105);
    expect(bought.price).toBeGreaterThan(BASE);
    expect(sold.supply).toBe(110);
    expect(sold.demand).toBe(95);
    expect(sold.price).toBeLessThan(BASE);
  });

  it('stops at the clamps however large the order', () => {
    const bought = applyTradeImpact(market(), 'buy', 999);
    expect(bought).toMatchObject({ supply: SUPPLY_MIN, demand: DEMAND_MAX, price: BASE * 2 });
    const sold = applyTradeImpact(market(), 'sell', 999);
    expect(sold).toMatchObject({ supply: SUPPLY_MAX, demand: DEMAND_MIN, price: BASE / 2 });
  });

  it('charges a buyer between the price before and after the move, and pays a seller 80% of the same between', () => {
    const buy = quoteTrade(market(), 'buy', 50);
    expect(buy.unitPrice).toBeGreaterThan(BASE);
    expect(buy.unitPrice).toBeLessThan(buy.after.price);
    const sell = quoteTrade(market(), 'sell', 50);
    expect(sell.unitPrice).toBeLessThan(sellPrice(BASE));
    expect(sell.unitPrice).toBeGreaterThan(sellPrice(sell.after.price));
  });

  it('prices a lot as its units traded one by one: splitting an order neither saves nor earns (issue 33)', () => {
    const states = [market(), market({ supply: SUPPLY_MIN + 20, demand: DEMAND_MAX - 20 }), market({ supply: SUPPLY_MAX - 40, demand: DEMAND_MIN + 10 })];
    for (const start of states) {
      const state = { ...start, price: equilibriumPrice(start.basePrice, start.supply, start.demand) };
      for (const side of ['buy', 'sell'] as const) {
        const lot = quoteTrade(state, side, 120);
        let chunked = 0;
        let now = state;
        for (let i = 0; i < 12; i += 1) {
          const part = quoteTrade(now, side, 10);
          chunked += part.unitPrice * 10;
          now = { ...now, ...part.after };
        }
        expect(now).toMatchObject(lot.after);
        // Within the rounding of whole copper per unit, per part.
        expect(Math.abs(lot.unitPrice * 120 - chunked)).toBeLessThanOrEqual(12 * 10);
      }
    }
  });

  it('makes buying then selling straight back a loss, whatever the size or the state of the market', () => {
    const states = [market(), market({ supply: SUPPLY_MIN, demand: DEMAND_MAX, price: BASE * 2 }), market({ supply: SUPPLY_MAX, demand: DEMAND_MIN, price: BASE / 2 }), market({ supply: 12, demand: 240 })];
    for (const start of states) {
      const state = { ...start, price: equilibriumPrice(start.basePrice, start.supply, start.demand) };
      for (const quantity of [1, 2, 10, 100, 999]) {
        const buy = quoteTrade(state, 'buy', quantity);
        const sell = quoteTrade({ basePrice: state.basePrice, ...buy.after }, 'sell', quantity);
        expect(sell.unitPrice * quantity).toBeLessThan(buy.unitPrice * quantity);
      }
    }
  });
});

describe('applyMarketEvent (spec 002 §9)', () => {
  it('caravan arrival: supply +20%, so the price falls', () => {
    const next = applyMarketEvent(market(), event('caravan-arrival'));
    expect(next.supply).toBeCloseTo(120);
    expect(next.demand).toBe(100);
    expect(next.price).toBeLessThan(BASE);
  });

  it('route closure: supply -30%, so the price rises, by more than the 10% alert', () => {
    const next = applyMarketEvent(market(), event('route-closure'));
    expect(next.supply).toBeCloseTo(70);
    expect(priceChange(BASE, next.price)).toBeGreaterThan(0.1);
  });

  it('festival: demand +25%, so the price rises', () => {
    const next = applyMarketEvent(market(), event('festival'));
    expect(next.demand).toBeCloseTo(125);
    expect(next.supply).toBe(100);
    expect(next.price).toBeGreaterThan(BASE);
  });

  it('unrest: volatility +40%, never beyond the maximum; prices stay put until the next step', () => {
    const next = applyMarketEvent(market({ volatility: 0.1 }), event('unrest'));
    expect(next.volatility).toBeCloseTo(0.14);
    expect(next.price).toBe(BASE);
    expect(applyMarketEvent(market({ volatility: 0.45 }), event('unrest')).volatility).toBe(VOLATILITY_MAX);
  });

  it('respects the supply and demand clamps', () => {
    expect(applyMarketEvent(market({ supply: 12 }), event('route-closure')).supply).toBe(SUPPLY_MIN);
    expect(applyMarketEvent(market({ supply: 290 }), event('caravan-arrival')).supply).toBe(SUPPLY_MAX);
    expect(applyMarketEvent(market({ demand: 240 }), event('festival')).demand).toBe(DEMAND_MAX);
  });
});

describe('relaxVolatility', () => {
  it('settles an event-stirred volatility back to the good’s own and stays there', () => {
    let volatility = 0.14;
    for (let i = 0; i < 14; i += 1) volatility = relaxVolatility(volatility, 0.1);
    expect(volatility).toBeGreaterThan(0.1);
    expect(volatility).toBeLessThan(0.122);
    for (let i = 0; i < 200; i += 1) volatility = relaxVolatility(volatility, 0.1);
    expect(volatility).toBe(0.1);
    expect(relaxVolatility(0.1, 0.1)).toBe(0.1);
  });
});

describe('priceChange', () => {
  it('is the relative move, and zero from nothing', () => {
    expect(priceChange(100, 112)).toBeCloseTo(0.12);
    expect(priceChange(100, 85)).toBeCloseTo(-0.15);
    expect(priceChange(0, 50)).toBe(0);
  });
});

describe('arbitrageOpportunities', () => {
  const quote = (cityId: number, itemId: string, currentPrice: number) => ({ cityId, itemId, currentPrice, sellPrice: sellPrice(currentPrice) });

  it('buys at one city’s asking price and sells at what another’s merchants pay, best first', () => {
    const found = arbitrageOpportunities([quote(3, 'silk', 7_000), quote(1, 'silk', 13_000), quote(5, 'silk', 14_400), quote(3, 'jade', 26_000), quote(5, 'jade', 54_000)], ARBITRAGE_MIN_PROFIT_COPPER);
    expect(found.map((o) => [o.itemId, o.buyCityId, o.sellCityId, o.profitMargin])).toEqual([
      ['jade', 3, 5, 43_200 - 26_000],
      ['silk', 3, 5, 11_520 - 7_000],
      ['silk', 3, 1, 10_400 - 7_000],
    ]);
    expect(found[1]).toMatchObject({ buyPrice: 7_000, sellPrice: 11_520, profitPercent: 64.6 });
  });

  it('keeps only carries that earn at least 10 silver per unit', () => {
    const at = arbitrageOpportunities([quote(1, 'silk', 10_000), quote(2, 'silk', 13_750)], ARBITRAGE_MIN_PROFIT_COPPER);
    expect(at.map((o) => o.profitMargin)).toEqual([1_000]);
    expect(arbitrageOpportunities([quote(1, 'silk', 10_000), quote(2, 'silk', 13_749)], ARBITRAGE_MIN_PROFIT_COPPER)).toEqual([]);
  });

  it('never pairs a city with itself nor one good with another', () => {
    expect(arbitrageOpportunities([quote(1, 'silk', 100), { cityId: 1, itemId: 'silk', currentPrice: 100, sellPrice: 5_000 }, quote(2, 'jade', 90_000)], 1)).toEqual([]);
  });
});

describe('marketCondition', () => {
  const markets = (rising: number, falling: number, stable: number, volatility = 0.05) =>
    [...Array<Trend>(rising).fill('rising'), ...Array<Trend>(falling).fill('falling'), ...Array<Trend>(stable).fill('stable')].map((trend) => ({ trend, volatility, baselineVolatility: 0.05 }));

  it('reads the net share of rising over falling markets', () => {
    expect(marketCondition(markets(3, 0, 7))).toBe('bull');
    expect(marketCondition(markets(2, 0, 8))).toBe('growing');
    expect(marketCondition(markets(1, 0, 9))).toBe('growing');
    expect(marketCondition(markets(1, 1, 8))).toBe('stable');
    expect(marketCondition(markets(0, 1, 9))).toBe('bear');
    expect(marketCondition(markets(0, 0, 0))).toBe('stable');
  });

  it('reads volatile when prices pull both ways or events stirred volatility 25% above the goods’ own', () => {
    expect(marketCondition(markets(3, 3, 4))).toBe('volatile');
    expect(marketCondition(markets(0, 0, 10, 0.0625))).toBe('volatile');
    expect(marketCondition(markets(0, 0, 10, 0.06))).toBe('stable');
  });
});

import { describe, expect, it } from 'vitest';
import { equilibriumPrice, quoteTrade } from './market';
import { startingSkills } from './player-defaults';
import { priceTrade, withinPriceLimit } from './trade-pricing';

const market = { basePrice: 10_000, supply: 100, demand: 100, price: equilibriumPrice(10_000, 100, 100) };

describe('priceTrade', () => {
  it('prices a buy at the shared quote with no discount for starting skills', () => {
    const priced = priceTrade(market, 'buy', 10, startingSkills());
    expect(priced.discount).toBe(0);
    expect(priced.unitPrice).toBe(quoteTrade(market, 'buy', 10).unitPrice);
    expect(priced.total).toBe(priced.unitPrice * 10);
  });

  it('takes the skill discount off purchases, rounded up, and never off sales', () => {
    const skilled = { ...startingSkills(), trading: { level: 6, experience: 0 }, negotiation: { level: 6, experience: 0 }, diplomacy: { level: 6, experience: 0 } };
    const buy = priceTrade(market, 'buy', 1, skilled);
    expect(buy.discount).toBeCloseTo(0.2);
    expect(buy.unitPrice).toBe(Math.ceil(quoteTrade(market, 'buy', 1).unitPrice * 0.8));
    const sell = priceTrade(market, 'sell', 1, skilled);
    expect(sell.discount).toBe(0);
    expect(sell.unitPrice).toBe(quoteTrade(market, 'sell', 1).unitPrice);
  });

  it('never lets the best discount turn buying and selling straight back into a profit', () => {
    const skilled = { ...startingSkills(), trading: { level: 20, experience: 0 }, negotiation: { level: 20, experience: 0 }, diplomacy: { level: 20, experience: 0 } };
    for (const quantity of [1, 10, 100, 999]) {
      const buy = priceTrade(market, 'buy', quantity, skilled);
      const sell = priceTrade({ ...market, ...buy.after }, 'sell', quantity, skilled);
      expect(sell.total).toBeLessThanOrEqual(buy.total);
    }
  });
});

describe('withinPriceLimit', () => {
  it('holds a buyer to their most and a seller to their least', () => {
    expect(withinPriceLimit('buy', 100, 100)).toBe(true);
    expect(withinPriceLimit('buy', 101, 100)).toBe(false);
    expect(withinPriceLimit('sell', 100, 100)).toBe(true);
    expect(withinPriceLimit('sell', 99, 100)).toBe(false);
  });
});

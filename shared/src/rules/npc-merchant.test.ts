import { describe, expect, it } from 'vitest';
import { itemById } from '../catalogue/items';
import { marketModifier } from '../catalogue/markets';
import { npcById } from '../catalogue/npcs';
import { gameDayAt, REAL_MS_PER_GAME_DAY } from './game-clock';
import { journeyDurationMs } from './journey';
import { basePriceCopper, quoteTrade, sellPrice } from './market';
import {
  MAX_REPUTATION_DISCOUNT,
  MERCHANT_STOCK,
  merchantPurchaseCost,
  merchantQuote,
  merchantStock,
  npcPriceFloor,
  npcReputationDiscount,
  priceJitter,
  RESTOCK_MS_PER_UNIT,
  restockedLevel,
  SPECIAL_OFFER_DISCOUNT,
  specialOfferItem,
} from './npc-merchant';
import { priceTrade } from './trade-pricing';
import { quoteExchange, flagsTakenByJourney, journeyDurationWithFlags, encounterChanceWithFlags, startingJourneyDurationMs } from './npc-services';

const NOON = Date.UTC(2026, 10, 21, 13);
const DAY = gameDayAt(NOON);

describe('merchants’ stock (issue 20)', () => {
  it('gives each merchant 3 to 5 goods of the catalogue, and each innkeeper provisions', () => {
    for (const [npcId, goods] of Object.entries(MERCHANT_STOCK)) {
      const npc = npcById(npcId);
      expect(npc, npcId).toBeDefined();
      expect(npc!.services.some((s) => s === 'trade' || s === 'lodging'), npcId).toBe(true);
      for (const good of goods) expect(itemById(good.itemId)?.marketable, `${npcId} ${good.itemId}`).toBe(true);
      if (npc!.type === 'merchant') expect(goods.length).toBeGreaterThanOrEqual(3);
      expect(goods.length).toBeLessThanOrEqual(5);
    }
    expect(merchantStock('nikephoros-kamateros').slice(0, 3)).toEqual([
      { itemId: 'silk', maxQuantity: 50, priceSilver: 100 },
      { itemId: 'spices', maxQuantity: 30, priceSilver: 150 },
      { itemId: 'incense', maxQuantity: 20, priceSilver: 80 },
    ]);
    expect(merchantStock('eudokia-xiphilina').map((g) => g.itemId)).toEqual(['travelers-bread', 'bread']);
    expect(merchantStock('leo-argyros')).toEqual([]);
  });
});

describe('merchant prices', () => {
  it('jitter by at most 10% per good per game day, the same for everyone, and change with the day', () => {
    const factors = new Set<number>();
    for (let day = DAY; day < DAY + 50; day += 1) {
      const factor = priceJitter('li-wenxiu', 'silk', day);
      expect(factor).toBeGreaterThanOrEqual(0.9);
      expect(factor).toBeLessThanOrEqual(1.1);
      expect(priceJitter('li-wenxiu', 'silk', day)).toBe(factor);
      factors.add(factor);
    }
    expect(factors.size).toBeGreaterThan(40);
    expect(gameDayAt(NOON + REAL_MS_PER_GAME_DAY)).toBe(DAY + 1);
  });

  it('put one good of each merchant on special offer each day, at 30% off above the floor', () => {
    const silk = merchantStock('li-wenxiu').find((g) => g.itemId === 'silk')!;
    let day = DAY;
    while (specialOfferItem('li-wenxiu', day) !== 'silk') day += 1;
    // Kashgar's market pays little for silk: the special is 30% off the day's price.
    const quote = merchantQuote('li-wenxiu', silk, { day, reputation: 0, marketPriceCopper: 7_000 });
    expect(quote.specialUnitPriceCopper).toBe(Math.ceil(Math.round(10_000 * priceJitter('li-wenxiu', 'silk', day)) * (1 - SPECIAL_OFFER_DISCOUNT)));
    const other = merchantQuote('li-wenxiu', merchantStock('li-wenxiu')[1]!, { day, reputation: 0, marketPriceCopper: null });
    expect(other.specialUnitPriceCopper).toBeNull();
    // At most the player's special units are at the special price, the rest at the day's.
    expect(merchantPurchaseCost(quote, 8, 5)).toEqual({ totalCopper: 5 * quote.specialUnitPriceCopper! + 3 * quote.unitPriceCopper, specialUnits: 5 });
    expect(merchantPurchaseCost(quote, 3, 0)).toEqual({ totalCopper: 3 * quote.unitPriceCopper, specialUnits: 0 });
  });

  it('take 1% off per 10 reputation, at most 10%', () => {
    expect([0, 9, 10, 55, 100, 1_000, -5].map(npcReputationDiscount)).toEqual([0, 0, 0.01, 0.05, 0.1, MAX_REPUTATION_DISCOUNT, 0]);
    const silk = merchantStock('li-wenxiu')[0]!;
    const plain = merchantQuote('li-wenxiu', silk, { day: DAY, reputation: 0, marketPriceCopper: 7_000 });
    const honoured = merchantQuote('li-wenxiu', silk, { day: DAY, reputation: 100, marketPriceCopper: 7_000 });
    expect(honoured.unitPriceCopper).toBe(Math.max(plain.floorCopper, Math.ceil(plain.unitPriceCopper * 0.9)));
  });

  it('never go below what the city’s market pays plus a copper, whatever the discounts', () => {
    for (const [npcId, goods] of Object.entries(MERCHANT_STOCK)) {
      const cityId = npcById(npcId)!.cityId;
      for (const good of goods) {
        const base = basePriceCopper(itemById(good.itemId)!.basePriceSilver, marketModifier(cityId, good.itemId));
        // The market as high as it goes (200% of base), and every day's special and the whole reputation discount.
        for (const marketPrice of [Math.round(base * 0.5), base, base * 2]) {
          for (let day = DAY; day < DAY + 20; day += 1) {
            const quote = merchantQuote(npcId, good, { day, reputation: 1_000, marketPriceCopper: marketPrice });
            expect(quote.unitPriceCopper).toBeGreaterThan(sellPrice(marketPrice));
            if (quote.specialUnitPriceCopper !== null) expect(quote.specialUnitPriceCopper).toBeGreaterThan(sellPrice(marketPrice));
          }
        }
      }
    }
    expect(npcPriceFloor(13_000)).toBe(10_401);
    expect(npcPriceFloor(null)).toBe(1);
  });

  it('so buying from a merchant and selling the lot to the market below never pays', () => {
    const silk = merchantStock('nikephoros-kamateros')[0]!;
    const market = { basePrice: 13_000, supply: 100, demand: 100, price: 13_000 };
    for (let day = DAY; day < DAY + 30; day += 1) {
      const quote = merchantQuote('nikephoros-kamateros', silk, { day, reputation: 1_000, marketPriceCopper: market.price });
      for (const quantity of [1, 5, 50]) {
        const paid = merchantPurchaseCost(quote, quantity, 5).totalCopper;
        expect(quoteTrade(market, 'sell', quantity).unitPrice * quantity).toBeLessThan(paid);
      }
    }
  });
});

describe('restock', () => {
  it('grows back one unit per 10 minutes up to the most, keeping the time toward the next', () => {
    const start = { quantity: 0, restockedAt: NOON };
    expect(restockedLevel(start, 50, NOON + RESTOCK_MS_PER_UNIT - 1)).toEqual(start);
    expect(restockedLevel(start, 50, NOON + 3 * RESTOCK_MS_PER_UNIT + 5)).toEqual({ quantity: 3, restockedAt: NOON + 3 * RESTOCK_MS_PER_UNIT });
    expect(restockedLevel(start, 50, NOON + 100 * RESTOCK_MS_PER_UNIT)).toEqual({ quantity: 50, restockedAt: NOON + 100 * RESTOCK_MS_PER_UNIT });
    // A full counter's clock starts when it is read full: units never pile up while nobody buys.
    expect(restockedLevel({ quantity: 50, restockedAt: NOON }, 50, NOON + 9 * RESTOCK_MS_PER_UNIT)).toEqual({ quantity: 50, restockedAt: NOON + 9 * RESTOCK_MS_PER_UNIT });
  });
});

describe('the banker’s exchange and the road’s services', () => {
  it('exchange at 0.95 of what selling the whole lot would fetch, the market moved as by that sale', () => {
    const market = { basePrice: 10_000, supply: 100, demand: 100, price: 10_000 };
    const one = quoteExchange(market, 1);
    expect(one.copperPaid).toBe(Math.floor(quoteTrade(market, 'sell', 1).unitPrice * 0.95));
    const lot = quoteExchange(market, 100);
    expect(lot.copperPaid).toBeLessThan(100 * one.copperPaid);
    expect(lot.after).toEqual(quoteTrade(market, 'sell', 100).after);
    expect(lot.after.price).toBeLessThan(market.price);
  });

  it('a round trip market -> banker loses at the largest discount, however the buying is split (issue 33)', () => {
    for (const chunk of [1, 5, 20, 135]) {
      let state = { basePrice: 9_000, supply: 100, demand: 100, price: 9_000 };
      let paid = 0;
      for (let bought = 0; bought < 135; bought += chunk) {
        const trade = priceTrade(state, 'buy', chunk, { trading: { level: 6, experience: 0 }, negotiation: { level: 6, experience: 0 }, diplomacy: { level: 6, experience: 0 } });
        paid += trade.total;
        state = { ...state, ...trade.after };
      }
      expect(quoteExchange(state, 135).copperPaid).toBeLessThan(paid);
    }
  });

  it('a passage halves its kind of journey, and secret routes the encounter chance', () => {
    expect(flagsTakenByJourney(['guide', 'land_transport', 'sea_transport', 'secret_routes'], true)).toEqual(['guide', 'sea_transport', 'secret_routes']);
    expect(flagsTakenByJourney(['land_transport', 'sea_transport'], false)).toEqual(['land_transport']);
    expect(journeyDurationWithFlags(60 * 60_000, ['guide'])).toBe(60 * 60_000);
    expect(journeyDurationWithFlags(60 * 60_000, ['sea_transport'])).toBe(30 * 60_000);
    // The planner's time is the server's: a ship hired halves the way to Venice, not the road to Baghdad.
    expect(startingJourneyDurationMs(journeyDurationMs(30), [1, 5], ['sea_transport'])).toBe(journeyDurationMs(30) / 2);
    expect(startingJourneyDurationMs(journeyDurationMs(45), [1, 4], ['sea_transport'])).toBe(journeyDurationMs(45));
    expect(startingJourneyDurationMs(journeyDurationMs(45), [1, 4], ['land_transport', 'guide'])).toBe(journeyDurationMs(45) / 2);
    expect(encounterChanceWithFlags(0.4, ['secret_routes'])).toBe(0.2);
    expect(encounterChanceWithFlags(0.4, ['guide'])).toBe(0.4);
  });
});

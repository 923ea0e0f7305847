import { startingSkills, type Skills } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../net/api-client';
import { marketEntry } from './market-entry-fixture';
import { applyMarketUpdate, applyPriceChange, applyTradeRecord } from './market-entries';
import { headlineGoods, orderMarket, supplyDemandFill, supplyDemandRatio, TREND_ARROWS } from './market-display';
import { buildPortfolio } from './portfolio';
import { chartGeometry, withLivePrice } from './price-chart';
import { parseQuantity } from './quantity';
import { previewTrade, priceLimitFor } from './trade-preview';
import { describeTradeFailure, tradeSuccessLine } from './trade-texts';

function skilled(level: number): Skills {
  const skills = startingSkills();
  return { ...skills, trading: { level, experience: 0 }, negotiation: { level, experience: 0 }, diplomacy: { level, experience: 0 } };
}

describe('trade preview', () => {
  it('prices one unit at about the market price, and a large order higher (it moves the market)', () => {
    const one = previewTrade(marketEntry(), 'buy', 1, startingSkills());
    expect(one.unitPrice).toBeGreaterThanOrEqual(13_000);
    expect(one.unitPrice).toBeLessThan(13_100);
    const many = previewTrade(marketEntry(), 'buy', 50, startingSkills());
    expect(many.unitPrice).toBeGreaterThan(one.unitPrice * 1.05);
    expect(many.total).toBe(many.unitPrice * 50);
  });

  it('takes the skill discount off purchases only', () => {
    const plain = previewTrade(marketEntry(), 'buy', 1, startingSkills());
    const expert = previewTrade(marketEntry(), 'buy', 1, skilled(3));
    expect(expert.discount).toBeCloseTo(0.08);
    expect(expert.unitPrice).toBe(Math.ceil(plain.unitPrice * 0.92));
    expect(previewTrade(marketEntry(), 'sell', 1, skilled(3)).discount).toBe(0);
    expect(previewTrade(marketEntry(), 'sell', 1, startingSkills()).unitPrice).toBeLessThanOrEqual(10_400);
  });

  it('limits a buy to 5% above the shown price and a sale to 5% below', () => {
    expect(priceLimitFor('buy', 10_000)).toBe(10_500);
    expect(priceLimitFor('sell', 10_000)).toBe(9_500);
    expect(priceLimitFor('sell', 1)).toBe(1);
  });
});

describe('quantity input', () => {
  it('falls back to 1 for non-numbers, refuses zero and less, caps at 999, cuts fractions', () => {
    expect(parseQuantity('abc')).toBe(1);
    expect(parseQuantity('')).toBe(1);
    expect(parseQuantity(' 5 ')).toBe(5);
    expect(parseQuantity('0')).toBeNull();
    expect(parseQuantity('-3')).toBeNull();
    expect(parseQuantity('5000')).toBe(999);
    expect(parseQuantity('2.7')).toBe(2);
  });
});

describe('trade texts', () => {
  it('logs a purchase and a sale with their totals', () => {
    expect(tradeSuccessLine({ type: 'buy', quantity: 5, itemName: 'Silk', total_cost: 65_020, price_per_unit: 13_004 })).toBe('Bought 5 Silk for 6g 50s 20c');
    expect(tradeSuccessLine({ type: 'sell', quantity: 2, itemName: 'Amber', total_revenue: 28_800, price_per_unit: 14_400 })).toBe('Sold 2 Amber for 2g 88s');
  });

  it('tells a refusal (the server message) from a failure on the way', () => {
    const refused = describeTradeFailure(new ApiError('Insufficient gold for this trade', 409, 'INSUFFICIENT_FUNDS'), 'buy', 'Jade');
    expect(refused).toEqual({ line: 'Failed to buy Jade', message: 'Insufficient gold for this trade' });
    const offline = describeTradeFailure(new ApiError('Cannot connect to server. Please check your connection.', 0), 'sell', 'Silk');
    expect(offline.line).toBe('Error: Cannot connect to server. Please check your connection.');
    expect(describeTradeFailure(null, 'sell', 'Silk').message).toBe('Trade failed');
  });
});

describe('market display', () => {
  it('draws trends as arrows and caps the supply/demand ratio at 2', () => {
    expect(TREND_ARROWS).toEqual({ rising: '▲', falling: '▼', stable: '▬' });
    expect(supplyDemandRatio(100, 100)).toBe(1);
    expect(supplyDemandRatio(300, 20)).toBe(2);
    expect(supplyDemandRatio(10, 0)).toBe(2);
    expect(supplyDemandFill(50, 100)).toBe(0.25);
  });

  it('lists the trade goods first, in trade-id order', () => {
    const list = [marketEntry({ itemId: 'wheat', itemName: 'Wheat' }), marketEntry({ itemId: 'jade', itemName: 'Jade' }), marketEntry({ itemId: 'coal', itemName: 'Coal' }), marketEntry()];
    expect(orderMarket(list).map((e) => e.itemId)).toEqual(['silk', 'jade', 'coal', 'wheat']);
    expect(headlineGoods(list).map((e) => e.itemId)).toEqual(['silk', 'jade']);
  });

  it('applies live updates of its own city only, and our trade’s new price', () => {
    const market = [marketEntry(), marketEntry({ itemId: 'jade', itemName: 'Jade' })];
    const updated = applyMarketUpdate(market, 1, { cityId: 1, itemId: 'jade', marketData: marketEntry({ itemId: 'jade', itemName: 'Jade', currentPrice: 50_000 }) });
    expect(updated[1]!.currentPrice).toBe(50_000);
    expect(applyMarketUpdate(market, 1, { cityId: 4, itemId: 'jade', marketData: marketEntry({ cityId: 4 }) })).toEqual(market);
    const changed = applyPriceChange(market, 1, { cityId: 1, itemId: 'silk', newPrice: 15_000, trend: 'rising' });
    expect(changed[0]).toMatchObject({ currentPrice: 15_000, sellPrice: 12_000, trend: 'rising' });
    expect(applyTradeRecord(market, { cityId: 1, itemId: 'silk', marketPrice: 13_500 })[0]).toMatchObject({ currentPrice: 13_500, sellPrice: 10_800 });
  });
});

describe('portfolio', () => {
  it('values holdings at the merchants’ prices here; tools and goods not traded here have no value', () => {
    const result = buildPortfolio({ silk: 3, pickaxe: 1, jade: 0 }, [marketEntry()]);
    expect(result.holdings.map((h) => [h.name, h.value])).toEqual([
      ['Silk', 31_200],
      ['Pickaxe', 0],
    ]);
    expect(result.goodsValue).toBe(31_200);
    expect(result.unpriced).toBe(1);
  });
});

describe('price chart', () => {
  const box = { width: 200, height: 100, padX: 10, padY: 10 };

  it('puts the oldest sample left, the cheapest low', () => {
    const chart = chartGeometry([100, 200, 150], box)!;
    expect(chart.points).toEqual([
      { x: 10, y: 90 },
      { x: 100, y: 10 },
      { x: 190, y: 50 },
    ]);
    expect(chart.line).toBe('M10 90 L100 10 L190 50');
    expect(chart.area.endsWith('L190 90 L10 90 Z')).toBe(true);
  });

  it('ends the line at the live price, once', () => {
    const history = [{ price: 100, volume: 0, recordedAt: 'a' }];
    expect(withLivePrice(history, { currentPrice: 100, lastUpdated: 'b' })).toEqual(history);
    expect(withLivePrice(history, { currentPrice: 120, lastUpdated: 'b' }).map((s) => s.price)).toEqual([100, 120]);
    expect(withLivePrice([], { currentPrice: 90, lastUpdated: 'b' })).toEqual([{ price: 90, volume: 0, recordedAt: 'b' }]);
    expect(withLivePrice(history, null)).toEqual(history);
  });

  it('centres a flat or single-sample series, and draws nothing without samples', () => {
    expect(chartGeometry([5, 5], box)!.points.map((p) => p.y)).toEqual([50, 50]);
    // One known price is a level line across the whole chart.
    expect(chartGeometry([5], box)!.points).toEqual([
      { x: box.padX, y: 50 },
      { x: box.width - box.padX, y: 50 },
    ]);
    expect(chartGeometry([], box)).toBeNull();
  });
});

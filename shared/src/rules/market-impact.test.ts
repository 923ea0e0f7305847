import { describe, expect, it } from 'vitest';
import { activityMarketImpacts } from './market-impact';

const HOUR = 3_600_000;

describe('market impacts of activities (001 §9)', () => {
  it('blacksmithing: supply +1 per unit for 24 h', () => {
    expect(activityMarketImpacts('blacksmithing', { 'iron-nails': 15, hammer: 1 })).toEqual([
      { itemId: 'iron-nails', supplyChange: 15, demandChange: 0, durationMs: 24 * HOUR },
      { itemId: 'hammer', supplyChange: 1, demandChange: 0, durationMs: 24 * HOUR },
    ]);
  });

  it('crafting: 0.01 per unit for 12 h; alchemy +1 for 48 h; textiles +1 for 36 h', () => {
    expect(activityMarketImpacts('crafting', { 'wood-handle': 2 })).toEqual([{ itemId: 'wood-handle', supplyChange: 0.02, demandChange: 0, durationMs: 12 * HOUR }]);
    expect(activityMarketImpacts('alchemy', { 'healing-potion': 3 })).toEqual([{ itemId: 'healing-potion', supplyChange: 3, demandChange: 0, durationMs: 48 * HOUR }]);
    expect(activityMarketImpacts('textiles', { silk: 1 })).toEqual([{ itemId: 'silk', supplyChange: 1, demandChange: 0, durationMs: 36 * HOUR }]);
  });

  it('trading moves only information goods: 0.5 supply and 1 demand per unit for 24 h', () => {
    expect(activityMarketImpacts('trading', { 'market-report': 2, grain: 8 })).toEqual([{ itemId: 'market-report', supplyChange: 1, demandChange: 2, durationMs: 24 * HOUR }]);
  });

  it('cooking moves only food: 0.02 per unit for 24 h', () => {
    expect(activityMarketImpacts('cooking', { bread: 5 })).toEqual([{ itemId: 'bread', supplyChange: 0.1, demandChange: 0, durationMs: 24 * HOUR }]);
  });

  it('mining and logging move nothing', () => {
    expect(activityMarketImpacts('mining', { stone: 3 })).toEqual([]);
    expect(activityMarketImpacts('logging', { logs: 3 })).toEqual([]);
  });
});

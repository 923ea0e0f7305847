import { describe, expect, it } from 'vitest';
import { professionActionById } from '../catalogue/profession-actions';
import { resolveAction } from './action-outcome';
import { sequenceRandom } from './random';

const action = (id: string) => professionActionById(id)!;

describe('resolving an action', () => {
  it('a mining success: outputs by chance at catalogue value, the action’s XP', () => {
    // Rate 0.7: 0.5 succeeds; coal 0.4 < 0.5 yes, copper 0.7 >= 0.6 no, iron 0.3 < 0.4 yes.
    const result = resolveAction(action('surface-mining'), { level: 1, terrain: 'hills', weather: 'clear', season: 'summer' }, sequenceRandom([0.5, 0.4, 0.7, 0.3]));
    expect(result).toEqual({
      success: true,
      items: [
        { itemId: 'stone', quantity: 3, unitValueCopper: 300 },
        { itemId: 'coal', quantity: 2, unitValueCopper: 800 },
        { itemId: 'iron-ore', quantity: 1, unitValueCopper: 1500 },
      ],
      xpGained: 10,
      message: 'Surface Mining succeeded: 6 items worth 40s',
      totalValueCopper: 4000,
      successRate: 0.7,
      marketCondition: null,
      marketImpacts: [],
    });
  });

  it('a failure: nothing made, the spec’s text, 30% of the XP', () => {
    const result = resolveAction(action('surface-mining'), { level: 1, terrain: 'hills', weather: 'clear', season: 'summer' }, sequenceRandom([0.7]));
    expect(result).toMatchObject({ success: false, items: [], xpGained: 3, message: 'Mining attempt failed - the vein was exhausted or tools broke.', totalValueCopper: 0 });
  });

  it('a trade rolls its market first: a bull market makes 0.88 certain', () => {
    // Condition 0 is bull; success 0.99 < 1; the map's 0.05 is missed at 0.5; the report's spread 0.9: 1500 x 1.1 x 0.9 = 1485.
    const result = resolveAction(action('market-analysis'), { level: 1, terrain: 'plains', weather: 'clear', season: 'summer' }, sequenceRandom([0, 0.99, 0.5, 0]));
    expect(result).toMatchObject({
      success: true,
      successRate: 1,
      marketCondition: 'bull',
      items: [{ itemId: 'market-report', quantity: 1, unitValueCopper: 1485 }],
      xpGained: 15,
      marketImpacts: [{ itemId: 'market-report', supplyChange: 0.5, demandChange: 1, durationMs: 24 * 3_600_000 }],
    });
  });

  it('a given market condition is not rolled; a failed trade earns 40%', () => {
    const result = resolveAction(action('market-analysis'), { level: 1, terrain: 'plains', weather: 'clear', season: 'summer', marketCondition: 'bear' }, sequenceRandom([0.75]));
    expect(result).toMatchObject({ success: false, marketCondition: 'bear', xpGained: 6 });
    expect(result.successRate).toBeCloseTo(0.748, 10);
  });

  it('a smith’s success adds the value and rarity bonuses', () => {
    // Weapon forging at level 3: rate 0.8; two draws; blade certain, weapons at 0.15 (0.1 hits, then 0.9 misses).
    // Blade 12000c x (1 + 3 x 0.08) x 1.0 = 14880; weapons 50000c x 1.24 x 1.0 = 62000;
    // total 2 x 14880 + 62000 = 91760c, 917.6 silver.
    // XP 35 + 20 (over 500) + 2 x 12 (uncommon blades) + 25 (rare weapons) = 104.
    const result = resolveAction(action('weapon-forging'), { level: 3, terrain: 'plains', weather: 'clear', season: 'summer' }, sequenceRandom([0.1, 0.1, 0.9, 0.5, 0.5]));
    expect(result.items).toEqual([
      { itemId: 'iron-sword-blade', quantity: 2, unitValueCopper: 14_880 },
      { itemId: 'weapons', quantity: 1, unitValueCopper: 62_000 },
    ]);
    expect(result.totalValueCopper).toBe(91_760);
    expect(result.xpGained).toBe(104);
  });
});

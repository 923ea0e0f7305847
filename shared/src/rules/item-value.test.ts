import { describe, expect, it } from 'vitest';
import { madeItemValueCopper } from './item-value';
import { sequenceRandom } from './random';

describe('item value (001 §9): base x (1 + level x factor) x spread, in copper', () => {
  it('blacksmithing: factor 0.08, spread 0.85..1.15', () => {
    // Iron nails 2 silver = 200c; level 5: x1.4; random 0.5 gives a spread of 0.85 + 0.5 x 0.3 = 1.0.
    expect(madeItemValueCopper('iron-nails', 'blacksmithing', 5, sequenceRandom([0.5]))).toBe(280);
    // Random 0 is the low end: 200 x 1.4 x 0.85 = 238.
    expect(madeItemValueCopper('iron-nails', 'blacksmithing', 5, sequenceRandom([0]))).toBe(238);
  });

  it('alchemy: factor 0.12, spread 0.75..1.25', () => {
    // Healing potion 100 silver = 10000c; level 3: x1.36; spread 0.75: 10200.
    expect(madeItemValueCopper('healing-potion', 'alchemy', 3, sequenceRandom([0]))).toBe(10_200);
  });

  it('crafting: factor 0.06, spread 0.8..1.2; trading: factor 0.1, spread 0.9..1.2', () => {
    // Cotton cloth 30 silver = 3000c; level 5: x1.3; spread 0.8 + 0.25 x 0.4 = 0.9: 3510.
    expect(madeItemValueCopper('cotton-cloth', 'crafting', 5, sequenceRandom([0.25]))).toBe(3510);
    // Market report 15 silver = 1500c; level 1: x1.1; spread 0.9: 1485.
    expect(madeItemValueCopper('market-report', 'trading', 1, sequenceRandom([0]))).toBe(1485);
  });

  it('cooking and textiles use our factors 0.05 and 0.07', () => {
    // Bread 600c at level 2: x1.1, spread 0.9 + 0.5 x 0.2 = 1.0: 660.
    expect(madeItemValueCopper('bread', 'cooking', 2, sequenceRandom([0.5]))).toBe(660);
    // Silk 10000c at level 4: x1.28, spread 0.85 + 0.5 x 0.3 = 1.0: 12800.
    expect(madeItemValueCopper('silk', 'textiles', 4, sequenceRandom([0.5]))).toBe(12_800);
  });

  it('mining and logging goods are worth their catalogue value and take no roll', () => {
    expect(madeItemValueCopper('stone', 'mining', 10, sequenceRandom([]))).toBe(300);
    expect(madeItemValueCopper('logs', 'logging', 6, sequenceRandom([]))).toBe(600);
  });
});

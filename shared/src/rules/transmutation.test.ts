import { describe, expect, it } from 'vitest';
import { TRANSMUTE_METAL_IDS, transmutePlan, transmuteValues, type TransmuteMetalId } from './transmutation';

function ok(plan: ReturnType<typeof transmutePlan>) {
  if (!plan.ok) throw new Error(`expected a plan, got ${plan.reason}`);
  return plan;
}

describe('transmutation (001 §2, 002 §5)', () => {
  it('turns whole batches of metal into another at fixed ratios, a remainder staying with the player', () => {
    expect(ok(transmutePlan('copper', 'silver', 10, 1))).toMatchObject({ batches: 3, consumed: 9, produced: 3, materialItem: 'copper-ore', targetItem: 'silver-ore', costCopper: 30, experience: 6 });
    expect(ok(transmutePlan('silver', 'copper', 5, 1))).toMatchObject({ batches: 5, consumed: 5, produced: 10 });
    expect(ok(transmutePlan('gold', 'silver', 2, 3))).toMatchObject({ consumed: 2, produced: 6, targetItem: 'silver-ore' });
    expect(ok(transmutePlan('copper', 'gold', 100, 3))).toMatchObject({ batches: 8, consumed: 96, produced: 8, targetItem: 'gold-dust' });
  });

  it('refuses the same metal, a quantity too small for one batch, and gold below the alchemy level', () => {
    expect(transmutePlan('silver', 'silver', 10, 9)).toMatchObject({ ok: false, code: 'invalid' });
    expect(transmutePlan('copper', 'silver', 0, 9)).toMatchObject({ ok: false, code: 'invalid' });
    expect(transmutePlan('copper', 'silver', 2, 1)).toEqual({ ok: false, code: 'not-enough', reason: 'It takes 3 Copper Ore to make Silver Ore' });
    expect(transmutePlan('silver', 'gold', 8, 2)).toEqual({ ok: false, code: 'level', reason: 'Alchemy skill too low (Requires Alchemy 3)' });
    expect(transmutePlan('gold', 'copper', 1, 2)).toMatchObject({ ok: false, code: 'level' });
  });

  it('never makes metal worth more than it took, for every pair and quantity', () => {
    for (const material of TRANSMUTE_METAL_IDS) {
      for (const target of TRANSMUTE_METAL_IDS) {
        if (material === target) continue;
        for (let quantity = 1; quantity <= 100; quantity++) {
          const plan = transmutePlan(material, target, quantity, 20);
          if (!plan.ok) {
            expect(plan.code).toBe('not-enough');
            continue;
          }
          const values = transmuteValues(plan);
          expect(values.out, `${quantity} ${material} -> ${target}`).toBeLessThan(values.in);
          expect(plan.consumed).toBeLessThanOrEqual(quantity);
        }
      }
    }
  });

  it('loses on every round trip', () => {
    const pairs: [TransmuteMetalId, TransmuteMetalId][] = [
      ['copper', 'silver'],
      ['silver', 'gold'],
      ['copper', 'gold'],
    ];
    for (const [low, high] of pairs) {
      const up = ok(transmutePlan(low, high, 60, 20));
      const down = ok(transmutePlan(high, low, up.produced, 20));
      expect(down.produced).toBeLessThan(up.consumed);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { professionActionById } from '../catalogue/profession-actions';
import type { ProfessionId } from '../catalogue/professions';
import { outputCount, rollActionOutputs } from './action-output';
import { sequenceRandom } from './random';

function counts(profession: ProfessionId, levels: number[]): number[] {
  return levels.map((level) => outputCount(profession, level));
}

describe('output count (001 §9)', () => {
  const LEVELS = [1, 2, 3, 4, 5, 6, 8, 9, 20];

  it('blacksmithing: 1 up to level 2, 2 up to 5, else 3, plus floor(level/4), at most 3', () => {
    // L3: 2 + 0; L4: 2 + 1; L5: 2 + 1.
    expect(counts('blacksmithing', LEVELS)).toEqual([1, 1, 2, 3, 3, 3, 3, 3, 3]);
  });

  it('crafting: thresholds 2 and 4, plus floor(level/3), at most 3', () => {
    // L3: 2 + 1.
    expect(counts('crafting', LEVELS)).toEqual([1, 1, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('trading: 1 up to level 3, else 2, plus 1 from level 6, at most 2', () => {
    expect(counts('trading', LEVELS)).toEqual([1, 1, 1, 2, 2, 2, 2, 2, 2]);
  });

  it('alchemy: thresholds 2 and 5, plus floor(level/3), at most 3', () => {
    expect(counts('alchemy', LEVELS)).toEqual([1, 1, 3, 3, 3, 3, 3, 3, 3]);
  });

  it('cooking and textiles: 1, plus 1 each at levels 3, 6 and 9', () => {
    expect(counts('cooking', LEVELS)).toEqual([1, 1, 2, 2, 2, 3, 3, 4, 4]);
    expect(counts('textiles', LEVELS)).toEqual([1, 1, 2, 2, 2, 3, 3, 4, 4]);
  });

  it('mining and logging: one draw', () => {
    expect(counts('mining', LEVELS)).toEqual(LEVELS.map(() => 1));
    expect(counts('logging', LEVELS)).toEqual(LEVELS.map(() => 1));
  });
});

describe('rolling the outputs', () => {
  it('adds every certain output and rolls the uncertain ones in catalogue order', () => {
    // Surface mining: stone 3 always; coal 2 at 0.5 (0.4 hits), copper 2 at 0.6 (0.7 misses), iron 1 at 0.4 (0.3 hits).
    const made = rollActionOutputs(professionActionById('surface-mining')!, 1, sequenceRandom([0.4, 0.7, 0.3]));
    expect(made).toEqual({ stone: 3, coal: 2, 'iron-ore': 1 });
  });

  it('makes one draw per output count, each with its own rolls', () => {
    // Basic forging at level 3 is 2 draws: 15 nails each, and each tool at 0.25.
    const made = rollActionOutputs(professionActionById('basic-forging')!, 3, sequenceRandom([0.1, 0.9, 0.9, 0.9, 0.9, 0.9, 0.2, 0.9]));
    expect(made).toEqual({ 'iron-nails': 30, pickaxe: 1, hammer: 1 });
  });

  it('rolls the better tiers only from their level', () => {
    const porridge = professionActionById('basic-cooking')!;
    // Level 1: one draw, no tier rolled, so no randomness asked for.
    expect(rollActionOutputs(porridge, 1, sequenceRandom([]))).toEqual({ 'berry-porridge': 3 });
    // Level 5: two draws; the second tier (0.15) is rolled, the top tier (level 7) is not.
    expect(rollActionOutputs(porridge, 5, sequenceRandom([0.1, 0.5]))).toEqual({ 'berry-porridge': 6, 'hearty-stew': 1 });
    // Level 7: both rolled; 0.04 is under the top tier's 0.05.
    expect(rollActionOutputs(porridge, 7, sequenceRandom([0.9, 0.04, 0.9, 0.9, 0.9, 0.9]))).toEqual({ 'berry-porridge': 9, 'spiced-pilaf': 1 });
  });
});

import { describe, expect, it } from 'vitest';
import { stationRecipeById } from '../catalogue/recipes';
import { sequenceRandom } from './random';
import { discoveryCandidates, recipesUnlockedByConditions, rollDiscovery, unlockConditionMet, type UnlockContext } from './recipe-discovery';

const recipe = (id: string) => stationRecipeById(id)!;

describe('discoveries (002 §9: chance 0.1 per craft)', () => {
  it('finds the unknown recipes near a craft: sharing an ingredient or tool, or using its result', () => {
    // Iron nails use iron-ingot and a hammer and make nails.
    expect(discoveryCandidates(recipe('iron-nails'), new Set()).map((r) => r.id)).toEqual(['iron-sword-blade', 'wooden-chest', 'steel-sword', 'silver-ring', 'master-hammer']);
    expect(discoveryCandidates(recipe('iron-nails'), new Set(['iron-sword-blade', 'wooden-chest'])).map((r) => r.id)).toEqual(['steel-sword', 'silver-ring', 'master-hammer']);
  });

  it('discovers on a roll under 0.1, picking among the candidates', () => {
    expect(rollDiscovery(recipe('iron-nails'), new Set(), sequenceRandom([0.1]))).toBeNull();
    expect(rollDiscovery(recipe('iron-nails'), new Set(), sequenceRandom([0.05, 0]))).toEqual({
      type: 'recipe',
      value: 'iron-sword-blade',
      rarity: 'uncommon',
      description: 'Discovered a new recipe: Iron Sword Blade',
    });
    expect(rollDiscovery(recipe('iron-nails'), new Set(), sequenceRandom([0.05, 0.99]))).toMatchObject({ value: 'master-hammer', rarity: 'rare' });
  });

  it('turns a discovery with nothing near into 100 knowledge points', () => {
    // Only the healing elixir is near the basic potion; once it is known, nothing is.
    expect(discoveryCandidates(recipe('basic-healing-potion'), new Set()).map((r) => r.id)).toEqual(['healing-elixir']);
    expect(rollDiscovery(recipe('basic-healing-potion'), new Set(['healing-elixir']), sequenceRandom([0.01]))).toEqual({
      type: 'knowledge',
      value: 100,
      rarity: 'common',
      description: 'Your craft taught you something: +100 knowledge',
    });
  });
});

describe('unlock conditions (002 §5)', () => {
  const NOBODY: UnlockContext = { playerLevel: 1, discovered: new Set(), craftingExperience: 0, inventory: {} };

  it('checks level, recipe, skill and item conditions', () => {
    expect(unlockConditionMet({ type: 'level', value: 5, description: '' }, { ...NOBODY, playerLevel: 5 })).toBe(true);
    expect(unlockConditionMet({ type: 'level', value: 5, description: '' }, NOBODY)).toBe(false);
    expect(unlockConditionMet({ type: 'recipe', value: 'iron-nails', description: '' }, NOBODY)).toBe(true); // known from the start
    expect(unlockConditionMet({ type: 'recipe', value: 'steel-sword', description: '' }, NOBODY)).toBe(false);
    expect(unlockConditionMet({ type: 'skill', value: 400, description: '' }, { ...NOBODY, craftingExperience: 400 })).toBe(true);
    expect(unlockConditionMet({ type: 'item', value: 'compass', description: '' }, { ...NOBODY, inventory: { compass: 1 } })).toBe(true);
  });

  it('unlocks the recipes whose conditions are all met', () => {
    expect(recipesUnlockedByConditions(NOBODY)).toEqual([]);
    expect(recipesUnlockedByConditions({ ...NOBODY, craftingExperience: 400 }).map((r) => r.id)).toEqual(['iron-sword-blade']);
    expect(recipesUnlockedByConditions({ ...NOBODY, craftingExperience: 1600 }).map((r) => r.id)).toEqual([
      'iron-sword-blade',
      'wooden-chest',
      'premium-silk-thread',
      'silver-ring',
      'exotic-spice-blend',
    ]);
    // The steel sword needs the blade known as well as level 10's 8100 experience.
    expect(recipesUnlockedByConditions({ ...NOBODY, craftingExperience: 8100 }).map((r) => r.id)).not.toContain('steel-sword');
    expect(recipesUnlockedByConditions({ ...NOBODY, craftingExperience: 8100, discovered: new Set(['iron-sword-blade', 'healing-elixir']) }).map((r) => r.id)).toEqual([
      'wooden-chest',
      'premium-silk-thread',
      'steel-sword',
      'moonlight-elixir',
      'silver-ring',
      'master-hammer',
      'exotic-spice-blend',
    ]);
  });
});

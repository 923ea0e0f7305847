import { describe, expect, it } from 'vitest';
import { professionRecipeById } from '../catalogue/recipes';
import { professionRecipeCheck, professionRecipeQueueMs, professionRecipeSuccessRate, professionRecipeTimeMs } from './profession-recipe';

const recipe = (id: string) => professionRecipeById(id)!;

describe('Professions window recipes', () => {
  it('need a quantity of 1 to 99, the level and the ingredients for the whole quantity', () => {
    const bread = recipe('bread');
    expect(professionRecipeCheck(bread, 1, { 'wheat-flour': 4, 'pure-water': 2 }, 0)).toMatchObject({ ok: false, code: 'quantity' });
    expect(professionRecipeCheck(bread, 1, { 'wheat-flour': 400, 'pure-water': 200 }, 100)).toMatchObject({ ok: false, code: 'quantity' });
    expect(professionRecipeCheck(bread, 1, { 'wheat-flour': 3, 'pure-water': 2 }, 2)).toEqual({ ok: false, code: 'ingredients', reason: 'Missing required materials for Bread' });
    expect(professionRecipeCheck(bread, 1, { 'wheat-flour': 4, 'pure-water': 2 }, 2)).toEqual({ ok: true });
    expect(professionRecipeCheck(recipe('spiced-pilaf'), 4, { rice: 2, meat: 1, spices: 1 }, 1)).toEqual({ ok: false, code: 'level', reason: 'Cooking skill too low (Requires Cooking 5)' });
  });

  it('succeed 2% more per level above the recipe, at most 98%', () => {
    const potion = recipe('healing-potion');
    expect(professionRecipeSuccessRate(potion, 1)).toBeCloseTo(0.8, 10);
    expect(professionRecipeSuccessRate(potion, 4)).toBeCloseTo(0.86, 10); // 0.8 + 3 x 0.02
    expect(professionRecipeSuccessRate(potion, 20)).toBeCloseTo(0.98, 10); // 0.8 + 0.38, capped
  });

  it('go 5% faster per level above the recipe, never under half the time; a queue entry is the time times the quantity', () => {
    const potion = recipe('healing-potion');
    expect(professionRecipeTimeMs(potion, 1)).toBe(5000);
    expect(professionRecipeTimeMs(potion, 4)).toBe(4250); // 5000 x 0.85
    expect(professionRecipeTimeMs(potion, 20)).toBe(2500);
    expect(professionRecipeQueueMs(potion, 1, 3)).toBe(15_000);
  });
});

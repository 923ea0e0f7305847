import { describe, expect, it } from 'vitest';
import { stationRecipeById } from '../catalogue/recipes';
import { activeCombinations, boostedQuality, craftMultipliers, stationCraftCheck, stationCraftPlan, type StationCraftContext } from './station-crafting';

const recipe = (id: string) => stationRecipeById(id)!;
const BLADE_KIT = { 'iron-ingot': 3, coal: 2, hammer: 1 };
const READY: StationCraftContext = { discovered: new Set(['iron-sword-blade']), craftingExperience: 400, inventory: BLADE_KIT, benchTiers: { blacksmithing: 1 } };

describe('crafting at a station (002 §5)', () => {
  it('needs the recipe known, the crafting level, the bench and every requirement, in that order', () => {
    const blade = recipe('iron-sword-blade');
    expect(stationCraftCheck(blade, { ...READY, discovered: new Set() })).toEqual({ ok: false, code: 'not-discovered', reason: 'Recipe not discovered yet' });
    // 399 experience is crafting level 2; the blade is a simple weapon (3+).
    expect(stationCraftCheck(blade, { ...READY, craftingExperience: 399 })).toEqual({ ok: false, code: 'level', reason: 'Requires crafting level 3' });
    expect(stationCraftCheck(blade, { ...READY, benchTiers: { alchemy: 3 } })).toEqual({ ok: false, code: 'bench', reason: 'Needs a tier 1 blacksmithing bench (Anvil) in your workshop' });
    expect(stationCraftCheck(blade, { ...READY, inventory: { 'iron-ingot': 1 } })).toEqual({
      ok: false,
      code: 'missing',
      reason: 'Cannot craft Iron Sword Blade - Missing: 2x Iron Ingot, 2x Coal, 1x Hammer',
    });
    expect(stationCraftCheck(blade, READY)).toEqual({ ok: true });
  });

  it('knows the basic recipes from the start and takes a higher bench tier for a lower one', () => {
    expect(stationCraftCheck(recipe('iron-nails'), { discovered: new Set(), craftingExperience: 0, inventory: { 'iron-ingot': 1, hammer: 1 }, benchTiers: { blacksmithing: 3 } })).toEqual({ ok: true });
  });

  it('consumes the materials and keeps the tools', () => {
    expect(stationCraftPlan(recipe('iron-sword-blade'), BLADE_KIT).consumed).toEqual({ 'iron-ingot': 3, coal: 2 });
  });

  it('applies the combination effects whose trigger items are held', () => {
    const blade = recipe('iron-sword-blade');
    expect(activeCombinations(blade, BLADE_KIT)).toEqual([]);
    expect(activeCombinations(blade, { ...BLADE_KIT, 'master-hammer': 1 }).map((e) => e.id)).toEqual(['masters-touch']);
    // 1.5 alone lifts no tier: floor(1.5 - 1) = 0.
    expect(stationCraftPlan(blade, { ...BLADE_KIT, 'master-hammer': 1 }).quality).toBe('common');
    // 1.5 x 1.4 = 2.1: one tier up.
    const both = stationCraftPlan(blade, { ...BLADE_KIT, 'master-hammer': 1, 'quenching-oil': 1 });
    expect(both.quality).toBe('good');
    expect(both).toMatchObject({ durationMs: 300_000, quantity: 1, experience: 75 });
  });

  it('speeds, multiplies and teaches: time / speed, floor(quantity x boost), XP x boost', () => {
    // Steady heat 1.25: 450 s becomes 360 s.
    expect(stationCraftPlan(recipe('healing-elixir'), { 'temperature-gauge': 1 }).durationMs).toBe(360_000);
    // Fine comb 1.5: 2 threads become 3.
    expect(stationCraftPlan(recipe('basic-silk-thread'), { 'precision-comb': 1 }).quantity).toBe(3);
    // Spice aroma 1.2 and hot oven 1.2: 20 XP becomes 24, 120 s becomes 100 s.
    expect(stationCraftPlan(recipe('travelers-bread'), { 'exotic-spice-blend': 1, 'cooking-pot': 1 })).toMatchObject({ experience: 24, durationMs: 100_000 });
  });

  it('raises the quality by floor(multiplier - 1), never past legendary', () => {
    expect(boostedQuality('common', 1.99)).toBe('common');
    expect(boostedQuality('common', 2)).toBe('good');
    expect(boostedQuality('good', 3.2)).toBe('masterwork');
    expect(boostedQuality('masterwork', 5)).toBe('legendary');
    expect(craftMultipliers([])).toEqual({ quality: 1, speed: 1, quantity: 1, experience: 1 });
  });
});

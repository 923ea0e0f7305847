import { describe, expect, it } from 'vitest';
import { CROP_TYPES } from './farming';
import { MARKET_ITEMS } from './items';
import { PROFESSION_ACTIONS } from './profession-actions';
import { PROFESSION_RECIPES, STATION_RECIPES } from './recipes';
import { RESOURCE_TYPES } from './resources';

/** A way to make something: what it needs (held or consumed) and what it gives. */
interface Maker {
  name: string;
  needs: string[];
  makes: string[];
}

const MAKERS: Maker[] = [
  ...PROFESSION_ACTIONS.map((a) => ({ name: `action ${a.id}`, needs: [...a.tools, ...Object.keys(a.materials)], makes: a.outputs.map((o) => o.itemId) })),
  ...STATION_RECIPES.map((r) => ({ name: `station recipe ${r.id}`, needs: r.requirements.map((q) => q.itemId), makes: [r.result.itemId] })),
  ...PROFESSION_RECIPES.map((r) => ({ name: `profession recipe ${r.id}`, needs: Object.keys(r.ingredients), makes: Object.keys(r.products) })),
  ...CROP_TYPES.map((c) => ({ name: `crop ${c.id}`, needs: [c.seedItemId], makes: [c.yieldItemId] })),
];

/**
 * What a player can come by without a starter kit: gathered from resource nodes or bought at a
 * market, then whatever the actions and recipes make from those, until nothing new appears.
 */
function obtainable(): Set<string> {
  const have = new Set<string>([...RESOURCE_TYPES.map((r) => r.itemId), ...MARKET_ITEMS.map((i) => i.id)]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const maker of MAKERS) {
      if (!maker.needs.every((id) => have.has(id))) continue;
      for (const id of maker.makes) {
        if (!have.has(id)) {
          have.add(id);
          grew = true;
        }
      }
    }
  }
  return have;
}

describe('the crafting economy', () => {
  it('can obtain every tool, material and ingredient: gathered, bought, or made by an action or recipe', () => {
    const have = obtainable();
    const stuck = MAKERS.filter((maker) => !maker.needs.every((id) => have.has(id))).map((maker) => `${maker.name} needs ${maker.needs.filter((id) => !have.has(id)).join(', ')}`);
    expect(stuck).toEqual([]);
  });

  it('needs no item that nothing produces', () => {
    const producible = new Set<string>([...RESOURCE_TYPES.map((r) => r.itemId), ...MARKET_ITEMS.map((i) => i.id), ...MAKERS.flatMap((m) => m.makes)]);
    const needed = new Set(MAKERS.flatMap((m) => m.needs));
    expect([...needed].filter((id) => !producible.has(id))).toEqual([]);
  });

  it('makes the four starter tools, which no market sells, at the forge from bought materials', () => {
    const forging = PROFESSION_ACTIONS.find((a) => a.id === 'basic-forging')!;
    expect(forging.tools).toEqual([]);
    for (const tool of ['pickaxe', 'axe', 'hammer', 'saw']) {
      expect(MARKET_ITEMS.some((item) => item.id === tool)).toBe(false);
      expect(forging.outputs.map((o) => o.itemId)).toContain(tool);
    }
  });

  it('goes from gathered ore and wood to an ingot, and from an ingot to a starter tool, at level 1 without a held tool', () => {
    const smelting = PROFESSION_ACTIONS.find((a) => a.id === 'smelting')!;
    const toolMaking = PROFESSION_ACTIONS.find((a) => a.id === 'tool-making')!;
    const gathered = new Set(RESOURCE_TYPES.map((r) => r.itemId));
    for (const action of [smelting, toolMaking]) {
      expect([action.requiredLevel, action.tools]).toEqual([1, []]);
    }
    expect(Object.keys(smelting.materials).every((id) => gathered.has(id))).toBe(true);
    expect(smelting.outputs.filter((o) => o.chance === 1).map((o) => o.itemId)).toEqual(['iron-ingot']);
    expect(Object.keys(toolMaking.materials)).toContain('iron-ingot');
    expect(toolMaking.outputs.filter((o) => o.chance === 1).map((o) => o.itemId)).toEqual(['pickaxe']);
  });
});

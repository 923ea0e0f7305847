import { describe, expect, it } from 'vitest';
import { STARTER_KIT } from '../rules/player-defaults';
import { PROFESSION_MAX_LEVEL } from '../rules/profession-level';
import { WEATHER_CONDITIONS } from '../rules/game-clock';
import { itemById, itemValueCopper } from './items';
import { actionsOfProfession, failureXpMessage, PROFESSION_ACTION_TEXTS, PROFESSION_ACTIONS, professionActionById, type ProfessionAction } from './profession-actions';
import { PROFESSION_IDS, type ProfessionId } from './professions';
import { TERRAINS } from './world';

function table(profession: ProfessionId, columns: (action: ProfessionAction) => unknown[]): Record<string, unknown[]> {
  return Object.fromEntries(actionsOfProfession(profession).map((action) => [action.id, columns(action)]));
}

describe('the profession action catalogue: the spec’s tables (001 §3, §5)', () => {
  it('holds the spec’s number of actions for each of the eight professions', () => {
    const counts = Object.fromEntries(PROFESSION_IDS.map((p) => [p, actionsOfProfession(p).length]));
    expect(counts).toEqual({ mining: 4, logging: 5, blacksmithing: 8, crafting: 8, trading: 7, alchemy: 7, cooking: 7, textiles: 7 });
  });

  it('mining: duration, cost and level as given; mountains or hills, never in storm or snow', () => {
    expect(table('mining', (a) => [a.durationMs / 1000, a.costCopper, a.requiredLevel])).toEqual({
      'surface-mining': [120, 5, 1],
      'deep-mining': [300, 15, 3],
      prospecting: [180, 8, 5],
      quarrying: [240, 10, 2],
    });
    for (const action of actionsOfProfession('mining')) {
      expect(action.terrains).toEqual(['mountains', 'hills']);
      expect(action.forbiddenWeather).toEqual(['storm', 'snow']);
      expect(action.tools).toContain('pickaxe');
    }
  });

  it('logging: levels 1, 3, 6, 4, 5 and costs 5c, 15c, 50c+1s, 25c, 30c in the spec’s order; forest, plains for lumber processing', () => {
    expect(actionsOfProfession('logging').map((a) => [a.requiredLevel, a.costCopper])).toEqual([[1, 5], [3, 15], [6, 150], [4, 25], [5, 30]]);
    expect(table('logging', (a) => [a.terrains, a.forbiddenWeather])).toEqual({
      'tree-felling': [['forest'], ['storm']],
      'hardwood-logging': [['forest'], ['storm']],
      'rare-wood-harvesting': [['forest'], ['storm']],
      'lumber-processing': [['plains'], ['storm', 'rain']],
      'resin-tapping': [['forest'], ['storm', 'rain']],
    });
  });

  it('blacksmithing: level, XP, duration and cost as given; plains or hills', () => {
    expect(table('blacksmithing', (a) => [a.requiredLevel, a.xp, a.durationMs / 1000, a.costCopper])).toEqual({
      'basic-forging': [1, 20, 240, 15],
      'weapon-forging': [3, 35, 360, 150],
      'jewelry-crafting': [5, 50, 480, 300],
      'advanced-smithing': [7, 75, 600, 500],
      'repair-services': [2, 15, 180, 10],
      'specialized-crafting': [6, 60, 420, 225],
      // Ours: the step from ore to ingot, and the starter tools from an ingot (docs/decisions.md).
      smelting: [1, 10, 120, 5],
      'tool-making': [1, 15, 180, 10],
    });
    for (const action of actionsOfProfession('blacksmithing')) expect(action.terrains).toEqual(['plains', 'hills']);
  });

  it('crafting: level, XP and duration as given; plains or hills', () => {
    expect(table('crafting', (a) => [a.requiredLevel, a.xp, a.durationMs / 1000])).toEqual({
      'simple-woodworking': [1, 15, 150],
      'basic-weaving': [1, 18, 200],
      'silk-working': [3, 32, 300],
      'leather-working': [2, 25, 240],
      'garment-making': [4, 40, 360],
      'luxury-crafting': [6, 65, 480],
      'dye-creation': [2, 20, 180],
      'bag-making': [3, 28, 220],
    });
    for (const action of actionsOfProfession('crafting')) expect(action.terrains).toEqual(['plains', 'hills']);
  });

  it('trading: level, XP and duration as given; plains or hills; caravans stay home in a storm', () => {
    expect(table('trading', (a) => [a.requiredLevel, a.xp, a.durationMs / 1000])).toEqual({
      'market-analysis': [1, 15, 120],
      'bulk-purchasing': [2, 25, 180],
      'caravan-trading': [3, 40, 300],
      'speculation-trading': [5, 55, 240],
      'diplomatic-trading': [6, 70, 420],
      'guild-operations': [4, 60, 360],
      'risk-management': [4, 45, 200],
    });
    for (const action of actionsOfProfession('trading')) {
      expect(action.terrains).toEqual(['plains', 'hills']);
      expect(action.forbiddenWeather).toEqual(action.id === 'caravan-trading' ? ['storm'] : []);
    }
  });

  it('alchemy: terrains, weather and the night as given; levels 1, 2, 3, 4, 3, 5, 7; XP 20-100 and 180-600 s', () => {
    expect(table('alchemy', (a) => [a.requiredLevel, a.terrains, [...a.forbiddenWeather].sort(), a.hours])).toEqual({
      'basic-brewing': [1, ['forest', 'hills'], ['storm'], null],
      'herb-distillation': [2, ['forest', 'mountains'], [], null],
      'mineral-transmutation': [3, ['mountains', 'desert'], ['rain', 'storm'], null],
      'advanced-brewing': [4, ['mountains'], ['storm'], { fromHour: 20, toHour: 6 }],
      'poison-brewing': [3, ['desert', 'forest'], [], null],
      'scholarly-research': [5, ['plains'], [], null],
      'master-transmutation': [7, ['mountains'], ['rain', 'storm'], { fromHour: 20, toHour: 6 }],
    });
    for (const action of actionsOfProfession('alchemy')) {
      expect(action.xp).toBeGreaterThanOrEqual(20);
      expect(action.xp).toBeLessThanOrEqual(100);
      expect(action.durationMs).toBeGreaterThanOrEqual(180_000);
      expect(action.durationMs).toBeLessThanOrEqual(600_000);
    }
  });

  it('cooking: the spec’s minimum levels; gourmet and feasts on the plains; XP 15-120 and 120-600 s', () => {
    expect(table('cooking', (a) => [a.requiredLevel])).toEqual({
      'basic-cooking': [1],
      'bread-baking': [2],
      'meat-preparation': [3],
      'seafood-preparation': [3],
      preservation: [4],
      'gourmet-cooking': [6],
      'feast-preparation': [8],
    });
    for (const id of ['gourmet-cooking', 'feast-preparation']) {
      expect(professionActionById(id)).toMatchObject({ terrains: ['plains'], terrainReason: 'Requires advanced kitchen facilities (near cities)' });
    }
    for (const action of actionsOfProfession('cooking')) {
      expect(action.xp).toBeGreaterThanOrEqual(15);
      expect(action.xp).toBeLessThanOrEqual(120);
      expect(action.durationMs).toBeGreaterThanOrEqual(120_000);
      expect(action.durationMs).toBeLessThanOrEqual(600_000);
    }
  });

  it('textiles: the popup’s seven actions in order, their levels, the city workshop and the silk season; XP 15-150, 120-1800 s, at most 10 silver', () => {
    expect(table('textiles', (a) => [a.requiredLevel])).toEqual({
      'basic-spinning': [1],
      'simple-weaving': [2],
      'silk-processing': [3],
      'advanced-weaving': [4],
      'luxury-clothing': [6],
      'carpet-making': [7],
      'master-textiles': [9],
    });
    expect(Object.keys(table('textiles', () => []))).toEqual(['basic-spinning', 'simple-weaving', 'silk-processing', 'advanced-weaving', 'luxury-clothing', 'carpet-making', 'master-textiles']);
    for (const id of ['luxury-clothing', 'master-textiles']) {
      expect(professionActionById(id)).toMatchObject({ terrains: ['plains'], terrainReason: 'Requires city workshop (plains terrain)' });
    }
    expect(professionActionById('silk-processing')!.seasons).toEqual({ seasons: ['spring', 'summer'], levelOutside: 5 });
    for (const action of actionsOfProfession('textiles')) {
      expect(action.xp).toBeGreaterThanOrEqual(15);
      expect(action.xp).toBeLessThanOrEqual(150);
      expect(action.durationMs).toBeGreaterThanOrEqual(120_000);
      expect(action.durationMs).toBeLessThanOrEqual(1_800_000);
      expect(action.costCopper).toBeLessThanOrEqual(1_000);
    }
    expect(professionActionById('basic-spinning')!.costCopper).toBe(0);
  });

  it('cooking and textiles outputs have the better tiers: 15% from level 5, 5% from level 7', () => {
    for (const action of [...actionsOfProfession('cooking'), ...actionsOfProfession('textiles')]) {
      const tiers = action.outputs.filter((output) => output.chance < 1).map((output) => [output.chance, output.minLevel]);
      expect(tiers, action.id).toEqual([[0.15, 5], [0.05, 7]]);
    }
  });
});

describe('the profession action catalogue: consistency', () => {
  it('has unique hyphenated ids, found by id', () => {
    const ids = PROFESSION_ACTIONS.map((a) => a.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const action of PROFESSION_ACTIONS) {
      expect(action.id).toMatch(/^[a-z]+(-[a-z]+)*$/);
      expect(professionActionById(action.id)).toBe(action);
    }
    expect(professionActionById('basic_forging')).toBeUndefined();
  });

  it('uses whole positive durations, whole non-negative costs (free only for the two first steps) and levels within 1..max', () => {
    for (const action of PROFESSION_ACTIONS) {
      expect(Number.isInteger(action.durationMs) && action.durationMs > 0, action.id).toBe(true);
      expect(Number.isInteger(action.costCopper) && action.costCopper >= 0, action.id).toBe(true);
      expect(Number.isInteger(action.xp) && action.xp > 0, action.id).toBe(true);
      expect(Number.isInteger(action.requiredLevel), action.id).toBe(true);
      expect(action.requiredLevel).toBeGreaterThanOrEqual(1);
      expect(action.requiredLevel).toBeLessThanOrEqual(PROFESSION_MAX_LEVEL);
      if (action.seasons?.levelOutside) expect(action.seasons.levelOutside).toBeLessThanOrEqual(PROFESSION_MAX_LEVEL);
    }
    expect(PROFESSION_ACTIONS.filter((a) => a.costCopper === 0).map((a) => a.id)).toEqual(['basic-cooking', 'basic-spinning']);
  });

  it('names only items of the catalogue, each with a value, in tools, materials and outputs', () => {
    for (const action of PROFESSION_ACTIONS) {
      const ids = [...action.tools, ...Object.keys(action.materials), ...action.outputs.map((o) => o.itemId)];
      for (const id of ids) {
        expect(itemById(id), `${action.id}: ${id}`).toBeDefined();
        expect(itemValueCopper(id), `${action.id}: ${id}`).toBeGreaterThan(0);
      }
      for (const quantity of Object.values(action.materials)) expect(Number.isInteger(quantity) && quantity > 0).toBe(true);
    }
  });

  it('gives every action at least one certain output, chances within (0, 1], whole counts', () => {
    for (const action of PROFESSION_ACTIONS) {
      expect(action.outputs.some((o) => o.chance === 1 && o.minLevel <= action.requiredLevel), action.id).toBe(true);
      for (const output of action.outputs) {
        expect(output.chance).toBeGreaterThan(0);
        expect(output.chance).toBeLessThanOrEqual(1);
        expect(Number.isInteger(output.count) && output.count > 0).toBe(true);
      }
    }
  });

  it('uses the world map’s terrains and the game clock’s weather', () => {
    for (const action of PROFESSION_ACTIONS) {
      expect(action.terrains.length, action.id).toBeGreaterThan(0);
      for (const terrain of action.terrains) expect(TERRAINS).toContain(terrain);
      for (const weather of action.forbiddenWeather) expect(WEATHER_CONDITIONS).toContain(weather);
    }
  });

  it('lets every profession be tried with the starter kit’s tools: a level-1 action needs no other tool', () => {
    for (const profession of PROFESSION_IDS) {
      const first = actionsOfProfession(profession).filter((a) => a.requiredLevel === 1 && a.tools.every((tool) => (STARTER_KIT[tool] ?? 0) > 0));
      expect(first.length, profession).toBeGreaterThan(0);
    }
  });

  it('has the spec’s texts for every profession', () => {
    expect(PROFESSION_ACTION_TEXTS.mining.terrain).toBe('Cannot mine here! Look for mountains or hills.');
    expect(PROFESSION_ACTION_TEXTS.blacksmithing.failure).toBe('Smithing failed - materials were wasted or forge temperature was incorrect.');
    expect(PROFESSION_ACTION_TEXTS.textiles.blocked).toBe('Cannot perform this textile operation under current conditions.');
    for (const profession of PROFESSION_IDS) expect(PROFESSION_ACTION_TEXTS[profession].failure).toMatch(/failed/);
    expect(failureXpMessage(4)).toBe('Gained 4 XP from the attempt');
  });
});

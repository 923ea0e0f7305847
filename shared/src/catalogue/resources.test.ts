import { describe, expect, it } from 'vitest';
import { itemById } from './items';
import { isProfessionId } from './professions';
import { RESOURCE_TYPES, resourceTypeById } from './resources';

describe('the resource catalogue', () => {
  it('holds the spec’s ten types with their gather time, respawn time and size (001 §3, 002 §9)', () => {
    const table = Object.fromEntries(RESOURCE_TYPES.map((t) => [t.id, [t.baseGatherTimeMs, t.respawnTimeMs, t.maxQuantity]]));
    expect(table).toEqual({
      wood: [3000, 300000, 10],
      'iron-ore': [4000, 600000, 8],
      'copper-ore': [3500, 480000, 10],
      stone: [2500, 240000, 15],
      'healing-herbs': [2000, 180000, 12],
      'magic-mushrooms': [3000, 420000, 6],
      cotton: [2500, 360000, 15],
      'silk-fiber': [4500, 900000, 4],
      'wild-berries': [1500, 150000, 20],
      gems: [8000, 1800000, 2],
    });
  });

  it('gives every type a profession and an item of the catalogue, with hyphenated ids', () => {
    for (const type of RESOURCE_TYPES) {
      expect(isProfessionId(type.profession), type.id).toBe(true);
      expect(itemById(type.itemId), type.itemId).toBeDefined();
      expect(type.id).not.toContain('_');
      expect(resourceTypeById(type.id)).toBe(type);
    }
    expect(resourceTypeById('iron_ore')).toBeUndefined();
  });

  it('maps ore and stone to mining, wood to logging, herbs to alchemy, fibres to textiles, berries to cooking', () => {
    const professions = Object.fromEntries(RESOURCE_TYPES.map((t) => [t.id, t.profession]));
    expect(professions).toEqual({
      wood: 'logging',
      'iron-ore': 'mining',
      'copper-ore': 'mining',
      stone: 'mining',
      gems: 'mining',
      'healing-herbs': 'alchemy',
      'magic-mushrooms': 'alchemy',
      cotton: 'textiles',
      'silk-fiber': 'textiles',
      'wild-berries': 'cooking',
    });
  });
});

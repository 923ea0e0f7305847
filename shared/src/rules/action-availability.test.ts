import { describe, expect, it } from 'vitest';
import { professionActionById } from '../catalogue/profession-actions';
import { actionAvailability, availableActions, inHourWindow, type ActionConditions } from './action-availability';

const action = (id: string) => professionActionById(id)!;

const BASE: ActionConditions = { level: 1, inventory: {}, copper: 100_000, terrain: 'plains', weather: 'clear', timeOfDay: 12, season: 'summer' };
function check(id: string, over: Partial<ActionConditions>) {
  return actionAvailability(action(id), { ...BASE, ...over });
}

describe('action availability (001 §5), with the spec’s texts', () => {
  it('refuses the wrong terrain with the profession’s text, the action’s own, or the general one', () => {
    expect(check('surface-mining', { terrain: 'plains', inventory: { pickaxe: 1 } })).toEqual({ available: false, code: 'terrain', reason: 'Cannot mine here! Look for mountains or hills.' });
    expect(check('tree-felling', { terrain: 'hills' })).toMatchObject({ reason: 'Cannot log here! Look for forests or wooded hills.' });
    expect(check('basic-forging', { terrain: 'desert' })).toMatchObject({ reason: 'No forge available! Look for cities and towns.' });
    expect(check('gourmet-cooking', { terrain: 'hills', level: 6 })).toMatchObject({ reason: 'Requires advanced kitchen facilities (near cities)' });
    expect(check('luxury-clothing', { terrain: 'hills', level: 6 })).toMatchObject({ reason: 'Requires city workshop (plains terrain)' });
    expect(check('basic-brewing', { terrain: 'plains' })).toMatchObject({ reason: 'Requires: forest or hills terrain' });
    expect(check('lumber-processing', { terrain: 'forest' })).toMatchObject({ reason: 'Requires: plains terrain' });
  });

  it('refuses forbidden weather', () => {
    expect(check('surface-mining', { terrain: 'hills', weather: 'snow' })).toEqual({ available: false, code: 'weather', reason: 'Cannot work in snow weather' });
    expect(check('mineral-transmutation', { terrain: 'desert', weather: 'rain', level: 3 })).toMatchObject({ reason: 'Cannot work in rain weather' });
    expect(check('basic-cooking', { weather: 'storm' })).toMatchObject({ reason: 'Cannot cook in storm weather' });
    expect(check('caravan-trading', { weather: 'storm', level: 3 })).toMatchObject({ code: 'weather' });
    expect(check('market-analysis', { weather: 'storm' })).toEqual({ available: true });
  });

  it('keeps the night actions to 20:00-06:00', () => {
    const night = { terrain: 'mountains' as const, level: 4, inventory: { alembic: 1, 'temperature-gauge': 1, 'healing-herb': 2, 'magic-mushroom': 2, 'moonflower-petals': 1 } };
    expect(check('advanced-brewing', { ...night, timeOfDay: 12 })).toEqual({ available: false, code: 'time-of-day', reason: 'Requires nighttime (20:00-06:00)' });
    expect(check('advanced-brewing', { ...night, timeOfDay: 19.99 })).toMatchObject({ code: 'time-of-day' });
    expect(check('advanced-brewing', { ...night, timeOfDay: 20 })).toEqual({ available: true });
    expect(check('advanced-brewing', { ...night, timeOfDay: 3.5 })).toEqual({ available: true });
    expect(check('advanced-brewing', { ...night, timeOfDay: 6 })).toMatchObject({ code: 'time-of-day' });
    expect(inHourWindow({ fromHour: 9, toHour: 18 }, 18)).toBe(false);
    expect(inHourWindow({ fromHour: 9, toHour: 18 }, 9)).toBe(true);
  });

  it('processes silk from level 3 in spring and summer, and only from level 5 out of season', () => {
    const silk = { inventory: { 'precision-comb': 1, 'silk-cocoon': 4 } };
    expect(check('silk-processing', { ...silk, level: 3, season: 'spring' })).toEqual({ available: true });
    expect(check('silk-processing', { ...silk, level: 4, season: 'autumn' })).toEqual({ available: false, code: 'season', reason: 'Silk cocoons unavailable (need Spring/Summer)' });
    expect(check('silk-processing', { ...silk, level: 5, season: 'winter' })).toEqual({ available: true });
    expect(check('silk-processing', { ...silk, level: 2, season: 'summer' })).toMatchObject({ code: 'level', reason: 'Textiles skill too low (Requires Textiles 3)' });
  });

  it('needs the player’s real level in the profession', () => {
    expect(check('weapon-forging', { level: 2 })).toEqual({ available: false, code: 'level', reason: 'Blacksmithing skill too low (Requires Blacksmithing 3)' });
  });

  it('needs every tool held', () => {
    expect(check('deep-mining', { terrain: 'hills', level: 3, inventory: { pickaxe: 1 } })).toEqual({ available: false, code: 'tools', reason: 'Need Mining Lamp!' });
    expect(check('simple-weaving', { level: 2, inventory: { 'cotton-yarn': 3 } })).toMatchObject({ reason: 'Missing required materials or tools' });
    expect(check('meat-preparation', { level: 3, inventory: { meat: 2, salt: 1 } })).toMatchObject({ reason: 'Missing required ingredients or tools' });
  });

  it('needs every material in its quantity', () => {
    expect(check('basic-forging', { inventory: { 'iron-ingot': 1 } })).toEqual({ available: false, code: 'materials', reason: 'Missing required materials for Basic Forging' });
    expect(check('basic-brewing', { terrain: 'forest', inventory: { 'healing-herb': 1, 'pure-water': 1 } })).toMatchObject({ reason: 'Missing required materials' });
  });

  it('needs the cost in the purse', () => {
    const forge = { inventory: { 'iron-ingot': 1, 'wood-handle': 1 } };
    expect(check('basic-forging', { ...forge, copper: 14 })).toEqual({ available: false, code: 'money', reason: 'Insufficient funds: 15c needed' });
    expect(check('basic-forging', { ...forge, copper: 15 })).toEqual({ available: true });
  });

  it('lists what a player could start now', () => {
    const ids = availableActions('mining', { ...BASE, terrain: 'mountains', level: 2, inventory: { pickaxe: 1, hammer: 1 } }).map((a) => a.id);
    expect(ids).toEqual(['surface-mining', 'quarrying']);
    expect(availableActions('mining', { ...BASE, terrain: 'mountains', level: 2, inventory: {} })).toEqual([]);
  });
});

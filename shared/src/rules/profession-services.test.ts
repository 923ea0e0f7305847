import { describe, expect, it } from 'vitest';
import { itemById } from '../catalogue/items';
import { professionActionById } from '../catalogue/profession-actions';
import { COMMISSIONABLE_ITEM_IDS, commissionTerms, isRepairable, REPAIR_ACTION_ID, REPAIRABLE_ITEM_IDS } from './profession-services';

describe('repairs', () => {
  it('are the forge’s Repair Services action', () => {
    expect(professionActionById(REPAIR_ACTION_ID)?.profession).toBe('blacksmithing');
  });

  it('take Tools and every held tool the catalogue names, nothing else', () => {
    for (const tool of ['tools', 'pickaxe', 'axe', 'hammer', 'saw', 'mining-lamp', 'hand-loom', 'compass']) expect(isRepairable(tool)).toBe(true);
    for (const other of ['iron-ingot', 'silk', 'healing-potion', 'no-such-item']) expect(isRepairable(other)).toBe(false);
    expect(REPAIRABLE_ITEM_IDS.every((id) => itemById(id) !== undefined)).toBe(true);
  });
});

describe('commissions', () => {
  it('offer the marketable goods of the crafting actions, chance outputs included', () => {
    expect(COMMISSIONABLE_ITEM_IDS).toEqual(expect.arrayContaining(['wood-handle', 'cotton-cloth', 'leather-boots', 'saddle', 'cotton-tunic', 'silk-robe', 'jewelry-box', 'dye', 'leather-bag']));
    expect(COMMISSIONABLE_ITEM_IDS.every((id) => itemById(id)?.marketable)).toBe(true);
    expect(COMMISSIONABLE_ITEM_IDS).not.toContain('iron-nails');
  });

  it('cost 1.5 times the catalogue value and last as long as the quickest action that makes the item', () => {
    expect(commissionTerms('cotton-tunic')).toEqual({ itemId: 'cotton-tunic', priceCopper: 13_500, durationMs: 360_000 });
    expect(commissionTerms('precision-comb')).toEqual({ itemId: 'precision-comb', priceCopper: 3_000, durationMs: 150_000 });
    expect(commissionTerms('healing-potion')).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { itemValueCopper } from '../catalogue/items';
import { fitsInInventory, INVENTORY_SLOTS, slotsFor, slotsUsed } from './inventory';

describe('inventory slots', () => {
  it('counts each kind in stacks of its maxStack (silk 100, jade 50, weapons 10)', () => {
    expect(slotsFor('silk', 100)).toBe(1);
    expect(slotsFor('silk', 101)).toBe(2);
    expect(slotsFor('jade', 120)).toBe(3);
    expect(slotsFor('weapons', 10)).toBe(1);
    expect(slotsFor('silk', 0)).toBe(0);
    expect(slotsUsed({ silk: 150, jade: 1, weapons: 11 })).toBe(2 + 1 + 2);
  });

  it('lets goods in only while the 40 main slots hold them', () => {
    const full = { stone: INVENTORY_SLOTS * 200 };
    expect(slotsUsed(full)).toBe(INVENTORY_SLOTS);
    expect(fitsInInventory(full, 'silk', 1)).toBe(false);
    const oneFree = { stone: (INVENTORY_SLOTS - 1) * 200 };
    expect(fitsInInventory(oneFree, 'silk', 100)).toBe(true);
    expect(fitsInInventory(oneFree, 'silk', 101)).toBe(false);
    // Topping up a partial stack takes no new slot.
    expect(fitsInInventory({ ...full, stone: INVENTORY_SLOTS * 200 - 5 }, 'stone', 5)).toBe(true);
  });
});

describe('itemValueCopper', () => {
  it('is the catalogue base price in copper, 0 for an unknown item', () => {
    expect(itemValueCopper('silk')).toBe(10_000);
    expect(itemValueCopper('wheat-seeds')).toBe(200);
    expect(itemValueCopper('no-such-thing')).toBe(0);
  });
});

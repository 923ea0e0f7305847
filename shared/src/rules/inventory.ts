import { itemById } from '../catalogue/items';

/** 40 slots plus 8 quick slots (DESIGN §2); trades fill the 40 main slots. */
export const INVENTORY_SLOTS = 40;
export const QUICK_SLOTS = 8;

/** Slots one item kind takes: its quantity in stacks of its maxStack. */
export function slotsFor(itemId: string, quantity: number): number {
  const maxStack = itemById(itemId)?.maxStack ?? 999;
  return quantity <= 0 ? 0 : Math.ceil(quantity / maxStack);
}

export function slotsUsed(inventory: Readonly<Record<string, number>>): number {
  return Object.entries(inventory).reduce((sum, [itemId, quantity]) => sum + slotsFor(itemId, quantity), 0);
}

/**
 * The room rule of goods coming in (a purchase, a product): refused only when they open another
 * stack (opensStack) and the main slots then hold more than INVENTORY_SLOTS (overfull), so a
 * stack already held can always grow within its slot.
 */
export function opensStack(itemId: string, held: number, quantity: number): boolean {
  return slotsFor(itemId, held + quantity) !== slotsFor(itemId, held);
}

export function overfull(inventory: Readonly<Record<string, number>>): boolean {
  return slotsUsed(inventory) > INVENTORY_SLOTS;
}

/** Whether `quantity` more of `itemId` fits in the main slots. */
export function fitsInInventory(inventory: Readonly<Record<string, number>>, itemId: string, quantity: number): boolean {
  const current = inventory[itemId] ?? 0;
  return slotsUsed(inventory) - slotsFor(itemId, current) + slotsFor(itemId, current + quantity) <= INVENTORY_SLOTS;
}

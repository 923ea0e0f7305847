import { fitsInInventory } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';

export async function inventoryOf(trx: Executor, playerId: string): Promise<Record<string, number>> {
  const rows = await trx.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', playerId).execute();
  return Object.fromEntries(rows.map((r) => [r.item_id, r.quantity]));
}

/**
 * Takes goods out of an inventory. Both statements carry their guard: the row goes when exactly
 * the held quantity is taken, shrinks when more is held, and nothing happens otherwise.
 */
export async function removeItems(trx: Executor, playerId: string, itemId: string, quantity: number): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Refusal('INVALID_QUANTITY');
  const deleted = await trx.deleteFrom('inventory_items').where('player_id', '=', playerId).where('item_id', '=', itemId).where('quantity', '=', quantity).executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 1) return;
  const updated = await trx
    .updateTable('inventory_items')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('player_id', '=', playerId)
    .where('item_id', '=', itemId)
    .where('quantity', '>', quantity)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) throw new Refusal('INSUFFICIENT_ITEMS');
}

/**
 * Puts goods into an inventory if they fit its 40 slots in stacks of each item's maxStack
 * (`ignoreRoom` only where the same transaction empties the inventory again: a reset). Call it
 * inside the transaction that also moves the money: the purse update locks the player's row first
 * (SQLite runs one writer at a time; on PostgreSQL the row lock does the same), so the slot count
 * read here cannot change before the write.
 */
export async function addItems(trx: Executor, playerId: string, itemId: string, quantity: number, options: { ignoreRoom?: boolean } = {}): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Refusal('INVALID_QUANTITY');
  if (!options.ignoreRoom && !fitsInInventory(await inventoryOf(trx, playerId), itemId, quantity)) throw new Refusal('INVENTORY_FULL');
  await trx
    .insertInto('inventory_items')
    .values({ player_id: playerId, item_id: itemId, quantity })
    .onConflict((oc) => oc.columns(['player_id', 'item_id']).doUpdateSet((eb) => ({ quantity: eb('inventory_items.quantity', '+', quantity) })))
    .execute();
}

import { opensStack, overfull } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { statementTemplate } from '../../db/statement-template';
import { Refusal } from '../../http/refusal';

export async function inventoryOf(trx: Executor, playerId: string): Promise<Record<string, number>> {
  const rows = await trx.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', playerId).execute();
  return Object.fromEntries(rows.map((r) => [r.item_id, r.quantity]));
}

const takeFromStack = statementTemplate((trx, quantity: number, playerId: string, itemId: string) =>
  trx
    .updateTable('inventory_items')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('player_id', '=', playerId)
    .where('item_id', '=', itemId)
    .where('quantity', '>', quantity),
);
const takeWholeStack = statementTemplate((trx, playerId: string, itemId: string, quantity: number) =>
  trx.deleteFrom('inventory_items').where('player_id', '=', playerId).where('item_id', '=', itemId).where('quantity', '=', quantity),
);
const putIntoStack = statementTemplate((trx, playerId: string, itemId: string, quantity: number) =>
  trx
    .insertInto('inventory_items')
    .values({ player_id: playerId, item_id: itemId, quantity })
    .onConflict((oc) => oc.columns(['player_id', 'item_id']).doUpdateSet((eb) => ({ quantity: eb('inventory_items.quantity', '+', eb.ref('excluded.quantity')) })))
    .returning('quantity'),
);

/**
 * Takes goods out of an inventory. Both statements carry their guard: the row shrinks when more
 * is held, goes when exactly the held quantity is taken, and nothing happens otherwise. Shrinking
 * is tried first, as most sales leave some behind.
 */
export async function removeItems(trx: Executor, playerId: string, itemId: string, quantity: number): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Refusal('INVALID_QUANTITY');
  const updated = await takeFromStack(trx, quantity, playerId, itemId);
  if (Number(updated.numAffectedRows) === 1) return;
  const deleted = await takeWholeStack(trx, playerId, itemId, quantity);
  if (Number(deleted.numAffectedRows) !== 1) throw new Refusal('INSUFFICIENT_ITEMS');
}

/**
 * Puts goods into an inventory if they fit its 40 slots in stacks of each item's maxStack
 * (`ignoreRoom` only where the same transaction empties the inventory again: a reset). Call it
 * inside the transaction that also moves the money: the purse update locks the player's row first
 * (SQLite runs one writer at a time; on PostgreSQL the row lock does the same), so the slot count
 * read here cannot change before the write. The goods go in first; only when they took another
 * slot is the whole inventory counted, and a refusal then rolls the write back with the rest.
 */
export async function addItems(trx: Executor, playerId: string, itemId: string, quantity: number, options: { ignoreRoom?: boolean } = {}): Promise<void> {
  if (!Number.isSafeInteger(quantity) || quantity <= 0) throw new Refusal('INVALID_QUANTITY');
  const { rows } = await putIntoStack(trx, playerId, itemId, quantity);
  const held = rows[0]!.quantity;
  if (options.ignoreRoom || !opensStack(itemId, held - quantity, quantity)) return;
  if (overfull(await inventoryOf(trx, playerId))) throw new Refusal('INVENTORY_FULL');
}

import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { addItems, removeItems } from '../economy/inventory-store';
import { recordLedger, type LedgerKind } from '../economy/ledger';

/** The gathering text, which the spec uses for every full inventory. */
export const INVENTORY_FULL_TEXT = 'Inventory Full!';

/**
 * Takes each of `items` out of the inventory with its ledger row. removeItems carries the guard
 * in its SQL, so a craft never takes more than is held, whatever runs beside it.
 */
export async function takeItems(trx: Executor, playerId: string, items: Readonly<Record<string, number>>, kind: LedgerKind, refId: string, now: number): Promise<void> {
  for (const [itemId, quantity] of Object.entries(items)) {
    if (quantity <= 0) continue;
    await removeItems(trx, playerId, itemId, quantity);
    await recordLedger(trx, { playerId, kind, itemId, quantity: -quantity, copperDelta: 0, refId }, now);
  }
}

/** Puts each of `items` into the inventory with its ledger row; a full inventory refuses the whole transaction. */
export async function giveItems(trx: Executor, playerId: string, items: Readonly<Record<string, number>>, kind: LedgerKind, refId: string, now: number): Promise<void> {
  for (const [itemId, quantity] of Object.entries(items)) {
    if (quantity <= 0) continue;
    try {
      await addItems(trx, playerId, itemId, quantity);
    } catch (error) {
      if (error instanceof Refusal && error.code === 'INVENTORY_FULL') throw new Refusal('INVENTORY_FULL', INVENTORY_FULL_TEXT);
      throw error;
    }
    await recordLedger(trx, { playerId, kind, itemId, quantity, copperDelta: 0, refId }, now);
  }
}

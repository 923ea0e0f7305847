import type { Executor } from '../../db/database';
import { recordLedger, type LedgerKind } from './ledger';
import { creditCopper } from './wallet';

export interface Holdings {
  copper: number;
  items: Readonly<Record<string, number>>;
}

/**
 * Gives a character that holds nothing yet its first purse and goods (the starting grant; the
 * test mode's farmer also gets its seeds this way), each with its ledger row: from the first
 * moment a player's purse and goods are the sum of their ledger. The goods go in as one
 * statement; a stack already held would refuse it (the primary key), so it is only for goods
 * the character holds none of.
 */
export async function grantHoldings(trx: Executor, playerId: string, holdings: Holdings, kind: LedgerKind, now: number): Promise<void> {
  if (holdings.copper > 0) {
    await creditCopper(trx, playerId, holdings.copper, now);
    await recordLedger(trx, { playerId, kind, copperDelta: holdings.copper }, now);
  }
  const items = Object.entries(holdings.items).filter(([, quantity]) => quantity > 0);
  if (items.length === 0) return;
  await trx
    .insertInto('inventory_items')
    .values(items.map(([item_id, quantity]) => ({ player_id: playerId, item_id, quantity })))
    .execute();
  for (const [itemId, quantity] of items) await recordLedger(trx, { playerId, kind, itemId, quantity, copperDelta: 0 }, now);
}

import type { VaultView } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { addItems, removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';

/*
 * The bankers' vault (tables vault_items, vault_purses): one per player, reached from any banker.
 * Goods and copper move between it and what the player holds, each move one guarded statement on
 * each side and one ledger row ('vault-deposit', 'vault-withdraw'), so the ledger's sums stay the
 * player's purse and inventory, and purse + vault and inventory + vault never change but by the fee.
 */

export async function vaultOf(db: Executor, playerId: string): Promise<VaultView> {
  const purse = await db.selectFrom('vault_purses').select('copper').where('player_id', '=', playerId).executeTakeFirst();
  const items = await db.selectFrom('vault_items').select(['item_id', 'quantity']).where('player_id', '=', playerId).orderBy('item_id').execute();
  return { copper: purse?.copper ?? 0, items: Object.fromEntries(items.map((row) => [row.item_id, row.quantity])) };
}

async function intoVaultItems(trx: Executor, playerId: string, itemId: string, quantity: number): Promise<void> {
  await trx
    .insertInto('vault_items')
    .values({ player_id: playerId, item_id: itemId, quantity })
    .onConflict((oc) => oc.columns(['player_id', 'item_id']).doUpdateSet((eb) => ({ quantity: eb('vault_items.quantity', '+', eb.ref('excluded.quantity')) })))
    .execute();
}

/** Out of the vault: the row shrinks when more is kept, goes when exactly that much is taken, and nothing happens otherwise. */
async function outOfVaultItems(trx: Executor, playerId: string, itemId: string, quantity: number): Promise<void> {
  const shrunk = await trx
    .updateTable('vault_items')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('player_id', '=', playerId)
    .where('item_id', '=', itemId)
    .where('quantity', '>', quantity)
    .executeTakeFirst();
  if (Number(shrunk.numUpdatedRows) === 1) return;
  const emptied = await trx.deleteFrom('vault_items').where('player_id', '=', playerId).where('item_id', '=', itemId).where('quantity', '=', quantity).executeTakeFirst();
  if (Number(emptied.numDeletedRows) !== 1) throw new Refusal('VAULT_SHORT');
}

async function intoVaultPurse(trx: Executor, playerId: string, copper: number): Promise<void> {
  await trx
    .insertInto('vault_purses')
    .values({ player_id: playerId, copper })
    .onConflict((oc) => oc.column('player_id').doUpdateSet((eb) => ({ copper: eb('vault_purses.copper', '+', eb.ref('excluded.copper')) })))
    .execute();
}

async function outOfVaultPurse(trx: Executor, playerId: string, copper: number): Promise<void> {
  const taken = await trx
    .updateTable('vault_purses')
    .set((eb) => ({ copper: eb('copper', '-', copper) }))
    .where('player_id', '=', playerId)
    .where('copper', '>=', copper)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) !== 1) throw new Refusal('VAULT_SHORT');
}

export interface VaultMove {
  itemId?: string;
  quantity?: number;
  copper?: number;
  cityId: number | null;
  refId: string;
}

/** Goods and/or copper from the player into the vault (the fee is the caller's). */
export async function depositIntoVault(trx: Executor, playerId: string, move: VaultMove, now: number): Promise<void> {
  if (move.itemId !== undefined && move.quantity !== undefined) {
    await removeItems(trx, playerId, move.itemId, move.quantity);
    await intoVaultItems(trx, playerId, move.itemId, move.quantity);
    await recordLedger(trx, { playerId, kind: 'vault-deposit', itemId: move.itemId, quantity: -move.quantity, copperDelta: 0, cityId: move.cityId, refId: move.refId }, now);
  }
  if (move.copper !== undefined && move.copper > 0) {
    await changePurse(trx, playerId, -move.copper, now);
    await intoVaultPurse(trx, playerId, move.copper);
    await recordLedger(trx, { playerId, kind: 'vault-deposit', copperDelta: -move.copper, cityId: move.cityId, refId: move.refId }, now);
  }
}

/** Goods and/or copper from the vault back to the player. */
export async function withdrawFromVault(trx: Executor, playerId: string, move: VaultMove, now: number, options: { ignoreRoom?: boolean } = {}): Promise<void> {
  if (move.itemId !== undefined && move.quantity !== undefined) {
    await outOfVaultItems(trx, playerId, move.itemId, move.quantity);
    await addItems(trx, playerId, move.itemId, move.quantity, options);
    await recordLedger(trx, { playerId, kind: 'vault-withdraw', itemId: move.itemId, quantity: move.quantity, copperDelta: 0, cityId: move.cityId, refId: move.refId }, now);
  }
  if (move.copper !== undefined && move.copper > 0) {
    await outOfVaultPurse(trx, playerId, move.copper);
    await changePurse(trx, playerId, move.copper, now);
    await recordLedger(trx, { playerId, kind: 'vault-withdraw', copperDelta: move.copper, cityId: move.cityId, refId: move.refId }, now);
  }
}

/**
 * A character starting over: everything in its vault comes back into what it holds first, through
 * the ledger (goods even into a full inventory: the reset then takes what is above the start), so
 * the reset's reckoning counts it and storing in the vault keeps nothing past a reset. Call it
 * inside the reset's transaction, the player's row held.
 */
export async function returnVaultToHolder(trx: Executor, playerId: string, now: number): Promise<void> {
  const vault = await vaultOf(trx, playerId);
  for (const [itemId, quantity] of Object.entries(vault.items)) {
    if (quantity > 0) await withdrawFromVault(trx, playerId, { itemId, quantity, cityId: null, refId: 'character-reset' }, now, { ignoreRoom: true });
  }
  if (vault.copper > 0) await withdrawFromVault(trx, playerId, { copper: vault.copper, cityId: null, refId: 'character-reset' }, now);
  await trx.deleteFrom('vault_purses').where('player_id', '=', playerId).execute();
}

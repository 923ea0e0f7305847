import { cityName, type VaultView } from '@silkroad/shared';
import type { Executor } from '../../db/database';
import { Refusal } from '../../http/refusal';
import { addItems, removeItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';

/*
 * The bankers' vault (tables vault_goods, vault_purses): one purse per player, paid out by any
 * banker, and goods kept in the city they were left in, taken out only there (docs/decisions.md
 * "the vault keeps goods where they were left": a vault reached from every banker carried any
 * load between cities for a fee, past the caravan). Goods and copper move between it and what the player holds, each move one guarded statement on
 * each side and one ledger row ('vault-deposit', 'vault-withdraw'), so the ledger's sums stay the
 * player's purse and inventory, and purse + vault and inventory + vault never change but by the fee.
 */

export async function vaultOf(db: Executor, playerId: string): Promise<VaultView> {
  const purse = await db.selectFrom('vault_purses').select('copper').where('player_id', '=', playerId).executeTakeFirst();
  const rows = await db.selectFrom('vault_goods').select(['city_id', 'item_id', 'quantity']).where('player_id', '=', playerId).orderBy('city_id').orderBy('item_id').execute();
  const items: Record<string, number> = {};
  const byCity: Record<string, Record<string, number>> = {};
  for (const row of rows) {
    items[row.item_id] = (items[row.item_id] ?? 0) + row.quantity;
    (byCity[String(row.city_id)] ??= {})[row.item_id] = row.quantity;
  }
  return { copper: purse?.copper ?? 0, items, byCity };
}

async function intoVaultItems(trx: Executor, playerId: string, cityId: number, itemId: string, quantity: number): Promise<void> {
  await trx
    .insertInto('vault_goods')
    .values({ player_id: playerId, city_id: cityId, item_id: itemId, quantity })
    .onConflict((oc) => oc.columns(['player_id', 'city_id', 'item_id']).doUpdateSet((eb) => ({ quantity: eb('vault_goods.quantity', '+', eb.ref('excluded.quantity')) })))
    .execute();
}

/** Out of the vault: the row shrinks when more is kept, goes when exactly that much is taken, and nothing happens otherwise. */
async function outOfVaultItems(trx: Executor, playerId: string, cityId: number, itemId: string, quantity: number): Promise<void> {
  const shrunk = await trx
    .updateTable('vault_goods')
    .set((eb) => ({ quantity: eb('quantity', '-', quantity) }))
    .where('player_id', '=', playerId)
    .where('city_id', '=', cityId)
    .where('item_id', '=', itemId)
    .where('quantity', '>', quantity)
    .executeTakeFirst();
  if (Number(shrunk.numUpdatedRows) === 1) return;
  const emptied = await trx
    .deleteFrom('vault_goods')
    .where('player_id', '=', playerId)
    .where('city_id', '=', cityId)
    .where('item_id', '=', itemId)
    .where('quantity', '=', quantity)
    .executeTakeFirst();
  if (Number(emptied.numDeletedRows) !== 1) throw new Refusal('VAULT_SHORT', `Your vault in ${cityName(cityId)} does not hold that much: goods are taken out where they were left`);
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
  /** The banker's city: goods are kept there, and taken out only there. */
  cityId: number;
  refId: string;
}

/** Goods and/or copper from the player into the vault (the fee is the caller's). */
export async function depositIntoVault(trx: Executor, playerId: string, move: VaultMove, now: number): Promise<void> {
  if (move.itemId !== undefined && move.quantity !== undefined) {
    await removeItems(trx, playerId, move.itemId, move.quantity);
    await intoVaultItems(trx, playerId, move.cityId, move.itemId, move.quantity);
    await recordLedger(trx, { playerId, kind: 'vault-deposit', itemId: move.itemId, quantity: -move.quantity, copperDelta: 0, cityId: move.cityId, refId: move.refId }, now);
  }
  if (move.copper !== undefined && move.copper > 0) {
    await changePurse(trx, playerId, -move.copper, now);
    await intoVaultPurse(trx, playerId, move.copper);
    await recordLedger(trx, { playerId, kind: 'vault-deposit', copperDelta: -move.copper, cityId: move.cityId, refId: move.refId }, now);
  }
}

/** Goods and/or copper from the vault back to the player. */
export async function withdrawFromVault(trx: Executor, playerId: string, move: Omit<VaultMove, 'cityId'> & { cityId: number | null }, now: number, options: { ignoreRoom?: boolean } = {}): Promise<void> {
  if (move.itemId !== undefined && move.quantity !== undefined) {
    if (move.cityId === null) throw new Error('goods come out of the vault in a city');
    await outOfVaultItems(trx, playerId, move.cityId, move.itemId, move.quantity);
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
  for (const [cityId, goods] of Object.entries(vault.byCity)) {
    for (const [itemId, quantity] of Object.entries(goods)) {
      if (quantity > 0) await withdrawFromVault(trx, playerId, { itemId, quantity, cityId: Number(cityId), refId: 'character-reset' }, now, { ignoreRoom: true });
    }
  }
  if (vault.copper > 0) await withdrawFromVault(trx, playerId, { copper: vault.copper, cityId: null, refId: 'character-reset' }, now);
  await trx.deleteFrom('vault_purses').where('player_id', '=', playerId).execute();
}

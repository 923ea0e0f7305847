import { expect } from 'vitest';
import type { Db } from '../db/database';

/**
 * The conservation check: every player's purse is the sum of their ledger's copper, and their
 * stock of each good the sum of its quantities (start grants included). Only for players whose
 * state tests changed through the game itself, never by writing rows directly.
 */
export async function expectLedgerBalances(db: Db, playerIds: readonly string[]): Promise<void> {
  for (const playerId of playerIds) {
    const ledger = await db.selectFrom('ledger_entries').select(['item_id', 'quantity', 'copper_delta']).where('player_id', '=', playerId).execute();
    const purse = await db.selectFrom('players').select('copper').where('user_id', '=', playerId).executeTakeFirstOrThrow();
    expect({ playerId, copper: purse.copper }).toEqual({ playerId, copper: ledger.reduce((sum, e) => sum + e.copper_delta, 0) });
    const recorded: Record<string, number> = {};
    for (const entry of ledger) if (entry.item_id) recorded[entry.item_id] = (recorded[entry.item_id] ?? 0) + entry.quantity;
    const held = await db.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', playerId).execute();
    const expected = Object.fromEntries(Object.entries(recorded).filter(([, quantity]) => quantity !== 0));
    expect({ playerId, items: Object.fromEntries(held.map((r) => [r.item_id, r.quantity])) }).toEqual({ playerId, items: expected });
  }
}

/** All copper players own: in purses, in offers' escrow, and kept in the bankers' vault (which no ledger sum of a purse counts). */
export async function copperInTheGame(db: Db): Promise<number> {
  const purses = await db.selectFrom('players').select((eb) => eb.fn.sum<number>('copper').as('c')).executeTakeFirstOrThrow();
  const escrow = await db.selectFrom('market_offers').select((eb) => eb.fn.sum<number>('escrow_copper').as('c')).executeTakeFirstOrThrow();
  const vaults = await db.selectFrom('vault_purses').select((eb) => eb.fn.sum<number>('copper').as('c')).executeTakeFirstOrThrow();
  return Number(purses.c ?? 0) + Number(escrow.c ?? 0) + Number(vaults.c ?? 0);
}

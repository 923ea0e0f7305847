import type { ApiError } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { transact } from '../../db/transaction';
import { createTestSession, type TestApp } from '../../test-support/test-app';
import { addItems } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';

export type Session = Awaited<ReturnType<typeof createTestSession>>;

export interface Reply<T> {
  status: number;
  body: T | ApiError;
  headers: Headers;
}

export async function call<T = { success: true }>(test: Pick<TestApp, 'app'>, session: Pick<Session, 'headers'>, method: 'GET' | 'POST', path: string, body?: unknown): Promise<Reply<T>> {
  const res = await test.app.request(`/api${path}`, { method, headers: session.headers, body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T | ApiError, headers: res.headers };
}

/** The data of a 200, or a failed test saying what came instead. */
export function ok<T extends { success: true }>(reply: Reply<T>): T {
  if (reply.status !== 200 || !reply.body.success) throw new Error(`expected 200, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

/** The error of a refusal, checked against the status and code expected. */
export function refusal(reply: Reply<unknown>): { status: number; code: string; message: string } {
  const body = reply.body as ApiError;
  if (reply.status === 200 || body.success !== false) throw new Error(`expected a refusal, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return { status: reply.status, code: body.error.code, message: body.error.message };
}

/**
 * Goods and copper given through the ledger (as an opening balance), so the conservation check
 * (expectLedgerBalances) still holds for the player afterwards.
 */
export async function grant(test: Pick<TestApp, 'db' | 'clock'>, userId: string, goods: { items?: Record<string, number>; copper?: number }): Promise<void> {
  const now = test.clock.now();
  await transact(test.db, async (trx) => {
    for (const [itemId, quantity] of Object.entries(goods.items ?? {})) {
      await addItems(trx, userId, itemId, quantity, { ignoreRoom: true });
      await recordLedger(trx, { playerId: userId, kind: 'opening-balance', itemId, quantity, copperDelta: 0 }, now);
    }
    if (goods.copper) {
      await trx.updateTable('players').set((eb) => ({ copper: eb('copper', '+', goods.copper!) })).where('user_id', '=', userId).execute();
      await recordLedger(trx, { playerId: userId, kind: 'opening-balance', copperDelta: goods.copper }, now);
    }
  });
}

/** Takes a player's whole purse through the ledger (for "not enough money"). */
export async function emptyPurse(test: Pick<TestApp, 'db' | 'clock'>, userId: string, leave = 0): Promise<void> {
  const { copper } = await test.db.selectFrom('players').select('copper').where('user_id', '=', userId).executeTakeFirstOrThrow();
  await transact(test.db, async (trx) => {
    await trx.updateTable('players').set({ copper: leave }).where('user_id', '=', userId).execute();
    await recordLedger(trx, { playerId: userId, kind: 'opening-balance', copperDelta: leave - copper }, test.clock.now());
  });
}

export async function held(db: Db, userId: string, itemId: string): Promise<number> {
  const row = await db.selectFrom('inventory_items').select('quantity').where('player_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst();
  return row?.quantity ?? 0;
}

export async function copperOf(db: Db, userId: string): Promise<number> {
  return (await db.selectFrom('players').select('copper').where('user_id', '=', userId).executeTakeFirstOrThrow()).copper;
}

export async function professionXp(db: Db, userId: string, profession: string): Promise<number> {
  const row = await db.selectFrom('player_professions').select('experience').where('player_id', '=', userId).where('profession', '=', profession).executeTakeFirst();
  return row?.experience ?? 0;
}

/** Puts the player on their farm (the personal workshop's site). */
export async function onFarm(db: Db, userId: string): Promise<void> {
  await db.updateTable('players').set({ location_state: 'IN_COUNTRYSIDE' }).where('user_id', '=', userId).execute();
}

export async function setPlayerLevel(db: Db, userId: string, level: number): Promise<void> {
  await db.updateTable('players').set({ level }).where('user_id', '=', userId).execute();
}

/** Everything a crafting call may change: for "a refusal changes nothing". */
export async function craftingSnapshot(db: Db) {
  return {
    players: await db.selectFrom('players').select(['user_id', 'copper', 'updated_at']).orderBy('user_id').execute(),
    inventory: await db.selectFrom('inventory_items').selectAll().orderBy('player_id').orderBy('item_id').execute(),
    ledger: await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
    crafts: await db.selectFrom('crafts').selectAll().orderBy('id').execute(),
    professions: await db.selectFrom('player_professions').selectAll().orderBy('player_id').orderBy('profession').execute(),
    workshops: await db.selectFrom('workshops').selectAll().orderBy('player_id').execute(),
    benches: await db.selectFrom('workshop_benches').selectAll().orderBy('id').execute(),
    discovered: await db.selectFrom('discovered_recipes').selectAll().orderBy('player_id').orderBy('recipe_id').execute(),
  };
}

export { createTestSession };

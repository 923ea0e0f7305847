import { expect } from 'vitest';
import { cityById } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';

export type Session = Awaited<ReturnType<typeof createTestSession>>;

/** Anything with a Hono-style `request`: the in-process app, or a fetch to a real server. */
export interface Requester {
  request(path: string, init?: RequestInit): Response | Promise<Response>;
}

export async function call(app: Requester, session: Session, method: string, path: string, body?: unknown) {
  const res = await app.request(path, { method, headers: session.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as { success: boolean; data?: any; error?: any } }; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** Advances the clock and gives each session a fresh access token (they last 15 minutes). */
export async function advanceClock(test: Pick<TestApp, 'clock' | 'ctx'>, ms: number, sessions: Session[]): Promise<void> {
  test.clock.advance(ms);
  for (const session of sessions) {
    const { token } = await test.ctx.accessTokens.issue(session.userId);
    session.headers.authorization = `Bearer ${token}`;
  }
}

/** Puts a player in the middle of a city (or back at the start, outside every city). */
export async function placeIn(db: Db, userId: string, cityId: number | null): Promise<void> {
  const city = cityId === null ? undefined : cityById(cityId);
  await db
    .updateTable('players')
    .set(city ? { x: city.x, y: city.y } : { x: 400, y: 300 })
    .where('user_id', '=', userId)
    .execute();
}

export async function setCopper(db: Db, userId: string, copper: number): Promise<void> {
  await db.updateTable('players').set({ copper }).where('user_id', '=', userId).execute();
}

/** Replaces a player's whole inventory. */
export async function setInventory(db: Db, userId: string, items: Record<string, number>): Promise<void> {
  await db.deleteFrom('inventory_items').where('player_id', '=', userId).execute();
  const rows = Object.entries(items).map(([item_id, quantity]) => ({ player_id: userId, item_id, quantity }));
  if (rows.length) await db.insertInto('inventory_items').values(rows).execute();
}

/** 40 full stacks of stone: not one more slot free. */
export const FULL_INVENTORY = { stone: 40 * 200 };

export async function copperOf(db: Db, userId: string): Promise<number> {
  return (await db.selectFrom('players').select('copper').where('user_id', '=', userId).executeTakeFirstOrThrow()).copper;
}

export async function itemsOf(db: Db, userId: string): Promise<Record<string, number>> {
  const rows = await db.selectFrom('inventory_items').select(['item_id', 'quantity']).where('player_id', '=', userId).execute();
  return Object.fromEntries(rows.map((r) => [r.item_id, r.quantity]));
}

/** Everything a refused request must leave as it was. */
export async function economySnapshot(db: Db) {
  return {
    players: await db.selectFrom('players').select(['user_id', 'copper', 'x', 'y']).orderBy('user_id').execute(),
    items: await db.selectFrom('inventory_items').selectAll().orderBy('player_id').orderBy('item_id').execute(),
    offers: await db.selectFrom('market_offers').selectAll().orderBy('id').execute(),
    contracts: await db.selectFrom('player_contracts').selectAll().orderBy('id').execute(),
    ledger: (await db.selectFrom('ledger_entries').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n,
  };
}

/** Asserts a refusal: its status, code and (when given) message, and that nothing changed. */
export async function expectRefusal(db: Db, attempt: () => Promise<{ status: number; body: { success: boolean; error?: { code: string; message: string } } }>, status: number, code: string, message?: string | RegExp) {
  const before = await economySnapshot(db);
  const { status: actual, body } = await attempt();
  expect({ status: actual, code: body.error?.code }).toEqual({ status, code });
  expect(body.success).toBe(false);
  expect(typeof body.error?.message).toBe('string');
  if (message !== undefined) expect(body.error?.message).toMatch(message);
  expect(await economySnapshot(db)).toEqual(before);
  return body;
}

/** Two traders, Owner and Other, standing in one city with 20 silk each: the offers tests' stage. */
export async function twoTradersIn(cityId: number): Promise<{ test: TestApp; owner: Session; other: Session }> {
  const test = await createTestApp();
  const owner = await createTestSession(test, { inGameName: 'Owner' });
  const other = await createTestSession(test, { inGameName: 'Other' });
  for (const s of [owner, other]) {
    await placeIn(test.db, s.userId, cityId);
    await setInventory(test.db, s.userId, { silk: 20 });
  }
  return { test, owner, other };
}

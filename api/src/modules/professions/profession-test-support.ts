import { weatherAt, type ActionCheckResponse, type ActionStartResponse, type ApiError, type ProfessionId, type WeatherCondition } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { createTestSession, type TestApp } from '../../test-support/test-app';

export type Session = Awaited<ReturnType<typeof createTestSession>>;

/** Places where each kind of work fits (terrainAt): the Caucasus, the Pontic forest, Constantinople (plains, a city). */
export const MOUNTAINS = { x: 1100, y: 180 } as const;
export const FOREST = { x: 1300, y: 760 } as const;
export const CONSTANTINOPLE = { x: 400, y: 800 } as const;
/** Open plains outside every city (the Anatolian steppe). */
export const STEPPE = { x: 550, y: 1750 } as const;

export interface Reply<T> {
  status: number;
  body: T | ApiError;
}

export async function standAt(db: Db, userId: string, at: { x: number; y: number }): Promise<void> {
  await db.updateTable('players').set({ x: at.x, y: at.y }).where('user_id', '=', userId).execute();
}

/** A signed-in player standing at `at`, with the starting purse and kit (pickaxe, axe, hammer, saw, 10 iron ingots, 5 handles). */
export async function workerAt(test: Pick<TestApp, 'db' | 'ctx' | 'clock'>, at: { x: number; y: number }): Promise<Session> {
  const session = await createTestSession(test);
  await standAt(test.db, session.userId, at);
  return session;
}

async function call<T>(test: Pick<TestApp, 'app'>, session: Pick<Session, 'headers'>, method: string, path: string, body?: unknown): Promise<Reply<T>> {
  const res = await test.app.request(`/api${path}`, { method, headers: session.headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T | ApiError };
}

export const postStart = (test: Pick<TestApp, 'app'>, session: Pick<Session, 'headers'>, profession: ProfessionId, action: string) =>
  call<ActionStartResponse>(test, session, 'POST', `/${profession}/start`, { action, location: { x: 0, y: 0 }, timestamp: 0 });

export const getCheck = (test: Pick<TestApp, 'app'>, session: Pick<Session, 'headers'>, profession: ProfessionId, sessionId: string) =>
  call<ActionCheckResponse>(test, session, 'GET', `/${profession}/check/${encodeURIComponent(sessionId)}`);

export const request = call;

export function ok<T>(reply: Reply<T>): T {
  if (reply.status !== 200 || !(reply.body as { success?: boolean }).success) throw new Error(`expected success, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as T;
}

export function refused(reply: Reply<unknown>): { status: number; code: string; message: string } {
  const body = reply.body as ApiError;
  return { status: reply.status, code: body.error?.code, message: body.error?.message };
}

/** The first moment from `from` (in 10-minute steps) whose weather is one of `weathers`. */
export function firstTimeWith(from: number, weathers: readonly WeatherCondition[]): number {
  for (let t = from; t < from + 30 * 86_400_000; t += 600_000) if (weathers.includes(weatherAt(t))) return t;
  throw new Error(`no ${weathers.join('/')} weather within 30 days`);
}

/** Everything a start or a check may change, for "a refusal changes nothing". */
export async function professionSnapshot(db: Db) {
  return {
    players: await db.selectFrom('players').select(['user_id', 'copper', 'profession', 'profession_since']).orderBy('user_id').execute(),
    inventory: await db.selectFrom('inventory_items').selectAll().orderBy('player_id').orderBy('item_id').execute(),
    ledger: await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
    sessions: await db.selectFrom('profession_sessions').selectAll().orderBy('id').execute(),
    professions: await db.selectFrom('player_professions').selectAll().orderBy('player_id').orderBy('profession').execute(),
    markets: await db.selectFrom('market_entries').select(['city_id', 'item_id', 'supply', 'demand', 'price']).orderBy('city_id').orderBy('item_id').execute(),
  };
}

export async function held(db: Db, userId: string, itemId: string): Promise<number> {
  const row = await db.selectFrom('inventory_items').select('quantity').where('player_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst();
  return row?.quantity ?? 0;
}

export async function copperOf(db: Db, userId: string): Promise<number> {
  return (await db.selectFrom('players').select('copper').where('user_id', '=', userId).executeTakeFirstOrThrow()).copper;
}

/** Replaces a stack (tests of refusals only: it bypasses the ledger). */
export async function setHeld(db: Db, userId: string, itemId: string, quantity: number): Promise<void> {
  await db.deleteFrom('inventory_items').where('player_id', '=', userId).where('item_id', '=', itemId).execute();
  if (quantity > 0) await db.insertInto('inventory_items').values({ player_id: userId, item_id: itemId, quantity }).execute();
}

export async function setExperience(db: Db, userId: string, profession: ProfessionId, experience: number): Promise<void> {
  await db.deleteFrom('player_professions').where('player_id', '=', userId).where('profession', '=', profession).execute();
  await db.insertInto('player_professions').values({ player_id: userId, profession, experience }).execute();
}

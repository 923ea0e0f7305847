import { cityById, startingSkills, type Skills, type ApiError, type TradeRecord } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { createTestSession, type TestApp } from '../../test-support/test-app';

export type Session = Awaited<ReturnType<typeof createTestSession>>;

export interface TradeReply {
  status: number;
  body: { success: true; data: { trade: TradeRecord } } | ApiError;
}

/** A player standing in the middle of `cityId` (sessions start at (400,300), outside every city). */
export async function playerInCity(test: Pick<TestApp, 'db' | 'ctx' | 'clock'>, cityId = 1): Promise<Session> {
  const session = await createTestSession(test);
  await moveTo(test.db, session.userId, cityId);
  return session;
}

export async function moveTo(db: Db, userId: string, cityId: number): Promise<void> {
  const city = cityById(cityId);
  if (!city?.onMap) throw new Error(`city ${cityId} is not on the map`);
  await db.updateTable('players').set({ x: city.x, y: city.y }).where('user_id', '=', userId).execute();
}

export async function give(db: Db, userId: string, itemId: string, quantity: number): Promise<void> {
  await db
    .insertInto('inventory_items')
    .values({ player_id: userId, item_id: itemId, quantity })
    .onConflict((oc) => oc.columns(['player_id', 'item_id']).doUpdateSet({ quantity }))
    .execute();
}

export async function setSkillLevels(db: Db, userId: string, levels: Partial<Record<keyof Skills, number>>): Promise<void> {
  const skills = startingSkills();
  for (const [name, level] of Object.entries(levels) as [keyof Skills, number][]) skills[name] = { level, experience: 0 };
  await db.updateTable('players').set({ skills: JSON.stringify(skills) }).where('user_id', '=', userId).execute();
}

export async function setCopper(db: Db, userId: string, copper: number): Promise<void> {
  await db.updateTable('players').set({ copper }).where('user_id', '=', userId).execute();
}

export async function copperOf(db: Db, userId: string): Promise<number> {
  return (await db.selectFrom('players').select('copper').where('user_id', '=', userId).executeTakeFirstOrThrow()).copper;
}

export async function skillsOf(db: Db, userId: string): Promise<Skills> {
  return JSON.parse((await db.selectFrom('players').select('skills').where('user_id', '=', userId).executeTakeFirstOrThrow()).skills) as Skills;
}

export async function quantityOf(db: Db, userId: string, itemId: string): Promise<number> {
  const row = await db.selectFrom('inventory_items').select('quantity').where('player_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst();
  return row?.quantity ?? 0;
}

export async function marketRow(db: Db, cityId: number, itemId: string) {
  return db.selectFrom('market_entries').selectAll().where('city_id', '=', cityId).where('item_id', '=', itemId).executeTakeFirstOrThrow();
}

export function tradeBody(overrides: Record<string, unknown> = {}) {
  return { type: 'buy', itemId: 'silk', cityId: 1, quantity: 1, priceLimit: 1_000_000, ...overrides };
}

export async function postTrade(test: Pick<TestApp, 'app'>, session: Pick<Session, 'headers'> | Record<string, string>, body: unknown): Promise<TradeReply> {
  const headers = 'headers' in session ? session.headers : session;
  const res = await test.app.request('/api/trade/execute', { method: 'POST', headers: headers as Record<string, string>, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as TradeReply['body'] };
}

export function executedTrade(reply: TradeReply): TradeRecord {
  if (reply.status !== 200 || !reply.body.success) throw new Error(`expected a trade, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data.trade;
}

/**
 * Everything a trade may change, for "a refusal changes nothing": purses, skills, inventories,
 * markets, price samples, ledger and trades. (A refusal stores no idempotency key either; the
 * idempotency tests check that table themselves.)
 */
export async function economySnapshot(db: Db) {
  return {
    players: await db.selectFrom('players').select(['user_id', 'copper', 'skills', 'updated_at']).orderBy('user_id').execute(),
    inventory: await db.selectFrom('inventory_items').selectAll().orderBy('player_id').orderBy('item_id').execute(),
    markets: await db.selectFrom('market_entries').selectAll().orderBy('city_id').orderBy('item_id').execute(),
    priceSamples: await db.selectFrom('price_history').selectAll().orderBy('id').execute(),
    ledger: await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
    trades: await db.selectFrom('trades').selectAll().orderBy('id').execute(),
  };
}

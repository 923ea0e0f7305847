import type { ApiError, HarvestResponse, ResourceNodesResponse, ResourceTypeId } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { createTestSession, type TestApp } from '../../test-support/test-app';
import type { NodeRow } from './node-store';

export type Session = Awaited<ReturnType<typeof createTestSession>>;

/** Open grassland of the Anatolian steppe: countryside, far from every city. */
export const STEPPE = { x: 550, y: 1750 } as const;

export interface Reply<T> {
  status: number;
  body: T | ApiError;
  headers: Headers;
}

/** A node of the test's choosing (the seeded world's are wherever the seed put them). */
export async function placeNode(db: Db, node: { type: ResourceTypeId; x: number; y: number; quantity?: number; maxQuantity: number }): Promise<NodeRow> {
  return db
    .insertInto('resource_nodes')
    .values({ type: node.type, area_id: 'anatolian-steppe', x: node.x, y: node.y, quantity: node.quantity ?? node.maxQuantity, max_quantity: node.maxQuantity, created_at: 0, last_harvest_at: null, regrows_at: null, depleted_at: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function nodeRow(db: Db, id: number): Promise<NodeRow | undefined> {
  return db.selectFrom('resource_nodes').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function standAt(db: Db, userId: string, x: number, y: number): Promise<void> {
  await db.updateTable('players').set({ x, y }).where('user_id', '=', userId).execute();
}

/** A signed-in player standing at (x, y). */
export async function playerAt(test: Pick<TestApp, 'db' | 'ctx' | 'clock'>, x: number, y: number): Promise<Session> {
  const session = await createTestSession(test);
  await standAt(test.db, session.userId, x, y);
  return session;
}

/** Replaces a player's inventory (for "Inventory Full!"). */
export async function setInventory(db: Db, userId: string, items: Record<string, number>): Promise<void> {
  await db.deleteFrom('inventory_items').where('player_id', '=', userId).execute();
  for (const [item_id, quantity] of Object.entries(items)) await db.insertInto('inventory_items').values({ player_id: userId, item_id, quantity }).execute();
}

export async function quantityHeld(db: Db, userId: string, itemId: string): Promise<number> {
  const row = await db.selectFrom('inventory_items').select('quantity').where('player_id', '=', userId).where('item_id', '=', itemId).executeTakeFirst();
  return row?.quantity ?? 0;
}

export async function postHarvest(test: Pick<TestApp, 'app'>, session: { headers: Record<string, string> }, body: unknown): Promise<Reply<HarvestResponse>> {
  const res = await test.app.request('/api/gathering/harvest', { method: 'POST', headers: session.headers, body: typeof body === 'string' ? body : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as HarvestResponse | ApiError, headers: res.headers };
}

export async function getNodes(test: Pick<TestApp, 'app'>, session: Pick<Session, 'headers'>): Promise<Reply<ResourceNodesResponse>> {
  const res = await test.app.request('/api/gathering/nodes', { headers: session.headers });
  return { status: res.status, body: (await res.json()) as ResourceNodesResponse | ApiError, headers: res.headers };
}

export function harvested(reply: Reply<HarvestResponse>): HarvestResponse['data'] {
  if (reply.status !== 200 || !reply.body.success) throw new Error(`expected a harvest, got ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body.data;
}

/** Everything a harvest may change: for "a refusal changes nothing". */
export async function gatheringSnapshot(db: Db) {
  return {
    players: await db.selectFrom('players').select(['user_id', 'copper', 'profession', 'last_gathered_at', 'updated_at']).orderBy('user_id').execute(),
    inventory: await db.selectFrom('inventory_items').selectAll().orderBy('player_id').orderBy('item_id').execute(),
    ledger: await db.selectFrom('ledger_entries').selectAll().orderBy('id').execute(),
    nodes: await db.selectFrom('resource_nodes').selectAll().orderBy('id').execute(),
    professions: await db.selectFrom('player_professions').selectAll().orderBy('player_id').orderBy('profession').execute(),
  };
}

import { sql, type Insertable, type Selectable } from 'kysely';
import { generateNodes, nodeState, resourceTypeById, type Random, type ResourceNodeView, type ResourceType, type SpawnedNode } from '@silkroad/shared';
import type { Db, Executor } from '../../db/database';
import type { ResourceNodesTable } from '../../db/schema';
import { onPostgres, transact } from '../../db/transaction';

export type NodeRow = Selectable<ResourceNodesTable>;

/** What players see of a node; undefined for a type this build does not know (it is never shown). */
export function toNodeView(row: NodeRow): ResourceNodeView | undefined {
  const type = resourceTypeById(row.type);
  if (!type) return undefined;
  return { id: row.id, type: type.id, x: row.x, y: row.y, quantity: row.quantity, maxQuantity: row.max_quantity, state: nodeState(row.quantity, row.max_quantity) };
}

/** A freshly grown node: full. */
export function newNodeRow(node: SpawnedNode, type: ResourceType, now: number): Insertable<ResourceNodesTable> {
  return { type: node.type, area_id: node.areaId, x: node.x, y: node.y, quantity: type.maxQuantity, max_quantity: type.maxQuantity, created_at: now, last_harvest_at: null, regrows_at: null, depleted_at: null };
}

export async function readNode(trx: Executor, id: number): Promise<NodeRow | undefined> {
  return trx.selectFrom('resource_nodes').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Nodes whose position lies in the box around (x, y): the candidates for what a player there can see. */
export async function nodesAround(db: Executor, x: number, y: number, radius: number): Promise<NodeRow[]> {
  return db
    .selectFrom('resource_nodes')
    .selectAll()
    .where('x', '>=', x - radius)
    .where('x', '<=', x + radius)
    .where('y', '>=', y - radius)
    .where('y', '<=', y + radius)
    .orderBy('id')
    .execute();
}

/**
 * Grows the world's first nodes when it has none (a new database), like seedMarkets. Several
 * processes may start at once: on PostgreSQL the table lock makes the others wait and then find
 * the nodes; SQLite runs one writer at a time. Returns how many it grew.
 */
export async function seedResourceNodes(db: Db, random: Random, now: number): Promise<number> {
  return transact(db, async (trx) => {
    if (onPostgres(trx)) await sql`lock table resource_nodes in share row exclusive mode`.execute(trx);
    if (await trx.selectFrom('resource_nodes').select('id').limit(1).executeTakeFirst()) return 0;
    const rows = generateNodes(random).flatMap((node) => {
      const type = resourceTypeById(node.type);
      return type ? [newNodeRow(node, type, now)] : [];
    });
    // Batches keep each statement under SQLite's bound-parameter limit.
    for (let i = 0; i < rows.length; i += 50) await trx.insertInto('resource_nodes').values(rows.slice(i, i + 50)).execute();
    return rows.length;
  });
}

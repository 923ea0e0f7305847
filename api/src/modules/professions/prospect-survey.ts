import { distanceToRect, PROSPECT_RADIUS_PX, resourceTypeById, SPAWN_AREAS, type forestAreaSchema, type veinSchema } from '@silkroad/shared';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import { settleResourceNodes } from '../gathering/node-settlement';
import { nodesAround } from '../gathering/node-store';
import { readWorker, workerPosition } from './work-site';

type Vein = z.infer<typeof veinSchema>;
type ForestArea = z.infer<typeof forestAreaSchema>;

const round = (value: number) => Math.round(value * 10) / 10;

/** POST /mining/prospect: the ore, stone and gem nodes within PROSPECT_RADIUS_PX, with something to take, nearest first. */
export async function prospect(ctx: AppContext, playerId: string): Promise<Vein[]> {
  const worker = await readWorker(ctx.db, playerId, { lock: false });
  const { x, y } = workerPosition(ctx, playerId, worker);
  // The world is brought up to the clock first, as the node view does: a respawned vein shows full.
  await settleResourceNodes(ctx);
  const veins: Vein[] = [];
  for (const node of await nodesAround(ctx.db, x, y, PROSPECT_RADIUS_PX)) {
    const type = resourceTypeById(node.type);
    const distance = Math.hypot(node.x - x, node.y - y);
    if (!type || type.profession !== 'mining' || node.depleted_at !== null || node.quantity <= 0 || distance > PROSPECT_RADIUS_PX) continue;
    veins.push({ nodeId: node.id, type: type.id, itemId: type.itemId, x: node.x, y: node.y, distance: round(distance), quantity: node.quantity });
  }
  return veins.sort((a, b) => a.distance - b.distance || a.nodeId - b.nodeId);
}

/** POST /logging/survey: the forest areas of the map, nearest first, with the wood nodes standing in each. */
export async function survey(ctx: AppContext, playerId: string): Promise<ForestArea[]> {
  const worker = await readWorker(ctx.db, playerId, { lock: false });
  const { x, y } = workerPosition(ctx, playerId, worker);
  await settleResourceNodes(ctx);
  const forests = SPAWN_AREAS.filter((area) => area.areaType === 'forest');
  const counts = await ctx.db
    .selectFrom('resource_nodes')
    .select((eb) => ['area_id', eb.fn.countAll<number>().as('nodes')])
    .where('type', '=', 'wood')
    .where('depleted_at', 'is', null)
    .where('quantity', '>', 0)
    .where(
      'area_id',
      'in',
      forests.map((area) => area.id),
    )
    .groupBy('area_id')
    .execute();
  const standing = new Map(counts.map((row) => [row.area_id, Number(row.nodes)]));
  return forests
    .map((area) => ({ id: area.id, x: area.x, y: area.y, width: area.width, height: area.height, distance: round(distanceToRect(area, x, y)), woodNodes: standing.get(area.id) ?? 0 }))
    .sort((a, b) => a.distance - b.distance);
}

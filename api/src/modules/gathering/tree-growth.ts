import { GROVE_RETRY_MS, groveSpot, resourceTypeById, spawnAreaAt, treeTypeById } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import type { NodeRow } from './node-store';

/** Saplings one settlement grows; the next takes the rest. */
const GROWTH_BATCH = 50;


/**
 * Grows the saplings whose time has come into wood nodes (docs/decisions.md "planting trees"),
 * each in its own transaction. Marking the sapling grown is the guard: of two settlements at once
 * (the sweep and a read, or two processes) only one grows it. A sapling with no room near where it
 * was planted waits GROVE_RETRY_MS and looks again. Answers the nodes grown, to be told after commit.
 */
export async function growPlantedTrees(ctx: AppContext, now: number): Promise<NodeRow[]> {
  const due = await ctx.db
    .selectFrom('planted_trees')
    .selectAll()
    .where('grown_at', 'is', null)
    .where('matures_at', '<=', now)
    .orderBy('matures_at')
    .orderBy('id')
    .limit(GROWTH_BATCH)
    .execute();
  const wood = resourceTypeById('wood')!;
  const grown: NodeRow[] = [];
  for (const sapling of due) {
    const tree = treeTypeById(sapling.tree_type);
    const node = await transact(ctx.db, async (trx) => {
      const others = await trx.selectFrom('resource_nodes').select(['x', 'y']).execute();
      const spot = tree ? groveSpot(sapling, others, ctx.random) : undefined;
      const claim = trx.updateTable('planted_trees').where('id', '=', sapling.id).where('grown_at', 'is', null).where('matures_at', '<=', now);
      if (!tree || !spot) {
        // Crowded (or a tree this build no longer knows, which never grows): look again later.
        await claim.set({ matures_at: now + GROVE_RETRY_MS }).execute();
        return undefined;
      }
      const claimed = await claim.set({ grown_at: now }).executeTakeFirst();
      if (Number(claimed.numUpdatedRows) !== 1) return undefined;
      // The spawn area it stands in, so the logging survey counts it with that wood.
      const areaId = spawnAreaAt(spot.x, spot.y)?.id ?? 'planted';
      return trx
        .insertInto('resource_nodes')
        .values({ type: wood.id, area_id: areaId, x: spot.x, y: spot.y, quantity: tree.logs, max_quantity: tree.logs, created_at: now, last_harvest_at: null, regrows_at: null, depleted_at: null, planted_tree_id: sapling.id })
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    if (node) grown.push(node);
  }
  return grown;
}

import { NODE_REMOVAL_DELAY_MS, GATHERING_SWEEP_MS, replacementNode, resourceTypeById } from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import { startSweep, type Sweep } from '../../sweep';
import { newNodeRow, toNodeView, type NodeRow } from './node-store';
import { growPlantedTrees } from './tree-growth';

/** Emptied nodes one pass replaces; the next pass (or read) takes the rest. */
const REPLACEMENT_BATCH = 200;

export interface SettledNodes {
  regrown: number;
  replaced: number;
  /** Planted saplings that became trees. */
  grown: number;
}

function tellChanged(ctx: AppContext, row: NodeRow, removed = false): void {
  const node = toNodeView(row);
  if (node) ctx.events.emit('resource-node-changed', { node, removed });
}

/**
 * Removes one emptied node whose removal is due and grows one of its type elsewhere (spec 001
 * §4), in one transaction. The delete is the guard: of two settlements at once (the sweep and a
 * read, or two processes) only one removes the node, and only it spawns the replacement.
 */
async function replaceNode(ctx: AppContext, id: number, now: number): Promise<{ removed: NodeRow; spawned?: NodeRow } | undefined> {
  return transact(ctx.db, async (trx) => {
    const removed = await trx
      .deleteFrom('resource_nodes')
      .where('id', '=', id)
      .where('depleted_at', '<=', now - NODE_REMOVAL_DELAY_MS)
      .returningAll()
      .executeTakeFirst();
    if (!removed) return undefined;
    const type = resourceTypeById(removed.type);
    // A type this build no longer knows is not grown again, nor is a planted tree: it was felled.
    if (!type || removed.planted_tree_id !== null) return { removed };
    const others = await trx.selectFrom('resource_nodes').select(['x', 'y']).execute();
    const spawned = await trx.insertInto('resource_nodes').values(newNodeRow(replacementNode(type.id, others, ctx.random), type, now)).returningAll().executeTakeFirstOrThrow();
    return { removed, spawned };
  });
}

/**
 * Brings every node up to the clock: harvested nodes whose respawn time has passed are full
 * again, emptied nodes past their removal delay are replaced elsewhere (planted ones are not), and
 * planted saplings whose time has come grow into trees. Runs from the
 * periodic sweep and lazily before every read of the nodes, so a server whose sweep has not
 * run (or a test advancing a manual clock) still shows the world as it is. Each change is told
 * once, after its commit, to the players who can see it.
 */
export async function settleResourceNodes(ctx: AppContext): Promise<SettledNodes> {
  const now = ctx.clock.now();
  // Reads settle too, and most find nothing due: an indexed look first, the write only when needed.
  const regrowthDue = await ctx.db.selectFrom('resource_nodes').select('id').where('regrows_at', '<=', now).where('depleted_at', 'is', null).limit(1).executeTakeFirst();
  // The guard makes it idempotent: a node regrown by a concurrent settlement no longer matches.
  const regrown = regrowthDue
    ? await transact(ctx.db, (trx) =>
        trx
          .updateTable('resource_nodes')
          .set((eb) => ({ quantity: eb.ref('max_quantity'), regrows_at: null }))
          .where('depleted_at', 'is', null)
          .where('regrows_at', '<=', now)
          .returningAll()
          .execute(),
      )
    : [];
  for (const row of regrown) tellChanged(ctx, row);

  const due = await ctx.db.selectFrom('resource_nodes').select('id').where('depleted_at', '<=', now - NODE_REMOVAL_DELAY_MS).orderBy('id').limit(REPLACEMENT_BATCH).execute();
  let replaced = 0;
  for (const { id } of due) {
    const result = await replaceNode(ctx, id, now);
    if (!result) continue;
    replaced += 1;
    tellChanged(ctx, result.removed, true);
    if (result.spawned) tellChanged(ctx, result.spawned);
  }

  const grown = await growPlantedTrees(ctx, now);
  for (const row of grown) tellChanged(ctx, row);
  return { regrown: regrown.length, replaced, grown: grown.length };
}

/** The periodic settlement of nodes nobody reads (the spec's 1 s depletion check): once per cluster. */
export function startNodeSweep(ctx: AppContext, intervalMs = GATHERING_SWEEP_MS): Sweep {
  return startSweep('resource nodes', intervalMs, () => settleResourceNodes(ctx), ctx);
}

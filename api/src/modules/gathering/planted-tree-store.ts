import type { Executor } from '../../db/database';

/** Saplings planted in one planting: where, when, and when each is a tree. */
export interface Planting {
  playerId: string;
  treeType: string;
  quantity: number;
  x: number;
  y: number;
  growthMs: number;
}

/** Puts saplings in the forest (professions' POST /logging/plant); they grow into wood nodes (tree-growth.ts). */
export async function plantSaplings(trx: Executor, planting: Planting, now: number): Promise<void> {
  const { playerId, treeType, x, y } = planting;
  await trx
    .insertInto('planted_trees')
    .values(Array.from({ length: planting.quantity }, () => ({ player_id: playerId, tree_type: treeType, x, y, planted_at: now, matures_at: now + planting.growthMs, grown_at: null })))
    .execute();
}

/** Saplings the player planted after `since`: the daily limit counts these, under the player's row lock. */
export async function saplingsPlantedSince(trx: Executor, playerId: string, since: number): Promise<number> {
  const row = await trx.selectFrom('planted_trees').select((eb) => eb.fn.countAll<number>().as('planted')).where('player_id', '=', playerId).where('planted_at', '>', since).executeTakeFirst();
  return Number(row?.planted ?? 0);
}

/**
 * A character starting over forgets its saplings, grown or not (docs/decisions.md "starting
 * over"); the wood nodes grown from them stay in the world, which everyone shares.
 */
export async function forgetPlantedTrees(trx: Executor, playerId: string): Promise<void> {
  await trx.deleteFrom('planted_trees').where('player_id', '=', playerId).execute();
}

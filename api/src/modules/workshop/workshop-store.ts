import { recipesUnlockedByConditions, type PlacedBench } from '@silkroad/shared';
import type { Executor } from '../../db/database';

/** The player's personal workshop, made at level 1 the first time it is asked for. */
export async function ensureWorkshop(trx: Executor, playerId: string, now: number) {
  await trx
    .insertInto('workshops')
    .values({ player_id: playerId, updated_at: now })
    .onConflict((oc) => oc.column('player_id').doNothing())
    .execute();
  return trx.selectFrom('workshops').selectAll().where('player_id', '=', playerId).executeTakeFirstOrThrow();
}
export type WorkshopRow = Awaited<ReturnType<typeof ensureWorkshop>>;

export async function placedBenches(trx: Executor, playerId: string): Promise<PlacedBench[]> {
  const rows = await trx.selectFrom('workshop_benches').select(['id', 'bench_id', 'x', 'y']).where('player_id', '=', playerId).orderBy('id').execute();
  return rows.map((row) => ({ id: Number(row.id), benchId: row.bench_id, x: row.x, y: row.y }));
}

export async function discoveredRecipes(trx: Executor, playerId: string): Promise<Set<string>> {
  const rows = await trx.selectFrom('discovered_recipes').select('recipe_id').where('player_id', '=', playerId).execute();
  return new Set(rows.map((row) => row.recipe_id));
}

/** Records a recipe as known; knowing it twice changes nothing. */
export async function recordDiscovery(trx: Executor, playerId: string, recipeId: string, now: number): Promise<void> {
  await trx
    .insertInto('discovered_recipes')
    .values({ player_id: playerId, recipe_id: recipeId, discovered_at: now })
    .onConflict((oc) => oc.columns(['player_id', 'recipe_id']).doNothing())
    .execute();
}

/**
 * Records every recipe whose unlock conditions are met now, and answers the known set with them.
 * Unlocks are kept once noticed: a condition met once (an item held) stays met.
 */
export async function recordConditionUnlocks(
  trx: Executor,
  playerId: string,
  context: { playerLevel: number; craftingExperience: number; inventory: Readonly<Record<string, number>>; discovered: ReadonlySet<string> },
  now: number,
): Promise<Set<string>> {
  const known = new Set(context.discovered);
  // One unlock can meet another's 'recipe' condition: repeat until nothing more opens.
  for (;;) {
    const unlocked = recipesUnlockedByConditions({ ...context, discovered: known });
    if (unlocked.length === 0) return known;
    for (const recipe of unlocked) {
      await recordDiscovery(trx, playerId, recipe.id, now);
      known.add(recipe.id);
    }
  }
}

/**
 * A character starting over forgets its workshop, its benches (bought, and recorded, when placed)
 * and the recipes it discovered. The workshop's experience and knowledge are the economy's to give
 * back first (surrenderExperience), so the ledger shows where they went: the delete is guarded on
 * their being gone, and a workshop still holding any refuses the whole start-over.
 */
export async function forgetWorkshop(trx: Executor, playerId: string): Promise<void> {
  await trx.deleteFrom('workshop_benches').where('player_id', '=', playerId).execute();
  await trx.deleteFrom('discovered_recipes').where('player_id', '=', playerId).execute();
  await trx.deleteFrom('workshops').where('player_id', '=', playerId).where('crafting_experience', '=', 0).where('knowledge_points', '=', 0).execute();
  if (await trx.selectFrom('workshops').select('player_id').where('player_id', '=', playerId).executeTakeFirst()) {
    throw new Error(`the workshop of player ${playerId} still holds experience: the economy gives it back first`);
  }
}

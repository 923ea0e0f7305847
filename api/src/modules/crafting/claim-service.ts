import { professionRecipeById, type CraftClaimResponse, type ProfessionId } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { payStationCraft } from '../workshop/station-craft-service';
import { payCommission } from './commission-service';
import { lockCrafter, type CraftRow } from './craft-store';
import { giveItems } from './item-moves';
import { gainProfessionExperience } from './profession-experience';
import type { RecipeCraftPlan } from './recipe-service';

type ClaimData = CraftClaimResponse['data'];

/**
 * Pays a Professions-window batch: each unit rolls its success against the rate it was queued
 * with; the products of the successes come in, and the recipe's experience for each of them
 * (a failed unit gives none: the window has no failure share).
 */
async function payRecipeCraft(ctx: AppContext, trx: Executor, row: CraftRow, now: number): Promise<ClaimData> {
  const plan = JSON.parse(row.plan) as RecipeCraftPlan;
  const name = professionRecipeById(row.recipe_id)?.name ?? row.recipe_id;
  let successes = 0;
  for (let unit = 0; unit < row.quantity; unit++) if (ctx.random() < plan.successRate) successes += 1;

  const produced = Object.fromEntries(Object.entries(plan.products).map(([itemId, count]) => [itemId, count * successes]).filter(([, count]) => (count as number) > 0));
  await giveItems(trx, row.player_id, produced, 'craft-product', row.id, now);
  const xpGained = plan.experience * successes;
  const { level, leveledUp } = await gainProfessionExperience(trx, row.player_id, plan.profession as ProfessionId, xpGained, { kind: 'craft-product', refId: row.id }, now);
  return {
    craftId: row.id,
    producedItems: produced,
    failed: row.quantity - successes,
    quality: null,
    xpGained,
    level,
    leveledUp,
    message: successes > 0 ? `Successfully crafted ${name}` : `Failed to craft ${name}`,
    discovery: null,
  };
}

/**
 * POST /crafts/{id}/claim: a finished craft pays once. The guarded UPDATE marks it claimed only
 * while unclaimed and finished, so of two claims at once one pays and the other reads what it
 * paid; a craft already claimed answers its stored result again, paying nothing. A refusal while
 * paying (a full inventory) rolls the claim back: the craft stays claimable.
 */
export async function claimCraft(ctx: AppContext, playerId: string, craftId: string): Promise<ClaimData> {
  const { data, paid } = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    await lockCrafter(trx, playerId);
    const row = await trx.selectFrom('crafts').selectAll().where('id', '=', craftId).where('player_id', '=', playerId).executeTakeFirst();
    if (!row) throw new Refusal('CRAFT_NOT_FOUND');
    if (row.claimed_at !== null && row.result !== null) return { data: JSON.parse(row.result) as ClaimData, paid: false };
    if (row.ends_at > now) throw new Refusal('CRAFT_NOT_READY', undefined, row.ends_at - now);

    const claimed = await trx
      .updateTable('crafts')
      .set({ claimed_at: now })
      .where('id', '=', craftId)
      .where('player_id', '=', playerId)
      .where('claimed_at', 'is', null)
      .where('ends_at', '<=', now)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const settled = await trx.selectFrom('crafts').select('result').where('id', '=', craftId).executeTakeFirst();
      if (settled?.result) return { data: JSON.parse(settled.result) as ClaimData, paid: false };
      throw new Refusal('CRAFT_NOT_FOUND');
    }

    const result =
      row.kind === 'station' ? await payStationCraft(ctx, trx, row, now) : row.kind === 'commission' ? await payCommission(trx, row, now) : await payRecipeCraft(ctx, trx, row, now);
    await trx.updateTable('crafts').set({ result: JSON.stringify(result) }).where('id', '=', craftId).execute();
    return { data: result, paid: true };
  });
  if (paid) ctx.events.emit('player-changed', { playerId, reason: 'craft-claim' });
  return data;
}

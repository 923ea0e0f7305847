import {
  API_ERRORS,
  craftingLevel,
  isRecipeKnown,
  STATION_RECIPES,
  stationCraftCheck,
  stationCraftPlan,
  workshopUpgrade,
  type WorkshopResponse,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { inventoryOf } from '../economy/inventory-store';
import { recordLedger } from '../economy/ledger';
import { changePurse } from '../economy/wallet';
import { lockCrafter } from '../crafting/craft-store';
import { benchTiersAt, workshopSite } from './workshop-site';
import { discoveredRecipes, ensureWorkshop, placedBenches, recordConditionUnlocks } from './workshop-store';

type WorkshopData = WorkshopResponse['data'];

/**
 * GET /workshop: the personal workshop (made at level 1 the first time), the crafting system's
 * standing, where the player can craft now, and every station recipe as they would craft it
 * there. Recipes whose unlock conditions are met are recorded as known on the way.
 */
export async function workshopView(ctx: AppContext, playerId: string): Promise<WorkshopData> {
  return transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const player = await lockCrafter(trx, playerId);
    const workshop = await ensureWorkshop(trx, playerId, now);
    const benches = await placedBenches(trx, playerId);
    const inventory = await inventoryOf(trx, playerId);
    const craftingExperience = workshop.crafting_experience;
    const discovered = await recordConditionUnlocks(trx, playerId, { playerLevel: player.level, craftingExperience, inventory, discovered: await discoveredRecipes(trx, playerId) }, now);
    const site = workshopSite(ctx, playerId, player);
    const benchTiers = benchTiersAt(site, benches);

    const recipes = STATION_RECIPES.map((recipe) => {
      const check = stationCraftCheck(recipe, { discovered, craftingExperience, inventory, benchTiers });
      const plan = stationCraftPlan(recipe, inventory);
      // Away from any workshop the bench is what is missing first; the recipe's own lacks still show.
      const noBenchHere = site === null && (check.ok || check.code === 'bench');
      const reason = noBenchHere ? API_ERRORS.NO_WORKSHOP_HERE : check.ok ? null : check.reason;
      return {
        id: recipe.id,
        discovered: isRecipeKnown(recipe, discovered),
        canCraft: check.ok && site !== null,
        reason,
        combinations: plan.effects.map((effect) => effect.id),
        quality: plan.quality,
        craftingTimeMs: plan.durationMs,
      };
    });
    return {
      level: workshop.level,
      benches,
      craftingExperience,
      craftingLevel: craftingLevel(craftingExperience),
      knowledgePoints: workshop.knowledge_points,
      site,
      recipes,
    };
  });
}

/**
 * POST /workshop/upgrade: the next level for its cost (002 §4 "Workshop upgrade"). The debit and
 * the level carry their guards in SQL: the purse never goes below zero and a level is bought once.
 */
export async function upgradeWorkshop(ctx: AppContext, playerId: string): Promise<{ level: number; costCopper: number; copper: number }> {
  const result = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const player = await lockCrafter(trx, playerId);
    const workshop = await ensureWorkshop(trx, playerId, now);
    const upgrade = workshopUpgrade(workshop.level, player.copper);
    if (!upgrade.allowed) throw upgrade.next ? new Refusal('INSUFFICIENT_FUNDS', upgrade.reason) : new Refusal('WORKSHOP_MAX_LEVEL');

    const raised = await trx
      .updateTable('workshops')
      .set({ level: upgrade.next.level, updated_at: now })
      .where('player_id', '=', playerId)
      .where('level', '=', workshop.level)
      .executeTakeFirst();
    // The row lock makes this unreachable; the guard keeps a level from being bought twice if it ever is not.
    if (Number(raised.numUpdatedRows) !== 1) throw new Refusal('WORKSHOP_MAX_LEVEL', 'Your workshop changed meanwhile: try again');
    const copper = await changePurse(trx, playerId, -upgrade.costCopper, now);
    await recordLedger(trx, { playerId, kind: 'workshop-upgrade', copperDelta: -upgrade.costCopper, refId: `workshop-level-${upgrade.next.level}` }, now);
    return { level: upgrade.next.level, costCopper: upgrade.costCopper, copper };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'workshop-upgrade' });
  return result;
}

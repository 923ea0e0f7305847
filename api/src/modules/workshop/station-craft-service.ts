import {
  craftingLevel,
  isRecipeKnown,
  rollDiscovery,
  stationCraftCheck,
  stationCraftPlan,
  stationRecipeById,
  type CraftClaimResponse,
  type QualityTier,
  type QueuedCraft,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/database';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { gainExperience } from '../economy/experience';
import { inventoryOf } from '../economy/inventory-store';
import { enqueueCraft, lockCrafter, toQueuedCraft, type CraftRow } from '../crafting/craft-store';
import { giveItems, takeItems } from '../crafting/item-moves';
import { benchTiersAt, workshopSite, type WorkshopSite } from './workshop-site';
import { discoveredRecipes, ensureWorkshop, placedBenches, recordConditionUnlocks, recordDiscovery } from './workshop-store';

/** What a station craft was queued with (stationCraftPlan at queue time): its claim pays this. */
export interface StationCraftPlanRecord {
  site: WorkshopSite;
  quantity: number;
  quality: QualityTier;
  experience: number;
  effects: string[];
  consumed: Record<string, number>;
}

/** POST /workshop/craft: a station recipe at a bench of the workshop where the player is. */
export async function queueStationCraft(ctx: AppContext, playerId: string, recipeId: string): Promise<{ craft: QueuedCraft; message: string }> {
  const queued = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    const player = await lockCrafter(trx, playerId);
    const site = workshopSite(ctx, playerId, player);
    if (!site) throw new Refusal('NO_WORKSHOP_HERE');
    const recipe = stationRecipeById(recipeId);
    if (!recipe) throw new Refusal('RECIPE_NOT_FOUND');

    const workshop = await ensureWorkshop(trx, playerId, now);
    const inventory = await inventoryOf(trx, playerId);
    const discovered = await recordConditionUnlocks(
      trx,
      playerId,
      { playerLevel: player.level, craftingExperience: workshop.crafting_experience, inventory, discovered: await discoveredRecipes(trx, playerId) },
      now,
    );
    if (!isRecipeKnown(recipe, discovered)) throw new Refusal('RECIPE_NOT_DISCOVERED');
    const benchTiers = benchTiersAt(site, await placedBenches(trx, playerId));
    const check = stationCraftCheck(recipe, { discovered, craftingExperience: workshop.crafting_experience, inventory, benchTiers });
    if (!check.ok) throw new Refusal('CRAFT_NOT_ALLOWED', check.reason);

    const plan = stationCraftPlan(recipe, inventory);
    const record: StationCraftPlanRecord = { site, quantity: plan.quantity, quality: plan.quality, experience: plan.experience, effects: plan.effects.map((e) => e.id), consumed: plan.consumed };
    const row = await enqueueCraft(
      trx,
      { playerId, kind: 'station', recipeId: recipe.id, quantity: 1, level: craftingLevel(workshop.crafting_experience), durationMs: plan.durationMs, plan: record },
      now,
    );
    await takeItems(trx, playerId, plan.consumed, 'craft-ingredients', row.id, now);
    return { craft: toQueuedCraft(row, now), message: `Crafting ${recipe.name}` };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'craft' });
  return queued;
}

type ClaimData = CraftClaimResponse['data'];

/**
 * Pays a station craft being claimed (inside the claim's transaction, the craft already marked
 * claimed): its result, crafting experience, the recipe's knowledge points, and a discovery roll.
 */
export async function payStationCraft(ctx: AppContext, trx: Executor, row: CraftRow, now: number): Promise<ClaimData> {
  const recipe = stationRecipeById(row.recipe_id);
  if (!recipe) throw new Refusal('RECIPE_NOT_FOUND');
  const plan = JSON.parse(row.plan) as StationCraftPlanRecord;
  const playerId = row.player_id;

  await giveItems(trx, playerId, { [recipe.result.itemId]: plan.quantity }, 'craft-product', row.id, now);

  const before = await ensureWorkshop(trx, playerId, now);
  const discovered = await discoveredRecipes(trx, playerId);
  const discovery = rollDiscovery(recipe, discovered, ctx.random);
  if (discovery?.type === 'recipe') {
    await recordDiscovery(trx, playerId, discovery.value, now);
    discovered.add(discovery.value);
  }
  const knowledge = recipe.discoveryValue + (discovery?.type === 'knowledge' ? discovery.value : 0);
  // Experience and knowledge are the economy's, each through its ledger.
  const cause = { kind: 'craft-product', refId: row.id } as const;
  const craftingExperience = await gainExperience(trx, playerId, 'crafting', plan.experience, cause, now);
  await gainExperience(trx, playerId, 'knowledge', knowledge, cause, now);

  // More experience can meet the next recipes' conditions: they are known from now on.
  const player = await trx.selectFrom('players').select('level').where('user_id', '=', playerId).executeTakeFirstOrThrow();
  await recordConditionUnlocks(trx, playerId, { playerLevel: player.level, craftingExperience, inventory: await inventoryOf(trx, playerId), discovered }, now);

  const level = craftingLevel(craftingExperience);
  const message = discovery ? `Successfully crafted ${recipe.name}. ${discovery.description}` : `Successfully crafted ${recipe.name}`;
  return {
    craftId: row.id,
    producedItems: { [recipe.result.itemId]: plan.quantity },
    failed: 0,
    quality: plan.quality,
    xpGained: plan.experience,
    level,
    leveledUp: level > craftingLevel(before.crafting_experience),
    message,
    discovery: { recipeId: discovery?.type === 'recipe' ? discovery.value : null, knowledgePoints: knowledge },
  };
}

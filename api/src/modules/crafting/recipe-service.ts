import {
  professionProgress,
  professionRecipeById,
  professionRecipeCheck,
  professionRecipeQueueMs,
  professionRecipeSuccessRate,
  professionRecipeTimeMs,
  recipesOfProfession,
  type CraftRequest,
  type ProfessionRecipe,
  type ProfessionRecipesResponse,
  type ProfessionRecipeView,
  type QueuedCraft,
  type WindowProfession,
} from '@silkroad/shared';
import type { AppContext } from '../../context';
import { transact } from '../../db/transaction';
import { Refusal } from '../../http/refusal';
import { professionExperienceOf } from '../economy/experience';
import { inventoryOf } from '../economy/inventory-store';
import { enqueueCraft, lockCrafter, toQueuedCraft } from './craft-store';
import { takeItems } from './item-moves';

/** What a Professions-window craft was queued with: its claim rolls and pays from this, not from a catalogue that may have changed. */
export interface RecipeCraftPlan {
  profession: WindowProfession;
  successRate: number;
  /** Per unit that succeeds. */
  experience: number;
  products: Record<string, number>;
}

function recipeView(recipe: ProfessionRecipe, level: number, inventory: Readonly<Record<string, number>>): ProfessionRecipeView {
  const check = professionRecipeCheck(recipe, level, inventory, 1);
  return {
    id: recipe.id,
    name: recipe.name,
    description: recipe.description,
    profession: recipe.profession,
    requiredLevel: recipe.requiredLevel,
    ingredients: { ...recipe.ingredients },
    products: { ...recipe.products },
    experience: recipe.experience,
    successRate: professionRecipeSuccessRate(recipe, level),
    craftingTimeMs: professionRecipeTimeMs(recipe, level),
    canCraft: check.ok,
    reason: check.ok ? null : check.reason,
  };
}

/** GET /{profession}/recipes: the profession's progress and its recipes as this player would craft them now. */
export async function professionRecipes(ctx: AppContext, playerId: string, profession: WindowProfession): Promise<ProfessionRecipesResponse['data']> {
  const player = await ctx.db.selectFrom('players').select('user_id').where('user_id', '=', playerId).executeTakeFirst();
  if (!player) throw new Refusal('PLAYER_NOT_FOUND');
  const experience = await professionExperienceOf(ctx.db, playerId, profession);
  const progress = professionProgress(experience);
  const inventory = await inventoryOf(ctx.db, playerId);
  return {
    profession,
    level: progress.level,
    experience,
    current: progress.current,
    needed: progress.needed,
    recipes: recipesOfProfession(profession).map((recipe) => recipeView(recipe, progress.level, inventory)),
  };
}

/**
 * POST /{profession}/craft: queues `quantity` of a recipe. The ingredients for the whole quantity
 * leave the inventory now (ledger 'craft-ingredients'); the products come when it is claimed.
 */
export async function queueRecipeCraft(ctx: AppContext, playerId: string, profession: WindowProfession, request: Required<Pick<CraftRequest, 'recipe' | 'quantity'>>): Promise<{ craft: QueuedCraft; message: string }> {
  const queued = await transact(ctx.db, async (trx) => {
    const now = ctx.clock.now();
    await lockCrafter(trx, playerId);
    const recipe = professionRecipeById(request.recipe);
    if (!recipe || recipe.profession !== profession) throw new Refusal('RECIPE_NOT_FOUND');
    const level = professionProgress(await professionExperienceOf(trx, playerId, profession)).level;
    const check = professionRecipeCheck(recipe, level, await inventoryOf(trx, playerId), request.quantity);
    if (!check.ok) throw new Refusal(check.code === 'quantity' ? 'INVALID_QUANTITY' : 'CRAFT_NOT_ALLOWED', check.reason);

    const plan: RecipeCraftPlan = { profession, successRate: professionRecipeSuccessRate(recipe, level), experience: recipe.experience, products: { ...recipe.products } };
    const row = await enqueueCraft(
      trx,
      { playerId, kind: 'recipe', recipeId: recipe.id, quantity: request.quantity, level, durationMs: professionRecipeQueueMs(recipe, level, request.quantity), plan },
      now,
    );
    const ingredients = Object.fromEntries(Object.entries(recipe.ingredients).map(([itemId, count]) => [itemId, count * request.quantity]));
    await takeItems(trx, playerId, ingredients, 'craft-ingredients', row.id, now);
    return { craft: toQueuedCraft(row, now), message: `Crafting ${request.quantity}x ${recipe.name}` };
  });
  ctx.events.emit('player-changed', { playerId, reason: 'craft' });
  return queued;
}

import { z } from 'zod';
import { WINDOW_PROFESSIONS, type WindowProfession } from '../../catalogue/recipes';
import {
  craftClaimResponseSchema,
  craftQueuedResponseSchema,
  craftQueueResponseSchema,
  craftRequestSchema,
  professionRecipesResponseSchema,
  transmuteRequestSchema,
  transmuteResponseSchema,
} from '../crafting';
import { defineRoute } from './route-spec';
import { routesPer } from './routes-per';

const tag = 'crafting';

const RECIPES_DESCRIPTION =
  'The profession’s level and XP bar, and each recipe with the player’s success rate and time at that level, and whether one can be queued now (level and ingredients) and why not.';

function recipesRoute<P extends WindowProfession>(profession: P) {
  return defineRoute({
    method: 'get',
    path: `/api/${profession}/recipes`,
    tag,
    summary: `The ${profession} recipes of the Professions window`,
    description: RECIPES_DESCRIPTION,
    access: 'player',
    reply: professionRecipesResponseSchema,
    refusals: [],
  });
}

/** The spec names the recipes under /professions/ too; both paths answer the same. */
function recipesUnderProfessionsRoute<P extends WindowProfession>(profession: P) {
  return defineRoute({
    method: 'get',
    path: `/api/professions/${profession}/recipes`,
    tag,
    summary: `The ${profession} recipes of the Professions window`,
    description: `${RECIPES_DESCRIPTION} The same as GET /api/${profession}/recipes.`,
    access: 'player',
    reply: professionRecipesResponseSchema,
    refusals: [],
  });
}

function craftRoute<P extends WindowProfession>(profession: P) {
  return defineRoute({
    method: 'post',
    path: `/api/${profession}/craft`,
    tag,
    summary: `Queue a ${profession} recipe`,
    description: [
      'Queues `quantity` (1 to 99) of a recipe after the player’s other unclaimed crafts (at most 10). The ingredients for the whole quantity are taken now;',
      'the products come when the craft is claimed (POST /crafts/{id}/claim), each unit rolling its success then. CRAFT_NOT_ALLOWED says why (level or materials).',
    ].join(' '),
    access: 'player',
    rateLimit: 'crafting',
    body: craftRequestSchema,
    reply: craftQueuedResponseSchema,
    refusals: ['RECIPE_NOT_FOUND', 'INVALID_QUANTITY', 'CRAFT_NOT_ALLOWED', 'CRAFT_QUEUE_FULL', 'INSUFFICIENT_ITEMS'],
    /** The craft form's quantity is answered with the spec's own text (001 §2). */
    fields: { quantity: { code: 'INVALID_QUANTITY', message: 'Quantity must be 1 to 99' } },
  });
}

/** The Professions window's calls (001 §2, §7): recipes, queueing a batch, the crafting queue, claiming, and transmutation. */
export const CRAFTING_ROUTES = {
  // Explicit paths, not /{profession}/...: a pattern would also catch /workshop/craft and the action routes.
  ...routesPer(WINDOW_PROFESSIONS, 'Recipes', recipesRoute),
  ...routesPer(WINDOW_PROFESSIONS, 'RecipesUnderProfessions', recipesUnderProfessionsRoute),
  ...routesPer(WINDOW_PROFESSIONS, 'Craft', craftRoute),
  queue: defineRoute({
    method: 'get',
    path: '/api/crafts/queue',
    tag,
    summary: 'The player’s crafting queue',
    description: 'Unclaimed crafts, Professions-window batches and bench crafts together, in the order they run, with status (queued, in-progress, ready) and progress by the server’s clock.',
    access: 'player',
    reply: craftQueueResponseSchema,
    refusals: [],
  }),
  claim: defineRoute({
    method: 'post',
    path: '/api/crafts/{id}/claim',
    tag,
    summary: 'Collect a finished craft',
    description: [
      'Pays a finished craft once: its products, the XP (the profession’s for a window recipe, the crafting system’s for a bench craft) and, for a bench craft, knowledge points and a 10% discovery roll.',
      'Claiming it again answers the same result without paying. A full inventory refuses the claim and leaves the craft claimable. CRAFT_NOT_READY comes with Retry-After.',
    ].join(' '),
    access: 'player',
    rateLimit: 'crafting',
    params: z.object({ id: z.string().min(1).max(64) }),
    reply: craftClaimResponseSchema,
    refusals: ['CRAFT_NOT_FOUND', 'CRAFT_NOT_READY', 'INVENTORY_FULL'],
  }),
  transmute: defineRoute({
    method: 'post',
    path: '/api/alchemy/transmute',
    tag,
    summary: 'Transmute one metal into another',
    description: [
      'Copper (copper ore), silver (silver ore) and gold (gold dust): `quantity` (1 to 100) of the material is turned in whole batches at fixed ratios',
      '(3 copper : 1 silver, 4 silver : 1 gold, 12 copper : 1 gold; down 1 : 2, 1 : 3, 1 : 6) that always lose value, for a fee of 10 copper per batch and 2 alchemy XP per batch.',
      'Gold needs Alchemy 3 (CRAFT_NOT_ALLOWED). The remainder of a quantity that is not a whole number of batches stays with the player.',
    ].join(' '),
    access: 'player',
    rateLimit: 'crafting',
    body: transmuteRequestSchema,
    reply: transmuteResponseSchema,
    refusals: ['TRANSMUTE_INVALID', 'TRANSMUTE_NOT_ENOUGH', 'CRAFT_NOT_ALLOWED', 'INSUFFICIENT_FUNDS', 'INSUFFICIENT_ITEMS', 'INVENTORY_FULL'],
  }),
};

import { CRAFTING_ROUTES, type RouteReply, type TransmuteRequest, type WindowProfession } from '@silkroad/shared';
import type { ApiClient } from './api-client';

const ROUTES = CRAFTING_ROUTES;

export type ProfessionRecipes = RouteReply<(typeof ROUTES)[`${WindowProfession}Recipes`]>['data'];
export type CraftQueued = RouteReply<(typeof ROUTES)[`${WindowProfession}Craft`]>['data'];
export type CraftQueue = RouteReply<typeof ROUTES.queue>['data'];
export type CraftClaim = RouteReply<typeof ROUTES.claim>['data'];
export type Transmuted = RouteReply<typeof ROUTES.transmute>;

/**
 * The Professions window's calls (001 §2, §7): a profession's recipes, queueing a batch, the
 * crafting queue of both kinds of craft, claiming a finished one, and the alchemy transmutation.
 * Refusals throw ApiError with the server's code.
 */
export class CraftingApi {
  constructor(private readonly api: ApiClient) {}

  async recipes(profession: WindowProfession): Promise<ProfessionRecipes> {
    return (await this.api.send(ROUTES[`${profession}Recipes`], {})).data;
  }

  async craft(profession: WindowProfession, recipe: string, quantity: number): Promise<CraftQueued> {
    return (await this.api.send(ROUTES[`${profession}Craft`], { body: { recipe, quantity } })).data;
  }

  /** The queue, and the server's clock when it answered. */
  async queue(): Promise<CraftQueue> {
    return (await this.api.send(ROUTES.queue, {})).data;
  }

  async claim(craftId: string): Promise<CraftClaim> {
    return (await this.api.send(ROUTES.claim, { params: { id: craftId } })).data;
  }

  /** The whole reply: the fee and experience sit beside the data. */
  transmute(request: TransmuteRequest): Promise<Transmuted> {
    return this.api.send(ROUTES.transmute, { body: request });
  }
}

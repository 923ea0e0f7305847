import {
  craftClaimResponseSchema,
  craftQueuedResponseSchema,
  craftQueueResponseSchema,
  professionRecipesResponseSchema,
  transmuteResponseSchema,
  type CraftClaimResponse,
  type CraftRequest,
  type ProfessionRecipesResponse,
  type QueuedCraft,
  type TransmuteRequest,
  type TransmuteResponse,
  type WindowProfession,
} from '@silkroad/shared';
import type { z } from 'zod';
import { ApiError, type ApiClient } from './api-client';

export type ProfessionRecipes = ProfessionRecipesResponse['data'];
export type CraftClaim = CraftClaimResponse['data'];

/** A reply that does not have the protocol's shape is a broken server, not a refusal. */
export function parseReply<T>(schema: z.ZodType<T>, body: unknown, what: string): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(`Unexpected ${what} from the server`, 200);
  return parsed.data;
}

/**
 * The Professions window's calls (001 §2, §7): a profession's recipes, queueing a batch, the
 * crafting queue of both kinds of craft, claiming a finished one, and the alchemy transmutation.
 * Refusals throw ApiError with the server's code and text.
 */
export class CraftingApi {
  constructor(private readonly api: ApiClient) {}

  async recipes(profession: WindowProfession): Promise<ProfessionRecipes> {
    const body = await this.api.call<unknown>(`/api/${profession}/recipes`);
    return parseReply(professionRecipesResponseSchema, body, 'recipes').data;
  }

  async craft(profession: WindowProfession, recipe: string, quantity: number): Promise<{ craft: QueuedCraft; message: string }> {
    const request: CraftRequest = { recipe, quantity };
    const body = await this.api.call<unknown>(`/api/${profession}/craft`, { method: 'POST', body: request });
    return parseReply(craftQueuedResponseSchema, body, 'craft').data;
  }

  /** The queue, and the server's clock when it answered. */
  async queue(): Promise<{ queue: QueuedCraft[]; now: number }> {
    const body = await this.api.call<unknown>('/api/crafts/queue');
    return parseReply(craftQueueResponseSchema, body, 'crafting queue').data;
  }

  async claim(craftId: string): Promise<CraftClaim> {
    const body = await this.api.call<unknown>(`/api/crafts/${encodeURIComponent(craftId)}/claim`, { method: 'POST' });
    return parseReply(craftClaimResponseSchema, body, 'claim').data;
  }

  async transmute(request: TransmuteRequest): Promise<TransmuteResponse> {
    const body = await this.api.call<unknown>('/api/alchemy/transmute', { method: 'POST', body: request });
    return parseReply(transmuteResponseSchema, body, 'transmutation');
  }
}

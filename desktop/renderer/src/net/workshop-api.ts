import {
  benchPlaceResponseSchema,
  craftQueuedResponseSchema,
  placedBenchSchema,
  workshopResponseSchema,
  workshopUpgradeResponseSchema,
  type BenchPlaceRequest,
  type QueuedCraft,
  type StationCraftRequest,
  type WorkshopResponse,
} from '@silkroad/shared';
import { z } from 'zod';
import type { ApiClient } from './api-client';
import { parseReply } from './crafting-api';

export type Workshop = WorkshopResponse['data'];
export type WorkshopUpgraded = z.infer<typeof workshopUpgradeResponseSchema>['data'];
export type BenchPlaced = z.infer<typeof benchPlaceResponseSchema>['data'];

/** The move answers with the bench where it now stands (its data may also hold more). */
const benchMovedSchema = z.object({ success: z.literal(true), data: z.object({ bench: placedBenchSchema }) });

/**
 * The personal workshop's calls (002 §2, §4): the workshop with its benches and station recipes,
 * upgrading it, buying and placing a bench, moving one, and queueing a station craft (claimed
 * through the crafting queue like any craft).
 */
export class WorkshopApi {
  constructor(private readonly api: ApiClient) {}

  async workshop(): Promise<Workshop> {
    const body = await this.api.call<unknown>('/api/workshop');
    return parseReply(workshopResponseSchema, body, 'workshop').data;
  }

  async upgrade(): Promise<WorkshopUpgraded> {
    const body = await this.api.call<unknown>('/api/workshop/upgrade', { method: 'POST' });
    return parseReply(workshopUpgradeResponseSchema, body, 'workshop upgrade').data;
  }

  async placeBench(benchId: string, x: number, y: number): Promise<BenchPlaced> {
    const request: BenchPlaceRequest = { benchId, x, y };
    const body = await this.api.call<unknown>('/api/workshop/benches', { method: 'POST', body: request });
    return parseReply(benchPlaceResponseSchema, body, 'bench').data;
  }

  async moveBench(id: number, x: number, y: number): Promise<void> {
    const body = await this.api.call<unknown>(`/api/workshop/benches/${id}/move`, { method: 'POST', body: { x, y } });
    parseReply(benchMovedSchema.or(z.object({ success: z.literal(true) })), body, 'bench move');
  }

  async craft(recipeId: string): Promise<{ craft: QueuedCraft; message: string }> {
    const request: StationCraftRequest = { recipeId };
    const body = await this.api.call<unknown>('/api/workshop/craft', { method: 'POST', body: request });
    return parseReply(craftQueuedResponseSchema, body, 'craft').data;
  }
}

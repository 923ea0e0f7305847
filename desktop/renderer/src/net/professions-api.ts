import {
  actionCheckResponseSchema,
  actionStartResponseSchema,
  activeSessionsResponseSchema,
  craftQueuedResponseSchema,
  plantResponseSchema,
  professionActionsResponseSchema,
  professionStatsResponseSchema,
  type ActionCheckResponse,
  type ActionSessionView,
  type ActionStartRequest,
  type ActionStartResponse,
  type CommissionRequest,
  type PlantRequest,
  type QueuedCraft,
  type ProfessionActionsResponse,
  type ProfessionId,
  type ProfessionStats,
} from '@silkroad/shared';
import type { z } from 'zod';
import { ApiError, type ApiClient } from './api-client';

export type ProfessionActions = ProfessionActionsResponse['data'];

/** The session calls of one profession live under its own path (001 §7: /mining/start, /logging/check/{id}...). */
function sessionPath(profession: ProfessionId, rest: string): string {
  return `/api/${profession}/${rest}`;
}

function parse<S extends z.ZodType>(schema: S, body: unknown, what: string): z.infer<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new ApiError(`Unexpected ${what} from the server`, 200);
  return parsed.data;
}

/**
 * The profession routes the popups use (001 §7): every action of a profession judged where and
 * when the player stands, starting one, checking (and so claiming) a session, the sessions still
 * running, and the profession's stats. Answers are checked against the shared schemas; a refusal
 * throws ApiError with the server's code and text (ACTION_UNAVAILABLE, ACTION_IN_PROGRESS...).
 */
export class ProfessionsApi {
  constructor(private readonly api: ApiClient) {}

  async actions(profession: ProfessionId): Promise<ProfessionActions> {
    const body = await this.api.call<unknown>(`/api/professions/${profession}/actions`);
    return parse(professionActionsResponseSchema, body, 'actions').data;
  }

  async start(profession: ProfessionId, action: string): Promise<ActionStartResponse> {
    const request: ActionStartRequest = { action };
    const body = await this.api.call<unknown>(sessionPath(profession, 'start'), { method: 'POST', body: request });
    return parse(actionStartResponseSchema, body, 'start');
  }

  /** The session; a finished one is claimed by this call, and every later check answers the same result. */
  async check(profession: ProfessionId, sessionId: string): Promise<ActionCheckResponse> {
    const body = await this.api.call<unknown>(sessionPath(profession, `check/${encodeURIComponent(sessionId)}`));
    return parse(actionCheckResponseSchema, body, 'check');
  }

  /** The profession's sessions not yet claimed (to pick a running one up again after a reload). */
  async active(profession: ProfessionId): Promise<ActionSessionView[]> {
    const body = await this.api.call<unknown>(sessionPath(profession, 'active'));
    return parse(activeSessionsResponseSchema, body, 'active sessions').data.sessions;
  }

  /** POST /logging/plant: saplings planted where the player stands in a forest; they grow into trees anyone may fell. */
  async plant(treeType: string, quantity: number): Promise<{ planted: number; costCopper: number; xpGained: number; message: string }> {
    const request: PlantRequest = { treeType, quantity, timestamp: Date.now() };
    const body = await this.api.call<unknown>('/api/logging/plant', { method: 'POST', body: request });
    return parse(plantResponseSchema, body, 'planting').data;
  }

  /** POST /crafting/commission: the town's master crafter makes the item; it arrives through the crafting queue. */
  async commission(itemType: string): Promise<{ craft: QueuedCraft; message: string }> {
    const request: CommissionRequest = { itemType };
    const body = await this.api.call<unknown>('/api/crafting/commission', { method: 'POST', body: request });
    return parse(craftQueuedResponseSchema, body, 'commission').data;
  }

  async stats(profession: ProfessionId): Promise<ProfessionStats> {
    const body = await this.api.call<unknown>(sessionPath(profession, 'stats'));
    return parse(professionStatsResponseSchema, body, 'stats').data;
  }
}

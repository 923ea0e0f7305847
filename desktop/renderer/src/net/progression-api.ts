import { professionSwitchResponseSchema, progressionStatusResponseSchema, type ProfessionId, type ProfessionSwitchRequest, type ProgressionStatusResponse } from '@silkroad/shared';
import type { z } from 'zod';
import type { ApiClient } from './api-client';
import { parseReply } from './crafting-api';

export type ProgressionStatus = ProgressionStatusResponse['data'];
export type ProfessionSwitched = z.infer<typeof professionSwitchResponseSchema>['data'];

/** The Player Stats window's calls (001 §5, §7): every profession's level, the current one, and switching. */
export class ProgressionApi {
  constructor(private readonly api: ApiClient) {}

  async status(): Promise<ProgressionStatus> {
    const body = await this.api.call<unknown>('/api/progression/status');
    return parseReply(progressionStatusResponseSchema, body, 'progression').data;
  }

  async switchTo(profession: ProfessionId): Promise<ProfessionSwitched> {
    const request: ProfessionSwitchRequest = { profession };
    const body = await this.api.call<unknown>('/api/progression/switch', { method: 'POST', body: request });
    return parseReply(professionSwitchResponseSchema, body, 'profession switch').data;
  }
}

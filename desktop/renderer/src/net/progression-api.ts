import { type ProfessionId, PROFESSIONS_ROUTES, type RouteReply } from '@silkroad/shared';
import type { ApiClient } from './api-client';

const ROUTES = PROFESSIONS_ROUTES;

export type ProgressionStatus = RouteReply<typeof ROUTES.progressionStatus>['data'];
export type ProfessionSwitched = RouteReply<typeof ROUTES.switchProfession>['data'];

/** The Player Stats window's calls (001 §5, §7): every profession's level, the current one, and switching. */
export class ProgressionApi {
  constructor(private readonly api: ApiClient) {}

  async status(): Promise<ProgressionStatus> {
    return (await this.api.send(ROUTES.progressionStatus, {})).data;
  }

  async switchTo(profession: ProfessionId): Promise<ProfessionSwitched> {
    return (await this.api.send(ROUTES.switchProfession, { body: { profession } })).data;
  }
}

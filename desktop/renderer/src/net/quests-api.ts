import { type QuestLog, QUESTS_ROUTES, type QuestView } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/** What accepting, claiming or abandoning a quest answers: the quest as it is now, and the whole log after it. */
export interface QuestChange {
  quest: QuestView;
  log: QuestLog;
}

/**
 * The quests' routes of the protocol map (issue 20): the log, what an NPC offers this player, and
 * accepting, claiming and abandoning. The server counts every objective; the client only shows.
 */
export class QuestsApi {
  constructor(private readonly api: ApiClient) {}

  async log(): Promise<QuestLog> {
    return (await this.api.send(QUESTS_ROUTES.log, {})).data;
  }

  /** The quests `npcId` gives, as this player sees them (available, locked with why, active, ready, done today). */
  async ofNpc(npcId: string): Promise<QuestView[]> {
    return (await this.api.send(QUESTS_ROUTES.ofNpc, { params: { npcId } })).data.quests;
  }

  async accept(questId: string): Promise<QuestChange> {
    return (await this.api.send(QUESTS_ROUTES.accept, { params: { id: questId } })).data;
  }

  async claim(questId: string): Promise<QuestChange> {
    return (await this.api.send(QUESTS_ROUTES.claim, { params: { id: questId } })).data;
  }

  async abandon(questId: string): Promise<QuestChange> {
    return (await this.api.send(QUESTS_ROUTES.abandon, { params: { id: questId } })).data;
  }
}

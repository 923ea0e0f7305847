import { ORACLE_ROUTES, type OracleClue, type OracleQuery } from '@silkroad/shared';
import type { ApiClient } from './api-client';

export interface Rumours {
  /** The clues and rumours still in force, newest first. */
  rumours: OracleClue[];
  /** The HUD's rumour count. */
  unread: number;
  cluesLeftToday: number;
}

export interface OracleAnswer {
  clue: OracleClue;
  copperSpent: number;
  copper: number;
  cluesLeftToday: number;
}

/** The oracle of Samarkand and the cities' rumours (issue 20): true clues, read over HTTP. */
export class OracleApi {
  constructor(private readonly api: ApiClient) {}

  async query(query: OracleQuery = {}): Promise<OracleAnswer> {
    return (await this.api.send(ORACLE_ROUTES.query, { body: query })).data;
  }

  /** A rumour from an NPC who tells them (once a game day each). */
  async rumour(npcId: string): Promise<OracleClue> {
    return (await this.api.send(ORACLE_ROUTES.rumour, { body: { npc_id: npcId } })).data.clue;
  }

  async rumours(): Promise<Rumours> {
    return (await this.api.send(ORACLE_ROUTES.rumours, {})).data;
  }

  async markRead(): Promise<number> {
    return (await this.api.send(ORACLE_ROUTES.markRead, {})).data.unread;
  }
}

import { API_ROUTES, type PlayerData } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/** The signed-in player's character: its data, and starting it over. */
export class PlayerApi {
  constructor(private readonly api: ApiClient) {}

  async player(): Promise<PlayerData> {
    return (await this.api.send(API_ROUTES.player.player, {})).data;
  }

  /** The character starts over, keeping its name; answers the player as it is now. */
  async resetStats(): Promise<PlayerData> {
    return (await this.api.send(API_ROUTES.player.resetStats, {})).data;
  }

  /** The character starts over without a name: the stored user asks for a new one next. */
  async deleteCharacter(): Promise<void> {
    await this.api.send(API_ROUTES.player.deleteCharacter, {});
    this.api.sessions.updateUser({ inGameName: null, needsInGameName: true });
  }
}

import { PLAYER_ROUTES, type PlayerData } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/** The signed-in player's character: its data, and starting it over. */
export class PlayerApi {
  constructor(private readonly api: ApiClient) {}

  async player(): Promise<PlayerData> {
    return (await this.api.send(PLAYER_ROUTES.player, {})).data;
  }

  /** The character starts over, keeping its name; answers the player as it is now. */
  async resetStats(): Promise<PlayerData> {
    return (await this.api.send(PLAYER_ROUTES.resetStats, {})).data;
  }

  /** The character starts over without a name: the stored user asks for a new one next. */
  async deleteCharacter(): Promise<void> {
    await this.api.send(PLAYER_ROUTES.deleteCharacter, {});
    this.api.sessions.updateUser({ inGameName: null, needsInGameName: true });
  }
}

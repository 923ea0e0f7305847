import { decodeMoves, type MovesBatch, type OnlinePlayer } from '@silkroad/shared';
import type { RemoteMove } from '../bus/game-bus';

/**
 * Who the presence ids of `players-moved` are (shared presence-codec). The server announces each
 * player's id in `existing-players` and `player-joined` on the same socket, always before the
 * moves that use it, so the roster events keep this directory up to date.
 */
export class PresenceDirectory {
  private readonly players = new Map<number, string>();
  private readonly ids = new Map<string, number>();
  private self = 0;

  /** A new connection: the local player's own id, and nobody else known yet. */
  reset(selfPresenceId: number): void {
    this.self = selfPresenceId;
    this.players.clear();
    this.ids.clear();
  }

  /** A full view (existing-players): whoever is missing from it is forgotten. */
  replaceAll(players: readonly OnlinePlayer[]): void {
    this.players.clear();
    this.ids.clear();
    for (const player of players) this.add(player);
  }

  add(player: OnlinePlayer): void {
    const previous = this.ids.get(player.playerId);
    if (previous !== undefined) this.players.delete(previous);
    const holder = this.players.get(player.presenceId);
    if (holder !== undefined) this.ids.delete(holder);
    this.players.set(player.presenceId, player.playerId);
    this.ids.set(player.playerId, player.presenceId);
  }

  remove(playerId: string): void {
    const id = this.ids.get(playerId);
    if (id === undefined) return;
    this.ids.delete(playerId);
    this.players.delete(id);
  }

  /**
   * The moves of a tick by player id. The local player's own move comes back in its area's batch
   * and is skipped (the local position is the client's own); an id never announced, or a batch
   * that does not decode, yields nothing rather than a guess.
   */
  decode(batch: MovesBatch): RemoteMove[] {
    const moves: RemoteMove[] = [];
    const count = decodeMoves(batch, (presenceId, x, y) => {
      if (presenceId === this.self) return;
      const playerId = this.players.get(presenceId);
      if (playerId !== undefined) moves.push({ playerId, x, y });
    });
    return count < 0 ? [] : moves;
  }

  get size(): number {
    return this.players.size;
  }
}

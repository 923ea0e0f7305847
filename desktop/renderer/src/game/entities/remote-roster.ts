import { clampToWorld, type OnlinePlayer } from '@silkroad/shared';
import type { RemoteMove } from '../../bus/game-bus';

export interface RemoteEntry {
  playerId: string;
  name: string;
  /** Where the server last put this player. */
  x: number;
  y: number;
}

export type RosterChange =
  | { type: 'added'; player: RemoteEntry }
  | { type: 'removed'; playerId: string }
  | { type: 'moved'; playerId: string; x: number; y: number }
  | { type: 'renamed'; playerId: string; name: string };

function validPosition(x: number, y: number): { x: number; y: number } | undefined {
  return Number.isFinite(x) && Number.isFinite(y) ? clampToWorld(x, y) : undefined;
}

/**
 * Who else is in the world, as the server reports it. Pure bookkeeping: it turns bus events into
 * changes for the sprites, never holds two entries for one player, and ignores moves of players
 * it was never told about (it could not name them).
 */
export class RemoteRoster {
  private readonly players = new Map<string, RemoteEntry>();

  /** @param localName the local player's name: an entry carrying it is this client itself, never drawn twice. */
  constructor(private readonly localName?: string) {}

  private isSelf(player: OnlinePlayer): boolean {
    return this.localName !== undefined && player.username.trim().toLowerCase() === this.localName.trim().toLowerCase();
  }

  /** A full snapshot ("who is here"): players missing from it have left. */
  replaceAll(players: readonly OnlinePlayer[]): RosterChange[] {
    const changes: RosterChange[] = [];
    const present = new Set<string>();
    for (const player of players) {
      if (this.isSelf(player)) continue;
      present.add(player.playerId);
      changes.push(...this.join(player));
    }
    for (const playerId of [...this.players.keys()]) if (!present.has(playerId)) changes.push(...this.leave(playerId));
    return changes;
  }

  join(player: OnlinePlayer): RosterChange[] {
    if (this.isSelf(player)) return [];
    const position = validPosition(player.x, player.y);
    const existing = this.players.get(player.playerId);
    if (!existing) {
      if (!position) return [];
      const entry = { playerId: player.playerId, name: player.username, x: position.x, y: position.y };
      this.players.set(entry.playerId, entry);
      return [{ type: 'added', player: { ...entry } }];
    }
    const changes: RosterChange[] = [];
    if (existing.name !== player.username) {
      existing.name = player.username;
      changes.push({ type: 'renamed', playerId: existing.playerId, name: existing.name });
    }
    if (position && (position.x !== existing.x || position.y !== existing.y)) {
      existing.x = position.x;
      existing.y = position.y;
      changes.push({ type: 'moved', playerId: existing.playerId, x: position.x, y: position.y });
    }
    return changes;
  }

  leave(playerId: string): RosterChange[] {
    return this.players.delete(playerId) ? [{ type: 'removed', playerId }] : [];
  }

  moveBatch(moves: readonly RemoteMove[]): RosterChange[] {
    const changes: RosterChange[] = [];
    for (const move of moves) {
      const entry = this.players.get(move.playerId);
      const position = validPosition(move.x, move.y);
      if (!entry || !position) continue;
      entry.x = position.x;
      entry.y = position.y;
      changes.push({ type: 'moved', playerId: entry.playerId, x: position.x, y: position.y });
    }
    return changes;
  }

  list(): RemoteEntry[] {
    return [...this.players.values()].map((entry) => ({ ...entry }));
  }

  get size(): number {
    return this.players.size;
  }
}

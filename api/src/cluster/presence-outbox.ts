import type { MirroredPlayer, PresenceBatch } from './presence-batch';
import { PRESENCE_HEARTBEAT_MS } from './presence-mirror';

/** A batch before the bus numbers it and names its origin. */
export type OutgoingBatch = Omit<PresenceBatch, 'origin' | 'seq'>;

/**
 * What this process tells the others at its next presence tick (DESIGN "Several processes"):
 * its own players who joined, moved or left since the last batch. It holds the live players
 * themselves, not copies, so a batch carries each mover's latest position however often it moved
 * in between, and a tick costs one entry per mover. Pure: time is a parameter.
 */
export class PresenceOutbox<P extends MirroredPlayer = MirroredPlayer> {
  private readonly joined = new Set<P>();
  private readonly moved = new Set<P>();
  private readonly left = new Set<string>();
  private fullRequested = false;
  private lastBatchAt = -Infinity;

  /** A player entered the world here. */
  join(player: P): void {
    // Left and back within one tick: the join alone says where it is (a batch applies leaves last).
    this.left.delete(player.playerId);
    this.moved.delete(player);
    this.joined.add(player);
  }

  /** A player of this process has a new position; the batch reads it when it is taken. */
  move(player: P): void {
    if (!this.joined.has(player)) this.moved.add(player);
  }

  /** A player left the world here (disconnected, deleted, or signed in elsewhere). */
  leave(player: P): void {
    this.joined.delete(player);
    this.moved.delete(player);
    // Said even when its join never went out: a mirror ignores a player it does not know.
    this.left.add(player.playerId);
  }

  /** Another process asks for everyone: the next batch is full. */
  requestFull(): void {
    this.fullRequested = true;
  }

  /**
   * The batch of this tick, or undefined when there is no news and the last batch is recent
   * enough (PRESENCE_HEARTBEAT_MS) that the others still know this process is alive. A full
   * batch lists `everyone` and nothing else: whoever it leaves out is gone.
   */
  take(now: number, everyone: () => Iterable<P>): OutgoingBatch | undefined {
    let batch: OutgoingBatch;
    if (this.fullRequested) {
      batch = { full: true, joined: [...everyone()].map(snapshot), moved: [], left: [] };
    } else {
      const news = this.joined.size + this.moved.size + this.left.size > 0;
      if (!news && now - this.lastBatchAt < PRESENCE_HEARTBEAT_MS) return undefined;
      batch = { full: false, joined: [...this.joined].map(snapshot), moved: [...this.moved].map(position), left: [...this.left] };
    }
    this.fullRequested = false;
    this.joined.clear();
    this.moved.clear();
    this.left.clear();
    this.lastBatchAt = now;
    return batch;
  }
}

function snapshot({ playerId, username, x, y }: MirroredPlayer): MirroredPlayer {
  return { playerId, username, x, y };
}

function position({ playerId, x, y }: MirroredPlayer): PresenceBatch['moved'][number] {
  return { playerId, x, y };
}

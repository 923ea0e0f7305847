import type { MirroredPlayer, PresenceBatch } from './presence-batch';

/** A process sends a batch (at least a heartbeat) this often, whether or not its players moved. */
export const PRESENCE_HEARTBEAT_MS = 1_000;
/** A process silent this long has died or lost Redis: its players leave the others' worlds. */
export const PRESENCE_ORIGIN_SILENCE_MS = 3 * PRESENCE_HEARTBEAT_MS;

/** What one batch (or an expiry) changed in the mirror: what this process's observers must be told. */
export interface MirrorChanges {
  joined: MirroredPlayer[];
  moved: MirroredPlayer[];
  left: string[];
  /** Batches of an origin were missed (a gap, or a move of a player never announced): ask for a full one. */
  needsSnapshot: boolean;
}

interface OriginState {
  seq: number;
  seenAt: number;
  players: Set<string>;
}

interface Entry extends MirroredPlayer {
  origin: string;
  /** When this process last heard where the player stands. */
  heardAt: number;
  /** When it last heard the player arrive or move (not a snapshot repeating where they stand). */
  movedAt: number;
}

/** Where another process last said a player stands, and when this process heard it, and heard it move. */
export interface HeardPosition extends MirroredPlayer {
  heardAt: number;
  /** A new session takes the player's move budget as empty at this time (the most the other process can have spent). */
  movedAt: number;
}

function noChanges(): MirrorChanges {
  return { joined: [], moved: [], left: [], needsSnapshot: false };
}

/**
 * The players of the other processes, as their batches describe them: what presence needs to
 * show them to this process's observers (area of interest runs locally) and to answer where any
 * player stands (HTTP routes that check a position may run in any process). Pure state, fed by
 * PresenceBus; time is a parameter.
 *
 * Each player belongs to one process at a time. A batch only changes the players of its own
 * origin, except that a join takes a player over from another origin (a second sign-in on
 * another process replaced the first session), so a late "left" from the old one changes
 * nothing. Players signed in to this process are never mirrored: the local session wins. Yet
 * another process announcing such a player means the player signed in there too, and the local
 * session is about to be closed: that news is kept aside, followed, and handed out when the
 * local session ends (releaseLocal), since that process will not announce the player again.
 */
export class PresenceMirror {
  private readonly players = new Map<string, Entry>();
  private readonly origins = new Map<string, OriginState>();
  private readonly local = new Set<string>();
  /** Players signed in here whom another process announced since: where they went. */
  private readonly elsewhere = new Map<string, Entry>();

  constructor(private readonly self: string) {}

  /** Applies another process's batch; this process's own batches (the channel echoes them) change nothing. */
  apply(batch: PresenceBatch, now: number): MirrorChanges {
    const changes = noChanges();
    if (batch.origin === this.self) return changes;
    let origin = this.origins.get(batch.origin);
    if (!origin) {
      origin = { seq: 0, seenAt: now, players: new Set() };
      this.origins.set(batch.origin, origin);
      // Heard from the middle of its stream (this process started later): its earlier joins were missed.
      if (!batch.full && batch.seq !== 1) changes.needsSnapshot = true;
    } else if (!batch.full && batch.seq !== origin.seq + 1) {
      if (batch.seq <= origin.seq) return changes;
      changes.needsSnapshot = true;
    }
    origin.seq = batch.seq;
    origin.seenAt = now;

    if (batch.full) {
      const present = new Set(batch.joined.map((p) => p.playerId));
      for (const playerId of [...origin.players]) if (!present.has(playerId)) this.remove(playerId, changes);
      for (const [playerId, entry] of this.elsewhere) if (entry.origin === batch.origin && !present.has(playerId)) this.elsewhere.delete(playerId);
    }
    for (const player of batch.joined) this.place(batch.origin, origin, player, now, changes);
    for (const move of batch.moved) {
      const entry = this.players.get(move.playerId);
      if (entry?.origin === batch.origin) {
        entry.x = move.x;
        entry.y = move.y;
        entry.heardAt = now;
        entry.movedAt = now;
        changes.moved.push(publicView(entry));
      } else if (entry || this.local.has(move.playerId)) {
        const away = this.elsewhere.get(move.playerId);
        if (away?.origin === batch.origin) Object.assign(away, { x: move.x, y: move.y, heardAt: now, movedAt: now });
      } else {
        changes.needsSnapshot = true;
      }
    }
    for (const playerId of batch.left) {
      if (this.players.get(playerId)?.origin === batch.origin) this.remove(playerId, changes);
      else if (this.elsewhere.get(playerId)?.origin === batch.origin) this.elsewhere.delete(playerId);
    }
    return changes;
  }

  /** Origins silent for PRESENCE_ORIGIN_SILENCE_MS are taken for dead: their players leave. */
  expire(now: number): MirrorChanges {
    const changes = noChanges();
    for (const [name, origin] of this.origins) {
      if (now - origin.seenAt < PRESENCE_ORIGIN_SILENCE_MS) continue;
      for (const playerId of [...origin.players]) this.remove(playerId, changes);
      for (const [playerId, entry] of this.elsewhere) if (entry.origin === name) this.elsewhere.delete(playerId);
      this.origins.delete(name);
    }
    return changes;
  }

  /**
   * A player entered the world on this process: from now on the local session is the truth, and
   * the mirrored copy (if the player was on another process a moment ago) is dropped. Answers
   * where the other process last saw the player, and when that was heard: fresher than the
   * database, unless the character was started over since.
   */
  claimLocal(playerId: string): HeardPosition | undefined {
    this.local.add(playerId);
    this.elsewhere.delete(playerId);
    const entry = this.players.get(playerId);
    if (!entry) return undefined;
    this.origins.get(entry.origin)?.players.delete(playerId);
    this.players.delete(playerId);
    return { ...publicView(entry), heardAt: entry.heardAt, movedAt: entry.movedAt };
  }

  /**
   * The player's local session ended. When another process announced the player meanwhile (a
   * second sign-in there closed this session), it is mirrored from now on: the answer is the
   * player to show as joined.
   */
  releaseLocal(playerId: string): MirroredPlayer | undefined {
    this.local.delete(playerId);
    const away = this.elsewhere.get(playerId);
    if (!away) return undefined;
    this.elsewhere.delete(playerId);
    const origin = this.origins.get(away.origin);
    if (!origin) return undefined;
    this.players.set(playerId, away);
    origin.players.add(playerId);
    return publicView(away);
  }

  /** Where a player of another process stands, as of its latest batch. */
  position(playerId: string): { x: number; y: number } | undefined {
    const entry = this.players.get(playerId);
    return entry ? { x: entry.x, y: entry.y } : undefined;
  }

  /** Which process a mirrored player is on. */
  originOf(playerId: string): string | undefined {
    return this.players.get(playerId)?.origin;
  }

  all(): MirroredPlayer[] {
    return [...this.players.values()].map(publicView);
  }

  private place(originName: string, origin: OriginState, player: MirroredPlayer, now: number, changes: MirrorChanges): void {
    if (this.local.has(player.playerId)) {
      this.elsewhere.set(player.playerId, { ...publicView(player), origin: originName, heardAt: now, movedAt: now });
      return;
    }
    const entry = this.players.get(player.playerId);
    if (entry) {
      if (entry.origin !== originName) this.origins.get(entry.origin)?.players.delete(player.playerId);
      const movedTo = entry.x !== player.x || entry.y !== player.y;
      Object.assign(entry, publicView(player), { origin: originName, heardAt: now, movedAt: movedTo || entry.origin !== originName ? now : entry.movedAt });
      origin.players.add(player.playerId);
      if (movedTo) changes.moved.push(publicView(entry));
      return;
    }
    const added: Entry = { ...publicView(player), origin: originName, heardAt: now, movedAt: now };
    this.players.set(player.playerId, added);
    origin.players.add(player.playerId);
    changes.joined.push(publicView(added));
  }

  private remove(playerId: string, changes: MirrorChanges): void {
    const entry = this.players.get(playerId);
    if (!entry) return;
    this.players.delete(playerId);
    this.origins.get(entry.origin)?.players.delete(playerId);
    changes.left.push(playerId);
  }
}

function publicView({ playerId, username, x, y }: MirroredPlayer): MirroredPlayer {
  return { playerId, username, x, y };
}

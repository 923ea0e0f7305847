import { cityIdAt, MOVE_RECORD_CHARS, writeMoveRecord, zoneKeyOf, zonesInView, type Locus, type MovesBatch, type OnlinePlayer, type ZoneKey } from '@silkroad/shared';
import { PresenceIds } from './presence-ids';

/**
 * Each tick is sent in this many slices (every 10 ms at 20 Hz), each to a fifth of the players
 * (by presence id): every player still hears once per tick, of everything that moved since it
 * last heard, but the server writes a fifth of the messages at a time. A tick sent in one go
 * kept the process busy for the whole fan-out (15 ms for 800 players in a city, measured), and
 * the last observers heard that much later; in slices the wait behind a slice is a fifth of it,
 * and requests and moves are served between slices. More slices shorten the wait further but
 * cost a wake-up each (10 slices: about 20% more server CPU on our machines, for a few ms of p99).
 */
export const TICK_SLICES = 5;
const ALL_SLICES = (1 << TICK_SLICES) - 1;
/**
 * Area changes announced per slice at most. Each costs the crossing player a view of everyone
 * around and whole areas a join or a leave; the rest wait for the next slice (10 ms), so a burst
 * of crossings does not hold up one slice's moves.
 */
export const RELOCATIONS_PER_SLICE = 4;

/**
 * A player in the world: the latest accepted position, and where the others think it stands.
 * Either this process's own (it observes: it hears the moves around it) or another process's
 * player shown here (DESIGN "Several processes"): seen, but with nobody here to tell anything.
 */
export class LivePlayer implements Locus {
  cityId: number | null;
  /** The interest area it stands in now: a city, or a countryside cell (shared `zoneKeyOf`). */
  zone: ZoneKey;
  /** The area its observers were last told of, and its socket's room; null while outside the world. */
  announced: ZoneKey | null = null;
  /** Its number in `players-moved`, given on joining the world; 0 outside it. */
  presenceId = 0;
  /** The slice of each tick in which it hears the moves. */
  slice = 0;
  /** Bit s set: its latest move has not gone out in slice s yet. */
  unsentSlices = 0;

  constructor(
    readonly playerId: string,
    readonly username: string,
    public x: number,
    public y: number,
    /** False for another process's player: it hears nothing here, so no slice sends to it. */
    readonly observes = true,
  ) {
    this.cityId = cityIdAt(x, y);
    this.zone = zoneKeyOf(this);
  }

  snapshot(): OnlinePlayer {
    return { playerId: this.playerId, presenceId: this.presenceId, username: this.username, x: this.x, y: this.y, cityId: this.cityId };
  }
}

/**
 * Where the world's news goes: socket.io in the server, a recorder in tests. Joins and leaves
 * go to whole areas (a room per area in the server); a tick's moves go to the players of one
 * slice of one area, all of whom get the same batch.
 */
export interface PresenceFeed {
  /** `player` came into view of everyone standing in `areas` (never including `player` itself). */
  joined(player: LivePlayer, areas: readonly ZoneKey[]): void;
  /** `player` went out of view of everyone standing in `areas`. */
  left(player: LivePlayer, areas: readonly ZoneKey[]): void;
  /** `player` (one that observes) now stands in area `to` (its room changes) and sees `visible`, in full. */
  entered(player: LivePlayer, from: ZoneKey, to: ZoneKey, visible: OnlinePlayer[]): void;
  /** The moves that `listeners` (the players of one slice standing in `area`) have not heard yet. */
  moved(area: ZoneKey, batch: MovesBatch, listeners: ReadonlySet<LivePlayer>): void;
}

export interface TickReport {
  /** Moves encoded (a player who moved counts once in each slice that sends it). */
  movers: number;
  /** players-moved messages sent: one per slice of each occupied area that sees a mover. */
  messages: number;
  /** Others' moves inside those messages, summed over the players receiving them. */
  updates: number;
}

/** An interest area: a city, or a countryside cell whose observers see the 3x3 cells around. */
class Area {
  readonly members = new Set<LivePlayer>();
  /** The members who observe, by the slice they hear in. */
  readonly listeners = Array.from({ length: TICK_SLICES }, () => new Set<LivePlayer>());
  /** How many members observe: an area of other processes' players alone has nobody to tell. */
  observers = 0;
  /** The movers standing here that the current slice sends. */
  readonly movers: LivePlayer[] = [];
  /** How many of them hear in the current slice themselves (their own move is no news to them). */
  moversListening = 0;
  /** Their moves, encoded once; empty when nobody here moved. */
  batch: MovesBatch = '';
  /** The last slice whose message went to the players here. */
  sentSlice = -1;

  constructor(
    readonly key: ZoneKey,
    /** The areas whose players those standing here see, this one included (visibility is symmetric). */
    readonly view: readonly ZoneKey[],
  ) {}

  add(player: LivePlayer): void {
    this.members.add(player);
    if (!player.observes) return;
    this.listeners[player.slice]!.add(player);
    this.observers += 1;
  }

  delete(player: LivePlayer): void {
    if (!this.members.delete(player) || !player.observes) return;
    this.listeners[player.slice]!.delete(player);
    this.observers -= 1;
  }
}

/**
 * Interest management without sockets (DESIGN "Realtime"). Players inside a city see the city;
 * in the countryside a player sees its cell and the 8 around it. Moves are kept as the latest
 * position per player. Each slice of a tick encodes, once per area, the moves its players have
 * not heard, and every occupied area gets one message made of the batches of the areas it sees:
 * the cost follows areas and movers, never observers. Joins and leaves go to whole areas too,
 * when a player crosses into another area; that player alone gets its new surroundings in full.
 */
export class PresenceWorld {
  private readonly areas = new Map<ZoneKey, Area>();
  private readonly ids = new PresenceIds();
  /** Per slice, the players whose latest move it has yet to send (LivePlayer.unsentSlices). */
  private readonly unsent = Array.from({ length: TICK_SLICES }, () => [] as LivePlayer[]);
  /** Players who may stand in another area than the one announced. */
  private readonly relocated = new Set<LivePlayer>();
  /** Areas with movers in the current slice, reused from slice to slice. */
  private readonly moving: Area[] = [];
  private nextSlice = 0;
  private scratch = Buffer.allocUnsafe(64 * MOVE_RECORD_CHARS);

  constructor(private readonly feed: PresenceFeed) {}

  /** Adds a player where it stands and shows it to those who can see it; then send it visibleTo(player). */
  join(player: LivePlayer): void {
    if (player.announced !== null) return;
    player.presenceId = this.ids.take();
    player.slice = player.presenceId % TICK_SLICES;
    player.zone = zoneKeyOf(player);
    const area = this.areaOf(player);
    area.add(player);
    player.announced = area.key;
    const audience = this.occupied(area.view, player);
    if (audience.length > 0) this.feed.joined(player, audience);
  }

  leave(player: LivePlayer): void {
    if (player.announced === null) return;
    const area = this.areas.get(player.announced)!;
    area.delete(player);
    const audience = this.occupied(area.view, player);
    if (audience.length > 0) this.feed.left(player, audience);
    this.relocated.delete(player);
    player.announced = null;
    player.unsentSlices = 0;
    this.ids.release(player.presenceId);
    player.presenceId = 0;
  }

  /** A new latest position; the others learn of it in their next slice. */
  place(player: LivePlayer, x: number, y: number): void {
    player.x = x;
    player.y = y;
    player.cityId = cityIdAt(x, y);
    player.zone = zoneKeyOf(player);
    if (player.announced === null) return;
    if (player.zone !== player.announced) this.relocated.add(player);
    if (player.unsentSlices === ALL_SLICES) return;
    for (let slice = 0; slice < TICK_SLICES; slice += 1) if ((player.unsentSlices & (1 << slice)) === 0) this.unsent[slice]!.push(player);
    player.unsentSlices = ALL_SLICES;
  }

  /** Whether a slice has anything to do: moves not sent to every slice yet, or crossings to announce. */
  get pending(): boolean {
    return this.relocated.size > 0 || this.unsent.some((queue) => queue.length > 0);
  }

  /** Everyone `player` sees, as `existing-players` sends them. */
  visibleTo(player: LivePlayer): OnlinePlayer[] {
    const seen: OnlinePlayer[] = [];
    if (player.announced === null) return seen;
    for (const key of this.areas.get(player.announced)!.view) {
      const area = this.areas.get(key);
      if (area) for (const other of area.members) if (other !== player) seen.push(other.snapshot());
    }
    return seen;
  }

  /** A whole tick: every slice once, so every player hears everything that moved. */
  tick(): TickReport {
    const total = { movers: 0, messages: 0, updates: 0 };
    for (let i = 0; i < TICK_SLICES; i += 1) {
      const report = this.slice();
      total.movers += report.movers;
      total.messages += report.messages;
      total.updates += report.updates;
    }
    return total;
  }

  /**
   * The next slice of the tick (the server runs TICK_SLICES of them per tick): announces area
   * changes, then sends the players of this slice, area by area, the moves they have not heard.
   */
  slice(): TickReport {
    const stamp = this.nextSlice;
    this.nextSlice += 1;
    const slice = stamp % TICK_SLICES;
    let relocations = 0;
    for (const player of this.relocated) {
      if (relocations === RELOCATIONS_PER_SLICE) break;
      this.relocated.delete(player);
      if (player.announced === null || player.zone === player.announced) continue;
      this.relocate(player);
      relocations += 1;
    }
    const queue = this.unsent[slice]!;
    if (queue.length === 0) return { movers: 0, messages: 0, updates: 0 };

    const bit = 1 << slice;
    let movers = 0;
    for (const mover of queue) {
      if ((mover.unsentSlices & bit) === 0) continue;
      mover.unsentSlices &= ~bit;
      // By the area it was announced in: those who know of it there (a move into another area
      // reaches that area's players with the announcement).
      const area = this.areas.get(mover.announced!)!;
      if (area.movers.length === 0) this.moving.push(area);
      area.movers.push(mover);
      if (mover.observes && mover.slice === slice) area.moversListening += 1;
      movers += 1;
    }
    queue.length = 0;
    for (const area of this.moving) area.batch = this.encode(area.movers);

    let messages = 0;
    let updates = 0;
    for (const source of this.moving) {
      for (const key of source.view) {
        const target = this.areas.get(key);
        const listeners = target?.listeners[slice];
        if (!target || !listeners || listeners.size === 0 || target.sentSlice === stamp) continue;
        target.sentSlice = stamp;
        let batch = '';
        let moves = 0;
        for (const seenKey of target.view) {
          const seen = this.areas.get(seenKey);
          if (!seen || seen.batch === '') continue;
          batch += seen.batch;
          moves += seen.movers.length;
        }
        // Each listener that moved gets its own move back (clients ignore it): no news to it.
        const news = listeners.size * moves - target.moversListening;
        if (news === 0) continue;
        this.feed.moved(target.key, batch, listeners);
        messages += 1;
        updates += news;
      }
    }
    for (const area of this.moving) {
      area.movers.length = 0;
      area.moversListening = 0;
      area.batch = '';
    }
    this.moving.length = 0;
    return { movers, messages, updates };
  }

  private relocate(player: LivePlayer): void {
    const from = this.areas.get(player.announced!)!;
    const to = this.areaOf(player);
    from.delete(player);
    to.add(player);
    player.announced = to.key;
    if (player.observes) this.feed.entered(player, from.key, to.key, this.visibleTo(player));
    const outOfView = this.occupied(
      from.view.filter((key) => !to.view.includes(key)),
      player,
    );
    if (outOfView.length > 0) this.feed.left(player, outOfView);
    const intoView = this.occupied(
      to.view.filter((key) => !from.view.includes(key)),
      player,
    );
    if (intoView.length > 0) this.feed.joined(player, intoView);
  }

  /** The area the player stands in now, made on first use. */
  private areaOf(player: LivePlayer): Area {
    let area = this.areas.get(player.zone);
    if (!area) {
      area = new Area(player.zone, zonesInView(player));
      this.areas.set(area.key, area);
    }
    return area;
  }

  /** Those of `keys` where someone other than `player` stands and observes: who must be told. */
  private occupied(keys: readonly ZoneKey[], player: LivePlayer): ZoneKey[] {
    return keys.filter((key) => {
      const area = this.areas.get(key);
      return area !== undefined && area.observers > (player.observes && area.members.has(player) ? 1 : 0);
    });
  }

  /** One area's moves of this slice as one string, written through a buffer reused by every slice. */
  private encode(movers: readonly LivePlayer[]): MovesBatch {
    const length = movers.length * MOVE_RECORD_CHARS;
    if (length > this.scratch.length) this.scratch = Buffer.allocUnsafe(Math.max(length, this.scratch.length * 2));
    for (let i = 0; i < movers.length; i += 1) {
      const mover = movers[i]!;
      writeMoveRecord(this.scratch, i * MOVE_RECORD_CHARS, mover.presenceId, mover.x, mover.y);
    }
    return this.scratch.toString('latin1', 0, length);
  }
}

import { canSee, cityIdAt, INTEREST_KEEP_FACTOR, INTEREST_LIMIT, MOVE_RECORD_CHARS, writeMoveRecord, zoneKeyOf, zonesInView, type Locus, type MovesBatch, type OnlinePlayer, type ZoneKey } from '@silkroad/shared';
import { PresenceIds } from './presence-ids';

/**
 * Each tick is sent in this many slices (every 10 ms at 20 Hz), each to a fifth of the players
 * (by presence id): every player still hears once per tick, of everything it is shown that moved
 * since it last heard, but the server writes a fifth of the messages at a time. A tick sent in one go
 * kept the process busy for the whole fan-out (15 ms for 800 players in a city, measured), and
 * the last observers heard that much later; in slices the wait behind a slice is a fifth of it,
 * and requests and moves are served between slices. More slices shorten the wait further but
 * cost a wake-up each (10 slices: about 20% more server CPU on our machines, for a few ms of p99).
 */
export const TICK_SLICES = 5;
const ALL_SLICES = (1 << TICK_SLICES) - 1;
/**
 * Area changes announced per slice at most. Each costs the crossing player a new view, and those
 * around a join or a leave; the rest wait for the next slice (10 ms), so a burst of crossings
 * does not hold up one slice's moves.
 */
export const RELOCATIONS_PER_SLICE = 4;
/**
 * Every player's nearest are chosen again once in this many ticks (500 ms at 20 Hz), in turns
 * spread over the ticks. Walkers at 160 px/s move 80 px meanwhile: who is among the nearest
 * hundred changes at the edge of the crowd, never under the player's feet.
 */
export const REVIEW_TICKS = 10;

/**
 * The most positions of one player a slice holds for its listeners: a slice running late (a busy
 * process) sends every move since its last, up to this many (400 ms of a client's reports);
 * older ones than that give way to newer.
 */
export const TRAIL_RECORDS = 4;
const TRAIL_CHARS = TRAIL_RECORDS * MOVE_RECORD_CHARS;

/**
 * A player in the world: the latest accepted position, and where the others think it stands.
 * Either this process's own (it observes: it hears the moves around it) or another process's
 * player shown here (DESIGN "Several processes"): seen, but with nobody here to tell anything.
 */
export class LivePlayer implements Locus {
  cityId: number | null;
  /** The interest area it stands in now: a city, or a countryside cell (shared `zoneKeyOf`). */
  zone: ZoneKey;
  /** The area it was last placed in for the others, and its socket's room; null while outside the world. */
  announced: ZoneKey | null = null;
  /** Its number in `players-moved`, given on joining the world; 0 outside it. */
  presenceId = 0;
  /** The slice of each tick in which it hears the moves. */
  slice = 0;
  /** Bit s set: its latest move has not gone out in slice s yet. */
  unsentSlices = 0;
  /** Those its client has been told of (existing-players, player-joined): at most the interest limit, the nearest. */
  readonly shown = new Set<LivePlayer>();
  /** Those whose clients have been told of it: who hears its moves, and must hear it leave. */
  readonly watchers = new Set<LivePlayer>();
  /**
   * How far (squared, in the weighting of the last choice) its farthest shown stood when its
   * nearest were last chosen; a newcomer nearer than that deserves a new choice. Infinite while
   * it has room for more.
   */
  reach2 = Infinity;
  /** Scratch of the world's choice of its watchers' nearest (PresenceWorld.choose): shown now, and chosen. */
  mark = 0;
  chosen = 0;
  /**
   * Per slice, the records of its accepted positions that slice has not sent yet, oldest first
   * (at most TRAIL_RECORDS): a slice that comes late sends every move since its last one, not
   * only the latest. Slice s's records are the bytes from s * TRAIL_CHARS, trailLengths[s] of
   * them: bytes rather than strings, so that a slice copies them into each listener's batch
   * without making garbage (2,000 players make 40,000 batches a second).
   */
  readonly trails = new Uint8Array(TICK_SLICES * TRAIL_CHARS);
  readonly trailLengths = new Uint8Array(TICK_SLICES);
  /** The slice that last sent its moves, and how many bytes of its trail that slice sent. */
  sentStamp = -1;
  sentLength = 0;

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
 * Where the world's news goes: socket.io in the server, a recorder in tests. Every message is
 * one player's: whom it is shown, whom it stops being shown, and the moves of those it is shown.
 */
export interface PresenceFeed {
  /** `player` came into `observer`'s view (player-joined). */
  shown(observer: LivePlayer, player: LivePlayer): void;
  /** `player` went out of `observer`'s view (player-left). */
  hidden(observer: LivePlayer, player: LivePlayer): void;
  /** `player` (one that observes) now stands in area `to` (its room changes) and is shown `visible`, in full. */
  entered(player: LivePlayer, from: ZoneKey, to: ZoneKey, visible: OnlinePlayer[]): void;
  /**
   * A slice's news for `observer`, to go out together in this order: those it stops being shown
   * and those it starts being shown (its nearest chosen again), then the moves of those it is
   * shown that it has not heard yet (possibly none: an empty batch).
   */
  news(observer: LivePlayer, hidden: readonly LivePlayer[], shown: readonly LivePlayer[], batch: MovesBatch): void;
}

export interface TickReport {
  /** Movers sent (a player who moved counts once in each slice that sends its moves). */
  movers: number;
  /** players-moved messages sent: one per listening player of the slice with news. */
  messages: number;
  /** Others' moves inside those messages. */
  updates: number;
}

/** An interest area: a city, or a countryside cell whose players see the 3x3 cells around (within the view radius). */
class Area {
  readonly members = new Set<LivePlayer>();

  constructor(
    readonly key: ZoneKey,
    /** The areas whose players those standing here may see, this one included. */
    readonly view: readonly ZoneKey[],
  ) {}
}

export interface PresenceWorldOptions {
  /** The most others a player is shown (shared INTEREST_LIMIT; smaller in tests). */
  interestLimit?: number;
}

/**
 * Interest management without sockets (DESIGN "Realtime"). Players inside a city may see the
 * city; in the countryside those within the view radius, found in the 3x3 cells around. Of
 * those, each player is shown the nearest `interestLimit` (shared INTEREST_LIMIT), chosen again
 * every REVIEW_TICKS ticks and whenever it crosses into another area, with those already shown
 * counted a little nearer (INTEREST_KEEP_FACTOR). A player entering or leaving that set is
 * announced to it (player-joined, player-left), and each slice of a tick sends every listener of
 * the slice the moves of those it is shown: the cost follows what the players are shown, never
 * the size of the crowd around them.
 */
export class PresenceWorld {
  private readonly areas = new Map<ZoneKey, Area>();
  private readonly ids = new PresenceIds();
  private readonly interestLimit: number;
  /** Per slice, the players whose latest move it has yet to send (LivePlayer.unsentSlices). */
  private readonly unsent = Array.from({ length: TICK_SLICES }, () => [] as LivePlayer[]);
  /** Per slice, the players of this process who hear in it. */
  private readonly listeners = Array.from({ length: TICK_SLICES }, () => new Set<LivePlayer>());
  /** Players who may stand in another area than the one announced. */
  private readonly relocated = new Set<LivePlayer>();
  /** Players whose nearest must be chosen again soon (a newcomer nearby while their view was full, one they saw left). */
  private readonly toReview = new Set<LivePlayer>();
  /** The current slice's changes of views, per observer, sent with its moves. */
  private readonly changes = new Map<LivePlayer, { hidden: LivePlayer[]; shown: LivePlayer[] }>();
  /** Scratch of `choose`, reused: it runs thousands of times a second in a crowd. */
  private readonly candidates: LivePlayer[] = [];
  private distances = new Float64Array(256);
  private selection = new Float64Array(256);
  private markStamp = 0;
  private nextSlice = 0;
  /** Views are chosen again in turns until this slice: a review period after the last move, so the last steps count too. */
  private reviewUntil = 0;
  /** Scratch of `slice`: one listener's batch as bytes. */
  private batchBytes = Buffer.allocUnsafe(INTEREST_LIMIT * TRAIL_CHARS);

  constructor(
    private readonly feed: PresenceFeed,
    options: PresenceWorldOptions = {},
  ) {
    this.interestLimit = options.interestLimit ?? INTEREST_LIMIT;
  }

  /** Adds a player where it stands, chooses whom it is shown, and shows it to those with room; then send it visibleTo(player). */
  join(player: LivePlayer): void {
    if (player.announced !== null) return;
    player.presenceId = this.ids.take();
    player.slice = player.presenceId % TICK_SLICES;
    player.zone = zoneKeyOf(player);
    const area = this.areaOf(player);
    area.members.add(player);
    player.announced = area.key;
    if (player.observes) {
      this.listeners[player.slice]!.add(player);
      // Its client gets the whole view in existing-players, from the caller: nothing to announce one by one.
      const chosen = this.choose(player);
      for (let i = 0; i < chosen; i += 1) this.watch(player, this.candidates[i]!);
    }
    this.showAround(player);
  }

  leave(player: LivePlayer): void {
    if (player.announced === null) return;
    this.areas.get(player.announced)!.members.delete(player);
    this.listeners[player.slice]!.delete(player);
    for (const watcher of [...player.watchers]) {
      this.unwatch(watcher, player);
      this.feed.hidden(watcher, player);
      // One fewer shown: someone farther may now fit.
      this.toReview.add(watcher);
    }
    for (const other of [...player.shown]) this.unwatch(player, other);
    this.relocated.delete(player);
    this.toReview.delete(player);
    player.announced = null;
    player.unsentSlices = 0;
    player.trailLengths.fill(0);
    player.sentStamp = -1;
    this.ids.release(player.presenceId);
    player.presenceId = 0;
  }

  /** A new latest position; those shown it learn of it in their next slice. */
  place(player: LivePlayer, x: number, y: number): void {
    player.x = x;
    player.y = y;
    player.cityId = cityIdAt(x, y);
    player.zone = zoneKeyOf(player);
    if (player.announced === null) return;
    if (player.zone !== player.announced) this.relocated.add(player);
    this.reviewUntil = this.nextSlice + REVIEW_TICKS * TICK_SLICES;
    const { trails, trailLengths } = player;
    for (let slice = 0; slice < TICK_SLICES; slice += 1) {
      const start = slice * TRAIL_CHARS;
      let length = (player.unsentSlices & (1 << slice)) !== 0 ? trailLengths[slice]! : 0;
      if (length === TRAIL_CHARS) {
        // The oldest gives way.
        trails.copyWithin(start, start + MOVE_RECORD_CHARS, start + TRAIL_CHARS);
        length -= MOVE_RECORD_CHARS;
      }
      writeMoveRecord(trails, start + length, player.presenceId, x, y);
      trailLengths[slice] = length + MOVE_RECORD_CHARS;
    }
    if (player.unsentSlices === ALL_SLICES) return;
    for (let slice = 0; slice < TICK_SLICES; slice += 1) if ((player.unsentSlices & (1 << slice)) === 0) this.unsent[slice]!.push(player);
    player.unsentSlices = ALL_SLICES;
  }

  /** Whether a slice has anything to do: moves not sent to every slice yet, crossings to announce, views to choose again. */
  get pending(): boolean {
    return this.relocated.size > 0 || this.toReview.size > 0 || this.nextSlice < this.reviewUntil || this.unsent.some((queue) => queue.length > 0);
  }

  /** Everyone `player` is shown, as `existing-players` sends them. */
  visibleTo(player: LivePlayer): OnlinePlayer[] {
    return [...player.shown].map((other) => other.snapshot());
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
   * changes, chooses again the nearest of this slice's turn, then sends each player of the slice
   * the moves of those it is shown that it has not heard.
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
    const listening = this.listeners[slice]!;
    const reviewing = stamp < this.reviewUntil;
    if (queue.length === 0 && this.toReview.size === 0 && !reviewing) return { movers: 0, messages: 0, updates: 0 };

    if (reviewing) {
      // This slice's turn of the periodic choice: a REVIEW_TICKS-th of its listeners each tick.
      const turn = Math.floor(stamp / TICK_SLICES) % REVIEW_TICKS;
      for (const player of listening) if (Math.floor(player.presenceId / TICK_SLICES) % REVIEW_TICKS === turn) this.toReview.add(player);
    }
    for (const player of this.toReview) {
      if (player.slice !== slice) continue;
      this.toReview.delete(player);
      if (player.announced !== null && player.observes) this.review(player);
    }

    const bit = 1 << slice;
    let movers = 0;
    for (const mover of queue) {
      if ((mover.unsentSlices & bit) === 0) continue;
      mover.unsentSlices &= ~bit;
      // Its trail for this slice stays in place until a later move, after this slice has run.
      mover.sentLength = mover.trailLengths[slice]!;
      mover.trailLengths[slice] = 0;
      mover.sentStamp = stamp;
      movers += 1;
    }
    queue.length = 0;

    let messages = 0;
    let updates = 0;
    if (movers > 0) {
      const from = slice * TRAIL_CHARS;
      for (const listener of listening) {
        let length = 0;
        for (const other of listener.shown) if (other.sentStamp === stamp) length += other.sentLength;
        const change = this.changes.get(listener);
        if (length === 0 && !change) continue;
        // The batch is copied byte by byte into one buffer and read out as one flat string:
        // joining the records as strings made a string object per record.
        if (this.batchBytes.length < length) this.batchBytes = Buffer.allocUnsafe(length * 2);
        const bytes = this.batchBytes;
        let at = 0;
        for (const other of listener.shown) {
          if (other.sentStamp !== stamp) continue;
          const trail = other.trails;
          for (let i = from, end = from + other.sentLength; i < end; i += 1) bytes[at++] = trail[i]!;
        }
        const moves = length / MOVE_RECORD_CHARS;
        this.changes.delete(listener);
        this.feed.news(listener, change?.hidden ?? NOBODY, change?.shown ?? NOBODY, length === 0 ? '' : bytes.toString('latin1', 0, length));
        if (moves > 0) messages += 1;
        updates += moves;
      }
    }
    // Views changed where nothing moved: sent on their own.
    for (const [listener, change] of this.changes) this.feed.news(listener, change.hidden, change.shown, '');
    this.changes.clear();
    return { movers, messages, updates };
  }

  /** Into another area: the crosser gets its new view in full; the others shown it by the rule. */
  private relocate(player: LivePlayer): void {
    const from = this.areas.get(player.announced!)!;
    const to = this.areaOf(player);
    from.members.delete(player);
    to.members.add(player);
    player.announced = to.key;
    for (const watcher of [...player.watchers]) {
      if (canSee(watcher, player)) continue;
      this.unwatch(watcher, player);
      this.feed.hidden(watcher, player);
      this.toReview.add(watcher);
    }
    if (player.observes) {
      const chosen = this.choose(player);
      // Deleting the element a Set's iteration stands on is safe: it goes on with the next.
      for (const other of player.shown) if (other.chosen !== this.markStamp) this.unwatch(player, other);
      for (let i = 0; i < chosen; i += 1) this.watch(player, this.candidates[i]!);
      this.feed.entered(player, from.key, to.key, this.visibleTo(player));
    }
    this.showAround(player);
  }

  /**
   * Shows `player` to those around who may see it, are not shown it yet and have room; those
   * whose view is full weigh it at their next choice (soon: it may be nearer than their farthest).
   */
  private showAround(player: LivePlayer): void {
    for (const key of this.areas.get(player.announced!)!.view) {
      const area = this.areas.get(key);
      if (!area) continue;
      for (const observer of area.members) {
        if (observer === player || !observer.observes || player.watchers.has(observer) || !canSee(observer, player)) continue;
        if (observer.shown.size < this.interestLimit) {
          this.watch(observer, player);
          this.feed.shown(observer, player);
        } else if (squaredDistance(observer, player) < observer.reach2) {
          this.toReview.add(observer);
        }
      }
    }
  }

  /** Chooses again whom `observer` is shown; who came and who went go out with its moves of this slice. */
  private review(observer: LivePlayer): void {
    const chosen = this.choose(observer);
    const stamp = this.markStamp;
    let change = this.changes.get(observer);
    for (const other of observer.shown) {
      if (other.chosen === stamp) continue;
      this.unwatch(observer, other);
      if (!change) this.changes.set(observer, (change = { hidden: [], shown: [] }));
      change.hidden.push(other);
    }
    for (let i = 0; i < chosen; i += 1) {
      const other = this.candidates[i]!;
      if (observer.shown.has(other)) continue;
      this.watch(observer, other);
      if (!change) this.changes.set(observer, (change = { hidden: [], shown: [] }));
      change.shown.push(other);
    }
  }

  /**
   * The nearest `interestLimit` of those `observer` may see, the ones shown already counted a
   * little nearer; notes how far the farthest of them stands (LivePlayer.reach2). Returns how
   * many were chosen: they are the first ones of `this.candidates` (the world's scratch, valid
   * until the next choice), and each one's `chosen` is `markStamp`. Nothing is allocated: a new
   * Set per choice, and an array grown afresh, were a third of the server's garbage at 2,000
   * players. (The scratch keeps references to players of an earlier choice past the count.)
   */
  private choose(observer: LivePlayer): number {
    const candidates = this.candidates;
    let count = 0;
    for (const key of this.areas.get(observer.announced!)!.view) {
      const area = this.areas.get(key);
      if (!area) continue;
      // A city is seen whole from inside it: nothing to measure.
      for (const other of area.members) if (other !== observer && (key < 0 || canSee(observer, other))) candidates[count++] = other;
    }
    if (count <= this.interestLimit) {
      observer.reach2 = Infinity;
      const stamp = (this.markStamp += 1);
      for (let i = 0; i < count; i += 1) candidates[i]!.chosen = stamp;
      return count;
    }
    // Those shown now, marked for the weighting (a Set lookup per candidate costs more than the distance).
    const mark = (this.markStamp += 1);
    for (const other of observer.shown) other.mark = mark;
    const keep = INTEREST_KEEP_FACTOR * INTEREST_KEEP_FACTOR;
    if (this.distances.length < count) {
      this.distances = new Float64Array(count * 2);
      this.selection = new Float64Array(count * 2);
    }
    const { distances, selection } = this;
    for (let i = 0; i < count; i += 1) {
      const other = candidates[i]!;
      const dx = other.x - observer.x;
      const dy = other.y - observer.y;
      const distance = (dx * dx + dy * dy) * (other.mark === mark ? keep : 1);
      distances[i] = distance;
      selection[i] = distance;
    }
    const limit = nthSmallest(selection, count, this.interestLimit - 1);
    observer.reach2 = limit;
    const stamp = (this.markStamp += 1);
    // Those strictly nearer first, then ties up to the limit; then the chosen moved to the front.
    let chosen = 0;
    for (let i = 0; i < count; i += 1) {
      if (distances[i]! >= limit) continue;
      candidates[i]!.chosen = stamp;
      chosen += 1;
    }
    for (let i = 0; i < count && chosen < this.interestLimit; i += 1) {
      if (distances[i] !== limit) continue;
      candidates[i]!.chosen = stamp;
      chosen += 1;
    }
    let kept = 0;
    for (let i = 0; i < count; i += 1) if (candidates[i]!.chosen === stamp) candidates[kept++] = candidates[i]!;
    return kept;
  }

  private watch(observer: LivePlayer, other: LivePlayer): void {
    observer.shown.add(other);
    other.watchers.add(observer);
  }

  private unwatch(observer: LivePlayer, other: LivePlayer): void {
    observer.shown.delete(other);
    other.watchers.delete(observer);
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

}

const NOBODY: readonly LivePlayer[] = [];

function squaredDistance(a: Locus, b: Locus): number {
  const dx = a.x - b.x;
  const dy = a.y - b.y;
  return dx * dx + dy * dy;
}

/** The k-th smallest (0-based) of the first `count` of `values`, found in place in linear time on average (quickselect). */
function nthSmallest(values: Float64Array, count: number, k: number): number {
  let low = 0;
  let high = count - 1;
  while (low < high) {
    const pivot = values[(low + high) >> 1]!;
    let i = low;
    let j = high;
    while (i <= j) {
      while (values[i]! < pivot) i += 1;
      while (values[j]! > pivot) j -= 1;
      if (i <= j) {
        const swap = values[i]!;
        values[i] = values[j]!;
        values[j] = swap;
        i += 1;
        j -= 1;
      }
    }
    if (k <= j) high = j;
    else if (k >= i) low = i;
    else return values[k]!;
  }
  return values[k]!;
}

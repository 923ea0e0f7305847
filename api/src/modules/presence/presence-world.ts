import { canSee, cityIdAt, zoneKeyOf, zonesInView, type Locus, type OnlinePlayer, type PlayerMoved, type ZoneKey } from '@silkroad/shared';

/** Where the world's news about other players goes: a socket in the server, a counter in the benchmark. */
export interface PresenceOutbox {
  playerJoined(player: OnlinePlayer): void;
  playerLeft(playerId: string): void;
  /** At most once per tick: the moves of that tick among the players this one sees. */
  playersMoved(moves: PlayerMoved[]): void;
}

/** A player in the world: the latest accepted position and who currently sees it. */
export class LivePlayer implements Locus {
  cityId: number | null;
  zone: ZoneKey;
  /** Kept symmetric: a in b.visible exactly when b in a.visible. */
  readonly visible = new Set<LivePlayer>();

  constructor(
    readonly playerId: string,
    readonly username: string,
    public x: number,
    public y: number,
    public outbox: PresenceOutbox,
  ) {
    this.cityId = cityIdAt(x, y);
    this.zone = zoneKeyOf(this);
  }

  snapshot(): OnlinePlayer {
    return { playerId: this.playerId, username: this.username, x: this.x, y: this.y, cityId: this.cityId };
  }
}

/**
 * Where a city's moves go when the server can share them: inside a city everyone sees everyone,
 * so one batch per city per tick, encoded once and sent to the whole city (a socket.io room),
 * holds what every observer there needs. The batch includes each observer's own move, which
 * clients ignore. Without a feed (tests, the tick benchmark) every observer gets its own batch.
 */
export interface CityFeed {
  cityMoved(cityId: number, moves: PlayerMoved[]): void;
}

export interface TickReport {
  /** Players whose move went out this tick. */
  movers: number;
  /** players-moved messages sent (one per observer at most). */
  messages: number;
  /** Moves inside those messages: the deliveries a per-move relay would have emitted one by one. */
  updates: number;
}

/**
 * Interest management without sockets (DESIGN "Realtime"). Positions change as moves are
 * accepted; who-sees-whom and the fan-out are settled once per tick, and only around the players
 * that moved, so a tick costs O(movers x neighbours) and an idle world costs nothing.
 */
export class PresenceWorld {
  private readonly zones = new Map<ZoneKey, Set<LivePlayer>>();
  private readonly moved = new Set<LivePlayer>();

  constructor(private readonly cityFeed?: CityFeed) {}

  /** Adds a player, tells those who can see it, and returns what it can see (existing-players). */
  join(player: LivePlayer): OnlinePlayer[] {
    this.addToZone(player);
    const joined = player.snapshot();
    for (const other of this.inView(player)) {
      link(player, other);
      other.outbox.playerJoined(joined);
    }
    return this.visibleTo(player);
  }

  leave(player: LivePlayer): void {
    this.zones.get(player.zone)?.delete(player);
    this.moved.delete(player);
    for (const other of player.visible) {
      other.visible.delete(player);
      other.outbox.playerLeft(player.playerId);
    }
    player.visible.clear();
  }

  /** A new latest position; peers learn of it at the next tick. */
  place(player: LivePlayer, x: number, y: number): void {
    player.x = x;
    player.y = y;
    player.cityId = cityIdAt(x, y);
    const zone = zoneKeyOf(player);
    if (zone !== player.zone) {
      this.zones.get(player.zone)?.delete(player);
      player.zone = zone;
      this.addToZone(player);
    }
    this.moved.add(player);
  }

  visibleTo(player: LivePlayer): OnlinePlayer[] {
    return [...player.visible].map((other) => other.snapshot());
  }

  /**
   * Sends this tick's news: joins and leaves caused by moves, then the moves: one batch per city
   * through the city feed when there is one, and one batch per observer otherwise.
   */
  tick(): TickReport {
    if (this.moved.size === 0) return { movers: 0, messages: 0, updates: 0 };
    const movers = [...this.moved];
    this.moved.clear();

    // Visibility first, for every mover, so the batches below go to the settled audience. Pairs
    // that just met are remembered: their player-joined already carries the latest position.
    const met = new Map<LivePlayer, Set<LivePlayer>>();
    for (const mover of movers) {
      const now = this.inView(mover);
      for (const other of mover.visible) {
        if (now.has(other)) continue;
        unlink(mover, other);
        other.outbox.playerLeft(mover.playerId);
        mover.outbox.playerLeft(other.playerId);
      }
      for (const other of now) {
        if (mover.visible.has(other)) continue;
        link(mover, other);
        remember(met, mover, other);
        remember(met, other, mover);
        other.outbox.playerJoined(mover.snapshot());
        mover.outbox.playerJoined(other.snapshot());
      }
    }

    const batches = new Map<LivePlayer, PlayerMoved[]>();
    const cityBatches = new Map<number, PlayerMoved[]>();
    let updates = 0;
    for (const mover of movers) {
      const move: PlayerMoved = { playerId: mover.playerId, x: mover.x, y: mover.y, cityId: mover.cityId };
      if (this.cityFeed && mover.cityId !== null) {
        const batch = cityBatches.get(mover.cityId);
        if (batch) batch.push(move);
        else cityBatches.set(mover.cityId, [move]);
        updates += mover.visible.size;
        continue;
      }
      const justMet = met.get(mover);
      for (const observer of mover.visible) {
        if (justMet?.has(observer)) continue;
        const batch = batches.get(observer);
        if (batch) batch.push(move);
        else batches.set(observer, [move]);
        updates += 1;
      }
    }
    for (const [observer, batch] of batches) observer.outbox.playersMoved(batch);
    for (const [cityId, batch] of cityBatches) this.cityFeed?.cityMoved(cityId, batch);
    return { movers: movers.length, messages: batches.size + cityBatches.size, updates };
  }

  private addToZone(player: LivePlayer): void {
    const zone = this.zones.get(player.zone);
    if (zone) zone.add(player);
    else this.zones.set(player.zone, new Set([player]));
  }

  /** Everyone `player` can see now: the buckets around it, filtered by the exact rule. */
  private inView(player: LivePlayer): Set<LivePlayer> {
    const seen = new Set<LivePlayer>();
    for (const key of zonesInView(player)) {
      const zone = this.zones.get(key);
      if (!zone) continue;
      for (const other of zone) if (other !== player && canSee(player, other)) seen.add(other);
    }
    return seen;
  }
}

function link(a: LivePlayer, b: LivePlayer): void {
  a.visible.add(b);
  b.visible.add(a);
}

function unlink(a: LivePlayer, b: LivePlayer): void {
  a.visible.delete(b);
  b.visible.delete(a);
}

function remember(met: Map<LivePlayer, Set<LivePlayer>>, a: LivePlayer, b: LivePlayer): void {
  const known = met.get(a);
  if (known) known.add(b);
  else met.set(a, new Set([b]));
}

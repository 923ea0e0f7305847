import { cityIdAt, freshMoveBudget, moveBudgetFromEmptyAt, walkingPace, type LocationState, type MoveBudget } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { GameSocket } from '../../game-socket';
import { socketAddress } from '../../http/client-address';
import { areaRoom, WORLD_ROOM } from './area-rooms';
import { EventRate } from './event-rate';
import type { SocketIdentity } from './handshake';
import type { PresencePeers } from './presence-peers';
import { LivePlayer, type PresenceWorld } from './presence-world';
import type { Session, Sessions } from './sessions';

/** The farm's character waits at the gate, seen there; on the road and in Venice it is off the map. */
export function isOnMapState(state: LocationState): boolean {
  return state === 'IN_CITY' || state === 'IN_COUNTRYSIDE';
}

/**
 * Who stands in the world on this process. Three views of it must agree: the sessions, the world
 * the observers here see, and what the other processes are told; entering, leaving and being
 * moved change all three, here and nowhere else.
 */
export class WorldMembership {
  constructor(
    private readonly ctx: AppContext,
    private readonly sessions: Sessions,
    private readonly world: PresenceWorld,
    private readonly peers: PresencePeers,
    /** The world has news to send: the tick must run. */
    private readonly wake: () => void,
  ) {}

  /**
   * One presence per player: a second connection to this process takes over the session of the
   * first, whose socket is `replaced` (the caller closes it after the notice). A player who was
   * on another process a moment ago enters where that process last had them.
   */
  enter(socket: GameSocket, identity: SocketIdentity): { session: Session; replaced?: GameSocket } {
    const { ctx } = this;
    void socket.join(WORLD_ROOM);
    const existing = this.sessions.get(identity.userId);
    if (existing) {
      const replaced = existing.socket;
      existing.socket = socket;
      existing.address = socketAddress(socket, ctx.config);
      const { announced } = existing.player;
      if (announced !== null) void socket.join(areaRoom(announced));
      return { session: existing, replaced };
    }
    // Fresher than the database (saved every few seconds), unless the character was started over since.
    const heard = this.peers.claim(identity.userId);
    const fresher = heard !== undefined && heard.heardAt > (identity.characterResetAt ?? -Infinity) && (heard.x !== identity.x || heard.y !== identity.y);
    const player = new LivePlayer(identity.userId, identity.inGameName, fresher ? heard.x : identity.x, fresher ? heard.y : identity.y);
    const session: Session = {
      player,
      socket,
      moveBudget: this.moveBudgetOnEntry(identity, heard?.movedAt),
      moveRate: new EventRate(ctx.config.rateLimits.move.perUser),
      pingRate: new EventRate(ctx.config.rateLimits.ping.perUser),
      locationState: identity.locationState,
      moveFloodWarnedAt: -Infinity,
      // Within a city a pack never slows; in the open land the pack the player holds does.
      pace: cityIdAt(player.x, player.y) === null ? walkingPace(identity.packWeight) : 1,
      packCheckPending: false,
      packWarnedAt: -Infinity,
      unsaved: fresher,
      characterResetAt: identity.characterResetAt,
      address: socketAddress(socket, ctx.config),
    };
    this.sessions.add(session);
    // A character on the road or in Venice is off the map: it connects without entering the world.
    if (isOnMapState(session.locationState)) {
      this.world.join(player);
      this.peers.joined(player);
      void socket.join(areaRoom(player.announced!));
    }
    return { session };
  }

  /** The session ends here: its player leaves the world, and the other processes are told. */
  leave(session: Session): void {
    this.sessions.delete(session.player.playerId);
    this.withdraw(session);
  }

  /**
   * The character leaves the map but the session stays (a journey starts: the caravan is shown
   * apart, journeys/caravan-feed.ts): nobody sees it here any more, and it sees nobody.
   */
  withdraw(session: Session): void {
    const { player, socket } = session;
    if (player.announced === null) return;
    void socket.leave(areaRoom(player.announced));
    this.world.leave(player);
    this.peers.left(player);
  }

  /**
   * The character is back on the map (a journey ended in a city of the map, or a reset put it at
   * the start): it enters the world where it stands, under a new presence id, and its client is
   * told so as on connecting (it handles a repeated `connection:established` as a reconnect does).
   */
  reenter(session: Session): void {
    const { player, socket } = session;
    if (player.announced !== null) return;
    // Back from the road or started over: the character stands in a city or carries the starter kit.
    session.pace = 1;
    this.world.join(player);
    this.peers.joined(player);
    void socket.join(areaRoom(player.announced!));
    this.wake();
    socket.emit('connection:established', { playerId: player.playerId, presenceId: player.presenceId, username: player.username, x: player.x, y: player.y, serverTime: this.ctx.clock.now() });
    socket.emit('existing-players', this.world.visibleTo(player));
    socket.emit('pack-pace', { pace: 1 });
  }

  /** A new position of a player here, accepted (a move) or imposed (a character change). */
  place(player: LivePlayer, x: number, y: number): void {
    this.world.place(player, x, y);
    // Off the map (withdrawn) it has nobody to tell: it is shown again where it stands when it re-enters.
    if (player.announced === null) return;
    this.wake();
    this.peers.moved(player);
  }

  /**
   * The budget a new session starts with. The player's own, continued (docs/decisions.md "move
   * budget across connections"): what their last session left behind, refilled since. A player
   * still live on another process (a second window there) has no saved budget yet: theirs is taken
   * as empty when that process last told of them arriving or moving (`movedAt`, this clock), the
   * most it can have spent by then (less a tick's refill, the moves not yet heard). One with
   * nothing saved starts with one client frame's worth (MOVE_BUDGET_START_PX).
   */
  private moveBudgetOnEntry(identity: SocketIdentity, movedElsewhereAt: number | undefined): MoveBudget {
    if (movedElsewhereAt !== undefined) return moveBudgetFromEmptyAt(movedElsewhereAt);
    return identity.moveBudgetEmptyAt === null ? freshMoveBudget(this.ctx.clock.now()) : moveBudgetFromEmptyAt(identity.moveBudgetEmptyAt);
  }
}

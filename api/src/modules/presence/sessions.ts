import type { LocationState, MoveBudget } from '@silkroad/shared';
import type { GameSocket } from '../../game-socket';
import type { EventRate } from './event-rate';
import type { LivePlayer } from './presence-world';

/** One player's presence: the live player, its socket, and the state the move check needs. */
export interface Session {
  player: LivePlayer;
  socket: GameSocket;
  /**
   * The distance the player may still walk (ctx.clock time), for the speed check. The player's, not
   * the socket's: a new connection continues it (moveBudgetOnEntry), and saves leave it behind.
   */
  moveBudget: MoveBudget;
  /** How many moves the player may still send in this rate-limit window. */
  moveRate: EventRate;
  /** The same for pings. */
  pingRate: EventRate;
  /** Where the character is: on the farm (IN_COUNTRYSIDE) its moves in the world are refused. */
  locationState: LocationState;
  /** ctx.clock time of the last "too many moves" warning. */
  moveFloodWarnedAt: number;
  /**
   * The share of the walking speed the move check allows: walkingPace of the pack the player left
   * a city with, until they are within a city's grounds again (1 there).
   */
  pace: number;
  /** A move out of a city's grounds waits for the pack's weight (pack-gate.ts). */
  packCheckPending: boolean;
  /** ctx.clock time of the last "pack too heavy" warning. */
  packWarnedAt: number;
  /** The live position differs from the saved one. */
  unsaved: boolean;
  /** Which character the position belongs to (SavedPosition.characterResetAt). */
  characterResetAt: number | null;
  /** The network address of the current socket, for per-address limits. */
  address: string;
}

/**
 * This process's sessions, one per player: a second connection takes over the first's session
 * rather than adding one (WorldMembership.enter). Only a registry: entering and leaving the
 * world, which must keep it in step with the world and the other processes, is WorldMembership's.
 */
export class Sessions {
  private readonly byPlayer = new Map<string, Session>();

  get(playerId: string): Session | undefined {
    return this.byPlayer.get(playerId);
  }

  has(playerId: string): boolean {
    return this.byPlayer.has(playerId);
  }

  get size(): number {
    return this.byPlayer.size;
  }

  add(session: Session): void {
    this.byPlayer.set(session.player.playerId, session);
  }

  delete(playerId: string): void {
    this.byPlayer.delete(playerId);
  }

  values(): IterableIterator<Session> {
    return this.byPlayer.values();
  }

  /** This process's players in the world now. */
  players(): LivePlayer[] {
    return [...this.byPlayer.values()].map((session) => session.player);
  }

  /** Where a player of this process listens; none for another process's. Bound: the fan-out takes it as a callback. */
  readonly socketOf = (player: LivePlayer): GameSocket | undefined => this.byPlayer.get(player.playerId)?.socket;
}

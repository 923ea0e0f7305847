import type { LocationState } from '@silkroad/shared';

/** What happens to the live player once a character change is saved. */
export type CharacterChangeOutcome =
  /** The character stays in the world at a new place (reset-stats puts it back at the start). */
  | { kind: 'teleport'; x: number; y: number }
  /** The character is gone (deleted): peers see it leave and its socket is closed. */
  | { kind: 'leave' }
  /** The character went through the farm gate: on the farm its moves in the world are refused. */
  | { kind: 'relocate'; state: LocationState }
  /** The character's journey ended (arrived, or turned back): it stands at a point of a city, or in Venice. */
  | { kind: 'arrive'; state: 'IN_CITY' | 'IN_VENICE'; x: number; y: number };

/** Counters since realtime was attached (Presence.stats): for monitoring, and what the scale bench reads. */
export interface PresenceStats {
  /** This process's players in the world now. */
  players: number;
  /** Other processes' players shown in this process's world (DESIGN "Several processes"). */
  mirrored: number;
  /** Slices of the presence tick run (PresenceWorld.slice: TICK_SLICES per tick). */
  slices: number;
  /** Time spent in them, the socket writes of the fan-out included, and the longest (ms). */
  sliceMs: number;
  longestSliceMs: number;
  /** Moves accepted from clients. */
  movesAccepted: number;
  /** Moves out of a city waiting on the pack's weight from the database (pack-gate.ts). */
  packChecksPending: number;
  /** players-moved messages (one per slice of an occupied interest area at most). */
  messages: number;
  /** Others' moves inside them, summed over the players receiving them. */
  updates: number;
  /** Sockets sent a batch as the shared frame (the rest went through socket.io's emit). */
  sharedFrameWrites: number;
}

/** The part of presence the HTTP routes use, reachable as `ctx.presence` once realtime is attached. */
export interface PresenceControl {
  /**
   * The latest accepted position of an online player, on this process or (a tick later) on
   * another of the cluster: fresher than the database by up to one save interval.
   */
  livePosition(userId: string): { x: number; y: number } | undefined;
  /**
   * Runs `change` (a write that replaces the character's saved state) after any position save
   * already under way, holding off the player's moves meanwhile, then applies `outcome` to the
   * live player, on whichever process its session is. Without this a save that read the old
   * position could land after a reset.
   */
  changeCharacter<T>(userId: string, change: () => Promise<T>, outcome: CharacterChangeOutcome): Promise<T>;
}

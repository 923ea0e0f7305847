/** What happens to the live player once a character change is saved. */
export type CharacterChangeOutcome =
  /** The character stays in the world at a new place (reset-stats puts it back at the start). */
  | { kind: 'teleport'; x: number; y: number }
  /** The character is gone (deleted): peers see it leave and its socket is closed. */
  | { kind: 'leave' };

/** The part of presence the HTTP routes use, reachable as `ctx.presence` once realtime is attached. */
export interface PresenceControl {
  /** The latest accepted position of an online player: fresher than the database by up to one save interval. */
  livePosition(userId: string): { x: number; y: number } | undefined;
  /**
   * Runs `change` (a write that replaces the character's saved state) after any position save
   * already under way, holding off the player's moves meanwhile, then applies `outcome` to the
   * live player. Without this a save that read the old position could land after a reset.
   */
  changeCharacter<T>(userId: string, change: () => Promise<T>, outcome: CharacterChangeOutcome): Promise<T>;
}

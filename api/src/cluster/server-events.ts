import type { CharacterChangeOutcome } from '../modules/presence/presence-control';

/**
 * What the game's server processes say to each other through socket.io's adapter
 * (`io.serverSideEmit`): each goes to every other process, and one with an acknowledgement
 * waits for every one of them to answer.
 */
export interface ServerSideEvents {
  /**
   * An HTTP route is about to rewrite a character whose player may be in the world on another
   * process: the process holding the session drops the player's moves and finishes any position
   * save under way, then answers true (the others answer false).
   */
  'presence:hold-character': (playerId: string, answer: (held: boolean) => void) => void;
  /** The rewrite is committed (`outcome`), or did not happen (null): the holding process applies it and lets go. */
  'presence:character-changed': (playerId: string, outcome: CharacterChangeOutcome | null) => void;
}

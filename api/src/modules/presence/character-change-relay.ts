import type { GameSocketServer } from '../../game-socket';
import type { Logger } from '../../logger';
import type { CharacterChangeOutcome } from './presence-control';

/**
 * How long a character change waits for the other processes to hold the player. Past it the
 * change goes ahead: the save guard (SavedPosition.characterResetAt) still keeps a late save of
 * the old character from overwriting it, and the outcome is still sent.
 */
export const HOLD_ANSWER_TIMEOUT_MS = 1_000;
/** A process holding a player for another's change lets go after this long without the outcome (that process died). */
export const HOLD_MAX_MS = 10_000;

/** What the process holding a player's session does when another process changes the character. */
export interface HeldCharacterHandlers {
  /** Drops the player's moves and waits out any position save under way; true when the session is here. */
  hold(playerId: string): Promise<boolean>;
  /** Applies the committed change (null: none happened) to the session here, if any, and lets go. */
  settle(playerId: string, outcome: CharacterChangeOutcome | null): void;
}

export interface CharacterChangeRelay {
  /**
   * Runs `change` (a write that replaces the character) for a player whose session is on another
   * process: that process holds the player first and applies `outcome` once it is committed.
   */
  run<T>(playerId: string, change: () => Promise<T>, outcome: CharacterChangeOutcome): Promise<T>;
  stop(): void;
}

const OUTCOME_KINDS: ReadonlySet<unknown> = new Set<CharacterChangeOutcome['kind']>(['leave', 'teleport', 'relocate', 'arrive']);
const isOutcome = (value: unknown): value is CharacterChangeOutcome | null => value === null || (typeof value === 'object' && OUTCOME_KINDS.has((value as { kind?: unknown }).kind));

/**
 * Character changes across processes (DESIGN "Several processes"): a reset or delete may be
 * served by another process than the one holding the player's socket. Both steps go to every
 * other process (socket.io's server-side emits through the Redis adapter); only the one holding
 * the session acts.
 */
export function relayCharacterChanges(io: GameSocketServer, handlers: HeldCharacterHandlers, logger: Logger): CharacterChangeRelay {
  const onHold = (playerId: unknown, answer: unknown) => {
    if (typeof answer !== 'function') return;
    const reply = answer as (held: boolean) => void;
    // Another version during a rolling upgrade: answer, so the asking process does not wait.
    if (typeof playerId !== 'string') return reply(false);
    handlers.hold(playerId).then(reply, (error: unknown) => {
      logger.error({ err: error, playerId }, 'holding a player for a character change failed');
      reply(false);
    });
  };
  const onChanged = (playerId: unknown, outcome: unknown) => {
    if (typeof playerId === 'string' && isOutcome(outcome)) handlers.settle(playerId, outcome);
  };
  io.on('presence:hold-character', onHold);
  io.on('presence:character-changed', onChanged);

  async function holdElsewhere(playerId: string): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, HOLD_ANSWER_TIMEOUT_MS)));
    const answered = io.serverSideEmitWithAck('presence:hold-character', playerId).then(
      () => undefined,
      (error: unknown) => logger.warn({ err: error, playerId }, 'not every process answered a hold for a character change'),
    );
    await Promise.race([answered, late]);
    clearTimeout(timer);
  }

  return {
    async run<T>(playerId: string, change: () => Promise<T>, outcome: CharacterChangeOutcome): Promise<T> {
      await holdElsewhere(playerId);
      let result: T;
      try {
        result = await change();
      } catch (error) {
        io.serverSideEmit('presence:character-changed', playerId, null);
        throw error;
      }
      io.serverSideEmit('presence:character-changed', playerId, outcome);
      return result;
    },
    stop() {
      io.off('presence:hold-character', onHold);
      io.off('presence:character-changed', onChanged);
    },
  };
}

import { moveBudgetEmptyAt } from '@silkroad/shared';
import type { AppContext } from '../../context';
import type { CharacterHolds } from './character-holds';
import { POSITION_SAVE_INTERVAL_MS, savePositions, type WriteQueue } from './position-writer';
import type { Session, Sessions } from './sessions';

/**
 * Writes the live positions and move budgets of this process's players to the database: every
 * POSITION_SAVE_INTERVAL_MS for those who moved, and when asked (a disconnect, a stop). Through
 * the write queue, so a save never crosses a character change (CharacterChanges), and never
 * for a player whose character is being rewritten (CharacterHolds).
 */
export class PositionSaves {
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly ctx: AppContext,
    private readonly writes: WriteQueue,
    private readonly sessions: Sessions,
    private readonly holds: CharacterHolds,
  ) {
    this.timer = setInterval(() => {
      void this.save();
    }, POSITION_SAVE_INTERVAL_MS);
    // Must not keep a process alive that has nothing else to do.
    this.timer.unref();
  }

  /** Saves what is unsaved (of `only`, or of everyone here). Snapshots the positions when the job runs, not when queued, so it never writes stale ones. */
  save(only?: Session): Promise<void> {
    const { ctx, sessions, holds } = this;
    return this.writes.run(async () => {
      const batch = (only ? [only] : [...sessions.values()]).filter((s) => s.unsaved && !holds.isHeld(s.player.playerId));
      for (const s of batch) s.unsaved = false;
      try {
        await savePositions(
          ctx.db,
          batch.map((s) => ({ playerId: s.player.playerId, x: s.player.x, y: s.player.y, characterResetAt: s.characterResetAt, moveBudgetEmptyAt: moveBudgetEmptyAt(s.moveBudget) })),
          ctx.clock.now(),
        );
      } catch (error) {
        // Kept unsaved: the next periodic save tries again.
        for (const s of batch) s.unsaved = true;
        ctx.logger.error({ err: error }, 'saving player positions failed');
      }
    });
  }

  /** Stops the periodic saves; a last save() is the caller's. */
  stop(): void {
    clearInterval(this.timer);
  }
}

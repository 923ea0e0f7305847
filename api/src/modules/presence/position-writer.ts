import type { Db } from '../../db/database';

/** How often the live positions of moving players are written to the database. */
export const POSITION_SAVE_INTERVAL_MS = 5_000;

export interface SavedPosition {
  playerId: string;
  x: number;
  y: number;
}

/**
 * Runs the presence module's database writes one at a time, in the order they were asked for.
 * A periodic save that read positions before a character reset must not land after it, so
 * resets and deletes go through the same queue (see PresenceControl.changeCharacter).
 */
export class WriteQueue {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(job: () => Promise<T>): Promise<T> {
    const result = this.tail.then(job);
    this.tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every job queued so far has finished. */
  async idle(): Promise<void> {
    await this.tail;
  }
}

/** Saves many positions in one transaction: one fsync for the whole batch. */
export async function savePositions(db: Db, positions: readonly SavedPosition[], now: number): Promise<void> {
  if (positions.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const p of positions) {
      await trx.updateTable('players').set({ x: p.x, y: p.y, updated_at: now }).where('user_id', '=', p.playerId).execute();
    }
  });
}

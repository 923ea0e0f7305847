import type { Db } from '../../db/database';
import { transact } from '../../db/transaction';
import { savePosition, type PositionSave } from '../players/player-state';

/** How often the live positions of moving players are written to the database. */
export const POSITION_SAVE_INTERVAL_MS = 5_000;

/** A live position to save, with the character it belongs to and the player's move budget (see savePosition). */
export type SavedPosition = PositionSave;

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

/** Positions saved per transaction. */
export const POSITION_SAVE_CHUNK = 25;

/**
 * Saves many positions, a chunk per transaction, letting other work run between chunks. The
 * embedded database runs each statement synchronously: one transaction for 800 players held
 * the event loop for about 50 ms, which every presence tick and request waited out; a chunk
 * holds it for a couple of ms. In WAL mode with synchronous = NORMAL a commit does not wait
 * for the disk, so the extra commits cost next to nothing.
 */
export async function savePositions(db: Db, positions: readonly SavedPosition[], now: number): Promise<void> {
  for (let start = 0; start < positions.length; start += POSITION_SAVE_CHUNK) {
    if (start > 0) await new Promise((resolve) => setImmediate(resolve));
    await transact(db, async (trx) => {
      // The players module writes its row; a position of a character started over since is not saved.
      for (const p of positions.slice(start, start + POSITION_SAVE_CHUNK)) await savePosition(trx, p, now);
    });
  }
}

/** When the player's character was last started over (`users.character_reset_at`); null if never. */
export async function characterResetAtOf(db: Db, playerId: string): Promise<number | null> {
  const row = await db.selectFrom('users').select('character_reset_at').where('id', '=', playerId).executeTakeFirst();
  return row?.character_reset_at ?? null;
}

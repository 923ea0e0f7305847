import { AUTOSAVE_INTERVAL_MS, type AutosaveRecord } from '@silkroad/shared';
import type { LocalRecords } from '../../platform/platform';

export interface AutosaverOptions {
  records: Pick<LocalRecords, 'saveAutosave'>;
  /** Where the player is and which window is open, read at save time. */
  snapshot(): Omit<AutosaveRecord, 'timestamp'> | null;
  now?: () => number;
  every?: (callback: () => void, ms: number) => () => void;
  /** Told after each save that was written (the "Game saved" message). */
  onSaved?(): void;
}

function defaultEvery(callback: () => void, ms: number): () => void {
  const timer = setInterval(callback, ms);
  return () => clearInterval(timer);
}

/**
 * Spec 002 §5 and §9: the autosave record is written every 30 s (never within 30 s of the last:
 * the records refuse it) and once more, final, when the player leaves.
 */
export class Autosaver {
  private stopTimer: (() => void) | null = null;
  private readonly now: () => number;

  constructor(private readonly options: AutosaverOptions) {
    this.now = options.now ?? Date.now;
  }

  start(): void {
    if (this.stopTimer) return;
    this.stopTimer = (this.options.every ?? defaultEvery)(() => void this.save(false), AUTOSAVE_INTERVAL_MS);
  }

  stop(): void {
    this.stopTimer?.();
    this.stopTimer = null;
  }

  /** Resolves with whether a record was written; never throws (a save that fails waits for the next). */
  async save(final: boolean): Promise<boolean> {
    const snapshot = this.options.snapshot();
    if (!snapshot) return false;
    try {
      const saved = await this.options.records.saveAutosave({ ...snapshot, timestamp: this.now() }, final);
      if (saved && !final) this.options.onSaved?.();
      return saved;
    } catch {
      return false;
    }
  }
}

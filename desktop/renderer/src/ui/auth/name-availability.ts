import { NAME_CHECK_DEBOUNCE_MS, NAME_MESSAGES } from '@silkroad/shared';
import { ApiError, type NameCheckResult } from '../../net/api-client';

/** The availability of one (already locally valid) name, as the status line shows it. */
export type Availability =
  | { name: string; kind: 'checking' }
  | { name: string; kind: 'available' }
  | { name: string; kind: 'unavailable'; message: string }
  | { name: string; kind: 'failed'; message: string };

export interface NameAvailabilityOptions {
  check(name: string): Promise<NameCheckResult>;
  onUpdate(availability: Availability): void;
  debounceMs?: number;
}

/** A refusal the server explained (400 with a reason) is shown as is; anything else is a failed check. */
function availabilityFromError(name: string, error: unknown): Availability {
  if (error instanceof ApiError && error.isRejection && error.status !== 401 && error.message) {
    return { name, kind: 'unavailable', message: error.message };
  }
  return { name, kind: 'failed', message: NAME_MESSAGES.checkFailed };
}

function availabilityFromResult(name: string, result: NameCheckResult): Availability {
  if (result.available) return { name, kind: 'available' };
  return { name, kind: 'unavailable', message: result.error || NAME_MESSAGES.taken };
}

/**
 * Checks a name 500 ms after the last keystroke, one request at a time: if the input changed
 * while a check was running, the answer is dropped and the newest name is checked next.
 */
export class NameAvailabilityChecker {
  private wanted: string | null = null;
  private inFlight: string | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private last: Availability | null = null;
  private disposed = false;

  constructor(private readonly options: NameAvailabilityOptions) {}

  /** The current valid name, or null while the input is empty or invalid. */
  request(name: string | null): void {
    if (this.disposed) return;
    const unchanged = name !== null && name === this.wanted && (this.timer !== null || this.inFlight === name || (this.last?.name === name && this.last.kind !== 'failed'));
    this.wanted = name;
    if (unchanged) return;
    this.clearTimer();
    if (name === null) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.run();
    }, this.options.debounceMs ?? NAME_CHECK_DEBOUNCE_MS);
  }

  dispose(): void {
    this.disposed = true;
    this.clearTimer();
  }

  private run(): void {
    const name = this.wanted;
    if (this.disposed || name === null || this.inFlight !== null) return;
    this.inFlight = name;
    this.update({ name, kind: 'checking' });
    this.options
      .check(name)
      .then(
        (result) => availabilityFromResult(name, result),
        (error: unknown) => availabilityFromError(name, error),
      )
      .then((availability) => {
        this.inFlight = null;
        if (this.disposed) return;
        if (name === this.wanted) {
          this.update(availability);
          return;
        }
        // The input moved on during the check: check the newest name now, unless its own
        // debounce is still running (it will call run itself).
        if (this.timer === null) this.run();
      });
  }

  private update(availability: Availability): void {
    this.last = availability;
    this.options.onUpdate(availability);
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}

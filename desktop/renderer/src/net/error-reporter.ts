import type { ErrorReport } from '@silkroad/shared';

export type ErrorLevel = 'error' | 'warn' | 'info';

export interface ErrorEntry {
  level: ErrorLevel;
  message: string;
  stack?: string;
  context?: Record<string, unknown>;
}

export interface ErrorReporterOptions {
  send(report: ErrorReport): Promise<void>;
  sessionId: string;
  now?: () => number;
  schedule?: (callback: () => void, delayMs: number) => () => void;
}

/** Bounds that keep reporting cheap and finite whatever the page does (schema caps: 20 per batch). */
export const ERROR_BATCH_SIZE = 20;
export const ERROR_QUEUE_LIMIT = 50;
export const ERROR_FLUSH_DELAY_MS = 2_000;
/** After a failed send, nothing is sent for this long (and the failed batch is dropped). */
export const ERROR_SEND_BACKOFF_MS = 60_000;
/** The same message is reported at most once in this window. */
export const ERROR_DEDUPE_WINDOW_MS = 10_000;
/** A page that has reported this many errors stops reporting. */
export const ERROR_SESSION_LIMIT = 200;

const MESSAGE_LIMIT = 2_000;
const STACK_LIMIT = 8_000;

function defaultSchedule(callback: () => void, delayMs: number): () => void {
  const timer = setTimeout(callback, delayMs);
  return () => clearTimeout(timer);
}

/**
 * Batches client errors to POST /api/errors. It never reports its own failures and never throws,
 * so a broken network or server cannot make it loop.
 */
export class ErrorReporter {
  private readonly queue: ErrorReport['errors'] = [];
  private readonly recent = new Map<string, number>();
  private total = 0;
  private cancelFlush: (() => void) | null = null;
  private sending = false;
  private pausedUntil = 0;
  private readonly now: () => number;
  private readonly schedule: (callback: () => void, delayMs: number) => () => void;

  constructor(private readonly options: ErrorReporterOptions) {
    this.now = options.now ?? Date.now;
    this.schedule = options.schedule ?? defaultSchedule;
  }

  report(entry: ErrorEntry): void {
    try {
      const now = this.now();
      if (this.total >= ERROR_SESSION_LIMIT) return;
      const key = `${entry.level}:${entry.message}`;
      const last = this.recent.get(key);
      if (last !== undefined && now - last < ERROR_DEDUPE_WINDOW_MS) return;
      this.recent.set(key, now);
      if (this.recent.size > 100) this.recent.delete(this.recent.keys().next().value as string);
      if (this.queue.length >= ERROR_QUEUE_LIMIT) return;
      this.total += 1;
      this.queue.push({
        timestamp: new Date(now).toISOString(),
        level: entry.level,
        message: entry.message.slice(0, MESSAGE_LIMIT) || 'Unknown error',
        ...(entry.stack ? { stack: entry.stack.slice(0, STACK_LIMIT) } : {}),
        ...(entry.context ? { context: entry.context } : {}),
      });
      this.scheduleFlush(ERROR_FLUSH_DELAY_MS);
    } catch {
      // reporting must never become a source of errors itself
    }
  }

  /** Sends what is queued now (within the backoff), e.g. before the page goes away. */
  async flush(): Promise<void> {
    this.cancelFlush?.();
    this.cancelFlush = null;
    if (this.sending || this.queue.length === 0) return;
    const now = this.now();
    if (now < this.pausedUntil) {
      this.scheduleFlush(this.pausedUntil - now);
      return;
    }
    const errors = this.queue.splice(0, ERROR_BATCH_SIZE);
    this.sending = true;
    try {
      await this.options.send({ errors, sessionId: this.options.sessionId, timestamp: new Date(now).toISOString() });
    } catch {
      this.pausedUntil = this.now() + ERROR_SEND_BACKOFF_MS;
    } finally {
      this.sending = false;
    }
    if (this.queue.length > 0) this.scheduleFlush(this.now() < this.pausedUntil ? this.pausedUntil - this.now() : 0);
  }

  get pending(): number {
    return this.queue.length;
  }

  private scheduleFlush(delayMs: number): void {
    if (this.cancelFlush) return;
    this.cancelFlush = this.schedule(() => {
      this.cancelFlush = null;
      void this.flush();
    }, delayMs);
  }
}

/** A readable message and stack out of whatever was thrown or rejected. */
export function describeThrown(value: unknown): { message: string; stack?: string } {
  if (value instanceof Error) return { message: value.message || value.name, ...(value.stack ? { stack: value.stack } : {}) };
  if (typeof value === 'string') return { message: value };
  try {
    return { message: JSON.stringify(value) ?? String(value) };
  } catch {
    return { message: String(value) };
  }
}

import { MAX_LOG_UPLOAD_ENTRIES, type LogEntry, type LogLevel, type LogUpload } from '@silkroad/shared';
import type { LocalRecords } from '../platform/platform';
import type { ErrorReporter } from './error-reporter';

export interface ClientLogOptions {
  records: LocalRecords;
  errors: ErrorReporter;
  upload(upload: LogUpload): Promise<void>;
  now?: () => number;
  userAgent?: string;
  url?: () => string;
}

/** One upload sends at most this many batches, so a huge backlog cannot hold the network. */
export const LOG_UPLOAD_MAX_BATCHES = 10;

/**
 * The game's logger (spec 002 §9 "Logger"): every entry is kept in the platform's persisted log
 * (trimmed there to 1000 entries, halved over 4 MB); errors also go at once to POST /api/errors
 * through the error reporter, and the rest go to POST /api/logs on start and on demand. Entries
 * that could not be sent (offline, server down) stay queued and go with the next upload.
 */
export class ClientLog {
  private uploading: Promise<number> | null = null;
  private readonly now: () => number;

  constructor(private readonly options: ClientLogOptions) {
    this.now = options.now ?? Date.now;
  }

  debug(message: string, context?: Record<string, unknown>): void {
    this.write('debug', message, context);
  }

  info(message: string, context?: Record<string, unknown>): void {
    this.write('info', message, context);
  }

  warn(message: string, context?: Record<string, unknown>): void {
    this.write('warn', message, context);
  }

  error(message: string, context?: Record<string, unknown>, stack?: string): void {
    this.write('error', message, context, stack);
    this.options.errors.report({ level: 'error', message, ...(stack ? { stack } : {}), ...(context ? { context } : {}) });
  }

  /**
   * Sends what is queued; resolves with how many entries the server received. Never throws: a
   * failed send leaves the entries queued. Concurrent calls share one upload.
   */
  upload(): Promise<number> {
    this.uploading ??= this.sendPending().finally(() => {
      this.uploading = null;
    });
    return this.uploading;
  }

  private write(level: LogLevel, message: string, context?: Record<string, unknown>, stack?: string): void {
    const entry: LogEntry = {
      timestamp: new Date(this.now()).toISOString(),
      level,
      message: message.slice(0, 2000) || 'Unknown',
      ...(stack ? { stack: stack.slice(0, 8000) } : {}),
      ...(context ? { context } : {}),
    };
    // Logging must never become a source of errors itself.
    this.options.records.appendLogs([entry]).catch(() => undefined);
  }

  private async sendPending(): Promise<number> {
    let received = 0;
    try {
      for (let batch = 0; batch < LOG_UPLOAD_MAX_BATCHES; batch += 1) {
        const pending = await this.options.records.pendingLogs(MAX_LOG_UPLOAD_ENTRIES);
        if (pending.length === 0) break;
        // Errors were reported as they happened; they are only marked as done here.
        const logs = pending.map((row) => row.entry).filter((entry) => entry.level !== 'error');
        if (logs.length > 0) {
          await this.options.upload({
            logs,
            timestamp: new Date(this.now()).toISOString(),
            ...(this.options.userAgent ? { userAgent: this.options.userAgent.slice(0, 512) } : {}),
            ...(this.options.url ? { url: this.options.url().slice(0, 2048) } : {}),
          });
        }
        await this.options.records.markLogsSent(pending.map((row) => row.id));
        received += logs.length;
        if (pending.length < MAX_LOG_UPLOAD_ENTRIES) break;
      }
    } catch {
      // stays queued for the next upload
    }
    return received;
  }
}

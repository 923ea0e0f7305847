import { LOG_MAX_ENTRIES, LOG_MAX_PERSISTED_BYTES, logEntrySchema, persistedLogBytes, trimLog, type LogEntry } from '@silkroad/shared';
import type { PendingLog } from '../../../ipc/contract';
import type { LocalDatabase } from './local-database';
import type { LogsTable } from './schema';
import { parseStoredJson } from './stored-json';

/** The persisted log (spec 002 §9 "Logger"), uploaded to the server in batches by the renderer. */
export interface LogRecords {
  /**
   * Appends, then trims to the newest LOG_MAX_ENTRIES and, while those weigh more than the byte
   * limit, to their newest half (trimLog's rule): all one transaction. Throws on an invalid entry
   * (and then stores none of them).
   */
  append(entries: readonly LogEntry[]): void;
  /** The oldest entries not yet sent, at most `limit`. */
  pending(limit: number): PendingLog[];
  /** Ids no longer stored (trimmed meanwhile) are ignored. */
  markSent(ids: readonly number[]): void;
}

export interface LogRecordsOptions {
  /** Persisted bytes (spec: 4 MB) over which the log is halved; tests use less. */
  maxBytes?: number;
}

type LogRow = Pick<LogsTable, 'timestamp' | 'level' | 'message' | 'stack' | 'context_json'> & { id: number };

export function createLogRecords(database: LocalDatabase, options: LogRecordsOptions = {}): LogRecords {
  const maxBytes = options.maxBytes ?? LOG_MAX_PERSISTED_BYTES;
  const { builder } = database;
  const rowColumns = ['id', 'timestamp', 'level', 'message', 'stack', 'context_json'] as const;

  const trim = () => {
    const newest = database.all(builder.selectFrom('logs').select(['id', 'byte_size']).orderBy('id', 'desc').limit(LOG_MAX_ENTRIES));
    const oldest = newest.at(-1);
    if (!oldest) return;
    let firstKept = oldest.id;
    // persistedLogBytes of n entries: each entry's JSON, n - 1 commas and the array's brackets.
    const bytes = newest.reduce((sum, row) => sum + row.byte_size, 0) + newest.length + 1;
    // Within the limit trimLog keeps exactly the newest LOG_MAX_ENTRIES, which the sizes alone
    // tell; beyond it trimLog decides on the entries themselves, so its rule is written once.
    if (bytes > maxBytes) {
      const rows = database.all(builder.selectFrom('logs').select(rowColumns).where('id', '>=', firstKept).orderBy('id'));
      const ids = new Map<LogEntry, number>();
      const entries = rows.map((row) => {
        const entry = rowEntry(row);
        ids.set(entry, row.id);
        return entry;
      });
      const first = trimLog(entries, maxBytes)[0];
      firstKept = (first && ids.get(first)) ?? firstKept;
    }
    database.run(builder.deleteFrom('logs').where('id', '<', firstKept));
  };

  return {
    append(entries) {
      if (entries.length === 0) return;
      const rows = entries.map(storableEntry).map((entry) => ({
        timestamp: entry.timestamp,
        level: entry.level,
        message: entry.message,
        stack: entry.stack ?? null,
        context_json: entry.context === undefined ? null : JSON.stringify(entry.context),
        sent: 0,
        // The entry's share of the log's JSON: its own JSON, without the array's brackets.
        byte_size: persistedLogBytes([entry]) - 2,
      }));
      database.transaction(() => {
        for (const row of rows) database.run(builder.insertInto('logs').values(row));
        trim();
      });
    },

    pending(limit) {
      const count = Math.floor(limit);
      // SQLite reads a negative LIMIT as no limit at all.
      if (!(count >= 1)) return [];
      for (;;) {
        const rows = database.all(builder.selectFrom('logs').select(rowColumns).where('sent', '=', 0).orderBy('id').limit(count));
        const pending: PendingLog[] = [];
        const unreadable: number[] = [];
        for (const row of rows) {
          const parsed = logEntrySchema.safeParse(rowEntry(row));
          if (parsed.success) pending.push({ id: row.id, entry: parsed.data });
          else unreadable.push(row.id);
        }
        if (unreadable.length === 0) return pending;
        // A damaged row would be skipped on every call and hold up to `limit` places forever.
        database.transaction(() => {
          for (const id of unreadable) database.run(builder.deleteFrom('logs').where('id', '=', id));
        });
      }
    },

    markSent(ids) {
      if (ids.length === 0) return;
      database.transaction(() => {
        for (const id of ids) database.run(builder.updateTable('logs').set({ sent: 1 }).where('id', '=', id));
      });
    },
  };
}

/**
 * The entry as it will be stored, measured and later sent: as JSON has it (a Date in the
 * context becomes its string). A context JSON cannot carry (a BigInt, a cycle) is dropped
 * rather than the entry.
 */
function storableEntry(entry: LogEntry): LogEntry {
  const valid = logEntrySchema.parse(entry);
  let roundTripped: unknown;
  try {
    roundTripped = JSON.parse(JSON.stringify(valid));
  } catch {
    roundTripped = undefined;
  }
  const parsed = logEntrySchema.safeParse(roundTripped);
  if (parsed.success) return parsed.data;
  const { context: _dropped, ...withoutContext } = valid;
  return withoutContext;
}

/** The entry a row holds, unvalidated (trimming only measures it; pending validates it). */
function rowEntry(row: LogRow): LogEntry {
  const entry: Record<string, unknown> = { timestamp: row.timestamp, level: row.level, message: row.message };
  if (row.stack !== null) entry.stack = row.stack;
  if (row.context_json !== null) entry.context = parseStoredJson(row.context_json);
  return entry as LogEntry;
}

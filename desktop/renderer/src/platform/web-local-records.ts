import {
  autosaveAllowed,
  autosaveRecordSchema,
  logEntrySchema,
  parseGameSettings,
  trimLog,
  type AutosaveRecord,
  type GameSettings,
  type LogEntry,
} from '@silkroad/shared';
import { z } from 'zod';
import type { PendingLog } from '../../../ipc/contract';
import type { LocalRecords } from './platform';

/** Spec 002 §7 "Local storage": the autosave keeps the spec's key; the others follow its prefix. */
export const AUTOSAVE_STORAGE_KEY = 'srt_autosave';
export const SETTINGS_STORAGE_KEY = 'srt_settings';
export const LOG_STORAGE_KEY = 'srt_logs';

const storedLogSchema = z.object({
  nextId: z.number().int().positive(),
  entries: z.array(z.object({ id: z.number().int().positive(), sent: z.boolean(), entry: logEntrySchema })),
});
type StoredLog = z.infer<typeof storedLogSchema>;

export interface WebLocalRecordsOptions {
  now?: () => number;
  /** Told when stored data was unreadable and has been set aside (the game still starts). */
  onCorrupt?: (key: string, raw: string) => void;
  /** Persisted log byte limit (spec: 4 MB); tests use less. */
  maxLogBytes?: number;
}

/**
 * LocalRecords over browser storage. Storage may throw (private mode, quota, blocked cookies):
 * reads then give the defaults and writes are dropped, as a game that cannot save still plays.
 */
export function createWebLocalRecords(storage: Storage, options: WebLocalRecordsOptions = {}): LocalRecords {
  const now = options.now ?? Date.now;

  const read = (key: string): unknown => {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      return undefined;
    }
    if (raw === null) return undefined;
    try {
      return JSON.parse(raw);
    } catch {
      setAside(key, raw);
      return undefined;
    }
  };
  const setAside = (key: string, raw: string) => {
    options.onCorrupt?.(key, raw);
    try {
      storage.setItem(`${key}.corrupt`, raw);
      storage.removeItem(key);
    } catch {
      // storage unusable: nothing to set aside into
    }
  };
  const write = (key: string, value: unknown): boolean => {
    try {
      storage.setItem(key, JSON.stringify(value));
      return true;
    } catch {
      return false;
    }
  };
  const readLog = (): StoredLog => {
    const raw = read(LOG_STORAGE_KEY);
    if (raw === undefined) return { nextId: 1, entries: [] };
    const parsed = storedLogSchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    setAside(LOG_STORAGE_KEY, JSON.stringify(raw));
    return { nextId: 1, entries: [] };
  };

  return {
    async loadSettings(): Promise<GameSettings> {
      return parseGameSettings(read(SETTINGS_STORAGE_KEY));
    },
    async saveSettings(settings: GameSettings): Promise<GameSettings> {
      const stored = parseGameSettings(settings);
      write(SETTINGS_STORAGE_KEY, stored);
      return stored;
    },
    async loadAutosave(): Promise<AutosaveRecord | null> {
      const raw = read(AUTOSAVE_STORAGE_KEY);
      if (raw === undefined) return null;
      const parsed = autosaveRecordSchema.safeParse(raw);
      if (parsed.success) return parsed.data;
      setAside(AUTOSAVE_STORAGE_KEY, JSON.stringify(raw));
      return null;
    },
    async saveAutosave(record: AutosaveRecord, final: boolean): Promise<boolean> {
      const last = await this.loadAutosave();
      if (!autosaveAllowed(last?.timestamp ?? null, now(), final)) return false;
      return write(AUTOSAVE_STORAGE_KEY, autosaveRecordSchema.parse(record));
    },
    async appendLogs(entries: LogEntry[]): Promise<void> {
      const log = readLog();
      for (const entry of entries) log.entries.push({ id: log.nextId++, sent: false, entry: logEntrySchema.parse(entry) });
      // trimLog keeps a suffix: its length says which rows stay.
      const keptCount = trimLog(
        log.entries.map((row) => row.entry),
        options.maxLogBytes,
      ).length;
      const kept = log.entries.slice(log.entries.length - keptCount);
      write(LOG_STORAGE_KEY, { nextId: log.nextId, entries: kept });
    },
    async pendingLogs(limit: number): Promise<PendingLog[]> {
      return readLog()
        .entries.filter((row) => !row.sent)
        .slice(0, limit)
        .map(({ id, entry }) => ({ id, entry }));
    },
    async markLogsSent(ids: number[]): Promise<void> {
      const sent = new Set(ids);
      const log = readLog();
      write(LOG_STORAGE_KEY, { nextId: log.nextId, entries: log.entries.map((row) => (sent.has(row.id) ? { ...row, sent: true } : row)) });
    },
  };
}

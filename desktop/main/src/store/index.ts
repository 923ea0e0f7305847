import { createAutosaveRecords, type AutosaveRecords } from './autosave-records';
import { openLocalDatabase, type OpenLocalDatabaseOptions } from './local-database';
import { createLogRecords, type LogRecords } from './log-records';
import { createSessionRecords, type SessionRecords } from './session-records';
import { createSettingsRecords, type SettingsRecords } from './settings-records';

export { LOCAL_DATABASE_FILE_NAME, openLocalDatabase } from './local-database';
export type { LocalDatabase, LocalDatabaseProblem, LocalDatabaseReport, OpenLocalDatabaseOptions } from './local-database';
export type { AutosaveRecords, LogRecords, SessionRecords, SettingsRecords };

/** The main process's local records (spec 002 §7 "Local storage"), over one SQLite file. */
export interface LocalStore {
  /** Per server origin. */
  readonly sessions: SessionRecords;
  readonly settings: SettingsRecords;
  /** Per server origin. */
  readonly autosave: AutosaveRecords;
  readonly logs: LogRecords;
  /** The database file; when inMemory, it could not be used and nothing lasts beyond this run. */
  readonly file: string;
  readonly inMemory: boolean;
  close(): Promise<void>;
}

export interface OpenLocalStoreOptions extends OpenLocalDatabaseOptions {
  /** Persisted log bytes over which the log is halved (spec: 4 MB); tests use less. */
  maxLogBytes?: number;
}

/**
 * Opens the store in `directory` (Electron's userData folder). Never fails because of what is
 * on disk: see openLocalDatabase, and `onCorrupt` for what was set aside.
 */
export async function openLocalStore(options: OpenLocalStoreOptions): Promise<LocalStore> {
  const database = await openLocalDatabase(options);
  return {
    sessions: createSessionRecords(database),
    settings: createSettingsRecords(database),
    autosave: createAutosaveRecords(database, { now: options.now }),
    logs: createLogRecords(database, { maxBytes: options.maxLogBytes }),
    file: database.file,
    inMemory: database.inMemory,
    close: () => database.close(),
  };
}

import type { Generated } from 'kysely';

/**
 * The main process's local database (spec 002 §7 "Local storage"): what the web build keeps in
 * browser storage. Times are integer milliseconds since the epoch; JSON columns hold what the
 * shared schemas describe and are parsed again on every read, since the file outlives versions.
 */

/**
 * The renderer-visible session, one row per server (keyed by its origin), so switching servers
 * never hands one server's token to another. The refresh token is not here: it is stored
 * encrypted by the auth module and never reaches the renderer.
 */
export interface SessionsTable {
  origin: string;
  /** JSON: SessionUser. */
  user_json: string;
  access_token: string;
  expires_at: number;
}

/** One row (id 1): the settings are the machine's, whichever server it plays on. */
export interface SettingsTable {
  id: number;
  /** JSON: GameSettings, possibly from an older or newer version (read field by field). */
  settings_json: string;
}

/**
 * One row per server origin, like the session: a position belongs to a character on one
 * server, and the offline world's character is not the online one.
 */
export interface AutosavesTable {
  origin: string;
  /** JSON: AutosaveRecord. */
  record_json: string;
  /** The main process's clock at the write: the pacing guard trusts no time the renderer sends. */
  saved_at: number;
}

/** Spec 002 §3 "Log entry", one row each, oldest first by id. */
export interface LogsTable {
  /** AUTOINCREMENT: an id is never reused, so a late markSent cannot touch a newer entry. */
  id: Generated<number>;
  timestamp: string;
  level: string;
  message: string;
  stack: string | null;
  /** JSON object, or null when the entry had none. */
  context_json: string | null;
  /** 0 until the server has the entry, then 1. */
  sent: number;
  /** UTF-8 bytes of the entry as JSON: the trim's measure, summed without reading the entries. */
  byte_size: number;
}

export interface LocalSchema {
  sessions: SessionsTable;
  settings: SettingsTable;
  autosaves: AutosavesTable;
  logs: LogsTable;
}

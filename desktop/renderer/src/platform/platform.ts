import type { AutosaveRecord, GameSettings, LogEntry, SessionTokens, SessionUser } from '@silkroad/shared';
import type { AppInfo, PendingLog, RefreshResult, ServerCheck, SignInResult } from '../../../ipc/contract';

/** What the renderer keeps between runs to stay signed in: the user and the API session tokens. */
export interface StoredSession {
  user: SessionUser;
  tokens: SessionTokens;
}

/** Where the session record lives: browser storage on the web, the main process on desktop. */
export interface SessionStorageAdapter {
  load(): StoredSession | null;
  save(session: StoredSession): void;
  clear(): void;
  /** Changes made elsewhere (another tab or window of the game); returns the unsubscribe. */
  watch?(listener: (session: StoredSession | null) => void): () => void;
}

/**
 * The records a client keeps on its machine besides the session (spec 002 §7 "Local storage"):
 * settings, the autosave and the log. Browser storage on the web, the main process's SQLite
 * database on the desktop; one contract suite (local-records.contract.ts) runs against both.
 * Reads never fail: missing or corrupt data reads as the defaults.
 */
export interface LocalRecords {
  loadSettings(): Promise<GameSettings>;
  /** Returns the settings as stored. */
  saveSettings(settings: GameSettings): Promise<GameSettings>;
  loadAutosave(): Promise<AutosaveRecord | null>;
  /** False when the last save is under 30 s old and this is not the final save on quit. */
  saveAutosave(record: AutosaveRecord, final: boolean): Promise<boolean>;
  /** Appends to the persisted log, trimmed to 1000 entries and half when over 4 MB. */
  appendLogs(entries: LogEntry[]): Promise<void>;
  /** The oldest entries not yet sent to the server. */
  pendingLogs(limit: number): Promise<PendingLog[]>;
  markLogsSent(ids: number[]): Promise<void>;
}

/** What only the desktop app can do: sign in through the system browser, play offline, pick a server. */
export interface DesktopHost {
  readonly info: AppInfo;
  signIn(): Promise<SignInResult>;
  cancelSignIn(): Promise<void>;
  /** Renews the access token with the refresh token the main process keeps. */
  refresh(): Promise<RefreshResult>;
  logout(): Promise<void>;
  startOffline(): Promise<void>;
  stopOffline(): Promise<void>;
  checkServer(url: string): Promise<ServerCheck>;
  /** The app is quitting: the listener saves at once. Returns the unsubscribe. */
  onSaveNow(listener: () => void): () => void;
}

/**
 * Everything the renderer needs from its host. The web build and the Electron build differ only
 * here; the renderer never imports electron.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Origin of the game API and realtime socket (same origin on the web). */
  readonly apiOrigin: string;
  readonly session: SessionStorageAdapter;
  readonly records: LocalRecords;
  /** Null in the web build. */
  readonly desktop: DesktopHost | null;
  /** Opens a URL outside the game (system browser on desktop, new tab on the web). */
  openExternal(url: string): void;
  /** Where the API sends the player back with `?code=...&state=...` after sign-in. */
  authRedirectUri(): string;
  /** Leaves for the API's sign-in start URL. */
  beginSignIn(url: string): void;
}

import type { SessionTokens, SessionUser } from '@silkroad/shared';

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
 * Everything the renderer needs from its host. The web build and the Electron build differ only
 * here; the renderer never imports electron.
 */
export interface Platform {
  readonly kind: 'web' | 'desktop';
  /** Origin of the game API and realtime socket (same origin on the web). */
  readonly apiOrigin: string;
  readonly session: SessionStorageAdapter;
  /** Opens a URL outside the game (system browser on desktop, new tab on the web). */
  openExternal(url: string): void;
  /** Where the API sends the player back with `?code=...&state=...` after sign-in. */
  authRedirectUri(): string;
  /** Leaves for the API's sign-in start URL. */
  beginSignIn(url: string): void;
}

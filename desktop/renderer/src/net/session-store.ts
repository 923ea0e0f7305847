import type { SessionUser } from '@silkroad/shared';
import type { SessionStorageAdapter, StoredSession } from '../platform/platform';

type Listener = () => void;

/**
 * The signed-in session, persisted through the platform. React reads it with
 * useSyncExternalStore; clearing it is what sends the player back to the sign-in screen.
 */
export class SessionStore {
  private current: StoredSession | null;
  private readonly listeners = new Set<Listener>();

  constructor(private readonly storage: SessionStorageAdapter) {
    this.current = storage.load();
    // Another tab that refreshed (rotating the refresh token) or signed out is followed here:
    // holding on to a rotated-away refresh token would end the session at the next refresh.
    storage.watch?.((session) => this.adopt(session));
  }

  readonly get = (): StoredSession | null => this.current;

  readonly subscribe = (listener: Listener): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  set(session: StoredSession): void {
    this.current = session;
    this.storage.save(session);
    this.notify();
  }

  updateUser(patch: Partial<SessionUser>): void {
    if (!this.current) return;
    this.set({ ...this.current, user: { ...this.current.user, ...patch } });
  }

  /**
   * What the storage holds now, when it differs from this tab's session (another tab rotated the
   * tokens first); the session is adopted and returned. Null when there is nothing newer.
   */
  newerStored(): StoredSession | null {
    const stored = this.storage.load();
    if (!stored || !this.current || stored.tokens.refreshToken === this.current.tokens.refreshToken) return null;
    if (stored.user.id !== this.current.user.id) return null;
    this.adopt(stored);
    return stored;
  }

  clear(): void {
    if (!this.current) return;
    this.current = null;
    this.storage.clear();
    this.notify();
  }

  private adopt(session: StoredSession | null): void {
    if (session === this.current) return;
    this.current = session;
    this.notify();
  }

  private notify(): void {
    for (const listener of [...this.listeners]) listener();
  }
}

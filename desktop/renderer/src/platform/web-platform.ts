import type { Platform, SessionStorageAdapter, StoredSession } from './platform';
import { createWebLocalRecords } from './web-local-records';
import { SESSION_STORAGE_KEY, parseSessionRecord, serializeSessionRecord } from './session-record';

/** Storage can throw (private mode, quota, disabled cookies): the game then runs signed-in for the tab only. */
function localSessionStorage(storage: Storage, win: Window): SessionStorageAdapter {
  return {
    load(): StoredSession | null {
      try {
        return parseSessionRecord(storage.getItem(SESSION_STORAGE_KEY));
      } catch {
        return null;
      }
    },
    save(session: StoredSession): void {
      try {
        storage.setItem(SESSION_STORAGE_KEY, serializeSessionRecord(session));
      } catch (error) {
        console.warn('could not store the session', error);
      }
    },
    clear(): void {
      try {
        storage.removeItem(SESSION_STORAGE_KEY);
      } catch {
        // nothing stored, nothing to clear
      }
    },
    watch(listener) {
      // Fired only for writes by other tabs, never for this tab's own.
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === storage && (event.key === SESSION_STORAGE_KEY || event.key === null)) listener(parseSessionRecord(event.newValue));
      };
      win.addEventListener('storage', onStorage);
      return () => win.removeEventListener('storage', onStorage);
    },
  };
}

export function createWebPlatform(win: Window = window): Platform {
  return {
    kind: 'web',
    apiOrigin: win.location.origin,
    session: localSessionStorage(win.localStorage, win),
    records: createWebLocalRecords(win.localStorage, { onCorrupt: (key) => console.warn(`stored ${key} was unreadable and has been set aside`) }),
    desktop: null,
    openExternal(url: string): void {
      win.open(url, '_blank', 'noopener,noreferrer');
    },
    authRedirectUri(): string {
      return `${win.location.origin}/`;
    },
    beginSignIn(url: string): void {
      win.location.assign(url);
    },
  };
}

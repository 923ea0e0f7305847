import type { KeyValueStorage } from './auth-callback';

/**
 * A start-up switch given in the address (`?name=true`) and remembered by the tab across the
 * sign-in redirect (which returns to the bare origin): `?name=false` forgets it; without the
 * parameter the tab keeps what it last chose. Storage that refuses (private modes) leaves the
 * address alone to decide.
 */
export function readTabFlag(search: string, storage: KeyValueStorage, parameter: string, storageKey: string): boolean {
  const value = new URLSearchParams(search).get(parameter);
  try {
    if (value === 'true') {
      storage.setItem(storageKey, 'true');
      return true;
    }
    if (value !== null) {
      storage.removeItem(storageKey);
      return false;
    }
    return storage.getItem(storageKey) === 'true';
  } catch {
    return value === 'true';
  }
}

import type { KeyValueStorage } from './auth-callback';

/** Where the tab remembers test mode across the sign-in redirect (which returns to the bare origin). */
export const TEST_MODE_STORAGE_KEY = 'srt_test_mode';

/**
 * Test mode (`?testMode=true`, spec 000 §6): farming and movement use the development server's
 * test routes and multiplayer is off. `?testMode=false` ends it for the tab; without the
 * parameter the tab keeps what it last chose.
 */
export function readTestMode(search: string, storage: KeyValueStorage): boolean {
  const value = new URLSearchParams(search).get('testMode');
  try {
    if (value === 'true') {
      storage.setItem(TEST_MODE_STORAGE_KEY, 'true');
      return true;
    }
    if (value !== null) {
      storage.removeItem(TEST_MODE_STORAGE_KEY);
      return false;
    }
    return storage.getItem(TEST_MODE_STORAGE_KEY) === 'true';
  } catch {
    return value === 'true';
  }
}

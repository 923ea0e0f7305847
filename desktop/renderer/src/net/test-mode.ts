import type { KeyValueStorage } from './auth-callback';
import { readTabFlag } from './tab-flag';

/** Where the tab remembers test mode across the sign-in redirect (which returns to the bare origin). */
export const TEST_MODE_STORAGE_KEY = 'srt_test_mode';

/**
 * Test mode (`?testMode=true`, spec 000 §6): farming and movement use the development server's
 * test routes and multiplayer is off; the tab remembers it (readTabFlag).
 */
export function readTestMode(search: string, storage: KeyValueStorage): boolean {
  return readTabFlag(search, storage, 'testMode', TEST_MODE_STORAGE_KEY);
}

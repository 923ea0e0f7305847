import type { KeyValueStorage } from '../../net/auth-callback';
import { readTabFlag } from '../../net/tab-flag';

/** Where the tab remembers `?skipTutorial=true` across the sign-in redirect (which returns to the bare origin). */
export const SKIP_TUTORIAL_STORAGE_KEY = 'srt_skip_tutorial';

/**
 * The start-up option skipTutorial (002 §3 "Options"; §4 "reading ... skip-tutorial"): on the web,
 * `?skipTutorial=true` in the address. Entering the world then skips the tutorial through the
 * server (so it is skipped on every device too). The tab remembers it as it does test mode (readTabFlag).
 */
export function readSkipTutorial(search: string, storage: KeyValueStorage): boolean {
  return readTabFlag(search, storage, 'skipTutorial', SKIP_TUTORIAL_STORAGE_KEY);
}

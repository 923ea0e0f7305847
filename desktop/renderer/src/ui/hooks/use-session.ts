import { useSyncExternalStore } from 'react';
import type { SessionStore } from '../../net/session-store';
import type { StoredSession } from '../../platform/platform';

export function useSession(sessions: SessionStore): StoredSession | null {
  return useSyncExternalStore(sessions.subscribe, sessions.get);
}

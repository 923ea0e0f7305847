import type { AutosaveRecord, GameSettings, LogEntry } from '@silkroad/shared';
import type { DesktopSession, SilkroadBridge } from '../../../ipc/contract';
import type { DesktopHost, LocalRecords, Platform, SessionStorageAdapter, StoredSession } from './platform';

/** The renderer's view of a desktop session: the refresh token is never here (the main process keeps it). */
export function fromDesktopSession(session: DesktopSession): StoredSession {
  return { user: session.user, tokens: { ...session.tokens, refreshToken: '' } };
}

function toDesktopSession(session: StoredSession): DesktopSession {
  return { user: session.user, tokens: { accessToken: session.tokens.accessToken, expiresAt: session.tokens.expiresAt } };
}

/** LocalRecords over the bridge: the main process keeps them in its SQLite database. */
export function createElectronLocalRecords(bridge: SilkroadBridge): LocalRecords {
  return {
    loadSettings: () => bridge.invoke('settings:load'),
    saveSettings: (settings: GameSettings) => bridge.invoke('settings:save', settings),
    loadAutosave: () => bridge.invoke('autosave:load'),
    saveAutosave: async (record: AutosaveRecord, final: boolean) => (await bridge.invoke('autosave:save', { record, final })).saved,
    appendLogs: (entries: LogEntry[]) => bridge.invoke('logs:append', entries),
    pendingLogs: (limit: number) => bridge.invoke('logs:pending', { limit }),
    markLogsSent: (ids: number[]) => bridge.invoke('logs:mark-sent', ids),
  };
}

/**
 * The session record, read once at start-up and written through to the main process. The
 * desktop app has one window, so there is no other writer to watch.
 */
function bridgedSessionStorage(bridge: SilkroadBridge, initial: StoredSession | null): SessionStorageAdapter {
  let current = initial;
  return {
    load: () => current,
    save(session) {
      current = session;
      bridge.invoke('session:save', toDesktopSession(session)).catch((error: unknown) => console.warn('could not store the session', error));
    },
    clear() {
      current = null;
      bridge.invoke('session:clear').catch((error: unknown) => console.warn('could not clear the session', error));
    },
  };
}

/** The platform of the Electron build; its asynchronous records are read before the app renders. */
export async function createElectronPlatform(bridge: SilkroadBridge): Promise<Platform> {
  const [info, stored] = await Promise.all([bridge.invoke('app:info'), bridge.invoke('session:load')]);
  const desktop: DesktopHost = {
    info,
    signIn: () => bridge.invoke('auth:sign-in'),
    cancelSignIn: () => bridge.invoke('auth:cancel'),
    refresh: () => bridge.invoke('auth:refresh'),
    logout: () => bridge.invoke('auth:logout'),
    startOffline: () => bridge.invoke('offline:start'),
    stopOffline: () => bridge.invoke('offline:stop'),
    checkServer: (url: string) => bridge.invoke('server:check', url),
    onSaveNow: (listener) => bridge.onSaveNow(listener),
  };
  return {
    kind: 'desktop',
    apiOrigin: info.apiOrigin,
    session: bridgedSessionStorage(bridge, stored ? fromDesktopSession(stored) : null),
    records: createElectronLocalRecords(bridge),
    desktop,
    openExternal(url: string) {
      void bridge.invoke('shell:open-external', url);
    },
    authRedirectUri(): string {
      throw new Error('the desktop app signs in through its main process');
    },
    beginSignIn(): void {
      throw new Error('the desktop app signs in through its main process');
    },
  };
}

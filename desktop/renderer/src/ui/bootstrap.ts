import { MESSAGES } from '@silkroad/shared';
import { ApiClient } from '../net/api-client';
import { ClientLog } from '../net/client-log';
import type { KeyValueStorage, SignInResume } from '../net/auth-callback';
import { ErrorReporter, describeThrown } from '../net/error-reporter';
import { randomUrlSafeString } from '../net/pkce';
import { ReportsApi } from '../net/reports-api';
import { SessionStore } from '../net/session-store';
import { readTestMode } from '../net/test-mode';
import { consumeSignInResult } from '../net/sign-in';
import { isMobileUserAgent } from '../platform/device';
import type { Platform } from '../platform/platform';
import { SettingsStore } from './settings/settings-store';
import type { Services } from './services';
import { StartupStore } from './startup/startup';
import { readSkipTutorial } from './tutorial/skip-tutorial';
import { createStartupTasks } from './startup/startup-tasks';
import { loadGameFactory } from './world/game-module';

/** sessionStorage can be unavailable (blocked storage); sign-in then cannot survive the redirect. */
function tabStorage(win: Window): KeyValueStorage {
  try {
    const storage = win.sessionStorage;
    storage.getItem('');
    return storage;
  } catch {
    const memory = new Map<string, string>();
    return { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };
  }
}

export interface Boot {
  services: Services;
  startup: StartupStore;
  signInResult: SignInResume | null;
}

/** Creates the shell's services once, outside React, and starts the start-up sequence. */
export async function boot(platform: Platform, win: Window): Promise<Boot> {
  const sessions = new SessionStore(platform.session);
  const api = new ApiClient({ origin: platform.apiOrigin, sessions, tokenKeeper: platform.desktop });
  const reports = new ReportsApi(api);
  const errors = new ErrorReporter({ sessionId: randomUrlSafeString(16), send: (report) => reports.reportErrors(report) });
  const log = new ClientLog({
    records: platform.records,
    errors,
    upload: (upload) => reports.uploadLogs(upload),
    userAgent: win.navigator.userAgent,
    url: () => win.location.pathname,
  });
  const settings = await SettingsStore.load(platform.records, { mobile: isMobileUserAgent(win.navigator.userAgent) });
  const pendingSignIn = tabStorage(win);
  const testMode = readTestMode(win.location.search, pendingSignIn);
  const skipTutorial = readSkipTutorial(win.location.search, pendingSignIn);
  // Read (and wipe from the address bar) before anything renders: the code is single-use.
  const signInResult = consumeSignInResult(win.location, win.history, pendingSignIn);
  const services: Services = { platform, sessions, api, errors, log, settings, pendingSignIn, testMode, skipTutorial, loadGame: loadGameFactory };

  const startup = new StartupStore();
  log.info('Starting', { platform: platform.kind, mode: platform.desktop?.info.mode ?? 'online', version: platform.desktop?.info.version ?? null });
  startup.start(createStartupTasks({ api, sessions, loadGame: loadGameFactory, win }), (error) => {
    const thrown = describeThrown(error);
    console.error(MESSAGES.failedToInitialize, error);
    log.error(MESSAGES.failedToInitialize, { cause: thrown.message }, thrown.stack);
    // The spec sends the logs to the server when initialisation fails.
    void errors.flush();
    void log.upload();
  });
  // Logs go to the server on start, and again whenever the connection comes back.
  void log.upload();
  win.addEventListener('online', () => void log.upload());
  win.addEventListener('pagehide', () => void errors.flush());
  return { services, startup, signInResult };
}

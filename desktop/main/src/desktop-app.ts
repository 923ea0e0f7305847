import type { AppInfo, AppMode } from '../../ipc/contract';
import { DesktopAuth } from './auth/desktop-auth';
import { DesktopSignIn } from './auth/desktop-sign-in';
import { SILENT_LOG, type MainLog } from './auth/main-log';
import { RefreshTokenVault, type SafeStorageLike } from './auth/refresh-token-vault';
import type { Scheduler } from './auth/scheduler';
import { TokenClient, type FetchLike } from './auth/token-client';
import type { IpcHandlers } from './ipc-registry';
import { signInLocalPlayer } from './offline/local-identity';
import { startOfflineServer, type OfflineServer } from './offline/offline-server';
import { isLoopbackUrl, isSafeExternalUrl } from './security';
import { normaliseServerUrl } from '../../ipc/server-url';
import { checkServer } from './server-check';
import type { LocalStore } from './store';

/** Everything the desktop app needs from Electron and the machine, passed in so it runs under Node in tests. */
export interface DesktopAppDeps {
  /** Electron's userData folder. */
  userDataDir: string;
  store: LocalStore;
  safeStorage: SafeStorageLike;
  /** shell.openExternal; only ever called with URLs isSafeExternalUrl accepted. */
  openExternal(url: string): Promise<void> | void;
  /** Reloads the game window (after a change of server or mode, the renderer starts over on the new one). */
  reloadWindow(): void;
  version: string;
  os: string;
  osUserName: string | null;
  /** The server this build talks to when the settings name none. */
  defaultServerUrl: string;
  fetch?: FetchLike;
  scheduler?: Scheduler;
  log?: MainLog;
  /** The offline server, started on demand (tests may pass their own). */
  startOffline?: (userDataDir: string, log: MainLog) => Promise<OfflineServer>;
}

/**
 * The desktop app without Electron: which server the renderer plays on (the configured one or
 * the embedded offline one), the session and its refresh token, and the handler of every IPC
 * channel. electron-main.ts wires it to Electron's objects and events.
 */
export class DesktopApp {
  private mode: AppMode = 'online';
  private offline: OfflineServer | null = null;
  private offlineError: string | null = null;
  private readonly log: MainLog;
  private readonly auth: DesktopAuth;
  private readonly fetch: FetchLike;
  private readonly finalSaveListeners = new Set<() => void>();
  /** One vault for the online and offline sessions: without OS encryption it lives in memory only. */
  private readonly vault: RefreshTokenVault;

  constructor(private readonly deps: DesktopAppDeps) {
    this.log = deps.log ?? SILENT_LOG;
    this.fetch = deps.fetch ?? ((url, init) => fetch(url, init));
    const tokens = new TokenClient({ fetch: this.fetch });
    this.vault = new RefreshTokenVault({ directory: deps.userDataDir, safeStorage: deps.safeStorage, log: this.log });
    const signIn = new DesktopSignIn({
      tokens,
      log: this.log,
      ...(deps.scheduler ? { scheduler: deps.scheduler } : {}),
      openExternal: (url) => this.openTrusted(url),
    });
    this.auth = new DesktopAuth({
      serverOrigin: () => this.apiOrigin(),
      signIn,
      tokens,
      vault: this.vault,
      sessions: deps.store.sessions,
      log: this.log,
    });
  }

  /** Where the renderer's API calls and socket go now. */
  apiOrigin(): string {
    if (this.mode === 'offline' && this.offline) return this.offline.origin;
    return normaliseServerUrl(this.deps.store.settings.load().serverUrl ?? '') ?? normaliseServerUrl(this.deps.defaultServerUrl) ?? this.deps.defaultServerUrl;
  }

  info(): AppInfo {
    const offlineError = this.offlineError;
    // Told once: a reload after that shows the screen without it.
    this.offlineError = null;
    return { version: this.deps.version, os: this.deps.os, mode: this.mode, apiOrigin: this.apiOrigin(), defaultServerUrl: this.deps.defaultServerUrl, offlineError };
  }

  /** A sign-in callback from the system browser (open-url, second-instance, the argv of a cold start). */
  handleDeepLink(url: string): void {
    const handled = this.auth.handleCallback(url);
    this.log.info(`sign-in link ${handled}`);
  }

  /**
   * Starts the embedded server (or keeps the one running), signs the local player in, and
   * reloads the window onto it. Signing out of the offline game and choosing Play offline again
   * lands here with the server already running.
   */
  async goOffline(): Promise<void> {
    let started: OfflineServer | null = null;
    try {
      const start = this.deps.startOffline ?? ((dataDirectory, log) => startOfflineServer({ dataDirectory, logger: log }));
      const server = this.offline ?? (started = await start(this.deps.userDataDir, this.log));
      await signInLocalPlayer({
        server,
        osUserName: this.deps.osUserName,
        vault: this.vault,
        sessions: this.deps.store.sessions,
        ...(this.deps.fetch ? { fetch: this.deps.fetch } : {}),
        log: this.log,
      });
      this.offline = server;
      this.mode = 'offline';
      this.log.info(`playing offline on ${server.origin}`);
    } catch (error) {
      await started?.stop();
      this.offlineError = `The offline game could not start: ${error instanceof Error ? error.message : String(error)}`;
      this.log.warn(this.offlineError);
    }
    this.deps.reloadWindow();
  }

  async goOnline(): Promise<void> {
    const server = this.offline;
    this.mode = 'online';
    this.offline = null;
    this.deps.reloadWindow();
    await server?.stop();
  }

  /** Resolves when the renderer's final save (on quit) has been written, or after `timeoutMs`. */
  finalSaveWritten(timeoutMs: number): Promise<boolean> {
    return new Promise((resolve) => {
      const done = (written: boolean) => {
        clearTimeout(timer);
        this.finalSaveListeners.delete(onSave);
        resolve(written);
      };
      const onSave = () => done(true);
      const timer = setTimeout(() => done(false), timeoutMs);
      this.finalSaveListeners.add(onSave);
    });
  }

  async shutdown(): Promise<void> {
    this.auth.cancel();
    await this.offline?.stop();
    this.offline = null;
  }

  readonly handlers: IpcHandlers = {
    'app:info': () => this.info(),
    'session:load': () => this.deps.store.sessions.load(this.apiOrigin()),
    'session:save': (session) => this.deps.store.sessions.save(this.apiOrigin(), session),
    'session:clear': () => this.deps.store.sessions.clear(this.apiOrigin()),
    'auth:sign-in': () => this.auth.signIn(),
    'auth:cancel': () => this.auth.cancel(),
    'auth:refresh': () => this.auth.refresh(),
    'auth:logout': () => this.auth.logout(),
    'settings:load': () => this.deps.store.settings.load(),
    'settings:save': (settings) => {
      const before = this.apiOrigin();
      const stored = this.deps.store.settings.save({ ...settings, serverUrl: settings.serverUrl === null ? null : normaliseServerUrl(settings.serverUrl) });
      // A new server is a new world: the renderer starts over on it (its session there, or sign-in).
      if (this.mode === 'online' && this.apiOrigin() !== before) setTimeout(() => this.deps.reloadWindow(), 0);
      return stored;
    },
    'autosave:load': () => this.deps.store.autosave.load(this.apiOrigin()),
    'autosave:save': ({ record, final }) => {
      const saved = this.deps.store.autosave.save(this.apiOrigin(), record, final);
      if (final) for (const listener of [...this.finalSaveListeners]) listener();
      return { saved };
    },
    'logs:append': (entries) => this.deps.store.logs.append(entries),
    'logs:pending': ({ limit }) => this.deps.store.logs.pending(limit),
    'logs:mark-sent': (ids) => this.deps.store.logs.markSent(ids),
    'offline:start': () => this.goOffline(),
    'offline:stop': () => this.goOnline(),
    'server:check': (url) => checkServer(url, (input, init) => this.fetch(String(input), init ?? {})),
    'shell:open-external': async (url) => {
      if (!isSafeExternalUrl(url)) return false;
      await this.deps.openExternal(url);
      return true;
    },
  };

  /**
   * The sign-in page of the server played on. http is admitted only for a server on this
   * machine (a development server): anything else must be https.
   */
  private async openTrusted(url: string): Promise<void> {
    if (!isSafeExternalUrl(url, { allowLoopbackHttp: isLoopbackUrl(this.apiOrigin()) })) throw new Error('refused to open an unsafe URL');
    await this.deps.openExternal(url);
  }
}

/**
 * The Electron main process: wires DesktopApp (plain, tested under Node) to Electron's objects
 * and events. Kept thin on purpose: the Electron binary cannot be downloaded on our build
 * machines, so everything that can be decided without it is decided elsewhere.
 */
import { appendFile, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { DESKTOP_SCHEME } from '@silkroad/shared';
import { app, BrowserWindow, ipcMain, Menu, protocol, safeStorage, session, shell, type MenuItemConstructorOptions, type WebContents } from 'electron';
import { SAVE_NOW_EVENT } from '../../ipc/channels';
import { APP_ENTRY_URL, APP_ORIGIN, APP_SCHEME, contentSecurityPolicy, resolveAppFile } from './app-protocol';
import { findSignInCallbackUrl } from './auth/deep-link';
import type { MainLog } from './auth/main-log';
import { DesktopApp } from './desktop-app';
import { registerIpcHandlers } from './ipc-registry';
import { isAllowedNavigation, isPermissionAllowed, isSafeExternalUrl, SECURE_WEB_PREFERENCES } from './security';
import { openLocalStore } from './store';

/** Replaced at bundle time (desktop/scripts/build-desktop.mjs); SILKROAD_SERVER_URL overrides it at run time. */
const DEFAULT_SERVER_URL = process.env.SILKROAD_SERVER_URL ?? process.env.SILKROAD_DEFAULT_SERVER_URL ?? 'http://localhost:3001';
/** How long quitting waits for the renderer's final autosave. */
const FINAL_SAVE_WAIT_MS = 1_500;
const BUNDLE_DIR = path.join(__dirname, '..', 'dist-web');
const PRELOAD = path.join(__dirname, 'preload.cjs');

const log: MainLog = {
  info: (message) => console.log(`[silkroad] ${message}`),
  warn: (message) => console.warn(`[silkroad] ${message}`),
};

// A separate data folder lets tests (and a second profile) run beside the installed app.
if (process.env.SILKROAD_USER_DATA) app.setPath('userData', process.env.SILKROAD_USER_DATA);
/**
 * The Electron browser tests read the URLs the app would open in the system browser from this
 * file instead (a test machine has no browser to open them in). It changes where a validated
 * URL goes, never which URLs are accepted.
 */
const OPEN_EXTERNAL_LOG = process.env.SILKROAD_E2E_OPEN_EXTERNAL_LOG;

function openInSystemBrowser(url: string): Promise<void> {
  return OPEN_EXTERNAL_LOG ? appendFile(OPEN_EXTERNAL_LOG, `${url}\n`) : shell.openExternal(url);
}

// One instance: a second launch (the system browser opening our sign-in link on Windows and
// Linux) hands its arguments to the first and quits.
if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  protocol.registerSchemesAsPrivileged([{ scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true, corsEnabled: true } }]);
  // In development (electron .) the scheme is registered against this script; packaged apps
  // register it through the installer (electron-builder.yml protocols).
  if (process.defaultApp && process.argv[1]) app.setAsDefaultProtocolClient(DESKTOP_SCHEME, process.execPath, [path.resolve(process.argv[1])]);
  else app.setAsDefaultProtocolClient(DESKTOP_SCHEME);
  void start();
}

async function start(): Promise<void> {
  let desktop: DesktopApp | null = null;
  // Links may arrive before the app is ready (macOS open-url at launch): they wait for it.
  const early: string[] = [];
  const deliver = (url: string) => (desktop ? desktop.handleDeepLink(url) : early.push(url));
  app.on('open-url', (event, url) => {
    event.preventDefault();
    deliver(url);
  });
  app.on('second-instance', (_event, argv) => {
    const url = findSignInCallbackUrl(argv, DESKTOP_SCHEME);
    if (url) deliver(url);
    focusWindow();
  });
  const coldStartLink = findSignInCallbackUrl(process.argv, DESKTOP_SCHEME);
  if (coldStartLink) early.push(coldStartLink);

  await app.whenReady();
  const store = await openLocalStore({
    directory: app.getPath('userData'),
    onCorrupt: (report) => log.warn(`local data ${report.file} could not be used (${report.reason}: ${report.detail}); ${report.movedTo ? `moved to ${report.movedTo}` : 'running without saving'}`),
  });
  desktop = new DesktopApp({
    userDataDir: app.getPath('userData'),
    store,
    safeStorage,
    openExternal: openInSystemBrowser,
    reloadWindow: () => loadGame(),
    version: app.getVersion(),
    os: process.platform,
    osUserName: safeUserName(),
    defaultServerUrl: DEFAULT_SERVER_URL,
    log,
  });
  const running = desktop;
  registerIpcHandlers(ipcMain, running.handlers, { appOrigin: APP_ORIGIN, onRefused: (channel, reason) => log.warn(`IPC ${channel} refused: ${reason}`) });
  for (const url of early.splice(0)) running.handleDeepLink(url);

  serveAppScheme(() => running.apiOrigin());
  lockDownSession();
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate()));
  createWindow();

  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) createWindow();
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let quitting = false;
  app.on('before-quit', (event) => {
    if (quitting) return;
    event.preventDefault();
    quitting = true;
    void finalSave(running)
      .then(() => running.shutdown())
      .then(() => store.close())
      .finally(() => app.quit());
  });
}

let mainWindow: BrowserWindow | null = null;

function createWindow(): void {
  mainWindow = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 800,
    minHeight: 600,
    title: 'Silk Road',
    backgroundColor: '#2b1d14',
    show: false,
    // Spelled out (the spread repeats them) so a reader and the security scan see them here.
    webPreferences: { ...SECURE_WEB_PREFERENCES, contextIsolation: true, sandbox: true, nodeIntegration: false, disableBlinkFeatures: 'Auxclick', preload: PRELOAD },
  });
  guardContents(mainWindow.webContents);
  mainWindow.once('ready-to-show', () => mainWindow?.show());
  mainWindow.on('closed', () => (mainWindow = null));
  loadGame();
}

function loadGame(): void {
  void mainWindow?.loadURL(APP_ENTRY_URL);
}

function focusWindow(): void {
  if (!mainWindow) return;
  if (mainWindow.isMinimized()) mainWindow.restore();
  mainWindow.focus();
}

/** Asks the renderer for its final autosave and waits for it a moment (a page outside the world has none). */
async function finalSave(desktop: DesktopApp): Promise<void> {
  if (!mainWindow || mainWindow.isDestroyed()) return;
  const written = desktop.finalSaveWritten(FINAL_SAVE_WAIT_MS);
  mainWindow.webContents.send(SAVE_NOW_EVENT);
  await written;
}

/** Navigation, new windows, webviews and permissions: the window shows the game and nothing else. */
function guardContents(contents: WebContents): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) void shell.openExternal(url);
    return { action: 'deny' };
  });
  contents.on('will-navigate', (event, url) => {
    if (!isAllowedNavigation(url, APP_ORIGIN)) event.preventDefault();
  });
  contents.on('will-redirect', (event, url) => {
    if (!isAllowedNavigation(url, APP_ORIGIN)) event.preventDefault();
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
}

function lockDownSession(): void {
  const ses = session.defaultSession;
  ses.setPermissionRequestHandler((_contents, permission, callback, details) => callback(isPermissionAllowed(permission, details.requestingUrl, APP_ORIGIN)));
  ses.setPermissionCheckHandler((_contents, permission, requestingOrigin) => isPermissionAllowed(permission, requestingOrigin, APP_ORIGIN));
}

/** app://silkroad/... from the renderer bundle, every answer with the CSP for the server played on. */
function serveAppScheme(apiOrigin: () => string): void {
  protocol.handle(APP_SCHEME, async (request) => {
    const resolved = resolveAppFile(request.url, BUNDLE_DIR);
    if (resolved.kind === 'refused') return new Response(null, { status: resolved.status });
    try {
      const body = await readFile(resolved.filePath);
      return new Response(body, {
        headers: {
          'content-type': resolved.contentType,
          'content-security-policy': contentSecurityPolicy(apiOrigin()),
          'x-content-type-options': 'nosniff',
        },
      });
    } catch {
      return new Response(null, { status: 404 });
    }
  });
}

function menuTemplate(): MenuItemConstructorOptions[] {
  const template: MenuItemConstructorOptions[] = [
    { label: 'Game', submenu: [{ role: 'reload', label: 'Restart Game' }, { type: 'separator' }, { role: 'quit' }] },
    { label: 'View', submenu: [{ role: 'togglefullscreen' }, { role: 'resetZoom' }, { role: 'zoomIn' }, { role: 'zoomOut' }] },
    { role: 'windowMenu' },
  ];
  if (process.platform === 'darwin') template.unshift({ role: 'appMenu' });
  if (!app.isPackaged) template.push({ label: 'Develop', submenu: [{ role: 'toggleDevTools' }] });
  return template;
}

function safeUserName(): string | null {
  try {
    return os.userInfo().username;
  } catch {
    return null;
  }
}

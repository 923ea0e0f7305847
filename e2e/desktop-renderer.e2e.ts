/**
 * The desktop app's renderer as the desktop app runs it, with Chromium standing in for
 * Electron's window (Electron cannot be downloaded here; e2e/electron.e2e.ts drives the real
 * shell where it can). Everything else is the real thing: the renderer bundle served the way
 * the app:// handler serves it (the same files, the same Content-Security-Policy), the bridge
 * the preload exposes, the main process's IPC checks and handlers (DesktopApp) over its SQLite
 * store, the embedded offline server and a game server to sign in to.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentSecurityPolicy, resolveAppFile } from '../desktop/main/src/app-protocol';
import { followLocalProvider } from '../desktop/main/src/auth/local-provider-driver';
import { DesktopApp } from '../desktop/main/src/desktop-app';
import { registerIpcHandlers, type MainIpc } from '../desktop/main/src/ipc-registry';
import { startOfflineServer } from '../desktop/main/src/offline/offline-server';
import { openLocalStore, type LocalStore } from '../desktop/main/src/store';
import { GamePage } from './pages/game-page';
import { TradingPage, type Spot } from './pages/trading-page';
import { launchChromium } from './support/browser';
import { startGameServer } from './support/game-server';

/**
 * Stands in for app://silkroad: Chromium has no custom schemes, so the app's files are served at
 * this origin, a secure one as app:// is (registered `secure`).
 */
const APP_STAND_IN = 'https://silkroad.app';
const BUNDLE_DIR = resolve('desktop/dist-web');
const GRAND_BAZAAR_DOOR: Spot = { x: 270, y: 765 };

let server: Awaited<ReturnType<typeof startGameServer>>;
let userData: string;
let store: LocalStore;
let desktop: DesktopApp;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let player: GamePage;
const opened: string[] = [];

beforeAll(async () => {
  server = await startGameServer({ webOrigins: [APP_STAND_IN] });
  userData = mkdtempSync(join(tmpdir(), 'silkroad-desktop-renderer-'));
  store = await openLocalStore({ directory: userData });
  desktop = new DesktopApp({
    userDataDir: userData,
    store,
    // No keyring in a test: refresh tokens live in memory for the run, as on a Linux desktop without one.
    safeStorage: { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' },
    openExternal: (url) => void opened.push(url),
    reloadWindow: () => void page.reload(),
    version: '0.1.0',
    os: 'linux',
    osUserName: 'Ibn Battuta',
    defaultServerUrl: server.url,
    startOffline: (dataDirectory, log) => startOfflineServer({ dataDirectory, logger: log, extraWebOrigins: [APP_STAND_IN] }),
  });
  const handlers = new Map<string, Parameters<MainIpc['handle']>[1]>();
  registerIpcHandlers({ handle: (channel, listener) => void handlers.set(channel, listener), removeHandler: (channel) => void handlers.delete(channel) }, desktop.handlers, {
    appOrigin: 'app://silkroad',
    onRefused: (channel, reason) => console.error(`[desktop] IPC ${channel} refused: ${reason}`),
  });

  browser = await launchChromium();
  // What the app's permission handler grants its own pages (desktop/main/src/security.ts).
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['local-network-access'] });
  // The app:// handler of the main process: the same file resolution and the same CSP.
  await context.route(`${APP_STAND_IN}/**`, async (route) => {
    const resolved = resolveAppFile(route.request().url().replace(APP_STAND_IN, 'app://silkroad'), BUNDLE_DIR);
    if (resolved.kind === 'refused') return route.fulfill({ status: resolved.status });
    return route.fulfill({
      status: 200,
      body: readFileSync(resolved.filePath),
      headers: { 'content-type': resolved.contentType, 'content-security-policy': contentSecurityPolicy(desktop.apiOrigin()) },
    });
  });
  // What ipcRenderer.invoke carries to ipcMain, from the top frame of an app page.
  await context.exposeBinding('__silkroadInvoke', async (_source, channel: string, args: unknown[]) => {
    const handler = handlers.get(channel);
    if (!handler) throw new Error(`no handler for ${channel}`);
    return handler({ senderFrame: { url: 'app://silkroad/index.html', parent: null } }, ...args);
  });
  // The preload's bridge (desktop/preload/src/bridge.ts), in the page.
  await context.addInitScript(() => {
    const invoke = (window as unknown as { __silkroadInvoke(channel: string, args: unknown[]): Promise<unknown> }).__silkroadInvoke;
    Object.defineProperty(window, 'silkroad', {
      value: Object.freeze({
        invoke: (channel: string, request?: unknown) => invoke(channel, request === undefined ? [] : [request]),
        onSaveNow: () => () => undefined,
      }),
    });
  });
  page = await context.newPage();
  page.on('pageerror', (error) => console.error('[desktop] page error:', error.message));
  player = new GamePage(page, 'desktop');
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await desktop?.shutdown();
  await store?.close();
  await server?.cleanup();
  if (userData) rmSync(userData, { recursive: true, force: true });
});

describe('the desktop renderer, against the main process logic', () => {
  it('starts on the sign-in screen, which offers to play offline', async () => {
    await player.open(`${APP_STAND_IN}/index.html`);
    await player.testId('auth-signin-button').waitFor({ timeout: 20_000 });
    await player.testId('auth-play-offline').waitFor();
    await player.shot('sign-in');
  });

  it('waits for the system browser with a Cancel, and says the sign-in was cancelled', async () => {
    await player.testId('auth-signin-button').click();
    await player.testId('auth-cancel').waitFor();
    expect(((await player.testId('auth-signing-in').textContent()) ?? '').trim()).toContain('Signing in with Google...');
    await player.shot('signing-in');
    await player.testId('auth-cancel').click();
    await expect.poll(() => player.testId('auth-error-message').textContent()).toBe('Google sign-in was cancelled. Please try again.');
    await player.shot('sign-in-cancelled');
    await player.testId('auth-retry').click();
    await player.testId('auth-signin-button').waitFor();
  });

  it('signs in through the system browser and the link back to the app', async () => {
    opened.length = 0;
    await player.testId('auth-signin-button').click();
    await expect.poll(() => opened.length, { timeout: 10_000 }).toBe(1);
    expect(opened[0]).toContain(`${server.url}/api/auth/google?`);
    // The player signs in in their browser; the browser opens the app's link.
    const link = await followLocalProvider(opened[0] ?? '', { email: 'battuta@example.test', name: 'Ibn Battuta' });
    desktop.handleDeepLink(link);
    await player.testId('name-dialog').waitFor({ timeout: 20_000 });
    await player.chooseName('Battuta');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    // The page holds the access token, never the refresh token.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/refresh/i);
    await player.shot('online-world');
  });

  it('shows the server address in Settings, checked against its /health', async () => {
    await page.keyboard.press('Escape');
    await player.testId('settings-window').waitFor();
    await player.testId('settings-server').waitFor();
    expect(await player.testId('settings-server').textContent()).toContain(`Playing on ${server.url}`);
    await player.shot('settings');
    await page.keyboard.press('Escape');
    await player.testId('settings-window').waitFor({ state: 'detached' });
    await player.testId('signout-button').click();
    await player.testId('auth-signin-button').waitFor({ timeout: 10_000 });
  });

  it('plays offline on the embedded server: a trade at the market, with the banner and the amber dot', async () => {
    await player.testId('auth-play-offline').click();
    await player.testId('name-dialog').waitFor({ timeout: 30_000 });
    expect(desktop.info()).toMatchObject({ mode: 'offline' });
    await player.chooseName('Hermit');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    await player.testId('offline-banner').waitFor();
    expect(await player.testId('hud-connection').getAttribute('data-offline')).toBe('true');
    await player.shot('offline-world');

    const trader = new TradingPage(player);
    await trader.walkTo(GRAND_BAZAAR_DOOR);
    await trader.openTradingPost();
    await trader.selectMarketItem('wheat-seeds');
    await trader.setQuantity('2');
    await player.testId('trade-buy').click();
    await expect.poll(() => trader.tradeLog(), { timeout: 10_000 }).toMatch(/^Bought 2 /);
    await player.shot('offline-trade');
    await trader.press('Escape');
  });

  it('goes back online from the banner', async () => {
    await player.testId('offline-go-online').click();
    await player.testId('auth-signin-button').waitFor({ timeout: 20_000 });
    expect(desktop.info()).toMatchObject({ mode: 'online', apiOrigin: server.url });
  });
});

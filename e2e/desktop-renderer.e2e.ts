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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, routeUrl } from '@silkroad/shared';
import { contentSecurityPolicy, resolveAppFile } from '../desktop/main/src/app-protocol';
import { browseSignIn } from '../desktop/main/src/auth/test-api-server';
import { DesktopApp } from '../desktop/main/src/desktop-app';
import { registerIpcHandlers, type MainIpc } from '../desktop/main/src/ipc-registry';
import { startOfflineServer } from '../desktop/main/src/offline/offline-server';
import { openLocalStore, type LocalStore } from '../desktop/main/src/store';
import { GamePage } from './pages/game-page';
import { TradingPage, type Spot } from './pages/trading-page';
import { launchChromium } from './support/browser';
import { startGameServer } from './support/game-server';
import { Players } from './support/players';
import { sendRoute } from './support/session';

/**
 * Stands in for app://silkroad: Chromium has no custom schemes, so the app's files are served at
 * this origin, a secure one as app:// is (registered `secure`).
 */
const APP_STAND_IN = 'https://silkroad.app';
const BUNDLE_DIR = resolve('desktop/dist-web');
const GRAND_BAZAAR_DOOR: Spot = { x: 270, y: 765 };

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;

/** One install of the desktop app: its user data, store, main-process logic and window. */
interface Desktop {
  desktop: DesktopApp;
  page: Page;
  player: GamePage;
  /** What the app asked the system to open (the system browser). */
  opened: string[];
  close(): Promise<void>;
}

let running: Desktop | undefined;

beforeAll(async () => {
  [server, browser] = await Promise.all([startGameServer({ webOrigins: [APP_STAND_IN] }), launchChromium()]);
});

afterEach(async () => {
  await running?.close();
  running = undefined;
});

afterAll(async () => {
  await browser?.close();
  await server?.cleanup();
});

/** A fresh install, its window open on the app's page: each test starts from its own. */
async function startDesktop(): Promise<Desktop> {
  const userData = mkdtempSync(join(tmpdir(), 'silkroad-desktop-renderer-'));
  const store: LocalStore = await openLocalStore({ directory: userData });
  const opened: string[] = [];
  const appWindow: { page?: Page } = {};
  const desktop = new DesktopApp({
    userDataDir: userData,
    store,
    // No keyring in a test: refresh tokens live in memory for the run, as on a Linux desktop without one.
    safeStorage: { isEncryptionAvailable: () => false, encryptString: () => Buffer.alloc(0), decryptString: () => '' },
    openExternal: (url) => void opened.push(url),
    reloadWindow: () => void appWindow.page?.reload(),
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

  // What the app's permission handler grants its own pages (desktop/main/src/security.ts).
  const context: BrowserContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, permissions: ['local-network-access'] });
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
  const page = await context.newPage();
  appWindow.page = page;
  page.on('pageerror', (error) => console.error('[desktop] page error:', error.message));
  const player = new GamePage(page, 'desktop');
  running = {
    desktop,
    page,
    player,
    opened,
    async close() {
      await context.close().catch(() => undefined);
      await desktop.shutdown();
      await store.close();
      rmSync(userData, { recursive: true, force: true });
    },
  };
  await player.open(`${APP_STAND_IN}/index.html`);
  await player.testId('auth-signin-button').waitFor({ timeout: 20_000 });
  return running;
}

/** Signs in as the app does: the system browser at the server's local provider, then the link back to the app. */
async function signInThroughSystemBrowser({ desktop, player, opened }: Desktop, identity: { email: string; name: string }): Promise<void> {
  opened.length = 0;
  await player.testId('auth-signin-button').click();
  await expect.poll(() => opened.length, { timeout: 10_000 }).toBe(1);
  expect(opened[0]).toContain(`${server.url}${routeUrl(API_ROUTES.auth.start)}?`);
  // The player signs in in their browser; the browser opens the app's link.
  desktop.handleDeepLink(await browseSignIn(opened[0] ?? '', identity));
}

describe('the desktop renderer, against the main process logic', () => {
  it('starts on the sign-in screen, which offers to play offline', async () => {
    const { player } = await startDesktop();
    await player.testId('auth-play-offline').waitFor();
    await player.shot('sign-in');
  });

  it('waits for the system browser with a Cancel, and says the sign-in was cancelled', async () => {
    const { player } = await startDesktop();
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
    const app = await startDesktop();
    const { player, page } = app;
    await signInThroughSystemBrowser(app, { email: 'battuta@example.test', name: 'Ibn Battuta' });
    await player.testId('name-dialog').waitFor({ timeout: 20_000 });
    await player.chooseName('Battuta');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    // The page holds the access token, never the refresh token.
    expect(await page.evaluate(() => JSON.stringify(localStorage))).not.toMatch(/refresh/i);
    await player.shot('online-world');
  });

  it('shows the server address in Settings, checked against its /health; signing out returns to the sign-in screen', async () => {
    // A player who has played before: named already (support/players.ts signs in over HTTP).
    const email = 'settings-desktop@example.test';
    const session = await new Players(browser, server.url).account('desktop', { email, name: 'Desktop Traveller' });
    // Played before: the tutorial is behind them, so Escape is Settings' and not the tutorial's Skip.
    await sendRoute(server.url, session, API_ROUTES.progress.skipTutorial, {});
    const app = await startDesktop();
    const { player, page } = app;
    await signInThroughSystemBrowser(app, { email, name: 'Desktop Traveller' });
    await player.testId('character-management').waitFor({ timeout: 20_000 });
    await player.enterWorld();

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
    const { desktop, player } = await startDesktop();
    await player.testId('auth-play-offline').click();
    await player.testId('name-dialog').waitFor({ timeout: 30_000 });
    expect(desktop.info()).toMatchObject({ mode: 'offline' });
    await player.chooseName('Hermit');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    await player.testId('offline-banner').waitFor();
    expect(await player.testId('hud-connection').getAttribute('data-offline')).toBe('true');
    await player.shot('offline-world');

    // The embedded server is a production one (no development routes): the player walks to the market.
    const trader = new TradingPage(player);
    await trader.walkTo(GRAND_BAZAAR_DOOR);
    await trader.openTradingPost();
    await trader.selectMarketItem('wheat-seeds');
    await trader.setQuantity('2');
    await player.testId('trade-buy').click();
    await trader.expectTradeLog(/^Bought 2 /);
    await player.shot('offline-trade');
    await trader.press('Escape');
  });

  it('goes back online from the banner', async () => {
    const { desktop, player } = await startDesktop();
    await player.testId('auth-play-offline').click();
    await player.testId('name-dialog').waitFor({ timeout: 30_000 });
    await player.chooseName('Hermit');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    await player.testId('offline-go-online').click();
    await player.testId('auth-signin-button').waitFor({ timeout: 20_000 });
    expect(desktop.info()).toMatchObject({ mode: 'online', apiOrigin: server.url });
  });
});

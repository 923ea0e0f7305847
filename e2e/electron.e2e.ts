/**
 * The desktop app itself, driven by Playwright's Electron support: start-up, offline play
 * (trade and plant on the embedded server) and the sign-in through the system browser. It runs
 * wherever an Electron binary exists (ELECTRON_PATH, or the electron package's download); our
 * build machines cannot download one, and there the suite says so and is skipped.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { _electron as electron, type ElectronApplication } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browseSignIn } from '../desktop/main/src/auth/test-api-server';
import { COUNTRYSIDE_GATE, FarmPage } from './pages/farm-page';
import { GamePage } from './pages/game-page';
import { TradingPage, type Spot } from './pages/trading-page';
import { startGameServer } from './support/game-server';

const MAIN_BUNDLE = resolve('desktop/dist-main/main.cjs');
const GRAND_BAZAAR_DOOR: Spot = { x: 270, y: 765 };
const FARMYARD_WEST: Spot = { x: 470, y: 505 };

/** The Electron binary: ELECTRON_PATH, else the one the electron package downloaded (never downloading here). */
function electronBinary(): string | null {
  if (process.env.ELECTRON_PATH) return existsSync(process.env.ELECTRON_PATH) ? process.env.ELECTRON_PATH : null;
  try {
    const packageDir = resolve(createRequire(import.meta.url).resolve('electron/package.json'), '..');
    const pathFile = join(packageDir, 'path.txt');
    if (!existsSync(pathFile)) return null;
    const binary = join(packageDir, 'dist', readFileSync(pathFile, 'utf8').trim());
    return existsSync(binary) ? binary : null;
  } catch {
    return null;
  }
}

const binary = electronBinary();
const bundleBuilt = existsSync(MAIN_BUNDLE);
const skipReason = !binary
  ? 'no Electron binary (the electron package could not download one here; set ELECTRON_PATH to run it)'
  : !bundleBuilt
    ? 'the desktop bundle is not built (npm run build:desktop)'
    : null;
if (skipReason) console.warn(`Electron browser tests skipped: ${skipReason}.`);

interface RunningApp {
  app: ElectronApplication;
  game: GamePage;
  userData: string;
  openedLog: string;
}

const running: RunningApp[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const { app } of running.splice(0)) await app.close().catch(() => undefined);
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function launchApp(env: Record<string, string> = {}, userData = mkdtempSync(join(tmpdir(), 'silkroad-electron-'))): Promise<RunningApp> {
  const openedLog = join(userData, 'opened-urls.txt');
  const app = await electron.launch({
    executablePath: binary ?? undefined,
    args: [MAIN_BUNDLE, '--no-sandbox'],
    env: { ...process.env, SILKROAD_USER_DATA: userData, SILKROAD_E2E_OPEN_EXTERNAL_LOG: openedLog, ...env } as Record<string, string>,
  });
  const page = await app.firstWindow();
  page.on('pageerror', (error) => console.error('[desktop] page error:', error.message));
  const game = new GamePage(page, 'desktop');
  const launched = { app, game, userData, openedLog };
  running.push(launched);
  cleanups.push(async () => rmSync(userData, { recursive: true, force: true }));
  return launched;
}

function openedUrls(log: string): string[] {
  return existsSync(log) ? readFileSync(log, 'utf8').split('\n').filter(Boolean) : [];
}

describe.skipIf(skipReason !== null)('the desktop app (Electron)', () => {
  it('starts on the sign-in screen, from its own app:// origin, sandboxed', async () => {
    const { app, game } = await launchApp();
    await game.testId('auth-signin-button').waitFor({ timeout: 30_000 });
    await game.testId('auth-play-offline').waitFor();
    await game.shot('electron-start');
    expect(game.page.url()).toBe('app://silkroad/index.html');
    // No Node in the page; only the narrow bridge.
    expect(await game.page.evaluate(() => typeof (globalThis as { require?: unknown }).require)).toBe('undefined');
    expect(await game.page.evaluate(() => Object.keys((window as unknown as { silkroad: object }).silkroad).sort())).toEqual(['invoke', 'onSaveNow']);
    const windows = await app.windows();
    expect(windows).toHaveLength(1);
  });

  it('plays offline: trades and plants on the embedded server, and the progress stays on the machine', async () => {
    const first = await launchApp();
    const { game } = first;
    await game.testId('auth-play-offline').click({ timeout: 30_000 });
    await game.testId('name-dialog').waitFor({ timeout: 30_000 });
    await game.chooseName('Hermit');
    await game.testId('character-management').waitFor();
    await game.testId('continue-button').click();
    await game.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 30_000 });
    await game.testId('offline-banner').waitFor();
    expect(await game.testId('hud-connection').getAttribute('data-offline')).toBe('true');
    await game.shot('electron-offline-world');

    const trader = new TradingPage(game);
    await trader.walkTo(GRAND_BAZAAR_DOOR);
    await trader.openTradingPost();
    await trader.selectMarketItem('wheat-seeds');
    await trader.setQuantity('2');
    await game.testId('trade-buy').click();
    await trader.expectTradeLog(/^Bought 2 /);
    await trader.press('Escape');

    const farm = new FarmPage(game, trader, '');
    await trader.walkTo(COUNTRYSIDE_GATE);
    await trader.press('e');
    await farm.waitForScene('farm');
    await trader.walkTo(FARMYARD_WEST);
    await farm.openPanel();
    await game.testId('farm-buy-plot').click();
    await game.testId('farm-plant').click({ timeout: 10_000 });
    await game.testId('plant-choice-WHEAT').click();
    await farm.expectBed(0, { kind: 'growing' });
    await game.shot('electron-offline-farm');

    // Closed and started again on the same machine: the offline game is still there.
    await first.app.close();
    running.splice(running.indexOf(first), 1);
    const again = await launchApp({}, first.userData);
    await again.game.testId('auth-play-offline').click({ timeout: 30_000 });
    await again.game.testId('character-management').waitFor({ timeout: 30_000 });
  });

  it('signs in through the system browser and the link back to the app', async () => {
    const server = await startGameServer();
    cleanups.push(() => server.cleanup());
    const { game, openedLog, userData } = await launchApp({ SILKROAD_SERVER_URL: server.url });
    await game.testId('auth-signin-button').click({ timeout: 30_000 });
    await game.testId('auth-signing-in').waitFor();
    await game.testId('auth-cancel').waitFor();
    await game.shot('electron-signing-in');
    await expect.poll(() => openedUrls(openedLog).length, { timeout: 15_000 }).toBe(1);

    // The player signs in in their browser, which then opens the app's link: a second launch of
    // the app that hands it to the running one and quits (second-instance).
    const link = await browseSignIn(openedUrls(openedLog)[0] ?? '', { email: 'traveller@example.test', name: 'Traveller' });
    const second = spawn(binary ?? '', [MAIN_BUNDLE, '--no-sandbox', link], { env: { ...process.env, SILKROAD_USER_DATA: userData }, stdio: 'ignore' });
    await new Promise((done) => second.once('exit', done));

    await game.testId('name-dialog').waitFor({ timeout: 30_000 });
    await game.shot('electron-signed-in');
  });

  it('shows the cancelled text when the player cancels the sign-in', async () => {
    const server = await startGameServer();
    cleanups.push(() => server.cleanup());
    const { game } = await launchApp({ SILKROAD_SERVER_URL: server.url });
    await game.testId('auth-signin-button').click({ timeout: 30_000 });
    await game.testId('auth-cancel').click();
    await expect.poll(() => game.testId('auth-error-message').textContent()).toBe('Google sign-in was cancelled. Please try again.');
  });
});

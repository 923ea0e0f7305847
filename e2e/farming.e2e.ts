import { levelProgress } from '@silkroad/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { COUNTRYSIDE_GATE, FARM_CITY_GATE, FarmPage } from './pages/farm-page';
import { GamePage } from './pages/game-page';
import { TradingPage, type Spot } from './pages/trading-page';
import { launchChromium } from './support/browser';
import { startGameServer } from './support/game-server';

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let context: BrowserContext;
let player: GamePage;
let trader: TradingPage;
let farm: FarmPage;

/** Below the Grand Bazaar of Constantinople, within reach of its door. */
const GRAND_BAZAAR_DOOR: Spot = { x: 270, y: 765 };
const MINUTE = 60_000;
/** On the farm: the farmyard's west gate, beside the beds. */
const FARMYARD_WEST: Spot = { x: 470, y: 505 };
/** The clock syncs every 30 s: what depends on it shows within this. */
const CLOCK_SYNC_WAIT_MS = 40_000;

interface ServerFarmer {
  experience: number;
  level: number;
  totalCopper: number;
  inventory: Record<string, number>;
}

async function serverFarmer(): Promise<ServerFarmer> {
  return player.page.evaluate(async () => {
    const record = JSON.parse(localStorage.getItem('srt_auth') ?? '{}') as { tokens?: { accessToken?: string } };
    const response = await fetch('/api/game/player', { headers: { Authorization: `Bearer ${record.tokens?.accessToken ?? ''}` } });
    return ((await response.json()) as { data: ServerFarmer }).data;
  });
}

async function buySeeds(itemId: string, quantity: number): Promise<void> {
  await trader.selectMarketItem(itemId);
  await trader.setQuantity(String(quantity));
  await player.testId('trade-buy').click();
  await expect.poll(() => trader.tradeLog(), { timeout: 10_000 }).toMatch(new RegExp(`^Bought ${quantity} `));
}

async function plantFromDialog(cropType: string): Promise<void> {
  await player.testId('plant-seeds').waitFor();
  await player.testId(`plant-choice-${cropType}`).click();
  await player.testId('plant-seeds').waitFor({ state: 'detached', timeout: 10_000 });
}

beforeAll(async () => {
  // A development server: its clock is what grows the crops here.
  server = await startGameServer({ devMode: true });
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[farmer] page error:', error.message));
  player = new GamePage(page, 'farmer');
  trader = new TradingPage(player);
  farm = new FarmPage(player, trader, server.url);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.cleanup();
});

describe('farming in the countryside, in a real browser against the real server', () => {
  it('a new player signs in and buys seeds at the Grand Bazaar', async () => {
    // Mid-morning on the farm, whatever the hour outside: a game hour lasts 10 real minutes.
    const { timeOfDay } = await farm.advanceClock(1);
    await farm.advanceClock(Math.round(((10 - timeOfDay + 24) % 24) * 10 * MINUTE) + 1);
    await player.open(server.url);
    await player.signIn('demeter@example.test', 'Demeter');
    await player.testId('name-dialog').waitFor({ timeout: 20_000 });
    await player.chooseName('Demeter');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    expect(await farm.scene()).toBe('world');
    expect(await trader.text('hud-move-button')).toBe('Go to Countryside');
    // No farming controls in the city: F does nothing, and there is no farming button.
    await player.page.keyboard.press('f');
    expect(await player.testId('farming-panel').count()).toBe(0);
    expect(await player.testId('hud-farming-button').count()).toBe(0);

    await trader.walkTo(GRAND_BAZAAR_DOOR);
    await trader.openTradingPost();
    await buySeeds('wheat-seeds', 3);
    await buySeeds('barley-seeds', 1);
    const bought = await serverFarmer();
    expect(bought.inventory['wheat-seeds']).toBe(3);
    expect(bought.inventory['barley-seeds']).toBe(1);
    await trader.press('Escape');
    await player.testId('trading-post').waitFor({ state: 'detached' });
  });

  it('away from the farm gate the HUD button says where the gate is', async () => {
    await player.testId('hud-move-button').click();
    await expect.poll(() => player.testId('notification-toast').first().textContent()).toContain('Walk to the Countryside Farm gate, just south of Constantinople');
    expect(await farm.scene()).toBe('world');
  });

  it('walks to the countryside gate, where E takes the player to the farm with a fade', async () => {
    await trader.walkTo(COUNTRYSIDE_GATE);
    await expect.poll(() => farm.promptText()).toBe('Press E for countryside farm (includes home workshop)');
    expect(await player.testId('hud-move-button').getAttribute('data-at-gate')).toBe('true');
    await trader.shot('countryside-gate');

    await trader.press('e');
    await farm.waitForScene('farm');
    expect(await trader.text('hud-location')).toBe('Countryside Farm');
    expect(await trader.text('hud-move-button')).toBe('Return to City');
    await player.testId('hud-farming-button').waitFor();
    // The farm is read from the server: no plot yet, every bed is for sale.
    await farm.expectBed(0, { kind: 'locked' });
    await trader.shot('farm-arrival');

    // Into the farmyard, beside the beds. The farm is private: the world still has the player at the gate.
    await trader.walkTo(FARMYARD_WEST);
    const seen = (await serverFarmer()) as ServerFarmer & { location: { x: number; y: number } };
    expect(seen.location.x).toBeGreaterThanOrEqual(280);
    expect(seen.location.x).toBeLessThanOrEqual(520);
    expect(seen.location.y).toBeGreaterThanOrEqual(1080);
    expect(seen.location.y).toBeLessThanOrEqual(1220);
    await trader.shot('farm-for-sale');
  });

  it('without a plot the panel offers only Buy Expanded Plot, and a bed says to buy one', async () => {
    await farm.clickBed(1);
    await player.testId('farm-notice').waitFor();
    expect(await farm.noticeText()).toEqual({ title: 'Planting Failed', message: 'No plot owned! Click building to buy a plot first!' });
    await player.testId('farm-notice-ok').click();
    await player.testId('farm-notice').waitFor({ state: 'detached' });

    await farm.openPanel();
    await player.testId('farm-buy-plot').waitFor();
    expect(await trader.text('farm-buy-plot')).toBe('Buy Expanded Plot 50s');
    expect(await player.testId('farm-plant').count()).toBe(0);
    expect(await player.testId('farm-harvest').count()).toBe(0);
    expect(await trader.text('plot-info')).toContain('No plot owned yet.');
    await trader.shot('farming-panel-no-plot');
  });

  it('buys the plot for 50 silver; the HUD purse follows', async () => {
    const before = await serverFarmer();
    await player.testId('farm-buy-plot').click();
    await player.testId('farm-plant').waitFor({ timeout: 10_000 });
    expect(await player.testId('farm-buy-plot').count()).toBe(0);
    const after = await serverFarmer();
    expect(after.totalCopper).toBe(before.totalCopper - 5_000);
    await trader.expectHudMatchesServer();
    await farm.expectBed(0, { kind: 'empty' });
    await expect.poll(() => trader.text('plot-info')).toContain('8 beds: 0 planted, 8 free');
  });

  it('plants wheat through the Plant Seeds dialog, and in beds clicked in the field', async () => {
    await player.testId('farm-plant').click();
    await player.testId('plant-seeds').waitFor();
    expect(await trader.text('plant-choice-WHEAT')).toContain('Wheat Seeds ×3');
    expect(await trader.text('plant-choice-WHEAT')).toContain('5 min');
    expect(await trader.text('plant-choice-BARLEY')).toContain('Barley Seeds ×1');
    expect(await player.testId('plant-choice-RICE').count()).toBe(0);
    await trader.shot('plant-seeds-dialog');
    await plantFromDialog('WHEAT');
    await farm.expectBed(0, { kind: 'growing', stage: 1, cropType: 'WHEAT' });

    await farm.clickBed(1);
    await plantFromDialog('WHEAT');
    await farm.clickBed(3);
    await plantFromDialog('BARLEY');
    await farm.expectBed(1, { kind: 'growing', cropType: 'WHEAT' });
    await farm.expectBed(3, { kind: 'growing', cropType: 'BARLEY' });
    expect((await serverFarmer()).inventory['wheat-seeds']).toBe(1);
  });

  it('the beds grow by the server’s clock, stage by stage, without a reload', async () => {
    await farm.advanceClock(3.5 * MINUTE);
    // Wheat at 70%: flowering; read again within 10 s, and counted down between reads.
    await farm.expectBed(0, { kind: 'growing', stage: 3 });
    await farm.clickBed(2);
    await plantFromDialog('WHEAT');
    await farm.expectBed(2, { kind: 'growing', stage: 1 });
    await trader.shot('farm-growing');

    await farm.advanceClock(2 * MINUTE);
    await farm.expectBed(0, { kind: 'ready', cropType: 'WHEAT' });
    await farm.expectBed(1, { kind: 'ready' });
    // Barley (7 min) at about 80%: flowering or already mature.
    await farm.expectBed(3, { kind: 'growing', cropType: 'BARLEY' });
    expect((await farm.bed(3))?.stage).toBeGreaterThanOrEqual(3);
    await farm.expectBed(2, { kind: 'growing', stage: 2 });
    const ready = await farm.bed(2);
    expect(ready?.msLeft).toBeGreaterThan(2 * MINUTE);
    await trader.shot('farm-ripe');
  });

  it('with no seeds left the dialog shows the spec’s notice and closes itself after 3 s', async () => {
    await farm.clickBed(5);
    await player.testId('no-seeds-notice').waitFor();
    expect(await trader.text('no-seeds-notice')).toBe('No Seeds AvailableVisit the market to buy seeds before you can plant crops!');
    await trader.shot('no-seeds');
    await player.testId('plant-seeds').waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('harvests the ripe crops from the panel; the inventory and the HUD’s experience follow', async () => {
    const before = await serverFarmer();
    await farm.openPanel();
    await expect.poll(() => trader.text('farm-harvest')).toBe('Harvest Ready Crops (2)');
    expect(await trader.text('plot-info')).toContain('2 crops are ready to harvest');
    await trader.shot('farming-panel');
    await player.testId('farm-harvest').click();
    await player.testId('farm-harvest').waitFor({ state: 'detached', timeout: 10_000 });
    await farm.expectBed(0, { kind: 'empty' });
    await farm.expectBed(1, { kind: 'empty' });

    const after = await serverFarmer();
    const wheat = after.inventory.wheat ?? 0;
    // 3 a crop, one more for a good crop, two for an excellent one.
    expect(wheat).toBeGreaterThanOrEqual(6);
    expect(wheat).toBeLessThanOrEqual(10);
    expect(after.experience - before.experience).toBe(2 * 10 + 5 * wheat);
    await expect.poll(() => trader.text('farm-good-wheat')).toBe(`Wheat×${wheat}`);
    const progress = levelProgress(after.experience);
    await expect.poll(() => trader.text('hud-xp'), { timeout: 10_000 }).toBe(`${progress.current} / ${progress.needed} XP`);
    expect(await trader.text('hud-level')).toBe(`Level ${after.level}`);
    await expect.poll(async () => (await player.testId('notification-toast').allTextContents()).join('\n')).toMatch(/Harvested \d Wheat .*\+\d+ XP/);
    await trader.press('Escape');
    await player.testId('farming-panel').waitFor({ state: 'detached' });
  });

  it('a reload opens on the farm, where the server has the player', async () => {
    await player.page.reload();
    await player.testId('continue-button').click({ timeout: 20_000 });
    await farm.waitForScene('farm');
    await farm.expectBed(2, { kind: 'growing', cropType: 'WHEAT' });
    await farm.expectBed(3, { cropType: 'BARLEY' });
    expect(await trader.text('hud-move-button')).toBe('Return to City');
    await trader.walkTo(FARMYARD_WEST);
  });

  it('after a long absence the player is welcomed back for a while', async () => {
    await farm.advanceClock(6 * MINUTE);
    await player.testId('welcome-back').waitFor({ timeout: CLOCK_SYNC_WAIT_MS });
    expect(await trader.text('welcome-back')).toContain('Welcome back!');
    expect(await trader.text('welcome-back')).toMatch(/You were away for \d+ minutes\./);
    await farm.expectBed(2, { kind: 'ready' });
    await farm.expectBed(3, { kind: 'ready' });
    await trader.shot('welcome-back');
    await player.testId('welcome-back').waitFor({ state: 'detached', timeout: 8_000 });
  });

  it('night falls on the farm too', async () => {
    const { timeOfDay } = await farm.advanceClock(MINUTE);
    // A game hour lasts 10 real minutes: on to 23:00 game time.
    const hoursToNight = (23 - timeOfDay + 24) % 24;
    await farm.advanceClock(Math.round(hoursToNight * 10 * MINUTE));
    await expect.poll(() => trader.text('hud-clock'), { timeout: CLOCK_SYNC_WAIT_MS }).toMatch(/^23:/);
    // The daylight eases over 1.5 s.
    await player.page.waitForTimeout(2_000);
    await trader.shot('farm-night');
  });

  it('returns to the city through the farm’s gate, with E', async () => {
    await player.testId('hud-move-button').waitFor();
    await trader.walkTo(FARM_CITY_GATE);
    await expect.poll(() => farm.promptText()).toBe('Press E to return to the city');
    await trader.press('e');
    await farm.waitForScene('world');
    expect(await trader.text('hud-move-button')).toBe('Go to Countryside');
    expect(await trader.text('hud-location')).not.toBe('Countryside Farm');
    const at = await player.position();
    expect(at.x).toBeGreaterThanOrEqual(280);
    expect(at.x).toBeLessThanOrEqual(520);
    expect(at.y).toBeGreaterThanOrEqual(1080);
    expect(at.y).toBeLessThanOrEqual(1220);
    // Farming controls are the farm's.
    expect(await player.testId('hud-farming-button').count()).toBe(0);
  });
});

describe('test mode (?testMode=true)', () => {
  let testContext: BrowserContext;
  let tester: GamePage;
  let testTrader: TradingPage;
  let testFarm: FarmPage;

  beforeAll(async () => {
    testContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    tester = new GamePage(await testContext.newPage(), 'tester');
    testTrader = new TradingPage(tester);
    testFarm = new FarmPage(tester, testTrader, server.url);
  });

  afterAll(async () => {
    await testContext?.close().catch(() => undefined);
  });

  it('on a development server: says so on screen, plays without the other players, and farms the test farmer’s plot', async () => {
    await tester.open(`${server.url}/?testMode=true`);
    await tester.signIn('triptolemus@example.test', 'Triptolemus');
    await tester.testId('name-dialog').waitFor({ timeout: 20_000 });
    await tester.chooseName('Triptolemus');
    await tester.testId('character-management').waitFor();
    await tester.testId('continue-button').click();
    await tester.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 30_000 });
    await tester.testId('test-mode-banner').waitFor();
    expect(await testTrader.text('test-mode-banner')).toBe('Test modeFarming acts on the server’s test farmer · multiplayer off');
    // No socket in test mode: the connection dot stays red and no banner asks to reconnect.
    await tester.page.waitForTimeout(1_500);
    expect(await tester.testId('hud-connection').getAttribute('data-connected')).toBe('false');
    expect(await tester.testId('reconnect-failed').count()).toBe(0);

    await testTrader.walkTo(COUNTRYSIDE_GATE);
    await testTrader.press('e');
    await testFarm.waitForScene('farm');
    await testTrader.walkTo(FARMYARD_WEST);
    await testFarm.openPanel();
    await tester.testId('farm-buy-plot').click();
    await tester.testId('farm-plant').click();
    // The test farmer has a sack of every seed.
    await tester.testId('plant-choice-COTTON').waitFor();
    expect(await tester.page.locator('.seed-choice').count()).toBe(6);
    await tester.testId('plant-choice-RICE').click();
    await testFarm.expectBed(0, { kind: 'growing', cropType: 'RICE' });
    await testTrader.shot('test-mode-farm');
    await tester.testId('hud-move-button').click();
    await testFarm.waitForScene('world');
  });

  it('on a production server: says clearly that test mode is not available there', async () => {
    const production = await startGameServer();
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const visitor = new GamePage(await context.newPage(), 'production-tester');
      await visitor.open(`${production.url}/?testMode=true`);
      await visitor.signIn('hermes@example.test', 'Hermes');
      await visitor.testId('name-dialog').waitFor({ timeout: 20_000 });
      await visitor.chooseName('Hermes');
      await visitor.testId('character-management').waitFor();
      await visitor.testId('continue-button').click();
      await visitor.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 30_000 });
      await expect.poll(async () => ((await visitor.testId('test-mode-banner').textContent()) ?? '').trim(), { timeout: 10_000 }).toBe(
        'Test modeTest mode needs a development server: this server has no test routes.',
      );
      await visitor.testId('hud-move-button').click();
      await expect.poll(() => visitor.testId('notification-toast').first().textContent()).toContain('Test mode needs a development server');
      await screenshotOf(visitor, 'test-mode-unavailable');
    } finally {
      await context.close().catch(() => undefined);
      await production.cleanup();
    }
  });
});

async function screenshotOf(page: GamePage, name: string): Promise<void> {
  await new TradingPage(page).shot(name);
}

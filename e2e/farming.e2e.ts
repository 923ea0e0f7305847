import { API_ROUTES, levelProgress } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { COUNTRYSIDE_GATE, FARM_CITY_GATE, FarmPage } from './pages/farm-page';
import { eventually, type GamePage } from './pages/game-page';
import { TradingPage, type Spot } from './pages/trading-page';
import { advanceToHour } from './support/dev-clock';
import { setUpFarm, type FarmSetUp } from './support/farm-setup';
import { startGameServer } from './support/game-server';
import { freshServerEachTest } from './support/stage';
import { Players, type Player, type PlayerOptions } from './support/players';
import { sendRouteAsPage } from './support/session';

const MINUTE = 60_000;
/** On the farm: the farmyard's west gate, beside the beds. */
const FARMYARD_WEST: Spot = { x: 470, y: 505 };
/** The clock syncs every 30 s (on the farm sooner: a farm read that finds the clock behind resyncs it): what depends on it shows within this. */
const CLOCK_SYNC_WAIT_MS = 40_000;
/** Beds sown with wheat in 2 and barley in 3, as a farm left growing. */
const GROWING_FARM: FarmSetUp = {
  seeds: { 'wheat-seeds': 1, 'barley-seeds': 1 },
  crops: [
    { bed: 2, cropType: 'WHEAT' },
    { bed: 3, cropType: 'BARLEY' },
  ],
};

interface ServerFarmer {
  experience: number;
  level: number;
  totalCopper: number;
  inventory: Record<string, number>;
  location: { x: number; y: number };
}

// A development server for each test: its clock is what grows the crops, and each test moves it.
const stage = freshServerEachTest({ devMode: true });

/** The pages a farmer plays through. */
interface Farmer {
  player: Player;
  game: GamePage;
  trader: TradingPage;
  farm: FarmPage;
}

function pagesOf(player: Player): Farmer {
  const trader = new TradingPage(player.game);
  return { player, game: player.game, trader, farm: new FarmPage(player.game, trader, stage.server.url) };
}

/** A farmer in the world; with `setUp`, on their farm as set up over HTTP, the farm scene on screen. */
async function farmer(options: Omit<PlayerOptions, 'name'> & { setUp?: FarmSetUp } = {}): Promise<Farmer> {
  const { setUp, ...rest } = options;
  const player = await stage.players.inWorld('farmer', { ...rest, before: setUp ? (session) => setUpFarm(stage.server.url, session, setUp) : rest.before });
  const pages = pagesOf(player);
  if (setUp) await pages.farm.waitForScene('farm');
  return pages;
}

async function serverFarmer(game: GamePage): Promise<ServerFarmer> {
  return (await sendRouteAsPage(game.page, API_ROUTES.player.player, {})).data;
}

async function buySeeds({ game, trader }: Farmer, itemId: string, quantity: number): Promise<void> {
  await trader.selectMarketItem(itemId);
  await trader.setQuantity(String(quantity));
  await game.testId('trade-buy').click();
  await trader.expectTradeLog(new RegExp(`^Bought ${quantity} `));
}

async function plantFromDialog(game: GamePage, cropType: string): Promise<void> {
  await game.testId('plant-seeds').waitFor();
  await game.testId(`plant-choice-${cropType}`).click();
  await game.testId('plant-seeds').waitFor({ state: 'detached', timeout: 10_000 });
}

describe('farming in the countryside, in a real browser against the real server', () => {
  it('in the city there are no farming controls; a new player buys seeds at the Grand Bazaar', async () => {
    const demeter = await farmer({ place: { at: 'market', cityId: 1 } });
    const { game, trader, farm } = demeter;
    expect(await farm.scene()).toBe('world');
    expect(await trader.text('hud-move-button')).toBe('Go to Countryside');
    // No farming controls in the city: F does nothing, and there is no farming button.
    await game.page.keyboard.press('f');
    await game.afterFrames(3);
    expect(await game.testId('farming-panel').count()).toBe(0);
    expect(await game.testId('hud-farming-button').count()).toBe(0);

    await trader.openTradingPost();
    await buySeeds(demeter, 'wheat-seeds', 3);
    await buySeeds(demeter, 'barley-seeds', 1);
    const bought = await serverFarmer(game);
    expect(bought.inventory['wheat-seeds']).toBe(3);
    expect(bought.inventory['barley-seeds']).toBe(1);
    await trader.press('Escape');
    await game.testId('trading-post').waitFor({ state: 'detached' });
  });

  it('away from the farm gate the HUD button says where the gate is', async () => {
    const { game, farm } = await farmer();
    await game.testId('hud-move-button').click();
    await expect.poll(() => game.testId('notification-toast').first().textContent()).toContain('Walk to the Countryside Farm gate, just south of Constantinople');
    expect(await farm.scene()).toBe('world');
  });

  it('at the countryside gate E takes the player to the farm with a fade', async () => {
    const { game, trader, farm } = await farmer({ place: { at: 'point', ...COUNTRYSIDE_GATE } });
    await expect.poll(() => farm.promptText()).toBe('Press E for countryside farm (includes home workshop)');
    expect(await game.testId('hud-move-button').getAttribute('data-at-gate')).toBe('true');
    await trader.shot('countryside-gate');

    await trader.press('e');
    await farm.waitForScene('farm');
    expect(await trader.text('hud-location')).toBe('Countryside Farm');
    expect(await trader.text('hud-move-button')).toBe('Return to City');
    await game.testId('hud-farming-button').waitFor();
    // The farm is read from the server: no plot yet, every bed is for sale.
    await farm.expectBed(0, { kind: 'locked' });
    await trader.shot('farm-arrival');

    // Into the farmyard, beside the beds. The farm is private: the world still has the player at the gate.
    await trader.walkTo(FARMYARD_WEST);
    const seen = await serverFarmer(game);
    expect(seen.location.x).toBeGreaterThanOrEqual(280);
    expect(seen.location.x).toBeLessThanOrEqual(520);
    expect(seen.location.y).toBeGreaterThanOrEqual(1080);
    expect(seen.location.y).toBeLessThanOrEqual(1220);
    await trader.shot('farm-for-sale');
  });

  it('without a plot the panel offers only Buy Expanded Plot, and a bed says to buy one', async () => {
    const { game, trader, farm } = await farmer({ setUp: {} });
    await trader.walkTo(FARMYARD_WEST);
    await farm.clickBed(1);
    await game.testId('farm-notice').waitFor();
    expect(await farm.noticeText()).toEqual({ title: 'Planting Failed', message: 'No plot owned! Click building to buy a plot first!' });
    await game.testId('farm-notice-ok').click();
    await game.testId('farm-notice').waitFor({ state: 'detached' });

    await farm.openPanel();
    await game.testId('farm-buy-plot').waitFor();
    expect(await trader.text('farm-buy-plot')).toBe('Buy Expanded Plot 50s');
    expect(await game.testId('farm-plant').count()).toBe(0);
    expect(await game.testId('farm-harvest').count()).toBe(0);
    expect(await trader.text('plot-info')).toContain('No plot owned yet.');
    await trader.shot('farming-panel-no-plot');
  });

  it('buys the plot for 50 silver; the HUD purse follows', async () => {
    const { game, trader, farm } = await farmer({ setUp: {} });
    await farm.openPanel();
    const before = await serverFarmer(game);
    await game.testId('farm-buy-plot').click();
    await game.testId('farm-plant').waitFor({ timeout: 10_000 });
    expect(await game.testId('farm-buy-plot').count()).toBe(0);
    const after = await serverFarmer(game);
    expect(after.totalCopper).toBe(before.totalCopper - 5_000);
    await trader.expectHudMatchesServer();
    await farm.expectBed(0, { kind: 'empty' });
    await expect.poll(() => trader.text('plot-info')).toContain('8 beds: 0 planted, 8 free');
  });

  it('plants wheat through the Plant Seeds dialog, and in beds clicked in the field', async () => {
    const { game, trader, farm } = await farmer({ setUp: { seeds: { 'wheat-seeds': 3, 'barley-seeds': 1 }, plot: true } });
    await trader.walkTo(FARMYARD_WEST);
    await farm.openPanel();
    await game.testId('farm-plant').click();
    await game.testId('plant-seeds').waitFor();
    expect(await trader.text('plant-choice-WHEAT')).toContain('Wheat Seeds ×3');
    expect(await trader.text('plant-choice-WHEAT')).toContain('5 min');
    expect(await trader.text('plant-choice-BARLEY')).toContain('Barley Seeds ×1');
    expect(await game.testId('plant-choice-RICE').count()).toBe(0);
    await trader.shot('plant-seeds-dialog');
    await plantFromDialog(game, 'WHEAT');
    await farm.expectBed(0, { kind: 'growing', stage: 1, cropType: 'WHEAT' });

    await farm.clickBed(1);
    await plantFromDialog(game, 'WHEAT');
    await farm.clickBed(3);
    await plantFromDialog(game, 'BARLEY');
    await farm.expectBed(1, { kind: 'growing', cropType: 'WHEAT' });
    await farm.expectBed(3, { kind: 'growing', cropType: 'BARLEY' });
    expect((await serverFarmer(game)).inventory['wheat-seeds']).toBe(1);
  });

  it('the beds grow by the server’s clock, stage by stage, without a reload', async () => {
    const { game, trader, farm } = await farmer({
      setUp: {
        seeds: { 'wheat-seeds': 3, 'barley-seeds': 1 },
        crops: [
          { bed: 0, cropType: 'WHEAT' },
          { bed: 1, cropType: 'WHEAT' },
          { bed: 3, cropType: 'BARLEY' },
        ],
      },
    });
    await trader.walkTo(FARMYARD_WEST);
    // On to 70% of the wheat's 5 minutes, however long the page took to open since it was sown.
    const sown = await eventually(() => farm.bed(0), (bed) => bed?.kind === 'growing');
    await farm.advanceClock(sown!.msLeft - 1.5 * MINUTE);
    // Wheat at 70%: flowering; read again within 10 s, and counted down between reads.
    await farm.expectBed(0, { kind: 'growing', stage: 3 });
    await farm.clickBed(2);
    await plantFromDialog(game, 'WHEAT');
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
    const { game, trader, farm } = await farmer({ setUp: { plot: true } });
    await trader.walkTo(FARMYARD_WEST);
    await farm.expectBed(5, { kind: 'empty' });
    await farm.clickBed(5);
    await game.testId('no-seeds-notice').waitFor();
    expect(await trader.text('no-seeds-notice')).toBe('No Seeds AvailableVisit the market to buy seeds before you can plant crops!');
    await trader.shot('no-seeds');
    await game.testId('plant-seeds').waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('harvests the ripe crops from the panel; the inventory and the HUD’s experience follow', async () => {
    const { game, trader, farm } = await farmer({
      setUp: {
        seeds: { 'wheat-seeds': 2 },
        crops: [
          { bed: 0, cropType: 'WHEAT' },
          { bed: 1, cropType: 'WHEAT' },
        ],
      },
    });
    await farm.expectBed(0, { kind: 'growing', cropType: 'WHEAT' });
    await farm.advanceClock(5 * MINUTE + 30_000);
    await farm.expectBed(0, { kind: 'ready' });
    await farm.expectBed(1, { kind: 'ready' });
    const before = await serverFarmer(game);
    await farm.openPanel();
    await expect.poll(() => trader.text('farm-harvest')).toBe('Harvest Ready Crops (2)');
    expect(await trader.text('plot-info')).toContain('2 crops are ready to harvest');
    await trader.shot('farming-panel');
    await game.testId('farm-harvest').click();
    await game.testId('farm-harvest').waitFor({ state: 'detached', timeout: 10_000 });
    await farm.expectBed(0, { kind: 'empty' });
    await farm.expectBed(1, { kind: 'empty' });

    const after = await serverFarmer(game);
    const wheat = after.inventory.wheat ?? 0;
    // 3 a crop, one more for a good crop, two for an excellent one.
    expect(wheat).toBeGreaterThanOrEqual(6);
    expect(wheat).toBeLessThanOrEqual(10);
    expect(after.experience - before.experience).toBe(2 * 10 + 5 * wheat);
    await expect.poll(() => trader.text('farm-good-wheat')).toBe(`Wheat×${wheat}`);
    const progress = levelProgress(after.experience);
    await expect.poll(() => trader.text('hud-xp'), { timeout: 10_000 }).toBe(`${progress.current} / ${progress.needed} XP`);
    expect(await trader.text('hud-level')).toBe(`Level ${after.level}`);
    await expect.poll(async () => (await game.testId('notification-toast').allTextContents()).join('\n')).toMatch(/Harvested \d Wheat .*\+\d+ XP/);
    await trader.press('Escape');
    await game.testId('farming-panel').waitFor({ state: 'detached' });
  });

  it('a reload opens on the farm, where the server has the player', async () => {
    const { game, trader, farm } = await farmer({ setUp: GROWING_FARM });
    await game.page.reload();
    await game.testId('continue-button').click({ timeout: 20_000 });
    await farm.waitForScene('farm');
    await farm.expectBed(2, { kind: 'growing', cropType: 'WHEAT' });
    await farm.expectBed(3, { cropType: 'BARLEY' });
    expect(await trader.text('hud-move-button')).toBe('Return to City');
    await trader.walkTo(FARMYARD_WEST);
  });

  it('after a long absence the player is welcomed back for a while', async () => {
    const { game, trader, farm } = await farmer({ setUp: GROWING_FARM });
    await farm.expectBed(3, { kind: 'growing' });
    // Long enough for the barley (7 min) as well as the wheat.
    await farm.advanceClock(7.5 * MINUTE);
    await game.testId('welcome-back').waitFor({ timeout: CLOCK_SYNC_WAIT_MS });
    expect(await trader.text('welcome-back')).toContain('Welcome back!');
    expect(await trader.text('welcome-back')).toMatch(/You were away for \d+ minutes\./);
    await farm.expectBed(2, { kind: 'ready' });
    await farm.expectBed(3, { kind: 'ready' });
    await trader.shot('welcome-back');
    await game.testId('welcome-back').waitFor({ state: 'detached', timeout: 8_000 });
  });

  it('night falls on the farm too', async () => {
    // On to 23:00 game time before the player comes to the farm: the sky is drawn as the hour is
    // from the first frame (it eases only from an hour it has shown to the next).
    await advanceToHour(stage.server.url, 23);
    const { trader } = await farmer({ setUp: {} });
    await expect.poll(() => trader.text('hud-clock'), { timeout: CLOCK_SYNC_WAIT_MS }).toMatch(/^23:/);
    await trader.shot('farm-night');
  });

  it('returns to the city through the farm’s gate, with E', async () => {
    const { game, trader, farm } = await farmer({ setUp: {} });
    await game.testId('hud-move-button').waitFor();
    await trader.walkTo(FARM_CITY_GATE);
    await expect.poll(() => farm.promptText()).toBe('Press E to return to the city');
    await trader.press('e');
    await farm.waitForScene('world');
    expect(await trader.text('hud-move-button')).toBe('Go to Countryside');
    expect(await trader.text('hud-location')).not.toBe('Countryside Farm');
    const at = await game.position();
    expect(at.x).toBeGreaterThanOrEqual(280);
    expect(at.x).toBeLessThanOrEqual(520);
    expect(at.y).toBeGreaterThanOrEqual(1080);
    expect(at.y).toBeLessThanOrEqual(1220);
    // Farming controls are the farm's.
    expect(await game.testId('hud-farming-button').count()).toBe(0);
  });
});

describe('test mode (?testMode=true)', () => {
  it('on a development server: says so on screen, plays without the other players, and farms the test farmer’s plot', async () => {
    // No socket in test mode: the server counts every connection the page might open.
    let connections = 0;
    stage.server.io.on('connection', () => (connections += 1));
    // At the countryside gate: test mode plays the world as it is, without the other stage.players.
    const tester = await stage.players.signedIn('tester', { path: '/?testMode=true', place: { at: 'point', ...COUNTRYSIDE_GATE } });
    const { game, trader, farm } = pagesOf(tester);
    await game.testId('continue-button').click();
    await game.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 30_000 });
    await game.testId('test-mode-banner').waitFor();
    expect(await trader.text('test-mode-banner')).toBe('Test modeFarming acts on the server’s test farmer · multiplayer off');
    expect(await game.testId('hud-connection').getAttribute('data-connected')).toBe('false');

    await trader.press('e');
    await farm.waitForScene('farm');
    await trader.walkTo(FARMYARD_WEST);
    await farm.openPanel();
    await game.testId('farm-buy-plot').click();
    await game.testId('farm-plant').click();
    // The test farmer has a sack of every seed.
    await game.testId('plant-choice-COTTON').waitFor();
    expect(await game.page.locator('.seed-choice').count()).toBe(6);
    await game.testId('plant-choice-RICE').click();
    await farm.expectBed(0, { kind: 'growing', cropType: 'RICE' });
    await trader.shot('test-mode-farm');
    await game.testId('hud-move-button').click();
    await farm.waitForScene('world');

    // All that played over HTTP: the connection dot stayed red, no banner asked to reconnect, and no socket was opened.
    expect(await game.testId('hud-connection').getAttribute('data-connected')).toBe('false');
    expect(await game.testId('reconnect-failed').count()).toBe(0);
    expect(connections).toBe(0);
  });

  it('on a production server: says clearly that test mode is not available there', async () => {
    const production = await startGameServer();
    const onProduction = new Players(stage.browser, production.url);
    try {
      const { game: visitor } = await onProduction.signedIn('production-tester', { path: '/?testMode=true' });
      await visitor.testId('continue-button').click();
      await visitor.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 30_000 });
      await expect.poll(async () => ((await visitor.testId('test-mode-banner').textContent()) ?? '').trim(), { timeout: 10_000 }).toBe('Test modeTest mode needs a development server: this server has no test routes.');
      await visitor.testId('hud-move-button').click();
      await expect.poll(() => visitor.testId('notification-toast').first().textContent()).toContain('Test mode needs a development server');
      await new TradingPage(visitor).shot('test-mode-unavailable');
    } finally {
      await onProduction.close();
      await production.cleanup();
    }
  });
});

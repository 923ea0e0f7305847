import { describe, expect, it } from 'vitest';
import { API_ROUTES, CITIES } from '@silkroad/shared';
import { bedCentre } from '../desktop/renderer/src/game/farm/farm-layout';
import { COUNTRYSIDE_GATE, FarmPage } from './pages/farm-page';
import { MIN_TARGET_PX, overlaps, TouchPage } from './pages/touch-page';
import { TradingPage, type Spot } from './pages/trading-page';
import { PHONE_SIDEWAYS } from './support/players';
import { sendRouteAsPage } from './support/session';
import { freshServerEachTest } from './support/stage';

const GRAND_BAZAAR = CITIES.find((city) => city.id === 1)!.buildings.find((building) => building.kind === 'market')!;
/** Before the Grand Bazaar's door, inside the 80 px reach of its walls. */
const BAZAAR_DOOR: Spot = { x: GRAND_BAZAAR.x + GRAND_BAZAAR.width / 2, y: GRAND_BAZAAR.y + GRAND_BAZAAR.height + 30 };
/** Down the street to the west of the door, out of the market's reach. */
const DOWN_THE_STREET: Spot = { x: BAZAAR_DOOR.x - 230, y: BAZAAR_DOOR.y + 50 };
/** On the farm: the farmyard's west gate, beside the beds (as farming.e2e.ts walks to). */
const FARMYARD_WEST: Spot = { x: 470, y: 505 };

const stage = freshServerEachTest({ devMode: true });

describe('playing on a phone with a finger, in a real browser against the real server', () => {
  it('walks by stick and by tap to the Grand Bazaar, trades with taps, and plants a seed on the farm with taps', async () => {
    const player = await stage.players.inWorld('thumb', { device: PHONE_SIDEWAYS, place: { at: 'point', ...DOWN_THE_STREET } });
    const { game } = player;
    const touch = new TouchPage(game);
    const trader = new TradingPage(game);
    const farm = new FarmPage(game, trader, stage.server.url);

    // A phone: the spec's mobile rendering (002 §9), and the touch controls in place of the keys.
    expect(await game.page.evaluate(() => window.__silkroadWorld?.renderProfile())).toEqual({ antialias: false, powerPreference: 'low-power', fpsTarget: 30, fpsLimit: 30 });
    expect(await game.page.evaluate(() => window.__silkroadWorld?.particleEffects())).toBe(false);
    await game.testId('touch-window-bar').waitFor();
    expect(await game.testId('touch-use').count()).toBe(0);
    await trader.shot('phone-street');
    expect(await touch.smallTargets()).toEqual([]);
    // The window buttons stand clear of each other, the HUD, the chat and Sign Out.
    const bar = await touch.boxes('.touch-window-button');
    expect(bar.length).toBe(9);
    expect(overlaps(bar)).toEqual([]);
    expect(overlaps(bar, await touch.boxes('.hud, .chat-box, [data-testid="signout-button"]'))).toEqual([]);

    // The stick: a thumb pressed on the open map and dragged right walks the player east.
    const from = await game.position();
    await touch.dragAndHold({ x: 600, y: 300 }, { x: 680, y: 300 }, (x0: number) => (window.__silkroadWorld?.localPlayer().x ?? 0) >= x0 + 90, from.x);
    await game.afterFrames(3);
    const afterStick = await game.position();
    expect(afterStick.x).toBeGreaterThanOrEqual(from.x + 90);
    expect(Math.abs(afterStick.y - from.y)).toBeLessThan(1);
    // Let go, the player stands still.
    await game.afterFrames(5);
    expect(await game.position()).toEqual(await game.position());
    expect(await game.testId('touch-stick').count()).toBe(0);

    // A tap on the street before the market: the player walks there in a straight line and stops on it.
    await touch.tapWorld(BAZAAR_DOOR);
    await expect.poll(() => game.position(), { timeout: 15_000 }).toSatisfy((at: Spot) => Math.hypot(at.x - BAZAAR_DOOR.x, at.y - BAZAAR_DOOR.y) <= 2);
    // The server took every step: it has the player at the door (its speed and reach checks ran on these moves).
    await expect
      .poll(async () => (await trader.serverPlayer()) as unknown as { location: Spot }, { timeout: 10_000 })
      .toSatisfy(({ location }: { location: Spot }) => Math.hypot(location.x - BAZAAR_DOOR.x, location.y - BAZAAR_DOOR.y) <= 6);

    // In reach of the market: the prompt, and the E button in its words.
    await expect.poll(() => trader.text('interaction-prompt')).toBe('Press E to trade at the Grand Bazaar');
    await expect.poll(() => trader.text('touch-use')).toBe('ETrade');
    expect(await game.testId('touch-use').getAttribute('aria-label')).toBe('Trade at the Grand Bazaar');
    await trader.shot('phone-at-market');
    expect(await touch.smallTargets()).toEqual([]);
    const actions = await touch.boxes('[data-testid="touch-use"], [data-testid="interaction-prompt"], .touch-window-button');
    expect(overlaps(actions)).toEqual([]);

    // The E button opens the Trading Post, as E does.
    await touch.tap('touch-use');
    await game.testId('trading-post').waitFor();
    await game.testId('market-row-wheat-seeds').waitFor({ timeout: 15_000 });
    expect(await game.testId('touch-window-bar').count()).toBe(0);
    const start = await trader.serverPlayer();
    await trader.shot('phone-trading-post-open');

    // Buy three wheat seeds with taps.
    await touch.tap('market-row-wheat-seeds');
    await touch.tap('trade-quantity');
    await trader.setQuantity('3');
    await trader.shot('phone-trading-post');
    expect(await touch.smallTargets()).toEqual([]);
    await touch.tap('trade-buy');
    await trader.expectTradeLog(/^Bought 3 Wheat Seeds for /);
    const bought = await trader.serverPlayer();
    expect(bought.inventory['wheat-seeds']).toBe((start.inventory['wheat-seeds'] ?? 0) + 3);
    expect(bought.totalCopper).toBeLessThan(start.totalCopper);

    // Sell one back, from the Trading Post's own inventory list.
    await touch.tap('tp-inventory-wheat-seeds');
    await trader.setQuantity('1');
    await touch.tap('trade-sell');
    await trader.expectTradeLog(/^Sold 1 Wheat Seeds for /);
    const sold = await trader.expectHudMatchesServer();
    expect(sold.inventory['wheat-seeds']).toBe(bought.inventory['wheat-seeds']! - 1);
    expect(sold.totalCopper).toBeGreaterThan(bought.totalCopper);
    await trader.shot('phone-sold');

    // The window's close cross, then off to the countryside gate (the development route puts the player there).
    await touch.tap('trading-post-x');
    await game.testId('trading-post').waitFor({ state: 'detached' });
    await game.testId('touch-window-bar').waitFor();
    await player.place({ at: 'point', ...COUNTRYSIDE_GATE });
    await expect.poll(() => trader.text('touch-use')).toBe('EFarm');
    await touch.tap('touch-use');
    await farm.waitForScene('farm');

    // On the farm: F's button joins the bar; buy the plot in the farming panel with a tap.
    await touch.tap('touch-window-farming');
    await game.testId('farming-panel').waitFor();
    await touch.tap('farm-buy-plot');
    await game.testId('farm-plant').waitFor({ timeout: 10_000 });
    expect(await touch.smallTargets()).toEqual([]);
    await trader.shot('phone-farming-panel');
    await touch.tap('farming-panel-x');
    await game.testId('farming-panel').waitFor({ state: 'detached' });

    // Walk into the farmyard by tap, then tap a bed and the seed to sow.
    await touch.walkByTaps(FARMYARD_WEST);
    // Arrived, the player stands on the point tapped.
    await game.afterFrames(6);
    const farmyard = await game.position();
    expect(Math.hypot(farmyard.x - FARMYARD_WEST.x, farmyard.y - FARMYARD_WEST.y)).toBeLessThanOrEqual(1);
    await touch.cameraSettled();
    // A bed the screen shows clear of the buttons.
    let bed = -1;
    for (let index = 7; index >= 0 && bed < 0; index -= 1) if (await touch.onOpenMap(bedCentre(index))) bed = index;
    expect(bed).toBeGreaterThanOrEqual(0);
    await farm.expectBed(bed, { kind: 'empty' });
    await touch.tapWorld(bedCentre(bed));
    await game.testId('plant-seeds').waitFor();
    expect(await touch.smallTargets()).toEqual([]);
    await trader.shot('phone-plant-seeds');
    await touch.tap('plant-choice-WHEAT');
    await game.testId('plant-seeds').waitFor({ state: 'detached', timeout: 10_000 });
    await farm.expectBed(bed, { kind: 'growing', cropType: 'WHEAT' });
    // The server sowed it: the bed's crop, and one seed fewer.
    const { plots } = (await sendRouteAsPage(game.page, API_ROUTES.farming.plots, {})).data;
    expect(plots[0]?.crops.map((crop) => ({ bed: crop.gridPosition, cropType: crop.cropType }))).toEqual([{ bed, cropType: 'WHEAT' }]);
    expect((await trader.serverPlayer()).inventory['wheat-seeds']).toBe(sold.inventory['wheat-seeds']! - 1);
    await trader.shot('phone-planted');
    expect(game.policyViolations).toEqual([]);
  });

  it('lists the touch controls in Help, and every control on screen is a fingertip wide', async () => {
    const player = await stage.players.inWorld('help', { device: PHONE_SIDEWAYS });
    const { game } = player;
    const touch = new TouchPage(game);
    await touch.tap('touch-window-help');
    await game.testId('help-window').waitFor();
    expect(await game.testId('help-touch').textContent()).toContain('Tap the ground to walk there');
    expect(await touch.smallTargets()).toEqual([]);
    await new TradingPage(game).shot('phone-help');
    await touch.tap('help-window-x');
    await game.testId('help-window').waitFor({ state: 'detached' });
    for (const size of (await touch.targets()).filter((t) => t.what.includes('touch-window'))) {
      expect(size.width).toBeGreaterThanOrEqual(MIN_TARGET_PX);
      expect(size.height).toBeGreaterThanOrEqual(MIN_TARGET_PX);
    }
  });
});

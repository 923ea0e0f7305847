import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import { GamePage } from './pages/game-page';
import { parseMoney, TradingPage, type Spot } from './pages/trading-page';
import { launchChromium } from './support/browser';
import { startGameServer } from './support/game-server';

let server: Awaited<ReturnType<typeof startGameServer>>;
let browser: Browser;
let context: BrowserContext;
let player: GamePage;
let trader: TradingPage;

/** Below the Grand Bazaar of Constantinople (footprint 215-325 x 650-730), within reach of its door. */
const GRAND_BAZAAR_DOOR: Spot = { x: 270, y: 765 };
/** Below the Souk al-Ghazl of Baghdad (footprint 1315-1425 x 2050-2130). */
const BAGHDAD_SOUK_DOOR: Spot = { x: 1370, y: 2165 };
const BAGHDAD_SOUK: Spot = { x: 1370, y: 2090 };

beforeAll(async () => {
  server = await startGameServer();
  browser = await launchChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[trader] page error:', error.message));
  player = new GamePage(page, 'trader');
  trader = new TradingPage(player);
});

afterAll(async () => {
  await context?.close().catch(() => undefined);
  await browser?.close();
  await server?.cleanup();
});

describe('trading between cities, in a real browser against the real server', () => {
  let startCopper = 0;

  it('a new trader signs in and enters the world at the start point', async () => {
    await player.open(server.url);
    await player.signIn('sindbad@example.test', 'Sindbad');
    await player.testId('name-dialog').waitFor({ timeout: 20_000 });
    await player.chooseName('Sindbad');
    await player.testId('character-management').waitFor();
    await player.enterWorld();
    expect(await player.position()).toEqual({ x: 400, y: 300 });
    const purse = await trader.expectHudMatchesServer();
    startCopper = purse.totalCopper;
    expect(await trader.text('hud-gold')).toBe('101');
    await expect(player.testId('interaction-prompt').count()).resolves.toBe(0);
  });

  it('walks to the Grand Bazaar of Constantinople and opens its Trading Post with E', async () => {
    await trader.walkTo(GRAND_BAZAAR_DOOR);
    await expect.poll(() => trader.text('interaction-prompt')).toBe('Press E to trade at the Grand Bazaar');
    expect(await trader.text('hud-location')).toBe('Constantinople');
    await trader.shot('market-prompt');

    await trader.openTradingPost();
    expect(await player.page.getByRole('heading', { name: 'Trading Post' }).isVisible()).toBe(true);
    expect(await player.testId('trading-post').textContent()).toContain('Grand Bazaar · Constantinople');
    for (const id of ['market-trend-silk', 'market-trend-amber']) expect(['▲', '▼', '▬']).toContain(await trader.text(id));
    // The prompt gives way to the window.
    expect(await player.testId('interaction-prompt').count()).toBe(0);
    await trader.shot('trading-post');
  });

  it('refuses a trade without an item or with no quantity, in the spec’s words', async () => {
    await player.testId('trade-buy').click();
    expect(await trader.tradeLog()).toBe('Please select an item first');
    await trader.selectMarketItem('amber');
    await trader.setQuantity('0');
    await player.testId('trade-buy').click();
    expect(await trader.tradeLog()).toBe('Please enter a valid quantity');
    // The log line clears itself after 5 s.
    await expect.poll(() => trader.tradeLog(), { timeout: 8_000 }).toBe('');
  });

  it('buys amber at the price shown; the purse, the inventory and the HUD follow the server', async () => {
    await trader.setQuantity('3');
    const marketPrice = parseMoney(await trader.text('market-price-amber'));
    const shownUnit = parseMoney(await trader.text('trade-unit-buy'));
    const shownTotal = parseMoney(await trader.text('trade-total-buy'));
    expect(shownUnit).toBeGreaterThanOrEqual(marketPrice);
    expect(shownUnit).toBeLessThan(marketPrice * 1.02);
    expect(shownTotal).toBe(shownUnit * 3);

    await player.testId('trade-buy').click();
    await expect.poll(() => trader.tradeLog(), { timeout: 10_000 }).toMatch(/^Bought 3 Amber for /);
    const paid = parseMoney((await trader.tradeLog()).replace('Bought 3 Amber for ', ''));
    // The server priced it at execution; a market step in between may move it a little, never past the 5% limit.
    expect(paid).toBeGreaterThan(shownTotal * 0.95);
    expect(paid).toBeLessThanOrEqual(Math.ceil(shownTotal * 1.05));

    const after = await trader.expectHudMatchesServer();
    expect(after.totalCopper).toBe(startCopper - paid);
    expect(after.inventory.amber).toBe(3);
    await expect.poll(() => trader.text('tp-inventory-qty-amber')).toBe('×3');
    await expect.poll(() => trader.text('funds-gold')).toBe(String(after.gold));
    expect(Number(await trader.text('hud-gold'))).toBeLessThan(101);
    await trader.shot('trading-post-bought');
  });

  it('shows the Trade Failed modal with the server’s message, and Try Again asks the server again', async () => {
    await trader.selectMarketItem('jade');
    await trader.setQuantity('200');
    await player.testId('trade-buy').click();
    await player.testId('trade-failed').waitFor({ timeout: 10_000 });
    expect(await trader.text('trade-failed-title')).toBe('Trade Failed');
    expect(await trader.text('trade-failed-message')).toBe('Insufficient gold for this trade');
    expect(await trader.tradeLog()).toBe('Failed to buy Jade');
    await trader.shot('trade-failed');
    await player.testId('trade-failed-confirm').click();
    await player.testId('trade-failed').waitFor({ timeout: 10_000 });
    expect(await trader.text('trade-failed-message')).toBe('Insufficient gold for this trade');
    await player.testId('trade-failed-cancel').click();
    expect(await player.testId('trade-failed').count()).toBe(0);
    expect((await trader.serverPlayer()).inventory.jade ?? 0).toBe(0);
  });

  it('M shows the market overview; Open Trading opens the Trading panel, whose tabs all have content', async () => {
    await trader.press('Escape');
    await player.testId('trading-post').waitFor({ state: 'detached' });

    await trader.press('m');
    await player.testId('market-overview').waitFor();
    await player.testId('overview-row-silk').waitFor({ timeout: 10_000 });
    expect(await player.testId('market-overview').textContent()).toContain('Constantinople');
    await trader.shot('market-overview');
    await player.testId('market-overview-open-trading').click();
    await player.testId('trading-panel').waitFor();
    expect(await player.testId('market-overview').count()).toBe(0);

    await player.testId('price-chart').waitFor({ timeout: 10_000 });
    await player.testId('tm-row-amber').click();
    await expect.poll(() => player.testId('trading-tabpanel-market').textContent()).toContain('Amber in Constantinople');
    // A line across the chart (a market's first hours may be one level line, which has no height).
    await player.testId('price-chart-line').waitFor({ state: 'attached' });
    expect(await player.testId('price-chart-line').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+)+$/);
    await trader.shot('trading-market');

    await player.testId('trading-tab-portfolio').click();
    await player.testId('holding-amber').waitFor();
    expect(await player.testId('holding-amber').textContent()).toContain('3');
    await player.testId('trade-history').waitFor({ timeout: 10_000 });
    expect(await player.testId('trade-history').textContent()).toContain('3 Amber');
    await trader.shot('trading-portfolio');

    await player.testId('trading-tab-routes').click();
    await player.testId('route-western-silk-route').waitFor({ timeout: 10_000 });
    expect(await trader.text('route-status-western-silk-route')).toContain('Locked');
    expect(await player.testId('route-western-silk-route').textContent()).toContain('Requires level 10');
    await trader.shot('trading-routes');

    await player.testId('trading-tab-contracts').click();
    await player.testId('contract-apothecary-herbs').waitFor({ timeout: 10_000 });
    await player.testId('contract-accept-apothecary-herbs').click();
    await expect.poll(() => player.testId('contract-message').textContent(), { timeout: 10_000 }).toBe('Accepted: 5 Healing Herb for Baghdad');
    await expect.poll(() => trader.text('my-contract-apothecary-herbs-status')).toBe('Active');
    expect(await player.testId('my-contract-apothecary-herbs').textContent()).toMatch(/\dh \d+m left/);
    await trader.shot('trading-contracts');

    await player.testId('trading-tab-offers').click();
    await player.testId('offer-form').waitFor();
    await player.testId('offer-side-buy').click();
    await player.testId('offer-item').selectOption('silk');
    await player.testId('offer-quantity').fill('2');
    await player.testId('offer-price').fill('50');
    await player.testId('offer-submit').click();
    await expect.poll(() => player.testId('offer-message').textContent(), { timeout: 10_000 }).toContain('Posted: buying 2 Silk at 50s');
    await player.testId('offer-table').waitFor();
    expect(await player.testId('offer-table').textContent()).toContain('Silk');
    await trader.shot('trading-offers');
    const cancel = player.page.locator('[data-testid^="offer-cancel-"]').first();
    await cancel.click();
    await expect.poll(() => player.testId('offer-message').textContent(), { timeout: 10_000 }).toContain('Cancelled your offer of 2 Silk');

    // T closes the panel it opens; typing a T into a field does not.
    await player.testId('offer-quantity').focus();
    await trader.press('t');
    expect(await player.testId('trading-panel').count()).toBe(1);
    await player.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await trader.press('t');
    await player.testId('trading-panel').waitFor({ state: 'detached' });
    await trader.expectHudMatchesServer();
  });

  it('another trader posts an offer at the Grand Bazaar; Sindbad takes part of it from the offer book', async () => {
    const otherContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const marco = new GamePage(await otherContext.newPage(), 'marco-trader');
      const marcoTrades = new TradingPage(marco);
      await marco.open(server.url);
      await marco.signIn('marco-trader@example.test', 'Marco Polo');
      await marco.testId('name-dialog').waitFor({ timeout: 20_000 });
      await marco.chooseName('Marco Polo');
      await marco.testId('character-management').waitFor();
      await marco.enterWorld();
      await marcoTrades.walkTo({ x: 330, y: 780 });
      await marcoTrades.press('t');
      await marco.testId('trading-tab-offers').click();
      await marco.testId('offer-side-sell').click();
      await marco.testId('offer-item').selectOption('iron-ingot');
      await marco.testId('offer-quantity').fill('5');
      await marco.testId('offer-price').fill('30');
      await marco.testId('offer-submit').click();
      await expect.poll(() => marco.testId('offer-message').textContent(), { timeout: 10_000 }).toContain('Posted: selling 5 Iron Ingot at 30s');

      const before = await trader.serverPlayer();
      await trader.press('t');
      await player.testId('trading-tab-offers').click();
      const row = player.page.locator('[data-testid^="offer-row-"]', { hasText: 'Marco Polo' });
      await row.waitFor({ timeout: 10_000 });
      expect(await row.textContent()).toContain('Iron Ingot');
      await row.locator('[data-testid^="offer-qty-"]').fill('2');
      await trader.shot('trading-offer-book-other');
      await row.locator('[data-testid^="offer-accept-"]').click();
      await expect.poll(() => player.testId('offer-message').textContent(), { timeout: 10_000 }).toBe('Bought 2 Iron Ingot for 60s');
      await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('3/5');

      const after = await trader.expectHudMatchesServer();
      expect(after.inventory['iron-ingot']).toBe((before.inventory['iron-ingot'] ?? 0) + 2);
      expect(after.totalCopper).toBe(before.totalCopper - 2 * 3_000);
      // The seller hears about it at once.
      await expect.poll(() => marco.page.getByTestId('notification-toast').allTextContents(), { timeout: 10_000 }).toContainEqual(expect.stringContaining('sold 2 Iron Ingot'));
      await trader.press('Escape');
      await player.testId('trading-panel').waitFor({ state: 'detached' });
    } finally {
      await otherContext.close();
    }
  });

  it('walks the road to Baghdad and sells amber at the Souk al-Ghazl', async () => {
    const before = await trader.serverPlayer();
    const started = Date.now();
    await trader.walkTo(BAGHDAD_SOUK_DOOR);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect.poll(() => trader.text('interaction-prompt')).toBe('Press E to trade at the Souk al-Ghazl');
    expect(await trader.text('hud-location')).toBe('Baghdad');
    // This time the player clicks the building instead of pressing E.
    await trader.clickWorld(BAGHDAD_SOUK);
    await player.testId('trading-post').waitFor();
    await player.testId('market-row-silk').waitFor({ timeout: 15_000 });
    expect(await player.testId('trading-post').textContent()).toContain('Souk al-Ghazl · Baghdad');

    await player.testId('tp-inventory-amber').click();
    await trader.setQuantity('2');
    const shownTotal = parseMoney(await trader.text('trade-total-sell'));
    await player.testId('trade-sell').click();
    await expect.poll(() => trader.tradeLog(), { timeout: 10_000 }).toMatch(/^Sold 2 Amber for /);
    const received = parseMoney((await trader.tradeLog()).replace('Sold 2 Amber for ', ''));
    expect(received).toBeGreaterThanOrEqual(Math.floor(shownTotal * 0.95));

    const after = await trader.expectHudMatchesServer();
    expect(after.totalCopper).toBe(before.totalCopper + received);
    expect(after.inventory.amber).toBe(1);
    await expect.poll(() => trader.text('tp-inventory-qty-amber')).toBe('×1');
    await trader.shot('trading-post-baghdad-sold');
    await player.testId('trading-post-close').click();
    await player.testId('trading-post').waitFor({ state: 'detached' });

    // The herbs of the contract taken in Constantinople are delivered here.
    const herbs = after.inventory['healing-herb'] ?? 0;
    await trader.press('t');
    await player.testId('trading-tab-contracts').click();
    await player.testId('contract-deliver-apothecary-herbs').click();
    await expect.poll(() => player.testId('contract-message').textContent(), { timeout: 10_000 }).toBe('Delivered 5 Healing Herb to Baghdad');
    await expect.poll(() => trader.text('my-contract-apothecary-herbs-status')).toBe('Completed');
    const paid = await trader.expectHudMatchesServer();
    expect(paid.inventory['healing-herb'] ?? 0).toBe(herbs - 5);
    // The posting's reward was set from Baghdad's market when it was posted (docs/decisions.md "contract rewards").
    const reward = await trader.contractRewardPaid('apothecary-herbs');
    expect(reward).toBeGreaterThan(0);
    expect(paid.totalCopper).toBe(after.totalCopper + reward!);
    await trader.press('t');
    await player.testId('trading-panel').waitFor({ state: 'detached' });
  });

  it('the inventory window searches, selects with Ctrl-click and sells the selection after a confirm', async () => {
    const before = await trader.serverPlayer();
    await trader.press('i');
    await player.testId('inventory-window').waitFor();
    await player.testId('item-tile-amber').waitFor();
    expect(await trader.text('inventory-gold')).toBe(String(before.gold));
    await trader.shot('inventory');

    await player.testId('inventory-search').fill('amb');
    await expect.poll(() => player.page.locator('[data-testid^="item-tile-"]').count()).toBe(1);
    // W typed into the search box is text, not a step north.
    const standing = await player.position();
    await player.testId('inventory-search').press('w');
    expect(await player.position()).toEqual(standing);
    await player.testId('inventory-search').press('Escape');
    expect(await player.testId('inventory-search').inputValue()).toBe('');
    expect(await player.testId('inventory-window').count()).toBe(1);
    expect(await player.page.locator('[data-testid^="item-tile-"]').count()).toBeGreaterThan(5);

    await player.testId('inventory-category').selectOption('metals');
    await player.testId('item-tile-pickaxe').waitFor();
    await player.testId('inventory-category').selectOption('all');
    await player.testId('inventory-sort').selectOption('value');

    await player.testId('item-tile-amber').click();
    await player.testId('item-tile-pickaxe').click({ modifiers: ['Control'] });
    expect(await trader.text('inventory-stat-selected')).toBe('2');
    expect(await player.testId('item-details').textContent()).toContain('Pickaxe');
    await player.testId('inventory-sell-selected').click();
    await player.testId('sell-confirm').waitFor();
    expect(await trader.text('sell-confirm-message')).toBe('Are you sure you want to sell 2 item(s)?');
    await trader.shot('inventory-sell-confirm');
    await player.testId('sell-confirm-confirm').click();

    await player.testId('bulk-report').waitFor({ timeout: 15_000 });
    const lines = await player.testId('bulk-report-line').allTextContents();
    expect(lines.some((l) => /Sold 1 Amber for /.test(l))).toBe(true);
    expect(lines).toContain('✗ Pickaxe cannot be sold at the market');
    await player.testId('item-tile-amber').waitFor({ state: 'detached', timeout: 10_000 });
    await trader.shot('inventory-sold');

    const after = await trader.expectHudMatchesServer();
    expect(after.inventory.amber ?? 0).toBe(0);
    expect(after.inventory.pickaxe).toBe(1);
    expect(after.totalCopper).toBeGreaterThan(before.totalCopper);

    await trader.press('Escape');
    await player.testId('inventory-window').waitFor({ state: 'detached' });
  });
});

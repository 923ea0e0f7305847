import { describe, expect, it } from 'vitest';
import { API_ROUTES, cityById, PACK_WEIGHT_CAPACITY, packTooHeavyText, packWeight } from '@silkroad/shared';
import type { GamePage } from './pages/game-page';
import { parseMoney, TradingPage, type Spot } from './pages/trading-page';
import { freshServerEachTest } from './support/stage';
import type { Player } from './support/players';

/** Below the Souk al-Ghazl of Baghdad (footprint 1315-1425 x 2050-2130). */
const BAGHDAD_SOUK_DOOR: Spot = { x: 1370, y: 2165 };
const BAGHDAD_SOUK: Spot = { x: 1370, y: 2090 };
const CONSTANTINOPLE = 1;
/** The east edge of Constantinople's grounds. */
const EAST_EDGE = { x: cityById(1)!.x + cityById(1)!.radius, y: cityById(1)!.y };
const BAGHDAD = 4;
const AT_GRAND_BAZAAR = { at: 'market', cityId: CONSTANTINOPLE } as const;
const AT_BAGHDAD_SOUK = { at: 'market', cityId: BAGHDAD } as const;

// Each test has a server of its own: markets, offers and the contract board are shared by everyone on one.

const stage = freshServerEachTest({ devMode: true });

/** Buys goods at the market the player stands at, over HTTP: set-up for a test about something else. */
async function buyOverHttp(player: Player, cityId: number, itemId: string, quantity: number): Promise<void> {
  await player.send(API_ROUTES.trade.execute, { body: { type: 'buy', itemId, cityId, quantity, priceLimit: 1_000_000 } });
}

/** A trader in the world, before the Grand Bazaar unless told otherwise. */
async function trader(label = 'trader', place: typeof AT_GRAND_BAZAAR | typeof AT_BAGHDAD_SOUK = AT_GRAND_BAZAAR): Promise<{ player: Player; game: GamePage; trading: TradingPage }> {
  const player = await stage.players.inWorld(label, { place });
  return { player, game: player.game, trading: new TradingPage(player.game) };
}

describe('trading between cities, in a real browser against the real server', () => {
  it('a new trader enters the world at the start point, with the purse the server holds', async () => {
    const player = await stage.players.inWorld('trader', { name: 'Sindbad' });
    const trading = new TradingPage(player.game);
    expect(await player.game.position()).toEqual({ x: 400, y: 300 });
    await trading.expectHudMatchesServer();
    expect(await trading.text('hud-gold')).toBe('101');
    await expect(player.game.testId('interaction-prompt').count()).resolves.toBe(0);
  });

  it('before the Grand Bazaar of Constantinople the prompt offers E, which opens its Trading Post', async () => {
    const { game, trading } = await trader();
    await expect.poll(() => trading.text('interaction-prompt')).toBe('Press E to trade at the Grand Bazaar');
    expect(await trading.text('hud-location')).toBe('Constantinople');
    await trading.shot('market-prompt');

    await trading.openTradingPost();
    expect(await game.page.getByRole('heading', { name: 'Trading Post' }).isVisible()).toBe(true);
    expect(await game.testId('trading-post').textContent()).toContain('Grand Bazaar · Constantinople');
    for (const id of ['market-trend-silk', 'market-trend-amber']) expect(['▲', '▼', '▬']).toContain(await trading.text(id));
    // The prompt gives way to the window.
    expect(await game.testId('interaction-prompt').count()).toBe(0);
    await trading.shot('trading-post');
  });

  it('refuses a trade without an item or with no quantity, in the spec’s words', async () => {
    const { game, trading } = await trader();
    await trading.openTradingPost();
    await game.testId('trade-buy').click();
    expect(await trading.tradeLog()).toBe('Please select an item first');
    await trading.selectMarketItem('amber');
    await trading.setQuantity('0');
    await game.testId('trade-buy').click();
    expect(await trading.tradeLog()).toBe('Please enter a valid quantity');
    // The log line clears itself after 5 s.
    await expect.poll(() => trading.tradeLog(), { timeout: 8_000 }).toBe('');
  });

  it('buys amber at the price shown; the purse, the inventory and the HUD follow the server', async () => {
    const { game, trading } = await trader();
    await trading.openTradingPost();
    const startCopper = (await trading.serverPlayer()).totalCopper;
    await trading.selectMarketItem('amber');
    await trading.setQuantity('3');
    const marketPrice = parseMoney(await trading.text('market-price-amber'));
    const shownUnit = parseMoney(await trading.text('trade-unit-buy'));
    const shownTotal = parseMoney(await trading.text('trade-total-buy'));
    expect(shownUnit).toBeGreaterThanOrEqual(marketPrice);
    expect(shownUnit).toBeLessThan(marketPrice * 1.02);
    expect(shownTotal).toBe(shownUnit * 3);

    await game.testId('trade-buy').click();
    const paid = parseMoney((await trading.expectTradeLog(/^Bought 3 Amber for /)).replace('Bought 3 Amber for ', ''));
    // The server priced it at execution; a market step in between may move it a little, never past the 5% limit.
    expect(paid).toBeGreaterThan(shownTotal * 0.95);
    expect(paid).toBeLessThanOrEqual(Math.ceil(shownTotal * 1.05));

    const after = await trading.expectHudMatchesServer();
    expect(after.totalCopper).toBe(startCopper - paid);
    expect(after.inventory.amber).toBe(3);
    await expect.poll(() => trading.text('tp-inventory-qty-amber')).toBe('×3');
    await expect.poll(() => trading.text('funds-gold')).toBe(String(after.gold));
    expect(Number(await trading.text('hud-gold'))).toBeLessThan(101);
    await trading.shot('trading-post-bought');
  });

  it('shows the Trade Failed modal with the server’s message, and Try Again asks the server again', async () => {
    const { game, trading } = await trader();
    await trading.openTradingPost();
    await trading.selectMarketItem('jade');
    await trading.setQuantity('200');
    await game.testId('trade-buy').click();
    await game.testId('trade-failed').waitFor({ timeout: 10_000 });
    expect(await trading.text('trade-failed-title')).toBe('Trade Failed');
    expect(await trading.text('trade-failed-message')).toBe('Insufficient gold for this trade');
    expect(await trading.tradeLog()).toBe('Failed to buy Jade');
    await trading.shot('trade-failed');
    await game.testId('trade-failed-confirm').click();
    await game.testId('trade-failed').waitFor({ timeout: 10_000 });
    expect(await trading.text('trade-failed-message')).toBe('Insufficient gold for this trade');
    await game.testId('trade-failed-cancel').click();
    expect(await game.testId('trade-failed').count()).toBe(0);
    expect((await trading.serverPlayer()).inventory.jade ?? 0).toBe(0);
  });

  it('M shows the market overview; Open Trading opens the Trading panel, whose tabs all have content', async () => {
    const signed = await stage.players.signedIn('trader', { place: AT_GRAND_BAZAAR });
    // Goods and a trade of the player's own, for the portfolio and its history.
    await buyOverHttp(signed, CONSTANTINOPLE, 'amber', 3);
    await signed.game.enterWorld();
    const game = signed.game;
    const trading = new TradingPage(game);

    await trading.press('m');
    await game.testId('market-overview').waitFor();
    await game.testId('overview-row-silk').waitFor({ timeout: 10_000 });
    expect(await game.testId('market-overview').textContent()).toContain('Constantinople');
    await trading.shot('market-overview');
    // The overview closes itself after 5 s (spec 002 §2): M closes it, and a fresh one's Open Trading leads on.
    await trading.press('m');
    await game.testId('market-overview').waitFor({ state: 'detached' });
    await trading.press('m');
    await game.testId('market-overview-open-trading').click();
    await game.testId('trading-panel').waitFor();
    expect(await game.testId('market-overview').count()).toBe(0);

    await game.testId('price-chart').waitFor({ timeout: 10_000 });
    await game.testId('tm-row-amber').click();
    await expect.poll(() => game.testId('trading-tabpanel-market').textContent()).toContain('Amber in Constantinople');
    // A line across the chart (a market's first hours may be one level line, which has no height).
    await game.testId('price-chart-line').waitFor({ state: 'attached' });
    expect(await game.testId('price-chart-line').getAttribute('d')).toMatch(/^M[\d.]+ [\d.]+( L[\d.]+ [\d.]+)+$/);
    await trading.shot('trading-market');

    await game.testId('trading-tab-portfolio').click();
    await game.testId('holding-amber').waitFor();
    expect(await game.testId('holding-amber').textContent()).toContain('3');
    await game.testId('trade-history').waitFor({ timeout: 10_000 });
    expect(await game.testId('trade-history').textContent()).toContain('3 Amber');
    await trading.shot('trading-portfolio');

    await game.testId('trading-tab-routes').click();
    await game.testId('route-western-silk-route').waitFor({ timeout: 10_000 });
    expect(await trading.text('route-status-western-silk-route')).toContain('Locked');
    expect(await game.testId('route-western-silk-route').textContent()).toContain('Requires level 10');
    await trading.shot('trading-routes');

    await game.testId('trading-tab-contracts').click();
    await game.testId('contract-apothecary-herbs').waitFor({ timeout: 10_000 });
    await game.testId('contract-accept-apothecary-herbs').click();
    await expect.poll(() => game.testId('contract-message').textContent(), { timeout: 10_000 }).toBe('Accepted: 5 Healing Herb for Baghdad');
    await expect.poll(() => trading.text('my-contract-apothecary-herbs-status')).toBe('Active');
    expect(await game.testId('my-contract-apothecary-herbs').textContent()).toMatch(/\dh \d+m left/);
    await trading.shot('trading-contracts');

    await game.testId('trading-tab-offers').click();
    await game.testId('offer-form').waitFor();
    await game.testId('offer-side-buy').click();
    await game.testId('offer-item').selectOption('silk');
    await game.testId('offer-quantity').fill('2');
    await game.testId('offer-price').fill('50');
    await game.testId('offer-submit').click();
    await expect.poll(() => game.testId('offer-message').textContent(), { timeout: 10_000 }).toContain('Posted: buying 2 Silk at 50s');
    await game.testId('offer-table').waitFor();
    expect(await game.testId('offer-table').textContent()).toContain('Silk');
    await trading.shot('trading-offers');
    const cancel = game.page.locator('[data-testid^="offer-cancel-"]').first();
    await cancel.click();
    await expect.poll(() => game.testId('offer-message').textContent(), { timeout: 10_000 }).toContain('Cancelled your offer of 2 Silk');

    // T closes the panel it opens; typing a T into a field does not.
    await game.testId('offer-quantity').focus();
    await trading.press('t');
    expect(await game.testId('trading-panel').count()).toBe(1);
    await game.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await trading.press('t');
    await game.testId('trading-panel').waitFor({ state: 'detached' });
    await trading.expectHudMatchesServer();
  });

  it('another trader posts an offer at the Grand Bazaar; a second takes part of it from the offer book', async () => {
    const seller = await stage.players.inWorld('marco-trader', { name: 'Marco Polo', place: AT_GRAND_BAZAAR });
    const marco = seller.game;
    const marcoTrades = new TradingPage(marco);
    const { game, trading } = await trader('trader');

    await marcoTrades.press('t');
    await marco.testId('trading-tab-offers').click();
    await marco.testId('offer-side-sell').click();
    await marco.testId('offer-item').selectOption('iron-ingot');
    await marco.testId('offer-quantity').fill('5');
    await marco.testId('offer-price').fill('30');
    await marco.testId('offer-submit').click();
    await expect.poll(() => marco.testId('offer-message').textContent(), { timeout: 10_000 }).toContain('Posted: selling 5 Iron Ingot at 30s');

    const before = await trading.serverPlayer();
    await trading.press('t');
    await game.testId('trading-tab-offers').click();
    const row = game.page.locator('[data-testid^="offer-row-"]', { hasText: 'Marco Polo' });
    await row.waitFor({ timeout: 10_000 });
    expect(await row.textContent()).toContain('Iron Ingot');
    await row.locator('[data-testid^="offer-qty-"]').fill('2');
    await trading.shot('trading-offer-book-other');
    await row.locator('[data-testid^="offer-accept-"]').click();
    await expect.poll(() => game.testId('offer-message').textContent(), { timeout: 10_000 }).toBe('Bought 2 Iron Ingot for 60s');
    await expect.poll(() => row.textContent(), { timeout: 10_000 }).toContain('3/5');

    const after = await trading.expectHudMatchesServer();
    expect(after.inventory['iron-ingot']).toBe((before.inventory['iron-ingot'] ?? 0) + 2);
    expect(after.totalCopper).toBe(before.totalCopper - 2 * 3_000);
    // The seller hears about it at once.
    await expect.poll(() => marco.page.getByTestId('notification-toast').allTextContents(), { timeout: 10_000 }).toContainEqual(expect.stringContaining('sold 2 Iron Ingot'));
    await trading.press('Escape');
    await game.testId('trading-panel').waitFor({ state: 'detached' });
  });

  it('walks the road from Constantinople to Baghdad and sells amber at the Souk al-Ghazl', async () => {
    const signed = await stage.players.signedIn('trader', { place: AT_GRAND_BAZAAR });
    await buyOverHttp(signed, CONSTANTINOPLE, 'amber', 3);
    await signed.game.enterWorld();
    const game = signed.game;
    const trading = new TradingPage(game);

    // Walking is the subject: the road between the cities is open, and a day's march is short.
    const before = await trading.serverPlayer();
    const started = Date.now();
    await trading.walkTo(BAGHDAD_SOUK_DOOR);
    expect(Date.now() - started).toBeLessThan(30_000);
    await expect.poll(() => trading.text('interaction-prompt')).toBe('Press E to trade at the Souk al-Ghazl');
    expect(await trading.text('hud-location')).toBe('Baghdad');
    // This time the player clicks the building instead of pressing E.
    await trading.clickWorld(BAGHDAD_SOUK);
    await game.testId('trading-post').waitFor();
    await game.testId('market-row-silk').waitFor({ timeout: 15_000 });
    expect(await game.testId('trading-post').textContent()).toContain('Souk al-Ghazl · Baghdad');

    await game.testId('tp-inventory-amber').click();
    await trading.setQuantity('2');
    const shownTotal = parseMoney(await trading.text('trade-total-sell'));
    await game.testId('trade-sell').click();
    const received = parseMoney((await trading.expectTradeLog(/^Sold 2 Amber for /)).replace('Sold 2 Amber for ', ''));
    expect(received).toBeGreaterThanOrEqual(Math.floor(shownTotal * 0.95));

    const after = await trading.expectHudMatchesServer();
    expect(after.totalCopper).toBe(before.totalCopper + received);
    expect(after.inventory.amber).toBe(1);
    await expect.poll(() => trading.text('tp-inventory-qty-amber')).toBe('×1');
    await trading.shot('trading-post-baghdad-sold');
    await game.testId('trading-post-close').click();
    await game.testId('trading-post').waitFor({ state: 'detached' });
  });

  it('delivers the herbs of a contract taken in Constantinople at Baghdad, for the posted reward', async () => {
    const signed = await stage.players.signedIn('trader', { place: AT_GRAND_BAZAAR });
    await signed.send(API_ROUTES.contracts.accept, { params: { id: 'apothecary-herbs' } });
    await signed.place(AT_BAGHDAD_SOUK);
    await signed.game.enterWorld();
    const game = signed.game;
    const trading = new TradingPage(game);

    const before = await trading.serverPlayer();
    const herbs = before.inventory['healing-herb'] ?? 0;
    await trading.press('t');
    await game.testId('trading-tab-contracts').click();
    await game.testId('contract-deliver-apothecary-herbs').click();
    await expect.poll(() => game.testId('contract-message').textContent(), { timeout: 10_000 }).toBe('Delivered 5 Healing Herb to Baghdad');
    await expect.poll(() => trading.text('my-contract-apothecary-herbs-status')).toBe('Completed');
    const paid = await trading.expectHudMatchesServer();
    expect(paid.inventory['healing-herb'] ?? 0).toBe(herbs - 5);
    // The posting's reward was set from Baghdad's market when it was posted (docs/decisions.md "contract rewards").
    const reward = await trading.contractRewardPaid('apothecary-herbs');
    expect(reward).toBeGreaterThan(0);
    expect(paid.totalCopper).toBe(before.totalCopper + reward!);
    await trading.press('t');
    await game.testId('trading-panel').waitFor({ state: 'detached' });
  });

  it('the inventory window searches, selects with Ctrl-click and sells the selection after a confirm', async () => {
    const signed = await stage.players.signedIn('trader', { place: AT_BAGHDAD_SOUK });
    await buyOverHttp(signed, BAGHDAD, 'amber', 1);
    await signed.game.enterWorld();
    const game = signed.game;
    const trading = new TradingPage(game);

    const before = await trading.serverPlayer();
    await trading.press('i');
    await game.testId('inventory-window').waitFor();
    await game.testId('item-tile-amber').waitFor();
    expect(await trading.text('inventory-gold')).toBe(String(before.gold));
    await trading.shot('inventory');

    await game.testId('inventory-search').fill('amb');
    await expect.poll(() => game.page.locator('[data-testid^="item-tile-"]').count()).toBe(1);
    // W typed into the search box is text, not a step north.
    const standing = await game.position();
    await game.testId('inventory-search').press('w');
    await game.afterFrames(3);
    expect(await game.position()).toEqual(standing);
    await game.testId('inventory-search').press('Escape');
    expect(await game.testId('inventory-search').inputValue()).toBe('');
    expect(await game.testId('inventory-window').count()).toBe(1);
    expect(await game.page.locator('[data-testid^="item-tile-"]').count()).toBeGreaterThan(5);

    await game.testId('inventory-category').selectOption('metals');
    await game.testId('item-tile-pickaxe').waitFor();
    await game.testId('inventory-category').selectOption('all');
    await game.testId('inventory-sort').selectOption('value');

    await game.testId('item-tile-amber').click();
    await game.testId('item-tile-pickaxe').click({ modifiers: ['Control'] });
    expect(await trading.text('inventory-stat-selected')).toBe('2');
    expect(await game.testId('item-details').textContent()).toContain('Pickaxe');
    await game.testId('inventory-sell-selected').click();
    await game.testId('sell-confirm').waitFor();
    expect(await trading.text('sell-confirm-message')).toBe('Are you sure you want to sell 2 item(s)?');
    await trading.shot('inventory-sell-confirm');
    await game.testId('sell-confirm-confirm').click();

    await game.testId('bulk-report').waitFor({ timeout: 15_000 });
    const lines = await game.testId('bulk-report-line').allTextContents();
    expect(lines.some((l) => /Sold 1 Amber for /.test(l))).toBe(true);
    expect(lines).toContain('✗ Pickaxe cannot be sold at the market');
    await game.testId('item-tile-amber').waitFor({ state: 'detached', timeout: 10_000 });
    await trading.shot('inventory-sold');

    const after = await trading.expectHudMatchesServer();
    expect(after.inventory.amber ?? 0).toBe(0);
    expect(after.inventory.pickaxe).toBe(1);
    expect(after.totalCopper).toBeGreaterThan(before.totalCopper);

    await trading.press('Escape');
    await game.testId('inventory-window').waitFor({ state: 'detached' });
  });

  it('a pack too heavy for the road stays in the city, told why; sold down, it walks out at its pace', async () => {
    // 20 px inside Constantinople's grounds, on their east edge, clear of the HUD.
    const signed = await stage.players.signedIn('pedlar', { place: { at: 'point', x: EAST_EDGE.x - 20, y: EAST_EDGE.y } });
    const kit = packWeight((await signed.send(API_ROUTES.player.player, {})).data.inventory);
    await buyOverHttp(signed, CONSTANTINOPLE, 'incense', PACK_WEIGHT_CAPACITY - kit + 8);
    await signed.game.enterWorld();
    const game = signed.game;
    const trading = new TradingPage(game);
    await expect.poll(async () => packWeight((await trading.serverPlayer()).inventory)).toBe(PACK_WEIGHT_CAPACITY + 8);

    // Walking east, the trader is held at the edge and told why.
    await game.holdKeyUntil('KeyD', () => Array.from(document.querySelectorAll('[data-testid="notification-toast"]')).some((toast) => toast.textContent?.includes('too heavy for the road')), null);
    expect((await game.testId('notification-toast').allTextContents()).some((text) => text.includes(packTooHeavyText(PACK_WEIGHT_CAPACITY + 8)))).toBe(true);
    const held = await game.position();
    expect(held.x).toBeLessThanOrEqual(EAST_EDGE.x);
    await trading.shot('pack-too-heavy');

    // The inventory says what the pack weighs, against what the road takes.
    await trading.press('i');
    await game.testId('inventory-window').waitFor();
    await expect.poll(() => trading.text('inventory-stat-pack')).toBe(`${PACK_WEIGHT_CAPACITY + 8} / ${PACK_WEIGHT_CAPACITY}`);
    await trading.shot('inventory-pack-heavy');
    await game.testId('inventory-window-x').click();
    await game.testId('inventory-window').waitFor({ state: 'detached' });

    // Sold down below the capacity, the trader walks out, laden, at the pack's pace.
    await signed.send(API_ROUTES.trade.execute, { body: { type: 'sell', itemId: 'incense', cityId: CONSTANTINOPLE, quantity: 20, priceLimit: 1 } });
    await expect.poll(async () => packWeight((await trading.serverPlayer()).inventory)).toBe(PACK_WEIGHT_CAPACITY - 12);
    const out = await game.walkBy('KeyD', EAST_EDGE.x + 60 - held.x, 30_000);
    expect(out.to.x).toBeGreaterThan(EAST_EDGE.x);
    expect(await trading.text('hud-location')).not.toBe('Constantinople');
  });
});

import { describe, expect, it } from 'vitest';
import { API_ROUTES, journeyDurationMs, journeyPosition, journeyRoute, tradeRouteById, tradeRouteDurationMs } from '@silkroad/shared';
import type { GamePage } from './pages/game-page';
import { parseMoney, TradingPage } from './pages/trading-page';
import { advanceClock } from './support/dev-clock';
import { freshServerEachTest } from './support/stage';
import type { Player } from './support/players';

const CONSTANTINOPLE = 1;
const SAMARKAND = 2;
const BAGHDAD = 4;
const VENICE = 5;
const AT_GRAND_BAZAAR = { at: 'market', cityId: CONSTANTINOPLE } as const;
const AT_BAGHDAD_SOUK = { at: 'market', cityId: BAGHDAD } as const;
/** The Tigris Spice Road, Baghdad to Constantinople: 45 units at the one pace of every journey, 15 minutes. */
const TIGRIS_ROAD_MS = tradeRouteDurationMs(tradeRouteById('tigris-spice-road')!);
/** Constantinople to Venice by the sea lane: 30 units, 10 minutes of real time, its one check halfway. */
const TO_VENICE_MS = journeyDurationMs(30);


const stage = freshServerEachTest({ devMode: true });

/** What the page draws as caravans (the own one on the road, others' in sight). */
function caravans(game: GamePage) {
  return game.page.evaluate(() => window.__silkroadWorld?.caravans() ?? []);
}

async function toasts(game: GamePage): Promise<string> {
  return (await game.testId('notification-toast').allTextContents()).join('\n');
}

/** Buys in the Trading Post of the market in reach, as a player does; answers what it cost. */
async function buyAtTheMarket(trading: TradingPage, itemId: string, quantity: number, itemName: string): Promise<number> {
  await trading.openTradingPost();
  await trading.selectMarketItem(itemId);
  await trading.setQuantity(String(quantity));
  await trading.testId('trade-buy').click();
  const line = await trading.expectTradeLog(new RegExp(`^Bought ${quantity} ${itemName} for `));
  return parseMoney(line.replace(`Bought ${quantity} ${itemName} for `, ''));
}

/**
 * Waits until `arrived`, answering with key 1 any encounter the road meets meanwhile: the server
 * rolls them at the journey's checks, so a run may meet one or not. An encounter stops the caravan
 * where it met it and an answer may hold it up: after each, the clock moves on by the whole
 * journey (`journeyMs`) and the longest hold-up, so what is left of the road is always run.
 */
async function arriveAnswering(game: GamePage, journeyMs: number, arrived: () => Promise<boolean>, timeoutMs = 40_000): Promise<void> {
  await expect
    .poll(
      async () => {
        if (await game.testId('encounter-continue').isVisible().catch(() => false)) {
          await game.testId('encounter-continue').click().catch(() => undefined);
          await advanceClock(stage.server.url, journeyMs + 10 * 60_000);
        } else if (await game.testId('encounter-dialog').isVisible().catch(() => false)) await game.page.keyboard.press('1');
        return arrived();
      },
      { timeout: timeoutMs, interval: 500 },
    )
    .toBe(true);
}

/** Plans and starts a journey in the Journey Planner (J) from where the player stands. */
async function startJourney(game: GamePage, trading: TradingPage, to: number, cargo: Record<string, number>, shot?: string): Promise<void> {
  await trading.press('j');
  await game.testId('journey-planner').waitFor();
  await game.testId('new-journey-form').waitFor({ timeout: 10_000 });
  await game.testId('journey-to').selectOption(String(to));
  for (const [itemId, quantity] of Object.entries(cargo)) await game.testId(`journey-cargo-${itemId}`).fill(String(quantity));
  await expect.poll(() => game.testId('start-journey').isEnabled()).toBe(true);
  if (shot) await trading.shot(shot);
  await game.testId('start-journey').click();
}

describe('the road, in a real browser against the real server', () => {
  it('a trader carries silk from Constantinople to Venice through an encounter, sells it there at a profit and sails back; a townsman watches the caravan leave', async () => {
    const marco: Player = await stage.players.inWorld('marco', { name: 'Marco', place: AT_GRAND_BAZAAR });
    const game = marco.game;
    const trading = new TradingPage(game);
    const watcher = await stage.players.inWorld('townsman', { name: 'Townsman', place: AT_GRAND_BAZAAR });
    await expect.poll(async () => (await watcher.game.remotePlayers()).map((p) => p.name)).toContain('Marco');

    const paid = await buyAtTheMarket(trading, 'silk', 10, 'Silk');
    await game.testId('trading-post-close').click();

    await startJourney(game, trading, VENICE, { silk: 10 }, 'journey-planner');
    await expect.poll(() => toasts(game), { timeout: 10_000 }).toContain('Started journey from Constantinople to Venice');
    await game.testId('current-journey').waitFor({ timeout: 10_000 });
    expect(await game.testId('current-journey-to').textContent()).toContain('Venice');
    await trading.shot('journey-under-way');
    await game.testId('journey-planner-close').click();
    await game.testId('hud-journey').waitFor();
    expect((await marco.send(API_ROUTES.player.player, {})).data.inventory.silk ?? 0).toBe(0);

    // The townsman sees Marco leave the bazaar and his caravan take to the water at the quay.
    await expect.poll(async () => (await watcher.game.remotePlayers()).map((p) => p.name), { timeout: 10_000 }).not.toContain('Marco');
    await expect.poll(async () => (await caravans(watcher.game)).filter((c) => !c.own && c.visible).map((c) => c.name), { timeout: 10_000 }).toEqual(['Marco']);
    await watcher.game.shot('watches-the-caravan');
    expect((await caravans(game)).filter((c) => c.own)).toHaveLength(1);
    await trading.shot('caravan-on-the-water');

    // Out at sea (a tenth of the lane is in sight of the quay), a fifth of the way and short of the
    // lane's own check at half, an encounter: the dialog opens with its choices and its countdown.
    await advanceClock(stage.server.url, TO_VENICE_MS / 5);
    await marco.send(API_ROUTES.dev.encounter, { body: { encounterId: 'bandits-mountain-pass' } });
    await game.testId('encounter-dialog').waitFor({ timeout: 10_000 });
    // The encounter's news carries the server's time: the page sees its ship out of sight of the quay.
    await game.testId('at-sea-banner').waitFor({ timeout: 10_000 });
    expect(await game.testId('encounter-title').textContent()).toContain('Ambush in the Pass');
    expect(await game.testId('encounter-choice-parley').isDisabled()).toBe(true);
    expect(await game.testId('encounter-choices').textContent()).toContain('Requires Diplomacy level 3 (you have 1)');
    await expect.poll(() => game.testId('encounter-countdown').textContent()).toMatch(/\d/);
    await trading.shot('encounter');
    // Key 2: pay the chief's toll.
    await trading.press('2');
    await game.testId('encounter-outcome').waitFor({ timeout: 10_000 });
    expect(await game.testId('encounter-outcome-text').textContent()).toContain('The chief weighs your purse');
    await trading.shot('encounter-outcome');
    await game.testId('encounter-continue').click();

    // Arrival: Venice's harbour screen; the silk sells at the Rialto for more than it cost.
    await advanceClock(stage.server.url, TO_VENICE_MS);
    await arriveAnswering(game, TO_VENICE_MS, () => game.testId('venice-screen').isVisible());
    await trading.shot('venice');
    await game.testId('venice-market').click();
    await game.testId('trading-post').waitFor();
    await game.testId('market-row-silk').waitFor({ timeout: 15_000 });
    await game.testId('tp-inventory-silk').click();
    await trading.setQuantity('10');
    await game.testId('trade-sell').click();
    const received = parseMoney((await trading.expectTradeLog(/^Sold 10 Silk for /)).replace('Sold 10 Silk for ', ''));
    expect(received).toBeGreaterThan(paid);
    await trading.shot('venice-sold');
    await game.testId('trading-post-close').click();

    // Venice's people answer from the harbour: the banker's window opens, and closes again.
    await game.testId('venice-talk-giacomo-soranzo').click();
    await game.testId('npc-dialog').waitFor({ timeout: 10_000 });
    expect(await game.testId('npc-dialog').textContent()).toContain('Giacomo Soranzo');
    await trading.shot('venice-banker');
    await game.testId('npc-dialog-close').click();
    await game.testId('npc-dialog').waitFor({ state: 'detached' });

    // And back over the sea lane, from Venice, to the Golden Horn and the Grand Bazaar.
    await game.testId('venice-journey').click();
    await game.testId('new-journey-form').waitFor({ timeout: 10_000 });
    expect(await game.testId('journey-from').textContent()).toContain('Venice');
    await game.testId('journey-to').selectOption(String(CONSTANTINOPLE));
    await game.testId('start-journey').click();
    await expect.poll(() => toasts(game), { timeout: 10_000 }).toContain('Started journey from Venice to Constantinople');
    await game.testId('venice-screen').waitFor({ state: 'detached', timeout: 10_000 });
    await game.testId('journey-planner-close').click();
    await advanceClock(stage.server.url, TO_VENICE_MS + 60_000);
    await arriveAnswering(game, TO_VENICE_MS, async () => (await caravans(game)).length === 0);
    await expect.poll(() => trading.text('hud-location'), { timeout: 10_000 }).toBe('Constantinople');
    await expect.poll(async () => (await watcher.game.remotePlayers()).map((p) => p.name), { timeout: 10_000 }).toContain('Marco');
    await trading.shot('home-again');
    // The page renewed its session by itself after the clock ran past the token's life.
    const history = await expect.poll(async () => (await marco.request(API_ROUTES.journeys.history, {})).status, { timeout: 10_000 }).toBe(200).then(async () => (await marco.send(API_ROUTES.journeys.history, {})).data.journeys);
    expect(history.map((j) => [j.fromCity, j.toCity, j.status])).toEqual([
      ['Venice', 'Constantinople', 'completed'],
      ['Constantinople', 'Venice', 'completed'],
    ]);
    // The planner's history shows both, newest first.
    await trading.press('j');
    await game.testId('journey-tab-history').click();
    await game.testId('journey-history').waitFor({ timeout: 10_000 });
    await expect.poll(() => game.testId(`journey-history-${history[1]!.id}`).textContent()).toContain('Venice');
    await trading.shot('journey-history');
  });

  it('a trader runs the Tigris Spice Road from the trading board; a wayfarer halfway along sees the caravan pass', async () => {
    const halfway = journeyPosition(journeyRoute(BAGHDAD, CONSTANTINOPLE)!, 0.55)!;
    const wayfarer = await stage.players.inWorld('wayfarer', { name: 'Wayfarer', place: { at: 'point', x: halfway.x, y: halfway.y } });
    const sinbad = await stage.players.inWorld('sinbad', { name: 'Sinbad', place: AT_BAGHDAD_SOUK });
    const game = sinbad.game;
    const trading = new TradingPage(game);

    await trading.press('t');
    await game.testId('trading-tab-routes').click();
    await game.testId('route-start-tigris-spice-road').click();
    await game.testId('journey-planner').waitFor();
    await game.testId('journey-route').waitFor({ timeout: 10_000 });
    expect(await game.testId('journey-route').textContent()).toContain('Tigris Spice Road');
    expect(await game.testId('journey-from').textContent()).toContain('Baghdad');
    await trading.shot('route-planned');
    await game.testId('start-journey').click();
    await expect.poll(() => toasts(game), { timeout: 10_000 }).toContain('Started journey from Baghdad to Constantinople');
    await game.testId('journey-planner-close').click();

    // Halfway along the road: the wayfarer sees Sinbad's caravan where the road passes them.
    await advanceClock(stage.server.url, TIGRIS_ROAD_MS / 2);
    // Stopped at an encounter a third of the way, or halfway: the wayfarer sees it either way.
    await expect
      .poll(async () => (await caravans(wayfarer.game)).filter((c) => !c.own && c.visible && Math.hypot(c.x - halfway.x, c.y - halfway.y) < 600).map((c) => c.name), { timeout: 10_000 })
      .toEqual(['Sinbad']);
    await wayfarer.game.shot('sees-a-caravan-pass');

  });

  it('a trader turns back in sight of the quay: the caravan sails home the way it came, as long as it had sailed, with its cargo', async () => {
    const ibn = await stage.players.inWorld('ibn', { name: 'Ibn', place: AT_GRAND_BAZAAR });
    const game = ibn.game;
    const trading = new TradingPage(game);
    await startJourney(game, trading, VENICE, { 'healing-herb': 4 });
    await expect.poll(() => toasts(game), { timeout: 10_000 }).toContain('Started journey from Constantinople to Venice');
    await game.testId('current-journey').waitFor({ timeout: 10_000 });

    // Half a minute out of ten, still in sight of the quay (a tenth of the lane; its one check is
    // halfway). The page hears of the development clock's jump as a player looking back at the tab
    // would: it syncs its clock.
    await advanceClock(stage.server.url, 30_000);
    await game.page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect.poll(() => game.testId('current-journey-eta').textContent(), { timeout: 10_000 }).toMatch(/^Arrives in 9:[0-2]\d/);
    await game.testId('turn-back').click();
    await game.testId('turn-back-confirm').waitFor();
    expect(await game.testId('turn-back-confirm-message').textContent()).toMatch(/goes back to Constantinople the way it came, with what is left of its cargo: about [2-5]\d s /);
    await trading.shot('turn-back-asked');
    await game.testId('turn-back-confirm-confirm').click();
    await expect.poll(() => game.testId('current-journey-status').textContent(), { timeout: 10_000 }).toBe('Turning back');
    await expect.poll(() => game.testId('current-journey-eta').textContent(), { timeout: 10_000 }).toMatch(/^Back in \d/);
    expect(await game.testId('turn-back').count()).toBe(0);
    await trading.shot('turning-back');
    await game.testId('journey-planner-close').click();
    await expect.poll(() => game.testId('hud-journey-route').textContent()).toContain('↩ Constantinople');
    expect(await trading.text('hud-location')).toContain('On the road to Constantinople');
    expect((await caravans(game)).filter((c) => c.own)).toHaveLength(1);
    await trading.shot('turning-back-hud');
    // Still on the road: no other journey starts before the caravan is back.
    expect((await ibn.request(API_ROUTES.journeys.start, { body: { from_city: CONSTANTINOPLE, to_city: VENICE, cargo_manifest: {} } })).status).toBe(409);

    // Back as long later as it had sailed, the herbs with it.
    await advanceClock(stage.server.url, 30_000 + 1_000);
    await expect.poll(() => trading.text('hud-location'), { timeout: 15_000 }).toBe('Constantinople');
    await game.testId('hud-journey').waitFor({ state: 'detached', timeout: 10_000 });
    expect((await ibn.send(API_ROUTES.player.player, {})).data.inventory['healing-herb']).toBe(8);
    await trading.shot('back-after-turning');
  });

  it('a random event happens to a trader in the world; a choice they cannot take is refused, Choose Again, and the result shows', async () => {
    const rustam = await stage.players.inWorld('rustam', { name: 'Rustam', place: AT_GRAND_BAZAAR });
    const game = rustam.game;
    const trading = new TradingPage(game);
    const before = (await rustam.send(API_ROUTES.player.player, {})).data.totalCopper;

    await rustam.send(API_ROUTES.dev.randomEvent, { body: { kind: 'bandit' } });
    await game.testId('random-event-dialog').waitFor({ timeout: 10_000 });
    expect(await game.testId('random-event-title').textContent()).toContain('Bandits on the Road');
    expect(await game.testId('random-event-choice-reason-talk').textContent()).toContain('Requires Diplomacy level 2 (you have 1)');
    await trading.shot('random-event');

    // Key 2: pay the toll of 20 silver.
    await trading.press('2');
    await game.testId('event-result-dialog').waitFor({ timeout: 10_000 });
    expect(await game.testId('event-result-text').textContent()).toContain('You pay the toll. The riders let you pass, laughing.');
    await trading.shot('event-result');
    await game.testId('event-result-continue').click();
    await game.testId('event-result-dialog').waitFor({ state: 'detached' });
    expect((await rustam.send(API_ROUTES.player.player, {})).data.totalCopper).toBe(before - 2_000);

    // At a festival in Samarkand a stall in the bazaar is open to the trader; walked out of the city, the server refuses it.
    await rustam.place({ at: 'market', cityId: SAMARKAND });
    await rustam.send(API_ROUTES.dev.randomEvent, { body: { kind: 'local-festival' } });
    await game.testId('random-event-dialog').waitFor({ timeout: 10_000 });
    expect(await game.testId('random-event-choice-stall').isEnabled()).toBe(true);
    await rustam.place({ at: 'market', cityId: CONSTANTINOPLE });
    await game.testId('random-event-choice-stall').click();
    await game.testId('random-event-refusal').waitFor({ timeout: 10_000 });
    expect(await game.testId('random-event-refusal-text').textContent()).toContain('Cannot Complete Action: You do not meet the requirements for this choice.');
    await trading.shot('random-event-refused');
    await game.testId('random-event-choose-again').click();
    await game.testId('random-event-choice-watch').click();
    await game.testId('event-result-dialog').waitFor({ timeout: 10_000 });
    expect(await game.testId('event-result-text').textContent()).toContain('You dance, eat and make friends among the townsfolk.');
  });
});

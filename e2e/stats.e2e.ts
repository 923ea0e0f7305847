import { describe, expect, it } from 'vitest';
import { achievementById, achievementUnlockedText, ACHIEVEMENTS, API_ROUTES, formatCoins, START_OVER_TEXT, STATISTIC_GROUPS } from '@silkroad/shared';
import { eventually } from './pages/game-page';
import { StatsPage } from './pages/stats-page';
import { parseMoney, TradingPage } from './pages/trading-page';
import { PHONE_SIDEWAYS } from './support/players';
import { sendRouteAsPage } from './support/session';
import { freshServerEachTest } from './support/stage';

const CONSTANTINOPLE = 1;
const AT_GRAND_BAZAAR = { at: 'market', cityId: CONSTANTINOPLE } as const;
const FIRST_TRADE = achievementById('first_trade')!;
/** The achievement notification stays this long (002 §9), give or take the page's timers. */
const ACHIEVEMENT_TOAST_MS = 5_000;

// Each test has a server of its own, with achievements on: they and the statistics are counted from a clean ledger.

const stage = freshServerEachTest({ devMode: true, achievements: true });

describe('the Player Stats window and the achievements, in a real browser against the real server', () => {
  it('C opens Player Stats on the Overview; Skills, Achievements and Statistics each show theirs; the X closes it', async () => {
    const player = await stage.players.inWorld('stats', { name: 'Ibn Battuta' });
    const stats = new StatsPage(player.game);
    const trading = new TradingPage(player.game);
    const server = await trading.serverPlayer();

    await stats.open();
    await stats.panel('overview').waitFor();
    expect(await stats.text('stats-level')).toBe('1');
    expect(await stats.text('stats-name')).toBe('Ibn Battuta');
    expect(await stats.text('stats-title')).toBe('Novice Trader');
    expect(await stats.text('stats-purse')).toBe(formatCoins(server.totalCopper));
    await expect.poll(() => stats.text('stats-achievements')).toBe(`0 / ${ACHIEVEMENTS.length}`);
    // The profession switcher and the levels stay on the Overview.
    await player.game.testId('profession-levels').waitFor();
    await expect.poll(() => player.game.testId('stats-activity').textContent()).toMatch(/Recent activity/);
    expect(await player.game.testId('reset-stats').isEnabled()).toBe(true);
    await stats.shot('player-stats-overview');

    await stats.show('skills');
    expect(await player.game.page.locator('.stats-skill').count()).toBe(6);
    expect(await stats.text('stats-skill-trading-level')).toBe('Level 1');
    await stats.shot('player-stats-skills');

    // From the keyboard: the arrows move between the tabs.
    await stats.tab('skills').focus();
    await player.game.page.keyboard.press('ArrowRight');
    await stats.panel('achievements').waitFor();
    expect(await stats.tab('achievements').getAttribute('aria-selected')).toBe('true');
    await player.game.testId('achievement-first_trade').waitFor();
    expect(await player.game.page.locator('.stats-achievement').count()).toBe(ACHIEVEMENTS.length);
    expect(await player.game.page.locator('.stats-achievement.is-unlocked').count()).toBe(0);
    await stats.shot('player-stats-achievements');
    await player.game.testId('achievement-filter-wealth').click();
    const wealth = ACHIEVEMENTS.filter((definition) => definition.category === 'Wealth');
    await expect.poll(() => player.game.page.locator('.stats-achievement').count()).toBe(wealth.length);
    expect(await player.game.testId('achievement-filter-wealth').getAttribute('aria-pressed')).toBe('true');
    await stats.shot('player-stats-achievements-wealth');

    await stats.show('statistics');
    for (const group of STATISTIC_GROUPS) await player.game.testId(`stats-group-${group.id}`).waitFor();
    expect(await player.game.testId('stat-tradesMade').textContent()).toBe('Market trades0');
    await stats.shot('player-stats-statistics');

    await stats.closeWithCross();
  });

  it('a first trade unlocks First Trade: a gold toast for 5 s with its fanfare, the reward in the purse, the tab shows it unlocked and the statistics one trade', async () => {
    const player = await stage.players.inWorld('first-trade', { place: AT_GRAND_BAZAAR });
    const { game } = player;
    const stats = new StatsPage(game);
    const trading = new TradingPage(game);
    // Entering the world was the gesture the browser wants before it plays sound.
    const before = await eventually(() => stats.sound(), (probe) => probe?.state === 'running' && probe.ready.includes('achievement'));
    const startCopper = (await trading.serverPlayer()).totalCopper;

    await trading.openTradingPost();
    await trading.selectMarketItem('amber');
    await trading.setQuantity('1');
    await game.testId('trade-buy').click();
    const paid = parseMoney((await trading.expectTradeLog(/^Bought 1 Amber for /)).replace('Bought 1 Amber for ', ''));

    const toast = stats.achievementToasts();
    await toast.waitFor({ timeout: 10_000 });
    const shownAt = Date.now();
    expect(await toast.textContent()).toContain(achievementUnlockedText(FIRST_TRADE.name));
    // The trophy is drawn (an emoji would be an empty box without a colour emoji font).
    expect(await toast.locator('.toast-icon svg').count()).toBe(1);
    await expect.poll(async () => (await stats.sound())?.played.achievement ?? 0).toBe((before?.played.achievement ?? 0) + 1);
    await trading.shot('achievement-toast');
    await toast.waitFor({ state: 'detached', timeout: ACHIEVEMENT_TOAST_MS + 3_000 });
    expect(Date.now() - shownAt).toBeGreaterThan(ACHIEVEMENT_TOAST_MS - 1_500);

    // The reward went through the ledger: the purse holds it, and the window shows the server's purse.
    const after = await trading.serverPlayer();
    expect(after.totalCopper).toBe(startCopper - paid + FIRST_TRADE.rewards.copper);
    await trading.press('Escape');
    await game.testId('trading-post').waitFor({ state: 'detached' });
    await stats.open();
    await expect.poll(() => stats.text('stats-purse')).toBe(formatCoins(after.totalCopper));
    await expect.poll(() => stats.text('stats-achievements')).toBe(`1 / ${ACHIEVEMENTS.length}`);
    await expect.poll(() => game.testId('stats-activity').textContent()).toContain(achievementUnlockedText(FIRST_TRADE.name));
    await stats.shot('player-stats-after-first-trade');

    await stats.show('achievements');
    const card = game.testId('achievement-first_trade');
    await expect.poll(() => card.getAttribute('data-unlocked')).toBe('true');
    expect(await stats.text('achievement-first_trade-state')).toMatch(/^Unlocked \d{1,2} [A-Z][a-z]{2} \d{4}$/);
    const { data } = await sendRouteAsPage(game.page, API_ROUTES.progress.achievements, {});
    expect(data.achievements.find((achievement) => achievement.id === 'first_trade')).toMatchObject({ unlocked: true, progress: 1 });
    await game.testId('achievement-filter-trading').click();
    await stats.shot('player-stats-first-trade-unlocked');

    await stats.show('statistics');
    await expect.poll(() => game.testId('stat-tradesMade').textContent()).toBe('Market trades1');
    expect(await game.testId('stat-unitsBought').textContent()).toBe('Goods bought1');
    expect(await game.testId('stat-copperSpent').textContent()).toBe(`Spent at the markets${formatCoins(paid)}`);
    await stats.shot('player-stats-statistics-one-trade');
  });

  it('Start over asks first; confirmed, the character starts again and the button waits out the cooldown', async () => {
    const player = await stage.players.inWorld('start-over');
    const { game } = player;
    const stats = new StatsPage(game);
    await stats.open();
    const button = game.testId('reset-stats');
    await button.waitFor();

    // Cancel backs out, and the window stays.
    await button.click();
    await game.testId('reset-stats-confirm').waitFor();
    await game.testId('reset-stats-confirm-cancel').click();
    await game.testId('reset-stats-confirm').waitFor({ state: 'detached' });
    expect(await stats.window().isVisible()).toBe(true);

    await button.click();
    expect(await stats.text('reset-stats-confirm-message')).toBe(START_OVER_TEXT);
    await stats.shot('start-over-confirm');
    await game.testId('reset-stats-confirm-confirm').click();
    await game.testId('reset-stats-confirm').waitFor({ state: 'detached' });
    await expect.poll(() => game.page.locator('.toast').allTextContents()).toContainEqual(expect.stringContaining('You start over at level 1'));
    // The stats read again carry the cooldown: the button waits, and says for how long.
    await expect.poll(() => button.isDisabled()).toBe(true);
    await expect.poll(() => stats.text('reset-stats-note')).toMatch(/^Available again in (59|60) minutes$/);
    expect(await stats.text('stats-level')).toBe('1');
    await stats.shot('start-over-cooldown');
  });

  it('on a phone held sideways the tabs and filters are a finger’s size and answer taps', async () => {
    const player = await stage.players.inWorld('phone-stats', { device: PHONE_SIDEWAYS });
    const stats = new StatsPage(player.game);
    await stats.open();
    await stats.panel('overview').waitFor();
    // Polled: the window scales in as it opens, and its controls measure a little short until it has.
    const small = async (selector: string) =>
      (await player.game.page.locator(selector).evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().height))).filter((height) => height < 44);
    await expect.poll(() => small('.stats-tab')).toEqual([]);
    await stats.shot('player-stats-phone');
    await stats.show('achievements', 'tap');
    await player.game.testId('achievement-filter-trading').tap();
    await expect.poll(() => player.game.testId('achievement-filter-trading').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => small('.stats-filter')).toEqual([]);
    await stats.shot('player-stats-phone-achievements');
    await stats.show('statistics', 'tap');
    await stats.shot('player-stats-phone-statistics');
  });
});

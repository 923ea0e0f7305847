import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { isNpcOpen, npcById, QUEST_TEXT } from '@silkroad/shared';
import { TradingPage } from './pages/trading-page';
import { advanceClock } from './support/dev-clock';
import { freshServerEachTest } from './support/stage';

/** The innkeeper by the Golden Horn, who starts every trader's story, and the merchant she sends them to. */
const INNKEEPER = npcById('eudokia-xiphilina')!;
const MERCHANT = npcById('nikephoros-kamateros')!;
/** The banker of Constantinople and the oracle of Samarkand. */
const BANKER = npcById('leo-argyros')!;
const ORACLE = npcById('nasir-the-star-reader')!;
/** A craftsman of Constantinople and a caravan master of Samarkand who hires out guides. */
const GOLDSMITH = npcById('theophilos-the-goldsmith')!;
const CARAVANEER = npcById('jalal-the-caravan-master')!;
const FIRST_QUEST = 'a-stranger-in-the-city';
const NEXT_QUEST = 'first-purchase';
/** A step south of an NPC: in their reach, nearer to them than to anything else E uses. */
const besides = (npc: typeof INNKEEPER) => ({ x: npc.position!.x + 14, y: npc.position!.y + 26 });


const stage = freshServerEachTest({ devMode: true });

/** Waits (3 s at most) until no finite CSS animation runs: a toast slid in, a window opened. */
async function animationsDone(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY), undefined, { timeout: 3_000 })
    .catch(() => undefined);
}

describe('quests, in a real browser against the real server', () => {
  it('a new trader takes the innkeeper’s quest, greets the merchant, hands it in for the reward and finds the next in the quest log', async () => {
    // The browser tests' servers start in a late morning; a game hour on, both are surely open.
    const time = await advanceClock(stage.server.url, 10 * 60_000);
    expect(isNpcOpen(MERCHANT, time.timeOfDay) && isNpcOpen(INNKEEPER, time.timeOfDay)).toBe(true);
    const player = await stage.players.inWorld('newcomer', { name: 'Newcomer', place: { at: 'point', ...besides(INNKEEPER) } });
    const game = player.game;
    const trader = new TradingPage(game);
    const dialogTitle = async () => ((await game.page.locator('#npc-dialog-title').textContent()) ?? '').trim();
    await game.cameraSettled();
    await game.focusWorld();
    await expect.poll(() => game.testId('hud-quests').getAttribute('data-active'), { timeout: 10_000 }).toBe('0');

    // E by the innkeeper: her window, with her greeting and her quest.
    await game.talk();
    await game.testId('npc-dialog').waitFor({ timeout: 10_000 });
    expect(await game.testId('npc-dialog').getAttribute('aria-labelledby')).toBe('npc-dialog-title');
    expect(await dialogTitle()).toBe(INNKEEPER.name);
    expect(await trader.text('npc-greeting')).toContain(INNKEEPER.dialogue.greeting);
    await game.testId(`quest-accept-${FIRST_QUEST}`).waitFor({ timeout: 10_000 });
    expect(await trader.text(`npc-quest-${FIRST_QUEST}`)).toContain('A Stranger in the City');
    await trader.shot('innkeeper-offers');
    await game.testId(`quest-accept-${FIRST_QUEST}`).click();
    await expect.poll(() => game.testId(`npc-quest-${FIRST_QUEST}`).getAttribute('data-status'), { timeout: 10_000 }).toBe('active');
    await expect.poll(() => game.testId('hud-quests').getAttribute('data-active')).toBe('1');
    await trader.shot('quest-accepted');
    // Escape closes the window.
    await trader.press('Escape');
    await game.testId('npc-dialog').waitFor({ state: 'detached' });

    // Up to the merchant's stall; E talks to him: his counter, and the visit counts.
    await trader.walkTo(besides(MERCHANT));
    await game.focusWorld();
    await game.talk();
    await game.testId('npc-dialog').waitFor({ timeout: 10_000 });
    expect(await dialogTitle()).toBe(MERCHANT.name);
    await game.testId('npc-panel-stock').waitFor();
    await game.page.locator('[data-testid^="npc-stock-"]').first().waitFor({ timeout: 10_000 });
    await expect.poll(() => game.testId('hud-quests').getAttribute('data-ready'), { timeout: 10_000 }).toBe('1');
    await trader.shot('merchant-counter');
    await trader.press('Escape');
    await game.testId('npc-dialog').waitFor({ state: 'detached' });

    // Back to the inn: Claim Reward, and the purse grows by the reward.
    const before = (await trader.serverPlayer()).totalCopper;
    await trader.walkTo(besides(INNKEEPER));
    await game.focusWorld();
    await game.talk();
    await game.testId(`quest-claim-${FIRST_QUEST}`).waitFor({ timeout: 10_000 });
    await trader.shot('ready-to-claim');
    await game.testId(`quest-claim-${FIRST_QUEST}`).click();
    await expect.poll(async () => (await trader.serverPlayer()).totalCopper, { timeout: 10_000 }).toBe(before + 2_000);
    await expect.poll(() => game.testId('hud-quests').getAttribute('data-active'), { timeout: 10_000 }).toBe('0');
    await expect.poll(async () => (await game.testId('notification-toast').allTextContents()).join('\n')).toContain('Quest complete: A Stranger in the City');
    await trader.expectHudMatchesServer();
    await trader.shot('reward-claimed');
    await trader.press('Escape');

    // The chain goes on at the merchant's: he has the next quest; taken, the quest log (Q) shows it with its progress.
    await trader.walkTo(besides(MERCHANT));
    await game.focusWorld();
    await game.talk();
    await game.testId(`quest-accept-${NEXT_QUEST}`).waitFor({ timeout: 10_000 });
    await game.testId(`quest-accept-${NEXT_QUEST}`).click();
    await expect.poll(() => game.testId('hud-quests').getAttribute('data-active'), { timeout: 10_000 }).toBe('1');
    await trader.press('Escape');
    await game.testId('npc-dialog').waitFor({ state: 'detached' });
    await game.focusWorld();
    await trader.press('q');
    await game.testId('quest-log').waitFor();
    await game.testId(`quest-log-${NEXT_QUEST}`).waitFor({ timeout: 10_000 });
    expect(await trader.text(`quest-log-${NEXT_QUEST}`)).toContain(`${MERCHANT.name}, Constantinople`);
    expect(await trader.text(`quest-log-${NEXT_QUEST}-progress-0`)).toBe('0 / 5');
    await trader.shot('quest-log');

    // Abandoned, after the confirmation, it leaves the log.
    await game.testId(`quest-abandon-${NEXT_QUEST}`).click();
    await game.testId('quest-abandon-confirm').waitFor();
    expect(await trader.text('quest-abandon-confirm-message')).toBe(QUEST_TEXT.abandonConfirm);
    await game.testId('quest-abandon-confirm-confirm').click();
    await game.testId('quest-log-empty').waitFor({ timeout: 10_000 });
    await trader.shot('quest-log-empty');
    await trader.press('q');
    await game.testId('quest-log').waitFor({ state: 'detached' });
  });

  it('a trader buys at the merchant’s counter, keeps coin in the banker’s vault, and hears a true clue from the oracle of Samarkand', async () => {
    const player = await stage.players.inWorld('customer', { name: 'Customer', place: { at: 'point', ...besides(MERCHANT) } });
    const game = player.game;
    const trader = new TradingPage(game);
    await game.cameraSettled();
    await game.focusWorld();

    // The merchant's counter: one bale of silk, paid from the purse, one fewer on the counter.
    await game.talk();
    await game.testId('npc-stock-silk').waitFor({ timeout: 10_000 });
    const left = Number((await trader.text('npc-left-silk')).replace(/\D/g, ''));
    const before = await trader.serverPlayer();
    await game.testId('npc-buy-silk').click();
    await expect.poll(() => trader.text('npc-left-silk'), { timeout: 10_000 }).toBe(`${left - 1} left`);
    const after = await trader.serverPlayer();
    expect(after.inventory.silk ?? 0).toBe((before.inventory.silk ?? 0) + 1);
    expect(after.totalCopper).toBeLessThan(before.totalCopper);
    await trader.shot('bought-silk');
    // More than the counter holds is not offered.
    await game.testId('npc-qty-silk').fill(String(left + 5));
    expect(await game.testId('npc-buy-silk').isDisabled()).toBe(true);
    await trader.press('Escape');
    await game.testId('npc-dialog').waitFor({ state: 'detached' });

    // The banker's vault: 50 silver in, less the storage fee from the purse.
    await player.place({ at: 'point', ...besides(BANKER) });
    await game.focusWorld();
    await game.talk();
    await game.testId('npc-vault').waitFor({ timeout: 10_000 });
    await expect.poll(() => trader.text('npc-vault-copper'), { timeout: 10_000 }).toBe('0c');
    await game.testId('npc-vault-amount').fill('5000');
    await game.testId('npc-vault-deposit').click();
    await expect.poll(() => trader.text('npc-vault-copper'), { timeout: 10_000 }).toBe('50s');
    expect(await trader.text('npc-note')).not.toBe('');
    await trader.shot('vault');
    await trader.press('Escape');

    // A craftsman's window is his crafting: the master crafter's commission.
    await player.place({ at: 'point', ...besides(GOLDSMITH) });
    await game.focusWorld();
    await game.talk();
    await game.testId('npc-panel-craft').waitFor({ timeout: 10_000 });
    await game.testId('commission-panel').waitFor();
    // Advanced crafting wants appraisal 2: greyed with the gate's words.
    // (The row is also disabled while the window's first read is under way, so wait for the words.)
    await expect
      .poll(() => trader.text('npc-service-advanced-crafting'), { timeout: 10_000 })
      .toContain('Appraisal skill too low (Requires Appraisal 2)');
    expect(await game.testId('npc-service-advanced-crafting').isDisabled()).toBe(true);
    await trader.shot('craftsman');
    await trader.press('Escape');

    // Samarkand's oracle: Consult the Stars, a clue on screen and as a notification.
    await player.place({ at: 'point', ...besides(ORACLE) });
    await game.focusWorld();
    await game.talk();
    await game.testId('oracle-ask').waitFor({ timeout: 10_000 });
    await expect.poll(() => game.testId('oracle-ask').isEnabled(), { timeout: 10_000 }).toBe(true);
    await game.testId('oracle-ask').click();
    await game.testId('oracle-clue').waitFor({ timeout: 10_000 });
    const clue = await trader.text('oracle-clue');
    expect(clue.length).toBeGreaterThan(10);
    await expect.poll(async () => (await game.testId('notification-toast').allTextContents()).join('\n')).toContain(clue);
    await expect.poll(() => game.testId('hud-rumours').getAttribute('data-unread'), { timeout: 10_000 }).toBe('1');
    // The clue's toast has slid in above the window and the world's labels.
    await animationsDone(game.page);
    await trader.shot('oracle-clue');
    await trader.press('Escape');
    await game.testId('npc-dialog').waitFor({ state: 'detached' });
    // The window covered the HUD; closed, the rumour count shows the clue unread, the toast still up (10 s).
    expect(await game.testId('notification-toast').allTextContents()).toContainEqual(expect.stringContaining(clue));
    await trader.shot('oracle-rumour-count');

    // The caravan master hires out a guide for the next journey, at his price.
    await player.place({ at: 'point', ...besides(CARAVANEER) });
    await game.focusWorld();
    await game.talk();
    await expect.poll(() => game.testId('npc-service-hire-guide').isEnabled(), { timeout: 10_000 }).toBe(true);
    expect(await trader.text('npc-service-hire-guide')).toContain('50s');
    const unhired = (await trader.serverPlayer()).totalCopper;
    await game.testId('npc-service-hire-guide').click();
    await expect.poll(async () => (await trader.serverPlayer()).totalCopper, { timeout: 10_000 }).toBe(unhired - 5_000);
    await game.testId('npc-note').waitFor();
    await trader.shot('hired-guide');
    // A second guide for the same journey is refused in the server's words.
    await game.testId('npc-service-hire-guide').click();
    await expect.poll(() => trader.text('npc-note'), { timeout: 10_000 }).toContain('Already hired for your next journey');
    // Walking away ends the conversation: the window closes.
    await trader.walkTo({ x: CARAVANEER.position!.x + 14, y: CARAVANEER.position!.y - 110 });
    await game.testId('npc-dialog').waitFor({ state: 'detached', timeout: 10_000 });
    // The rumour count opens the log, where the clue is kept and marked read.
    await game.testId('hud-rumours').click();
    await game.testId('quest-log-rumours').waitFor();
    expect(await trader.text('quest-log-rumours')).toContain(clue);
    await expect.poll(() => game.testId('hud-rumours').getAttribute('data-unread'), { timeout: 10_000 }).toBe('0');
    await trader.shot('rumours');
  });
});

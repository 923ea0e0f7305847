import { describe, expect, it } from 'vitest';
import { API_ROUTES, journeyDurationMs, npcById } from '@silkroad/shared';
import { HOME_WORKSHOP } from '../desktop/renderer/src/game/farm/farm-layout';
import { FarmPage } from './pages/farm-page';
import type { GamePage } from './pages/game-page';
import { TouchPage, type Target } from './pages/touch-page';
import { TradingPage } from './pages/trading-page';
import { advanceClock } from './support/dev-clock';
import { PHONE_SIDEWAYS, PHONE_UPRIGHT } from './support/players';
import { freshServerEachTest } from './support/stage';

/** The innkeeper by the Golden Horn, whose quest a new trader takes. */
const INNKEEPER = npcById('eudokia-xiphilina')!;
/** A step south of her: in her reach, nearer to her than to anything else E uses. */
const BY_THE_INNKEEPER = { x: INNKEEPER.position!.x + 14, y: INNKEEPER.position!.y + 26 };
const FIRST_QUEST = 'a-stranger-in-the-city';
const VENICE = 5;
/** Constantinople to Venice by the sea lane: 30 units. */
const TO_VENICE_MS = journeyDurationMs(30);

const stage = freshServerEachTest({ devMode: true });

/**
 * What a finger meets on one screen: a shot of it, and every control in `within` (the window)
 * that is smaller than a fingertip, cannot be brought on screen, or lies under something else.
 * Collected, not thrown, so one run lists every screen's faults.
 */
class PhoneScreens {
  readonly faults: string[] = [];
  readonly touch: TouchPage;

  constructor(readonly game: GamePage) {
    this.touch = new TouchPage(game);
  }

  async check(name: string, within: string): Promise<void> {
    // Windows rise and fade in: the picture and the measures once they stand still.
    await this.game.page.waitForFunction(
      (within) =>
        Array.from(document.querySelectorAll(within)).every((root) =>
          root.getAnimations({ subtree: true }).every((animation) => {
            const timing = animation.effect?.getComputedTiming();
            // A transition (a progress bar easing on each tick) or a long or endless animation is a state, not an entrance.
            return !(animation instanceof CSSAnimation) || animation.playState !== 'running' || timing?.iterations === Infinity || Number(timing?.duration) > 1_000;
          }),
        ),
      within,
      { timeout: 5_000 },
    );
    await this.game.afterFrames(2);
    await this.game.shot(name);
    const list = (kind: string, targets: Target[]) => {
      for (const t of targets) this.faults.push(`${name}: ${kind} ${t.what} at ${Math.round(t.x)},${Math.round(t.y)} ${Math.round(t.width)}x${Math.round(t.height)}`);
    };
    list('small', await this.touch.smallTargets());
    list('off screen', await this.touch.unreachableTargets(within));
    list('covered', await this.touch.coveredTargets(within));
  }

  /** Opens a window by its touch-bar button, checks it, and closes it by its cross. */
  async window(kind: string, testId: string, ready?: string): Promise<void> {
    await this.game.testId('touch-window-bar').waitFor();
    await this.touch.tap(`touch-window-${kind}`);
    await this.game.testId(testId).waitFor();
    if (ready) await this.game.testId(ready).first().waitFor({ timeout: 15_000 });
    await this.check(kind, `[data-testid="${testId}"]`);
    await this.touch.tap(`${testId}-x`);
    await this.game.testId(testId).waitFor({ state: 'detached' });
  }
}

describe('every screen on a phone held sideways, with a finger, in a real browser against the real server', () => {
  it('the NPC window, the quest log, every window of the touch bar, a random event, a profession popup, the Journey Planner, an encounter and Venice', async () => {
    // An hour of game time on from the late morning the servers start in: the innkeeper is surely open.
    await advanceClock(stage.server.url, 10 * 60_000);
    const player = await stage.players.inWorld('phone', { device: PHONE_SIDEWAYS, place: { at: 'point', ...BY_THE_INNKEEPER } });
    const { game } = player;
    const screens = new PhoneScreens(game);
    const { touch } = screens;
    const trader = new TradingPage(game);

    // The innkeeper's window by the E button: accept her quest with a tap, close with the window's own button.
    await expect.poll(() => trader.text('touch-use'), { timeout: 10_000 }).toBe('ETalk');
    await screens.check('world', 'body');
    await touch.tap('touch-use');
    await game.testId('npc-dialog').waitFor({ timeout: 10_000 });
    await game.testId(`quest-accept-${FIRST_QUEST}`).waitFor({ timeout: 10_000 });
    await screens.check('npc-window', '[data-testid="npc-dialog"]');
    await touch.tap(`quest-accept-${FIRST_QUEST}`);
    await expect.poll(() => game.testId(`npc-quest-${FIRST_QUEST}`).getAttribute('data-status'), { timeout: 10_000 }).toBe('active');
    await touch.tap('npc-dialog-close');
    await game.testId('npc-dialog').waitFor({ state: 'detached' });

    // Each window of the bar, opened by its button and closed by its cross.
    await screens.window('quests', 'quest-log', `quest-log-${FIRST_QUEST}`);
    await screens.window('inventory', 'inventory-window');
    await screens.window('professions', 'professions-window');
    await screens.window('stats', 'stats-window');
    await screens.window('help', 'help-window');
    await screens.window('settings', 'settings-window');
    await screens.window('trading', 'trading-panel');
    // The market overview is a popup with a Close button of its own.
    await touch.tap('touch-window-market-overview');
    await game.testId('market-overview').waitFor();
    await game.page.locator('[data-testid^="overview-row-"]').first().waitFor({ timeout: 15_000 });
    await screens.check('market-overview', '[data-testid="market-overview"]');
    await touch.tap('market-overview-close');
    await game.testId('market-overview').waitFor({ state: 'detached' });

    // A random event: its choices, then its result, answered with taps.
    await player.send(API_ROUTES.dev.randomEvent, { body: { kind: 'bandit' } });
    await game.testId('random-event-dialog').waitFor({ timeout: 10_000 });
    await screens.check('random-event', '[data-testid="random-event-dialog"]');
    await touch.tap('random-event-choice-pay');
    await game.testId('event-result-dialog').waitFor({ timeout: 10_000 });
    await screens.check('event-result', '[data-testid="event-result-dialog"]');
    await touch.tap('event-result-continue');
    await game.testId('event-result-dialog').waitFor({ state: 'detached' });

    // A profession site: the E button opens its popup.
    await player.place({ at: 'site', siteId: 'varangian-forge-yard' });
    await expect.poll(() => trader.text('touch-use'), { timeout: 10_000 }).toBe('EBlacksmith');
    await touch.tap('touch-use');
    await game.testId('profession-popup-blacksmithing').waitFor();
    await game.page.locator('[data-testid="profession-popup-blacksmithing"] [data-testid^="profession-action-"]').first().waitFor({ timeout: 15_000 });
    await screens.check('profession-popup', '[data-testid="profession-popup-blacksmithing"]');
    await touch.tap('profession-popup-blacksmithing-x');
    await game.testId('profession-popup-blacksmithing').waitFor({ state: 'detached' });

    // The Journey Planner from the Grand Bazaar: choose Venice and start with taps.
    await player.place({ at: 'market', cityId: 1 });
    await touch.tap('touch-window-journey');
    await game.testId('new-journey-form').waitFor({ timeout: 10_000 });
    await game.testId('journey-to').selectOption(String(VENICE));
    await expect.poll(() => game.testId('start-journey').isEnabled()).toBe(true);
    await screens.check('journey-planner', '[data-testid="journey-planner"]');
    await touch.tap('start-journey');
    await game.testId('current-journey').waitFor({ timeout: 10_000 });
    await screens.check('journey-under-way', '[data-testid="journey-planner"]');
    await touch.tap('journey-planner-x');
    await game.testId('journey-planner').waitFor({ state: 'detached' });

    // An encounter at sea, a fifth of the way (short of the lane's own check at half): a choice by tap, then Continue.
    await advanceClock(stage.server.url, TO_VENICE_MS / 5);
    await player.send(API_ROUTES.dev.encounter, { body: { encounterId: 'bandits-mountain-pass' } });
    await game.testId('encounter-dialog').waitFor({ timeout: 10_000 });
    await screens.check('encounter', '[data-testid="encounter-dialog"]');
    await game.page.locator('button[data-testid^="encounter-choice-"]:enabled').first().tap();
    await game.testId('encounter-outcome').waitFor({ timeout: 10_000 });
    await screens.check('encounter-outcome', '[data-testid="encounter-dialog"]');
    await touch.tap('encounter-continue');
    await game.testId('encounter-dialog').waitFor({ state: 'detached' });

    // Arrival in Venice: the harbour screen, and its market by a tap.
    await advanceClock(stage.server.url, TO_VENICE_MS + 10 * 60_000);
    await expect
      .poll(
        async () => {
          if (await game.testId('encounter-continue').isVisible().catch(() => false)) {
            await touch.tap('encounter-continue').catch(() => undefined);
            await advanceClock(stage.server.url, TO_VENICE_MS + 10 * 60_000);
          } else if (await game.testId('encounter-dialog').isVisible().catch(() => false)) await game.page.locator('button[data-testid^="encounter-choice-"]:enabled').first().tap();
          return game.testId('venice-screen').isVisible();
        },
        { timeout: 40_000, interval: 500 },
      )
      .toBe(true);
    await screens.check('venice', '[data-testid="venice-screen"]');
    await touch.tap('venice-market');
    await game.testId('trading-post').waitFor();
    await game.testId('trading-post-x').waitFor();
    await touch.tap('trading-post-x');
    await game.testId('trading-post').waitFor({ state: 'detached' });
    await touch.tap('venice-journey');
    await game.testId('journey-planner').waitFor();
    await touch.tap('journey-planner-x');
    await game.testId('journey-planner').waitFor({ state: 'detached' });

    expect(screens.faults).toEqual([]);
    expect(game.policyViolations).toEqual([]);
  });

  it('the sign-in screen upright and sideways, the name dialog, and the workshop on the farm', async () => {
    // Nobody signed in: the sign-in screen, held upright (the game asks to turn the phone) and sideways.
    const upright = await stage.players.visitor('phone-upright', PHONE_UPRIGHT);
    await upright.open(stage.server.url);
    await upright.testId('orientation-hint').waitFor({ timeout: 20_000 });
    await upright.shot('orientation-hint');
    await upright.testId('orientation-hint').tap();
    await upright.testId('auth-signin-button').waitFor({ timeout: 20_000 });
    const uprightScreens = new PhoneScreens(upright);
    await uprightScreens.check('sign-in', 'body');

    const sideways = await stage.players.visitor('phone-sideways', PHONE_SIDEWAYS);
    await sideways.open(stage.server.url);
    await sideways.testId('auth-signin-button').waitFor({ timeout: 20_000 });
    const sidewaysScreens = new PhoneScreens(sideways);
    await sidewaysScreens.check('sign-in', 'body');

    // Signed in without a name: the name dialog, typed into and answered with a tap.
    const unnamed = await stage.players.signedIn('phone-name', { device: PHONE_SIDEWAYS, name: null });
    const naming = new PhoneScreens(unnamed.game);
    await unnamed.game.typeName(`Thumb ${process.pid % 1000}`);
    await expect.poll(() => unnamed.game.nameStatus(), { timeout: 10_000 }).toContain('Name is available!');
    await naming.check('name-dialog', '[data-testid="name-dialog"]');
    await naming.touch.tap('name-submit');
    await unnamed.game.testId('character-management').waitFor({ timeout: 10_000 });
    await naming.check('character-management', 'body');

    // The workshop: off the farm's road, through its door by taps; its panels answer taps.
    const smith = await stage.players.inWorld('phone-smith', { device: PHONE_SIDEWAYS, place: { at: 'farm' } });
    const { game } = smith;
    const screens = new PhoneScreens(game);
    const farm = new FarmPage(game, new TradingPage(game), stage.server.url);
    await farm.waitForScene('farm');
    await screens.touch.walkByTaps({ x: 950, y: 290 });
    await screens.touch.walkByTaps({ x: HOME_WORKSHOP.x - 90, y: HOME_WORKSHOP.y + HOME_WORKSHOP.height / 2 });
    await screens.touch.tapWorld({ x: HOME_WORKSHOP.x - 20, y: HOME_WORKSHOP.y + HOME_WORKSHOP.height / 2 });
    await game.page.waitForFunction(() => window.__silkroadWorkshop?.open() === true, undefined, { timeout: 15_000 });
    await game.testId('workshop-scene-panels').waitFor();
    await game.page.waitForFunction(() => window.__silkroadWorkshop?.fadedIn() === true, undefined, { timeout: 5_000 });
    await screens.check('workshop', 'body');
    await screens.touch.tap('workshop-tab-shop');
    await game.testId('bench-shop').waitFor();
    await screens.check('workshop-shop', 'body');
    await screens.touch.tap('workshop-tab-crafting');
    await screens.check('workshop-crafting', 'body');
    // No touch bar over the floor: the workshop's own bar has the keys its hint names.
    expect(await game.testId('touch-window-bar').count()).toBe(0);
    await screens.touch.tap('workshop-inventory');
    await game.testId('inventory-window').waitFor();
    await screens.check('workshop-inventory', '[data-testid="inventory-window"]');
    await screens.touch.tap('inventory-window-x');
    await game.testId('inventory-window').waitFor({ state: 'detached' });
    await screens.touch.tap('workshop-exit');
    await game.page.waitForFunction(() => window.__silkroadWorkshop?.open() !== true, undefined, { timeout: 15_000 });

    expect([...uprightScreens.faults, ...sidewaysScreens.faults, ...naming.faults, ...screens.faults]).toEqual([]);
  });
});

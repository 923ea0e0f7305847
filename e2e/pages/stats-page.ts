import { expect } from 'vitest';
import type { SoundProbe } from '../../desktop/renderer/src/audio/sound-probe';
import type { StatsTab } from '../../desktop/renderer/src/ui/stats/stats-texts';
import type { GamePage } from './game-page';

/** The Player Stats window as a player uses it: C opens and closes it, its tabs are clicked or tapped. */
export class StatsPage {
  constructor(readonly game: GamePage) {}

  private get page() {
    return this.game.page;
  }

  window() {
    return this.game.testId('stats-window');
  }

  /** C, with nothing focused that would take the key as typing. */
  async open(): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.press('c');
    await this.window().waitFor();
  }

  async closeWithCross(): Promise<void> {
    await this.game.testId('stats-window-x').click();
    await this.window().waitFor({ state: 'detached' });
  }

  tab(tab: StatsTab) {
    return this.game.testId(`stats-tab-${tab}`);
  }

  panel(tab: StatsTab) {
    return this.game.testId(`stats-panel-${tab}`);
  }

  /** Clicks a tab (or taps it on a touch screen) and waits for its panel. */
  async show(tab: StatsTab, how: 'click' | 'tap' = 'click'): Promise<void> {
    await (how === 'tap' ? this.tab(tab).tap() : this.tab(tab).click());
    await this.panel(tab).waitFor();
  }

  async text(testId: string): Promise<string> {
    return ((await this.game.testId(testId).textContent()) ?? '').trim();
  }

  /** The toasts on screen of the achievement type (gold, with the trophy). */
  achievementToasts() {
    return this.page.locator('.toast-achievement');
  }

  async sound(): Promise<SoundProbe | null> {
    return this.page.evaluate(() => window.__silkroadWorld?.sound() ?? null);
  }

  /** A screenshot once the window has finished sliding in and its bars have filled. */
  async shot(name: string): Promise<void> {
    await this.page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY), undefined, { timeout: 3_000 })
      .catch(() => undefined);
    // The bars fill by a CSS transition (0.9 s) that may not have started when the animations were read: wait until their widths hold still.
    const widths = () => this.page.locator('[data-testid="stats-window"] [style*="width"]').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().width).join());
    let last: string | null = null;
    await expect
      .poll(
        async () => {
          const now = await widths();
          const still = now === last;
          last = now;
          return still;
        },
        { interval: 150, timeout: 3_000 },
      )
      .toBe(true);
    await this.game.shot(name);
  }
}

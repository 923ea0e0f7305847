import type { GamePage } from './game-page';
import type { SoundProbe } from '../../desktop/renderer/src/audio/sound-probe';

/** What the web build keeps in browser storage for the settings (web-local-records.ts). */
export interface StoredSettings {
  masterVolume: number;
  effectsVolume: number;
  ambientVolume: number;
  musicVolume: number;
  soundEnabled: boolean;
  musicEnabled: boolean;
  showParticleEffects: boolean;
  debugMode: boolean;
}

/** The Settings window as a player uses it: Escape or the HUD's gear, sliders moved with the keys, switches clicked. */
export class SettingsPage {
  constructor(readonly game: GamePage) {}

  private get page() {
    return this.game.page;
  }

  window() {
    return this.game.testId('settings-window');
  }

  /** A control found by its label, as a screen reader would name it. */
  control(label: string) {
    this.game.expectNoPolicyViolations();
    return this.window().getByLabel(label, { exact: true });
  }

  async openWithEscape(): Promise<void> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.press('Escape');
    await this.window().waitFor();
  }

  async openWithHudButton(): Promise<void> {
    await this.game.testId('hud').getByRole('button', { name: 'Settings', exact: true }).click();
    await this.window().waitFor();
  }

  async closeWithEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.window().waitFor({ state: 'detached' });
  }

  async closeWithCross(): Promise<void> {
    await this.game.testId('settings-window-x').click();
    await this.window().waitFor({ state: 'detached' });
  }

  /** The percentage shown beside a volume slider. */
  async shownVolume(testId: string): Promise<string> {
    return ((await this.game.testId(`${testId}-value`).textContent()) ?? '').trim();
  }

  /** Focuses a slider and presses an arrow key `steps` times (negative: down). */
  async nudge(label: string, steps: number): Promise<void> {
    const slider = this.control(label);
    await slider.focus();
    for (let i = 0; i < Math.abs(steps); i++) await this.page.keyboard.press(steps < 0 ? 'ArrowLeft' : 'ArrowRight');
  }

  async stored(): Promise<StoredSettings | null> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('srt_settings') ?? 'null') as StoredSettings | null);
  }

  async sound(): Promise<SoundProbe | null> {
    return this.page.evaluate(() => window.__silkroadWorld?.sound() ?? null);
  }

  async particleEffects(): Promise<boolean | null> {
    return this.page.evaluate(() => window.__silkroadWorld?.particleEffects() ?? null);
  }

  /** A screenshot once the window has finished sliding in. */
  async shot(name: string): Promise<void> {
    await this.page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY), undefined, { timeout: 3_000 })
      .catch(() => undefined);
    await this.game.shot(name);
  }
}

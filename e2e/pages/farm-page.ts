import { expect } from 'vitest';
import type { SceneName } from '../../desktop/renderer/src/bus/game-bus';
import { bedCentre, CITY_GATE_AREA } from '../../desktop/renderer/src/game/farm/farm-layout';
import type { WorldProbe } from '../../desktop/renderer/src/game/probe';
import { advanceClock } from '../support/dev-clock';
import type { GamePage } from './game-page';
import type { Spot, TradingPage } from './trading-page';

export type FarmBed = ReturnType<WorldProbe['farmBeds']>[number];

/** Inside the countryside gate of the main world (x 300-500, y 1100-1200). */
export const COUNTRYSIDE_GATE: Spot = { x: 400, y: 1150 };
/** Inside the farm's road back to the city. */
export const FARM_CITY_GATE: Spot = { x: CITY_GATE_AREA.x + 130, y: CITY_GATE_AREA.y + 70 };

/** The countryside as a player uses it: the gate, the farm's beds, the farming panel, the dialogs. */
export class FarmPage {
  constructor(
    readonly game: GamePage,
    readonly trader: TradingPage,
    private readonly serverUrl: string,
  ) {}

  private get page() {
    return this.game.page;
  }

  async scene(): Promise<SceneName | null> {
    return this.page.evaluate(() => window.__silkroadWorld?.scene() ?? null);
  }

  async waitForScene(scene: SceneName): Promise<void> {
    await expect.poll(() => this.scene(), { timeout: 15_000 }).toBe(scene);
    await this.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 15_000 });
  }

  async beds(): Promise<FarmBed[]> {
    return this.page.evaluate(() => window.__silkroadWorld?.farmBeds() ?? []);
  }

  async bed(index: number): Promise<FarmBed | undefined> {
    return (await this.beds())[index];
  }

  /** Waits until a bed shows what the test expects (the farm is read every 10 s). */
  async expectBed(index: number, expected: Partial<FarmBed>, timeoutMs = 15_000): Promise<void> {
    await expect.poll(async () => (await this.bed(index)) ?? null, { timeout: timeoutMs }).toMatchObject(expected);
  }

  /** Clicks a bed of the field where it is drawn on screen. */
  async clickBed(index: number): Promise<void> {
    await this.trader.clickWorld(bedCentre(index));
  }

  /** Moves the development server's clock forward, as if that much time had passed. */
  async advanceClock(ms: number): Promise<{ timeOfDay: number; weather: string }> {
    return advanceClock(this.serverUrl, ms);
  }

  async promptText(): Promise<string> {
    return ((await this.game.testId('spot-prompt').textContent()) ?? '').trim();
  }

  async noticeText(): Promise<{ title: string; message: string }> {
    return {
      title: ((await this.game.testId('farm-notice-title').textContent()) ?? '').trim(),
      message: ((await this.game.testId('farm-notice-message').textContent()) ?? '').trim(),
    };
  }

  async openPanel(): Promise<void> {
    await this.page.keyboard.press('f');
    await this.game.testId('farming-panel').waitFor();
  }

  async closeWindows(): Promise<void> {
    await this.page.keyboard.press('Escape');
  }

  /** The HUD's experience bar: points into the level, as the server last said. */
  async hudXp(): Promise<number> {
    return Number(await this.game.testId('hud-xp').getAttribute('aria-valuenow'));
  }
}

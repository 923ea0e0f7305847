import { expect } from 'vitest';
import { API_ROUTES, type TutorialStepId, type TutorialView } from '@silkroad/shared';
import { sendRouteAsPage } from '../support/session';
import type { GamePage } from './game-page';

/** The tutorial as a new player meets it: the card over the world, its buttons and keys, the arrow the world draws. */
export class TutorialPage {
  constructor(readonly game: GamePage) {}

  card() {
    return this.game.testId('tutorial-card');
  }

  /** The step the card shows, or null while no card is on screen. */
  async step(): Promise<string | null> {
    if ((await this.card().count()) === 0) return null;
    return this.card().getAttribute('data-step');
  }

  async waitForStep(step: TutorialStepId, timeoutMs = 20_000): Promise<void> {
    await expect.poll(() => this.step(), { timeout: timeoutMs }).toBe(step);
  }

  async waitForNoCard(timeoutMs = 15_000): Promise<void> {
    await this.card().waitFor({ state: 'detached', timeout: timeoutMs });
  }

  async objectiveMet(): Promise<boolean> {
    return (await this.game.testId('tutorial-objective').getAttribute('data-met')) === 'true';
  }

  async text(id: string): Promise<string> {
    return ((await this.game.testId(id).textContent()) ?? '').trim();
  }

  async next(): Promise<void> {
    await this.game.testId('tutorial-next').click();
  }

  async skip(): Promise<void> {
    await this.game.testId('tutorial-skip').click();
  }

  /** The tutorial as the server keeps it. */
  async server(): Promise<TutorialView> {
    return (await sendRouteAsPage(this.game.page, API_ROUTES.progress.tutorial, {})).data;
  }

  /** The arrow the world draws for the step: over its mark, at the screen's edge, or none. */
  async pointer(): Promise<{ mode: 'world' | 'edge'; x: number; y: number } | null> {
    return this.game.page.evaluate(() => window.__silkroadWorld?.tutorialPointer() ?? null);
  }

  /** A screenshot once the card has finished sliding in and a met tick has popped. */
  async shot(name: string): Promise<void> {
    await this.game.page
      .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY), undefined, { timeout: 3_000 })
      .catch(() => undefined);
    await this.game.shot(name);
  }
}

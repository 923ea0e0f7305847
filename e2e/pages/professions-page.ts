import { expect } from 'vitest';
import { API_ROUTES, PROFESSION_SITES, type ProfessionId, type RouteReply, type RouteRequest, type RouteSpec } from '@silkroad/shared';
// The workshop scene's declaration of window.__silkroadWorkshop: one probe type for both sides.
import type { WorkshopProbe } from '../../desktop/renderer/src/game/workshop/workshop-probe';
import { advanceClock } from '../support/dev-clock';
import { sendRouteAsPage } from '../support/session';
import type { GamePage } from './game-page';

export type { WorkshopProbe };
import type { Spot, TradingPage } from './trading-page';

/** A profession's site in the world: its centre, where the prompt shows. */
export function siteCentre(siteId: string): Spot {
  const site = PROFESSION_SITES.find((candidate) => candidate.id === siteId);
  if (!site) throw new Error(`no profession site ${siteId}`);
  return { x: Math.round(site.x + site.width / 2), y: Math.round(site.y + site.height / 2) };
}

export interface ServerHoldings {
  totalCopper: number;
  inventory: Record<string, number>;
}

export type ActionOutcome = { success: boolean; text: string };

/** The professions as a player uses them: the sites' popups, the Professions window, Player Stats, the workshop. */
export class ProfessionsPage {
  constructor(
    readonly game: GamePage,
    readonly trader: TradingPage,
    private readonly serverUrl: string,
  ) {}

  private get page() {
    return this.game.page;
  }

  /** Moves the development server's clock forward, as if that much time had passed. */
  async advanceClock(ms: number): Promise<void> {
    await advanceClock(this.serverUrl, ms);
  }

  /** A route of the protocol map with the player's token, as the page itself would call it. */
  async api<S extends RouteSpec>(spec: S, request: RouteRequest<S>): Promise<RouteReply<S>> {
    return sendRouteAsPage(this.page, spec, request);
  }

  async holdings(): Promise<ServerHoldings> {
    return (await this.api(API_ROUTES.player.player, {})).data;
  }

  popup(profession: ProfessionId) {
    return this.game.testId(profession === 'crafting' ? 'crafting-modal' : `profession-popup-${profession}`);
  }

  /** Opens the popup of the site the player stands at with E, and waits for its actions. */
  async openPopup(profession: ProfessionId): Promise<void> {
    await this.trader.press('e');
    await this.popup(profession).waitFor();
    await this.popup(profession).locator('[data-testid^="profession-action-"], [data-testid="profession-progress"], [data-testid="profession-result"]').first().waitFor({ timeout: 15_000 });
  }

  async closePopup(profession: ProfessionId): Promise<void> {
    await this.trader.press('Escape');
    await this.popup(profession).waitFor({ state: 'detached' });
  }

  /**
   * Starts an action at the forge (its detail panel, then Start Forging), lets the game time of
   * its duration pass on the server, and reopens the popup, which takes the result the server
   * rolled. Answers whether it succeeded and the result box's text.
   */
  async forge(actionId: string, durationMs: number): Promise<ActionOutcome> {
    const popup = this.popup('blacksmithing');
    await popup.getByTestId(`profession-action-${actionId}`).click();
    await popup.getByRole('button', { name: 'Start Forging' }).click();
    await popup.getByTestId('profession-progress').waitFor({ timeout: 10_000 });
    await this.advanceClock(durationMs + 1_000);
    // Closing and coming back: the session ran on the server meanwhile, and the popup resumes it.
    await this.closePopup('blacksmithing');
    await this.openPopup('blacksmithing');
    const result = popup.getByTestId('profession-result');
    await result.waitFor({ timeout: 15_000 });
    const outcome = { success: (await result.getAttribute('class'))?.includes('is-success') === true, text: (await result.textContent()) ?? '' };
    return outcome;
  }

  async dismissResult(): Promise<void> {
    await this.popup('blacksmithing').getByRole('button', { name: 'Continue' }).click();
    await this.popup('blacksmithing').getByTestId('profession-result').waitFor({ state: 'detached' });
  }

  /** The inventory as the server holds it, waited for until it satisfies `ok`. */
  async expectHolding(itemId: string, ok: (quantity: number) => boolean, timeoutMs = 10_000): Promise<number> {
    let last = 0;
    await expect
      .poll(
        async () => {
          last = (await this.holdings()).inventory[itemId] ?? 0;
          return ok(last);
        },
        { timeout: timeoutMs },
      )
      .toBe(true);
    return last;
  }
}

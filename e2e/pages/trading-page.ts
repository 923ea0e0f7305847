import { expect } from 'vitest';
import { API_ROUTES } from '@silkroad/shared';
import { sendRouteAsPage } from '../support/session';
import type { GamePage, MoveKey } from './game-page';

/** A point of the world map. */
export interface Spot {
  x: number;
  y: number;
}

/** What GET /api/game/player says about the purse and the goods. */
export interface ServerPlayer {
  totalCopper: number;
  gold: number;
  silver: number;
  copper: number;
  inventory: Record<string, number>;
}

/**
 * The trading screens as a player uses them: walking to a market by holding keys, the Trading
 * Post, the Trading panel, the market overview and the inventory window.
 */
export class TradingPage {
  constructor(readonly game: GamePage) {}

  private get page() {
    return this.game.page;
  }

  testId(id: string) {
    return this.game.testId(id);
  }

  async text(id: string): Promise<string> {
    return ((await this.testId(id).textContent()) ?? '').trim();
  }

  /**
   * Walks to a spot the way a player does: holds the keys toward it (two at once walks the
   * diagonal) and lets go of each axis as it lines up, watching the world frame by frame. A step
   * past the target (a long frame on a busy machine) walks back with a wider margin, so the walk
   * always ends; a wall in the way fails at the deadline.
   */
  async walkTo(target: Spot, tolerancePx = 14, timeoutMs = 40_000): Promise<Spot> {
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    const held = new Set<MoveKey>();
    const deadline = Date.now() + timeoutMs;
    const tolerance = { x: tolerancePx, y: tolerancePx };
    const heading = { x: 0, y: 0 };
    try {
      for (;;) {
        const at = await this.game.position();
        const want = new Set<MoveKey>();
        for (const axis of ['x', 'y'] as const) {
          const away = target[axis] - at[axis];
          let direction = Math.abs(away) > tolerance[axis] ? Math.sign(away) : 0;
          if (direction !== 0 && heading[axis] !== 0 && direction !== heading[axis]) {
            tolerance[axis] *= 2;
            direction = Math.abs(away) > tolerance[axis] ? Math.sign(away) : 0;
          }
          heading[axis] = direction;
          if (direction !== 0) want.add(axis === 'x' ? (direction > 0 ? 'KeyD' : 'KeyA') : direction > 0 ? 'KeyS' : 'KeyW');
        }
        for (const key of [...held]) {
          if (!want.has(key)) {
            await this.page.keyboard.up(key);
            held.delete(key);
          }
        }
        if (want.size === 0) return at;
        if (Date.now() > deadline) throw new Error(`could not reach ${JSON.stringify(target)}; stuck at ${JSON.stringify(at)}`);
        for (const key of want) {
          if (!held.has(key)) {
            await this.page.keyboard.down(key);
            held.add(key);
          }
        }
        // Until an axis walked lines up with the target, or passes it.
        await this.page
          .waitForFunction(
            ({ target, tolerance, heading }) => {
              const now = window.__silkroadWorld?.localPlayer();
              if (!now) return false;
              return (heading.x !== 0 && (target.x - now.x) * heading.x <= tolerance.x) || (heading.y !== 0 && (target.y - now.y) * heading.y <= tolerance.y);
            },
            { target, tolerance, heading },
            { polling: 'raf', timeout: Math.max(1, deadline - Date.now()) },
          )
          .catch(async () => {
            throw new Error(`could not reach ${JSON.stringify(target)} in ${timeoutMs} ms; stuck at ${JSON.stringify(await this.game.position())}`);
          });
      }
    } finally {
      for (const key of held) await this.page.keyboard.up(key);
    }
  }

  /**
   * A screenshot once the windows have finished sliding in (their entry animations run 0.2 s),
   * so the picture shows what the player sees, not a half-faded frame.
   */
  async shot(name: string): Promise<void> {
    await this.page
      .waitForFunction(
        // Endless ones (a glow, a spinner, a progress bar's stripes) and the popups' countdown never end: they are part of the picture.
        () => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Number.POSITIVE_INFINITY || (a as CSSAnimation).animationName === 'popup-timer'),
        undefined,
        { timeout: 3_000 },
      )
      .catch(() => undefined);
    await this.game.shot(name);
  }

  /** Clicks a point of the world where it is drawn on screen (a building, say). */
  async clickWorld(spot: Spot): Promise<void> {
    await this.game.cameraSettled();
    const point = await this.page.evaluate(({ x, y }) => window.__silkroadWorld?.screenPoint(x, y) ?? null, spot);
    if (!point) throw new Error('the world is not up');
    const canvas = await this.page.locator('canvas').first().boundingBox();
    await this.page.mouse.click((canvas?.x ?? 0) + point.x, (canvas?.y ?? 0) + point.y);
  }

  async press(key: string): Promise<void> {
    await this.page.keyboard.press(key);
  }

  /** The player's purse and inventory as the server holds them. */
  async serverPlayer(): Promise<ServerPlayer> {
    return (await sendRouteAsPage(this.page, API_ROUTES.player.player, {})).data;
  }

  /** What the server paid for one of the player's completed contracts (a posting's reward is set when posted). */
  async contractRewardPaid(contractId: string): Promise<number | undefined> {
    const { mine } = (await sendRouteAsPage(this.page, API_ROUTES.contracts.list, {})).data;
    return mine.find((c) => c.id === contractId && c.status === 'completed')?.reward;
  }

  /** Waits until the HUD's coins show the server's purse. */
  async expectHudMatchesServer(): Promise<ServerPlayer> {
    const server = await this.serverPlayer();
    await expect.poll(() => this.text('hud-gold'), { timeout: 10_000 }).toBe(server.gold.toLocaleString('en-US'));
    await expect.poll(() => this.text('hud-silver'), { timeout: 10_000 }).toBe(server.silver.toLocaleString('en-US'));
    await expect.poll(() => this.text('hud-copper'), { timeout: 10_000 }).toBe(server.copper.toLocaleString('en-US'));
    return server;
  }

  /** Opens the Trading Post of the market in reach with E, and waits for its prices. */
  async openTradingPost(): Promise<void> {
    await this.press('e');
    await this.testId('trading-post').waitFor();
    await this.testId('market-row-silk').waitFor({ timeout: 15_000 });
  }

  async selectMarketItem(itemId: string): Promise<void> {
    await this.testId(`market-row-${itemId}`).click();
  }

  async setQuantity(quantity: string): Promise<void> {
    await this.testId('trade-quantity').fill(quantity);
  }

  async tradeLog(): Promise<string> {
    return this.text('trade-log');
  }

  /**
   * Waits for the trade's line in the log (it clears itself after 5 s) and answers it. A trade
   * whose line never comes fails with what the window showed meanwhile (open or closed, the
   * button's state), so a rare failure on a busy machine says where it stopped.
   */
  async expectTradeLog(pattern: RegExp, timeoutMs = 15_000): Promise<string> {
    const seen: string[] = [];
    let log = '';
    const read = async () => {
      const state = await this.tradeWindowState();
      log = state.log;
      const line = JSON.stringify(state);
      if (seen.at(-1) !== line) seen.push(line);
      return state.log;
    };
    try {
      await expect.poll(read, { timeout: timeoutMs }).toMatch(pattern);
    } catch {
      throw new Error(`no trade log line matching ${pattern} in ${timeoutMs} ms; the window showed, in turn: ${seen.join(' -> ')}`);
    }
    return log;
  }

  private async tradeWindowState(): Promise<{ open: boolean; log: string; buy: string; sell: string; dialogs: number }> {
    return this.page.evaluate(() => {
      const byId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);
      const button = (id: string) => {
        const element = byId(id) as HTMLButtonElement | null;
        return element ? `${element.textContent ?? ''}${element.disabled ? ' (disabled)' : ''}` : 'absent';
      };
      return {
        open: byId('trading-post') !== null,
        log: (byId('trade-log')?.textContent ?? '').trim(),
        buy: button('trade-buy'),
        sell: button('trade-sell'),
        dialogs: document.querySelectorAll('dialog[open]').length,
      };
    });
  }
}

/** "4g 32s 10c" back to copper. */
export function parseMoney(text: string): number {
  let total = 0;
  for (const [, amount, coin] of text.matchAll(/(\d+)\s*([gsc])/g)) total += Number(amount) * (coin === 'g' ? 10_000 : coin === 's' ? 100 : 1);
  return total;
}

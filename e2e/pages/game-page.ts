import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from '../support/browser';
import { describeViolation, watchPolicyViolations } from '../support/policy-violations';
// Brings in the world's own declaration of window.__silkroadWorld: one probe type for both sides.
import type {} from '../../desktop/renderer/src/game/probe';

/** Waits until a condition in Node holds, polling; for state that lives in the page. */
export async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: T = await read();
  while (!accept(last)) {
    if (Date.now() > deadline) throw new Error(`condition not met in ${timeoutMs} ms; last value: ${JSON.stringify(last)}`);
    await new Promise((r) => setTimeout(r, 100));
    last = await read();
  }
  return last;
}

/** A player at the game, driven through what they see and press. */
export class GamePage {
  /** Blocked by the server's Content-Security-Policy: any one means the policy and the app disagree. */
  readonly policyViolations: string[] = [];
  private readonly policyWatch: Promise<void>;

  constructor(
    readonly page: Page,
    readonly label: string,
  ) {
    this.policyWatch = watchPolicyViolations(page, (violation) => {
      const described = describeViolation(violation);
      this.policyViolations.push(described);
      console.error(`[${label}] ${described}`);
    });
    // Awaited by open(), which reports a failure to install the listener.
    this.policyWatch.catch(() => undefined);
  }

  /**
   * Fails the step under way if the page reported a CSP violation since it opened. Every step
   * that finds an element goes through testId(), so a violation fails the test at the next step.
   */
  expectNoPolicyViolations(): void {
    if (this.policyViolations.length > 0) throw new Error(`[${this.label}] the page broke its Content-Security-Policy:\n${this.policyViolations.join('\n')}`);
  }

  testId(id: string) {
    this.expectNoPolicyViolations();
    return this.page.getByTestId(id);
  }

  /** Keeps a screenshot of what the player sees, once the loading overlay has gone (unless it is the subject). */
  async shot(name: string, options: { withLoadingOverlay?: boolean } = {}): Promise<void> {
    if (!options.withLoadingOverlay) await this.testId('loading-overlay').waitFor({ state: 'detached', timeout: 10_000 });
    await screenshot(this.page, `${this.label}-${name}`);
    this.expectNoPolicyViolations();
  }

  async open(url: string): Promise<void> {
    await this.policyWatch;
    await this.page.goto(url);
  }

  /** From the sign-in screen through the local identity provider's form and back. */
  async signIn(email: string, displayName: string): Promise<void> {
    await this.testId('auth-signin-button').waitFor({ timeout: 20_000 });
    await this.shot('sign-in');
    await this.testId('auth-signin-button').click();
    await this.page.locator('input[name="email"]').waitFor();
    await this.shot('identity-provider');
    await this.page.locator('input[name="email"]').fill(email);
    await this.page.locator('input[name="name"]').fill(displayName);
    await this.page.locator('form button[type="submit"], form input[type="submit"]').first().click();
  }

  async typeName(name: string): Promise<void> {
    const input = this.testId('name-input');
    await input.fill('');
    await input.pressSequentially(name, { delay: 20 });
  }

  async nameStatus(): Promise<string> {
    return (await this.testId('name-status').textContent()) ?? '';
  }

  async chooseName(name: string): Promise<void> {
    await this.typeName(name);
    await expect.poll(() => this.nameStatus(), { timeout: 10_000 }).toContain('Name is available!');
    await expect.poll(() => this.testId('name-submit').isEnabled()).toBe(true);
    await this.testId('name-submit').click();
    await expect.poll(() => this.nameStatus(), { timeout: 10_000 }).toContain('Name set successfully!');
  }

  async enterWorld(): Promise<void> {
    await this.testId('continue-button').click();
    await this.worldOnScreen();
  }

  /**
   * Starts noting each welcome the page shows ("Welcome to Silk Road, {name}!"), as the page
   * shows it: the world builds behind the welcome and holds the page's thread, so on a busy
   * machine the welcome's 2 s can pass between two looks from the test. Answers what was seen.
   */
  async noteWelcomes(): Promise<() => Promise<string[]>> {
    await this.page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { welcomesSeen: string[] }).welcomesSeen = seen;
      const note = () => {
        const text = document.querySelector('[data-testid="welcome-message"]')?.textContent?.trim();
        if (text && !seen.includes(text)) seen.push(text);
      };
      new MutationObserver(note).observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    return () => this.page.evaluate(() => (window as unknown as { welcomesSeen: string[] }).welcomesSeen);
  }

  /** After the welcome: the world on screen, the HUD over it, the connection up. */
  async worldOnScreen(): Promise<void> {
    await this.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 30_000 });
    await this.testId('hud').waitFor();
    await expect.poll(() => this.testId('hud-connection').getAttribute('data-connected'), { timeout: 15_000 }).toBe('true');
  }

  async position(): Promise<{ x: number; y: number }> {
    return this.page.evaluate(() => window.__silkroadWorld?.localPlayer() ?? { x: NaN, y: NaN });
  }

  async remotePlayers(): Promise<Array<{ playerId: string; name: string; x: number; y: number }>> {
    return this.page.evaluate(() => window.__silkroadWorld?.remotePlayers() ?? []);
  }

  /** Resolves once the page has drawn `frames` more frames: the game has stepped since whatever came before. */
  async afterFrames(frames = 2): Promise<void> {
    await this.page.evaluate(
      (count) =>
        new Promise<void>((resolve) => {
          let left = count;
          const step = () => (--left <= 0 ? resolve() : requestAnimationFrame(step));
          requestAnimationFrame(step);
        }),
      frames,
    );
  }

  /**
   * Waits until the camera has caught up with the player (it glides after a short jump): a click
   * at a point of the world lands where the point is drawn.
   */
  async cameraSettled(timeoutMs = 10_000): Promise<void> {
    await this.page.waitForFunction(
      () => {
        const probe = window as unknown as { __e2eLastView?: { x: number; y: number } };
        const now = window.__silkroadWorld?.screenPoint(0, 0) ?? null;
        const last = probe.__e2eLastView;
        probe.__e2eLastView = now ?? undefined;
        return now !== null && last !== undefined && Math.hypot(now.x - last.x, now.y - last.y) < 0.5;
      },
      undefined,
      { polling: 'raf', timeout: timeoutMs },
    );
  }

  /** Gives the keyboard to the world, as a player who clicks the map before walking does. */
  async focusWorld(): Promise<void> {
    await this.page.locator('canvas').first().click({ position: { x: 5, y: 5 } }).catch(() => undefined);
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  }

  /**
   * E to the NPC in reach, until their window is open. The world takes one press a second at
   * most (the spec's NPC cooldown), so a story that talked to someone else a moment ago may see
   * its first press ignored, as a quick player would, and presses again.
   */
  async talk(): Promise<void> {
    const dialog = this.testId('npc-dialog');
    for (let attempt = 1; ; attempt += 1) {
      await this.page.keyboard.press('e');
      try {
        await dialog.waitFor({ timeout: 2_500 });
        return;
      } catch (error) {
        if (attempt === 4) throw error;
      }
    }
  }

  /**
   * Holds a key as a player would until the world shows what the test waits for (`until`, run in
   * the page at every frame), then lets go. The world moves by its own clock: the test waits for
   * the outcome, never for a number of milliseconds.
   */
  async holdKeyUntil<A>(key: MoveKey, until: (arg: A) => boolean, arg: A, timeoutMs = 15_000): Promise<void> {
    await this.page.keyboard.down(key);
    try {
      await this.page.waitForFunction(until as (arg: unknown) => boolean, arg as unknown, { polling: 'raf', timeout: timeoutMs });
    } finally {
      await this.page.keyboard.up(key);
    }
    this.expectNoPolicyViolations();
  }

  /**
   * Walks with one key until the player has gone `px` along its axis; answers where they
   * started and stopped (once the world has taken the key's release) and how long it was held.
   */
  async walkBy(key: MoveKey, px: number, timeoutMs = 15_000): Promise<{ from: { x: number; y: number }; to: { x: number; y: number }; heldMs: number }> {
    await this.focusWorld();
    const from = await this.position();
    const axis: 'x' | 'y' = key === 'KeyA' || key === 'KeyD' || key === 'ArrowLeft' || key === 'ArrowRight' ? 'x' : 'y';
    const started = Date.now();
    await this.holdKeyUntil(
      key,
      ({ axis, origin, px }) => {
        const at = window.__silkroadWorld?.localPlayer();
        return at !== undefined && Math.abs(at[axis] - origin) >= px;
      },
      { axis, origin: from[axis], px },
      timeoutMs,
    ).catch(async (error: unknown) => {
      throw new Error(`walking ${key} did not take the player ${px} px from ${JSON.stringify(from)}; at ${JSON.stringify(await this.position())}: ${String(error)}`);
    });
    const heldMs = Date.now() - started;
    await this.afterFrames();
    return { from, to: await this.position(), heldMs };
  }
}

export type MoveKey = 'KeyW' | 'KeyA' | 'KeyS' | 'KeyD' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

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
    await this.testId('welcome-message').waitFor();
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

  /** Holds a key as a player would; the world moves by its own clock. */
  async walk(key: 'KeyW' | 'KeyA' | 'KeyS' | 'KeyD' | 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight', ms: number): Promise<void> {
    await this.page.locator('canvas').first().click({ position: { x: 5, y: 5 } }).catch(() => undefined);
    await this.page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await this.page.keyboard.down(key);
    await this.page.waitForTimeout(ms);
    await this.page.keyboard.up(key);
    this.expectNoPolicyViolations();
  }
}

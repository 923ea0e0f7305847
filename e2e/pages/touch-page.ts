import type { CDPSession } from 'playwright-core';
import type { GamePage } from './game-page';
import type { Spot } from './trading-page';

/** A box on the screen, in CSS pixels. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** A control a finger can press, as measured on the page. */
export interface Target extends Box {
  what: string;
}

/** The smallest a finger's target may be (touch-targets.css). */
export const MIN_TARGET_PX = 44;

/**
 * The game on a touch screen, driven with touches: taps through Playwright's touchscreen, drags
 * through the DevTools protocol's touch events (what a thumb sends), and measurements of what
 * can be pressed.
 */
export class TouchPage {
  private cdp: CDPSession | null = null;

  constructor(readonly game: GamePage) {}

  private get page() {
    return this.game.page;
  }

  /**
   * Waits until the camera stands still. A phone steps the game 30 times a second, every other
   * frame the browser draws: two frames alike say nothing, so this compares four frames apart.
   */
  async cameraSettled(timeoutMs = 10_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const view = () => this.page.evaluate(() => window.__silkroadWorld?.screenPoint(0, 0) ?? null);
    let last = await view();
    for (;;) {
      await this.game.afterFrames(4);
      const now = await view();
      if (now && last && Math.hypot(now.x - last.x, now.y - last.y) < 0.25) return;
      if (Date.now() > deadline) throw new Error('the camera did not settle');
      last = now;
    }
  }

  /** Taps a point of the scene on screen where it is drawn. */
  async tapWorld(spot: Spot): Promise<{ x: number; y: number }> {
    await this.cameraSettled();
    const point = await this.page.evaluate(({ x, y }) => window.__silkroadWorld?.screenPoint(x, y) ?? null, spot);
    if (!point) throw new Error('the world is not up');
    const canvas = await this.page.locator('canvas').first().boundingBox();
    const at = { x: (canvas?.x ?? 0) + point.x, y: (canvas?.y ?? 0) + point.y };
    // What is under the finger must be the world itself, not a panel over it.
    const under = await this.page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.tagName ?? null, at);
    if (under !== 'CANVAS') throw new Error(`a ${under} covers the world at ${JSON.stringify(at)}`);
    await this.page.touchscreen.tap(at.x, at.y);
    return at;
  }

  /**
   * Walks to a point of the scene by tapping, as a player does when it is off screen or under a
   * panel: taps the farthest point toward it that shows open map, until the player stands on it.
   */
  async walkByTaps(target: Spot, timeoutMs = 30_000): Promise<Spot> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const at = await this.game.position();
      if (Math.hypot(at.x - target.x, at.y - target.y) <= 2) return at;
      if (Date.now() > deadline) throw new Error(`could not walk to ${JSON.stringify(target)} by taps; at ${JSON.stringify(at)}`);
      await this.cameraSettled();
      const goal = await this.page.evaluate(
        ({ at, target }) => {
          const probe = window.__silkroadWorld;
          const canvas = document.querySelector('canvas')?.getBoundingClientRect();
          if (!probe || !canvas) return null;
          for (let t = 1; t > 0.05; t -= 0.05) {
            const point = { x: at.x + (target.x - at.x) * t, y: at.y + (target.y - at.y) * t };
            const screen = probe.screenPoint(point.x, point.y);
            if (!screen) return null;
            const x = canvas.x + screen.x;
            const y = canvas.y + screen.y;
            if (x < 8 || y < 8 || x > innerWidth - 8 || y > innerHeight - 8) continue;
            if (document.elementFromPoint(x, y)?.tagName === 'CANVAS') return point;
          }
          return null;
        },
        { at, target },
      );
      if (!goal) throw new Error(`no open map toward ${JSON.stringify(target)} from ${JSON.stringify(at)}`);
      await this.tapWorld(goal);
      await this.page.waitForFunction(
        (goal) => {
          const now = window.__silkroadWorld?.localPlayer();
          return now !== undefined && Math.hypot(now.x - goal.x, now.y - goal.y) <= 2;
        },
        goal,
        { timeout: Math.max(1, deadline - Date.now()) },
      );
    }
  }

  /** Whether a point of the scene is drawn on open map now (on screen, under no panel or button). */
  async onOpenMap(spot: Spot): Promise<boolean> {
    return this.page.evaluate(({ x, y }) => {
      const screen = window.__silkroadWorld?.screenPoint(x, y);
      const canvas = document.querySelector('canvas')?.getBoundingClientRect();
      if (!screen || !canvas) return false;
      const at = { x: canvas.x + screen.x, y: canvas.y + screen.y };
      return at.x > 0 && at.y > 0 && at.x < innerWidth && at.y < innerHeight && document.elementFromPoint(at.x, at.y)?.tagName === 'CANVAS';
    }, spot);
  }

  /** Taps a control by its test id, at its centre. */
  async tap(testId: string): Promise<void> {
    await this.game.testId(testId).tap();
  }

  /**
   * Presses the screen at `from`, drags to `to` and holds there until `until` (run in the page
   * each frame) holds, then lifts: the touch stick.
   */
  async dragAndHold<A>(from: { x: number; y: number }, to: { x: number; y: number }, until: (arg: A) => boolean, arg: A, timeoutMs = 15_000): Promise<void> {
    this.cdp ??= await this.page.context().newCDPSession(this.page);
    const cdp = this.cdp;
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from.x, y: from.y, id: 1 }] });
    try {
      const steps = 6;
      for (let i = 1; i <= steps; i += 1) {
        const x = from.x + ((to.x - from.x) * i) / steps;
        const y = from.y + ((to.y - from.y) * i) / steps;
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x, y, id: 1 }] });
      }
      await this.page.waitForFunction(until as (arg: unknown) => boolean, arg as unknown, { polling: 'raf', timeout: timeoutMs });
    } finally {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    }
  }

  /** Every visible control a finger could press (buttons, tabs, fields, picked rows), with its box. */
  async targets(): Promise<Target[]> {
    return this.page.evaluate(() => {
      const selector = 'button, [role="button"], [role="tab"], select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), tr[tabindex]';
      const found: Array<{ what: string; x: number; y: number; width: number; height: number }> = [];
      for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
        // Off screen (scrolled out of a panel, or past the window's edge) is not pressable now.
        if (box.bottom <= 0 || box.right <= 0 || box.top >= innerHeight || box.left >= innerWidth) continue;
        const id = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
        found.push({ what: `${element.tagName.toLowerCase()} ${id}`, x: box.x, y: box.y, width: box.width, height: box.height });
      }
      return found;
    });
  }

  /** The visible controls smaller than a fingertip. */
  async smallTargets(): Promise<Target[]> {
    // Sub-pixel layout: 43.99 is 44.
    return (await this.targets()).filter((t) => t.width < MIN_TARGET_PX - 0.5 || t.height < MIN_TARGET_PX - 0.5);
  }

  /**
   * The visible controls a finger cannot bring on screen: partly or wholly outside the viewport
   * with no scrolling box around them to scroll them in.
   */
  async unreachableTargets(within = 'body'): Promise<Target[]> {
    return this.page.evaluate((within) => {
      const selector = 'button, [role="button"], [role="tab"], select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), tr[tabindex]';
      const scrolls = (element: HTMLElement) => {
        for (let box = element.parentElement; box; box = box.parentElement) {
          const { overflowX, overflowY } = getComputedStyle(box);
          const y = /auto|scroll/.test(overflowY) && box.scrollHeight > box.clientHeight + 1;
          const x = /auto|scroll/.test(overflowX) && box.scrollWidth > box.clientWidth + 1;
          if (x || y) return true;
        }
        return false;
      };
      const found: Array<{ what: string; x: number; y: number; width: number; height: number }> = [];
      for (const element of Array.from(document.querySelectorAll(within)).flatMap((root) => Array.from(root.querySelectorAll<HTMLElement>(selector)))) {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none' || element.closest('[inert], [hidden]')) continue;
        const inside = box.left >= -0.5 && box.top >= -0.5 && box.right <= innerWidth + 0.5 && box.bottom <= innerHeight + 0.5;
        if (inside || scrolls(element)) continue;
        const id = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
        found.push({ what: `${element.tagName.toLowerCase()} ${id}`, x: box.x, y: box.y, width: box.width, height: box.height });
      }
      return found;
    }, within);
  }

  /**
   * The visible controls on screen whose middle something else covers (a bar, the HUD, another
   * window): a tap there would not reach them. Controls scrolled partly out of their box are
   * judged at the middle of what shows.
   */
  async coveredTargets(within = 'body'): Promise<Target[]> {
    return this.page.evaluate((within) => {
      const selector = 'button, [role="button"], [role="tab"], select, textarea, input:not([type="checkbox"]):not([type="radio"]):not([type="hidden"]), tr[tabindex]';
      const found: Array<{ what: string; x: number; y: number; width: number; height: number }> = [];
      for (const element of Array.from(document.querySelectorAll(within)).flatMap((root) => Array.from(root.querySelectorAll<HTMLElement>(selector)))) {
        const style = getComputedStyle(element);
        if (style.visibility === 'hidden' || style.display === 'none' || style.pointerEvents === 'none' || element.closest('[inert], [hidden]')) continue;
        let box = element.getBoundingClientRect();
        if (box.width === 0 || box.height === 0) continue;
        // What shows of it: inside the viewport and every clipping box around it.
        let { left, top, right, bottom } = box;
        for (let clip = element.parentElement; clip; clip = clip.parentElement) {
          if (getComputedStyle(clip).overflow === 'visible') continue;
          const c = clip.getBoundingClientRect();
          left = Math.max(left, c.left);
          top = Math.max(top, c.top);
          right = Math.min(right, c.right);
          bottom = Math.min(bottom, c.bottom);
        }
        left = Math.max(left, 0);
        top = Math.max(top, 0);
        right = Math.min(right, innerWidth);
        bottom = Math.min(bottom, innerHeight);
        if (right - left < 1 || bottom - top < 1) continue;
        const hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (hit && (hit === element || element.contains(hit) || hit.contains(element))) continue;
        box = element.getBoundingClientRect();
        const id = element.dataset.testid ?? element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30) ?? element.tagName;
        const by = hit ? ((hit as HTMLElement).dataset?.testid ?? `${hit.tagName.toLowerCase()}.${String(hit.className)}`) : 'nothing';
        found.push({ what: `${element.tagName.toLowerCase()} ${id} (under ${by})`, x: box.x, y: box.y, width: box.width, height: box.height });
      }
      return found;
    }, within);
  }

  /** The boxes of elements by CSS selector (visible ones only). */
  async boxes(selector: string): Promise<Target[]> {
    return this.page.evaluate((selector) => {
      return Array.from(document.querySelectorAll<HTMLElement>(selector))
        .map((element) => ({ element, box: element.getBoundingClientRect() }))
        .filter(({ box }) => box.width > 0 && box.height > 0)
        .map(({ element, box }) => ({ what: element.dataset.testid ?? element.className, x: box.x, y: box.y, width: box.width, height: box.height }));
    }, selector);
  }
}

/** Whether two boxes share any area. */
export function overlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** Every pair of boxes, one from each list (or two of one list), that overlap. */
export function overlaps(first: readonly Target[], second: readonly Target[] = first): string[] {
  const found: string[] = [];
  for (const a of first) for (const b of second) if (a !== b && (first !== second || first.indexOf(a) < first.indexOf(b)) && overlap(a, b)) found.push(`${a.what} × ${b.what}`);
  return found;
}

import { expect } from 'vitest';
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import type { DevPlaceRequest, DevPlaceResponse, RouteReply, RouteRequest, RouteSpec } from '@silkroad/shared';
import { GamePage } from '../pages/game-page';
import { nameCharacter, placeOverHttp, requestRoute, sendRoute, SESSION_STORAGE_KEY, signInOverHttp, type RouteAnswer, type SignedInSession } from './session';

/** The screen the tests play on unless they say otherwise. */
export const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 800 } };
const PHONE = { userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', isMobile: true, hasTouch: true } as const;
/** A phone held upright (the game asks to turn it). */
export const PHONE_UPRIGHT: BrowserContextOptions = { viewport: { width: 390, height: 844 }, ...PHONE };
/** A phone held sideways, as the game asks: the spec's mobile settings come from the user agent (000 §9). */
export const PHONE_SIDEWAYS: BrowserContextOptions = { viewport: { width: 844, height: 390 }, ...PHONE };

export interface PlayerOptions {
  /** The in-game name; null leaves the name dialog to the test. By default one made from the label. */
  name?: string | null;
  /** The account's email; by default one made from the label. */
  email?: string;
  /** Where the character stands before the page opens (POST /api/dev/place: development servers only). */
  place?: DevPlaceRequest;
  /** The page's screen and device (DESKTOP by default). */
  device?: BrowserContextOptions;
  /** The address the page opens, under the server's (default '/'). */
  path?: string;
  /** Set-up over HTTP once signed in, before the page opens (goods bought, a farm sown). */
  before?: (session: SignedInSession) => Promise<void>;
  /**
   * Whether the new player meets the tutorial, as a real new player does. By default the page
   * opens with `?skipTutorial=true` (the web build's start-up option), so a story about anything
   * else starts with the tutorial skipped through the server, not with its card over the world.
   */
  tutorial?: boolean;
}

/** The page's address under the server's: `path`, with `skipTutorial=true` added unless the story plays the tutorial or says otherwise. */
export function pagePath(path = '/', tutorial = false): string {
  if (tutorial) return path;
  const url = new URL(path, 'http://stand-in');
  if (!url.searchParams.has('skipTutorial')) url.searchParams.set('skipTutorial', 'true');
  return `${url.pathname}${url.search}${url.hash}`;
}

let accounts = 0;

/** A name and an email of the player's own: accounts and names are unique on a server. */
function identityFor(label: string): { name: string; email: string } {
  accounts += 1;
  const base = label.replace(/[^A-Za-z0-9 -]/g, '').slice(0, 14) || 'Player';
  return { name: `${base[0]!.toUpperCase()}${base.slice(1)} ${accounts}`, email: `${base.toLowerCase().replace(/ /g, '-')}-${accounts}-${process.pid}@example.test` };
}

/** A signed-in player of the fixture: the page they play in, and their session for set-up over HTTP. */
export class Player {
  constructor(
    readonly game: GamePage,
    readonly session: SignedInSession,
    readonly serverUrl: string,
  ) {}

  get id(): string {
    return this.session.user.id;
  }

  get name(): string {
    return this.session.user.inGameName ?? '';
  }

  /**
   * The session the page holds now, if it has one (it refreshes its tokens itself, when the
   * development clock has run past their life), else the one the fixture signed in with.
   */
  async currentSession(): Promise<SignedInSession> {
    const stored = await this.game.page
      .evaluate((key) => {
        try {
          return localStorage.getItem(key);
        } catch {
          return null;
        }
      }, SESSION_STORAGE_KEY)
      .catch(() => null);
    return stored ? (JSON.parse(stored) as SignedInSession) : this.session;
  }

  /** A route of the protocol map with the player's token, for setting up what the test is not about; fails unless it succeeds. */
  async send<S extends RouteSpec>(spec: S, request: RouteRequest<S>): Promise<RouteReply<S>> {
    return sendRoute(this.serverUrl, await this.currentSession(), spec, request);
  }

  /** The same request, answering whatever the server says. */
  async request<S extends RouteSpec>(spec: S, request: RouteRequest<S>): Promise<RouteAnswer> {
    return requestRoute(this.serverUrl, await this.currentSession(), spec, request);
  }

  /**
   * Puts the player at a place through the development route; in the world, waits until the page
   * shows them there (the server tells the live session). The farm is for before the world opens:
   * the page learns of a change of scene from its own moves, not from the server.
   */
  async place(request: DevPlaceRequest): Promise<DevPlaceResponse['data']> {
    const inWorld = await this.game.page.evaluate(() => window.__silkroadWorld?.ready === true);
    if (inWorld && request.at === 'farm') throw new Error('place the player on the farm before the world opens');
    const placed = await placeOverHttp(this.serverUrl, await this.currentSession(), request);
    if (inWorld) {
      await expect.poll(() => this.game.position(), { timeout: 10_000 }).toEqual({ x: placed.x, y: placed.y });
      await this.game.cameraSettled();
    }
    return placed;
  }
}

/**
 * The shared fixture: players signed in over HTTP (the local identity provider, then the name)
 * whose session is put in the page's storage before it opens, as a returning player's would be.
 * Every test makes its own, so one failure leaves the others their own state; close() after each.
 */
export class Players {
  private readonly contexts: BrowserContext[] = [];

  constructor(
    private readonly browser: Browser,
    readonly serverUrl: string,
  ) {}

  /** A fresh browser with nobody signed in: the page is not opened yet. */
  async visitor(label: string, device: BrowserContextOptions = DESKTOP, storage?: SignedInSession): Promise<GamePage> {
    const context = await this.browser.newContext({
      ...device,
      storageState: storage ? { cookies: [], origins: [{ origin: this.serverUrl, localStorage: [{ name: SESSION_STORAGE_KEY, value: JSON.stringify(storage) }] }] } : undefined,
    });
    this.contexts.push(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error(`[${label}] page error:`, error.message));
    return new GamePage(page, label);
  }

  /** Signed in (and named, unless `name` is null) over HTTP: no page yet. */
  async account(label: string, options: Pick<PlayerOptions, 'name' | 'email' | 'place'> = {}): Promise<SignedInSession> {
    const made = identityFor(label);
    const email = options.email ?? made.email;
    let session = await signInOverHttp(this.serverUrl, { email, name: label });
    const name = options.name === undefined ? made.name : options.name;
    if (name !== null) session = await nameCharacter(this.serverUrl, session, name);
    if (options.place) await placeOverHttp(this.serverUrl, session, options.place);
    return session;
  }

  /**
   * A signed-in player with the game open: at character management ("Welcome Back!"), or at the
   * name dialog when `name` is null.
   */
  async signedIn(label: string, options: PlayerOptions = {}): Promise<Player> {
    const session = await this.account(label, options);
    await options.before?.(session);
    const game = await this.visitor(label, options.device, session);
    await game.open(`${this.serverUrl}${pagePath(options.path, options.tutorial)}`);
    await game.testId(session.user.inGameName === null ? 'name-dialog' : 'character-management').waitFor({ timeout: 20_000 });
    return new Player(game, session, this.serverUrl);
  }

  /** A signed-in, named player in the world, connected, where `place` put them (the start by default). */
  async inWorld(label: string, options: Omit<PlayerOptions, 'name'> & { name?: string } = {}): Promise<Player> {
    const player = await this.signedIn(label, options);
    await player.game.enterWorld();
    return player;
  }

  async close(): Promise<void> {
    for (const context of this.contexts.splice(0)) await context.close().catch(() => undefined);
  }
}

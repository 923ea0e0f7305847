import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import type { Browser } from 'playwright-core';
import type { LoopbackServer } from '../../api/src/test-support/loopback-server';
import { launchChromium } from './browser';
import { startGameServer, type GameServerOptions } from './game-server';
import { Players } from './players';

/** What a story file plays on: one browser for the file, a fresh server and its players for each test. */
export interface Stage {
  browser: Browser;
  server: LoopbackServer;
  players: Players;
}

/**
 * Registers the hooks of a story file whose tests each start from a fresh server (its own
 * database and clock), and answers the stage they fill in: read `stage.server` and
 * `stage.players` inside a test.
 */
export function freshServerEachTest(options: GameServerOptions = { devMode: true }): Stage {
  const stage = {} as Stage;
  beforeAll(async () => {
    stage.browser = await launchChromium();
  });
  beforeEach(async () => {
    stage.server = await startGameServer(options);
    stage.players = new Players(stage.browser, stage.server.url);
  });
  afterEach(async () => {
    await stage.players?.close();
    await stage.server?.cleanup();
  });
  afterAll(async () => {
    await stage.browser?.close();
  });
  return stage;
}

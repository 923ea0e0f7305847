import { describe, expect, it } from 'vitest';
import type { BrowserContext } from 'playwright-core';
import { FIRST_LOAD_BUDGET_KB, gzippedKb } from '../desktop/vite/first-load';
import { DESKTOP, pagePath } from './support/players';
import { freshServerEachTest } from './support/stage';

/** The world's own chunks: Phaser and the scenes, and the world screen (the HUD, the connection). */
const WORLD_CHUNKS = /\/assets\/(create-game|World)-[^/]*\.js$/;

/**
 * Every script and stylesheet the browser fetched for the page (workers included), with its
 * gzipped size: what a server compressing its answers sends, whatever the test server does.
 */
function watchDownloads(context: BrowserContext) {
  const files = new Map<string, number>();
  const reading: Promise<void>[] = [];
  context.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (!/\.(js|css)$/.test(path)) return;
    reading.push(
      response
        .body()
        .then((body) => void files.set(path, gzippedKb(body)))
        .catch(() => undefined),
    );
  });
  return {
    files,
    /** Kilobytes fetched so far, once every answer seen has been read. */
    async kb(): Promise<number> {
      await Promise.all(reading);
      return [...files.values()].reduce((sum, kb) => sum + kb, 0);
    },
  };
}

const stage = freshServerEachTest();

describe('the first load, measured in a real browser against the real server (issue 22)', () => {
  it(`a visitor gets the sign-in screen for at most ${FIRST_LOAD_BUDGET_KB.beforeSignIn} KB gzipped, and nothing of the world`, async () => {
    const game = await stage.players.visitor('visitor');
    const downloads = watchDownloads(game.page.context());
    await game.open(`${stage.server.url}${pagePath()}`);
    await game.testId('auth-signin-button').waitFor({ timeout: 20_000 });
    await game.testId('loading-overlay').waitFor({ state: 'detached', timeout: 20_000 });

    const kb = await downloads.kb();
    console.log(`first load before sign-in: ${kb.toFixed(1)} KB gzipped in ${downloads.files.size} files`);
    expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB.beforeSignIn);
    expect([...downloads.files.keys()].filter((path) => WORLD_CHUNKS.test(path))).toEqual([]);
    await game.shot('sign-in');
  });

  it(`a returning player reaches the world for at most ${FIRST_LOAD_BUDGET_KB.withWorld} KB in all; a window's code comes when it opens`, async () => {
    const session = await stage.players.account('returning');
    const game = await stage.players.visitor('returning', DESKTOP, session);
    const downloads = watchDownloads(game.page.context());
    await game.open(`${stage.server.url}${pagePath()}`);
    await game.testId('character-management').waitFor({ timeout: 20_000 });
    await game.enterWorld();

    const kb = await downloads.kb();
    console.log(`first load with the world: ${kb.toFixed(1)} KB gzipped in ${downloads.files.size} files`);
    expect(kb).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_KB.withWorld);
    const paths = [...downloads.files.keys()];
    expect(paths.filter((path) => WORLD_CHUNKS.test(path))).toHaveLength(2);
    expect(paths.some((path) => path.includes('/InventoryWindow-'))).toBe(false);

    // The inventory's code arrives with the first I, and the window opens with it.
    await game.page.keyboard.press('i');
    await game.testId('inventory-window').waitFor();
    await downloads.kb();
    expect([...downloads.files.keys()].some((path) => path.includes('/InventoryWindow-'))).toBe(true);
    await game.shot('inventory-loaded-on-open');
  });
});

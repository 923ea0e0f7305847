import { it } from 'vitest';
import { startGameServer } from './support/game-server';
import { launchChromium } from './support/browser';
import { Players } from './support/players';
it('measures', async () => {
  const server = await startGameServer({ devMode: true });
  const browser = await launchChromium();
  const players = new Players(browser, server.url);
  for (let i = 0; i < 3; i++) {
    let t = Date.now(); const m: Record<string, number> = {};
    const p = await players.signedIn('x'); m.signedIn = Date.now() - t; t = Date.now();
    const g = p.game;
    await g.testId('continue-button').click(); m.click = Date.now() - t;
    await g.testId('welcome-message').waitFor(); m.welcome = Date.now() - t;
    await g.page.waitForFunction(() => window.__silkroadWorld?.ready === true, undefined, { timeout: 60_000, polling: 50 }); m.ready = Date.now() - t;
    await g.testId('hud').waitFor(); m.hud = Date.now() - t;
    await g.page.waitForFunction(() => document.querySelector('[data-testid=hud-connection]')?.getAttribute('data-connected') === 'true', undefined, { timeout: 60_000, polling: 50 }); m.connected = Date.now() - t;
    await g.testId('loading-overlay').waitFor({ state: 'detached', timeout: 30_000 }); m.overlayGone = Date.now() - t;
    console.log('entry ' + JSON.stringify(m) + ' load ' + (await import('node:os')).loadavg()[0]);
    await players.close();
  }
  await browser.close(); await server.cleanup();
}, 600000);

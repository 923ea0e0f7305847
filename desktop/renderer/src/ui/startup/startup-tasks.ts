import type { ApiClient } from '../../net/api-client';
import { checkServerHealth } from '../../net/server-health';
import type { SessionStore } from '../../net/session-store';
import { needsRefresh } from '../../net/token-refresh';
import type { GameFactory } from '../world/game-module';
import type { StartupTasks } from './startup';

/** Fonts get this long to arrive; after that the game starts with fallbacks. */
const FONT_WAIT_MS = 1_500;

interface Deps {
  api: ApiClient;
  sessions: SessionStore;
  loadGame(): Promise<GameFactory>;
  win: Window;
}

export function createStartupTasks({ api, sessions, loadGame, win }: Deps): StartupTasks {
  let factory: GameFactory | null = null;
  return {
    initSystems() {
      if (typeof win.crypto?.getRandomValues !== 'function') throw new Error('No secure random numbers in this browser');
    },
    restoreState() {
      // The store read the record at creation; a corrupt record is dropped, not fatal.
      sessions.get();
    },
    async loadAssets() {
      // A player still to sign in gets the sign-in screens without the world's code (the
      // first-load budget); it arrives after sign-in (App's preloadWorld).
      if (sessions.get()) factory = await loadGame();
    },
    createEngine() {
      if (sessions.get() && typeof factory !== 'function') throw new Error('The world engine is missing');
    },
    async connectServer() {
      await checkServerHealth(api);
      // A stored session whose access token ran out is renewed now; a refused one is cleared
      // (ApiClient), which only means the player signs in again.
      const session = sessions.get();
      if (session && needsRefresh(session.tokens.expiresAt, Date.now())) await api.refresh().catch(() => undefined);
    },
    async finalize() {
      const fonts = win.document.fonts?.ready ?? Promise.resolve();
      await Promise.race([fonts, new Promise((resolve) => setTimeout(resolve, FONT_WAIT_MS))]);
    },
  };
}

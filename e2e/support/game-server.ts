import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { seededRandom } from '@silkroad/shared';
import { OffsetClock, systemClock } from '../../api/src/clock';
import { startLoopbackServer, type LoopbackServer } from '../../api/src/test-support/loopback-server';
import { fairDaylightAdvance } from './dev-clock';

export interface GameServerOptions {
  /**
   * A development server: its clock can be moved forward (POST /api/dev/clock, the way crops are
   * grown in a test) and it serves test mode's /api/test/* routes. Production-like by default.
   */
  devMode?: boolean;
  /** Other origins whose pages may call the API and open the socket (a desktop renderer stand-in). */
  webOrigins?: string[];
  /**
   * Grows the world's nodes from this seed (see world-seed.ts) instead of at random, so a test
   * that must walk to a kind of node finds one near, every run. Rolls then use the same generator.
   */
  worldSeed?: number;
  /** Achievements unlock and pay their rewards (off by default, as random events are: only the stories about them want rewards in the purse). */
  achievements?: boolean;
}

/**
 * The real server on loopback, with a fresh database file, serving the built web bundle. Its
 * clock runs at real speed from a fair late morning (fairDaylightAdvance), production servers'
 * too: the same light and weather in every run.
 */
export async function startGameServer(options: GameServerOptions = {}): Promise<LoopbackServer> {
  const webDistDir = resolve('desktop/dist-web');
  if (!existsSync(join(webDistDir, 'index.html'))) throw new Error('the web bundle is not built: run npm run build:web first');
  // The real limits: the browser tests play as players do.
  const { worldSeed, ...rest } = options;
  const random = worldSeed === undefined ? undefined : seededRandom(worldSeed);
  const clock = new OffsetClock(systemClock);
  clock.advance(fairDaylightAdvance(systemClock.now()));
  return startLoopbackServer({ ...rest, random, clock, webDistDir, folderPrefix: 'silkroad-e2e-' });
}

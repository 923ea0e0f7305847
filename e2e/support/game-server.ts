import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer, type RunningServer } from '../../api/src/index';
import type { ServerConfig } from '../../api/src/config';
import { RATE_LIMITS } from '@silkroad/shared';
import { freePort } from '../../api/src/test-support/free-port';

export interface GameServerOptions {
  /**
   * A development server: its clock can be moved forward (POST /api/dev/clock, the way crops are
   * grown in a test) and it serves test mode's /api/test/* routes. Production-like by default.
   */
  devMode?: boolean;
  /** Other origins whose pages may call the API and open the socket (a desktop renderer stand-in). */
  webOrigins?: string[];
}

/** The real server on loopback, with a fresh database file, serving the built web bundle. */
export async function startGameServer(options: GameServerOptions = {}): Promise<RunningServer & { cleanup(): Promise<void> }> {
  const webDistDir = resolve('desktop/dist-web');
  if (!existsSync(join(webDistDir, 'index.html'))) throw new Error('the web bundle is not built: run npm run build:web first');
  const dir = mkdtempSync(join(tmpdir(), 'silkroad-e2e-'));
  // The public URL must be known before the server starts (it is in its redirects), so pick the port first.
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const config: ServerConfig = {
    port,
    host: '127.0.0.1',
    databasePath: join(dir, 'game.db'),
    databaseUrl: null,
    redisUrl: null,
    publicUrl,
    webOrigins: [publicUrl, ...(options.webOrigins ?? [])],
    desktopScheme: 'io.silkroad.game',
    google: null,
    devMode: options.devMode ?? false,
    webDistDir,
    jwtSecret: null,
    logLevel: 'warn',
    // The real limits: the browser tests play as players do.
    rateLimits: RATE_LIMITS,
    trustProxy: false,
  };
  const server = await startServer(config);
  return {
    ...server,
    url: publicUrl,
    async cleanup() {
      await server.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

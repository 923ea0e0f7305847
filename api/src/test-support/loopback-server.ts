import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DESKTOP_SCHEME, RATE_LIMITS, type Random } from '@silkroad/shared';
import type { Clock } from '../clock';
import { ACHIEVEMENT_GAP_MS, type ServerConfig } from '../config';
import type { LogLevel } from '../logger';
import { startServer, type RunningServer } from '../server';
import { freePort } from './free-port';

export interface LoopbackServerOptions {
  /** A development server (dev clock, test-mode routes); production-like by default. */
  devMode?: boolean;
  /** The built web bundle to serve, if any. */
  webDistDir?: string | null;
  /** Other origins whose pages may call the API and open the socket. */
  webOrigins?: string[];
  logLevel?: LogLevel;
  /** Prefix of the temporary folder holding the database. */
  folderPrefix?: string;
  /** The server's randomness (Math.random by default): a seeded one grows the same world's nodes every run. */
  random?: Random;
  /** The server's clock (real time by default; a development server's can be moved forward). */
  clock?: Clock;
  /** Random events on their 2-minute checks (off by default: a test makes one happen on purpose). */
  randomEvents?: boolean;
  /** Achievements unlocking and paying as things happen (off by default: only the stories about them want rewards in the purse). */
  achievements?: boolean;
}

export interface LoopbackServer extends RunningServer {
  url: string;
  /** The temporary folder, removed by cleanup. */
  dir: string;
  /** Stops the server and removes its folder; calling it again is harmless. */
  cleanup(): Promise<void>;
}

/**
 * Test support: the real server on 127.0.0.1 with a fresh SQLite file, the local identity
 * provider and the real rate limits, as production runs it. The public URL is in the server's
 * redirects, so the port is chosen before it listens.
 */
export async function startLoopbackServer(options: LoopbackServerOptions = {}): Promise<LoopbackServer> {
  const dir = mkdtempSync(join(tmpdir(), options.folderPrefix ?? 'silkroad-server-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const config: ServerConfig = {
    port,
    host: '127.0.0.1',
    databasePath: join(dir, 'game.db'),
    databaseUrl: null,
    redisUrl: null,
    publicUrl: url,
    webOrigins: [url, ...(options.webOrigins ?? [])],
    desktopScheme: DESKTOP_SCHEME,
    google: null,
    devMode: options.devMode ?? false,
    webDistDir: options.webDistDir ?? null,
    jwtSecret: null,
    logLevel: options.logLevel ?? 'warn',
    rateLimits: RATE_LIMITS,
    trustProxy: false,
    randomEvents: options.randomEvents ?? false,
    achievements: options.achievements ?? false,
    achievementGapMs: ACHIEVEMENT_GAP_MS,
  };
  const server = await startServer(config, { random: options.random, clock: options.clock });
  let stopped: Promise<void> | null = null;
  return {
    ...server,
    url,
    dir,
    cleanup() {
      stopped ??= server.stop().finally(() => rmSync(dir, { recursive: true, force: true }));
      return stopped;
    },
  };
}

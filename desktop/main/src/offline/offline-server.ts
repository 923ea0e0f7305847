import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ACHIEVEMENT_GAP_MS, startLocalSession, startServer, type LocalIdentity, type ServerConfig, type Session } from '@silkroad/api';
import { DESKTOP_SCHEME, MESSAGES, RATE_LIMITS } from '@silkroad/shared';
import { z } from 'zod';
import { SILENT_LOG, type MainLog } from '../auth/main-log';
import { LOOPBACK_HOST, pickLoopbackPort } from './loopback-port';

export const OFFLINE_FOLDER = 'offline';
export const OFFLINE_DATABASE_FILE = 'silkroad.db';
/** Remembers the port, so the server keeps its origin across runs while the port stays free. */
export const OFFLINE_PORT_FILE = 'server.json';

export interface OfflineServerOptions {
  /** The app's userData folder; the server keeps everything under `<dataDirectory>/offline`. */
  dataDirectory: string;
  logger?: MainLog;
  /** The built renderer, served at '/' when given, so the window can load the game from the server's own origin. */
  webDistDir?: string | null;
  /** Origins besides the server's own whose pages may open the realtime socket. */
  extraWebOrigins?: readonly string[];
}

export interface OfflineServer {
  /** `http://127.0.0.1:<port>`: where the renderer's API calls and socket go while offline. */
  origin: string;
  /**
   * A session for the machine's local player, issued by the embedded server in-process: no
   * identity provider form, no browser, no HTTP round trip. Refused once the server is stopped.
   */
  startLocalSession(identity: LocalIdentity): Promise<Session>;
  /** Stops the server and closes its database; calling it again is harmless. */
  stop(): Promise<void>;
}

/**
 * The embedded server's configuration, built here and never read from the process environment
 * (a JWT_SECRET or DATABASE_URL of the player's shell has nothing to do with single-player).
 * Production mode: no test or clock routes. No Google: the local identity provider signs in the
 * machine's one player.
 */
export function offlineServerConfig(options: { databasePath: string; port: number; webDistDir: string | null; extraWebOrigins?: readonly string[] }): ServerConfig {
  const publicUrl = `http://${LOOPBACK_HOST}:${options.port}`;
  return {
    port: options.port,
    host: LOOPBACK_HOST,
    databasePath: options.databasePath,
    databaseUrl: null,
    redisUrl: null,
    publicUrl,
    webOrigins: [publicUrl, ...(options.extraWebOrigins ?? [])],
    desktopScheme: DESKTOP_SCHEME,
    google: null,
    devMode: false,
    webDistDir: options.webDistDir,
    // Generated once and kept in the offline database, so sessions survive a restart of the app.
    jwtSecret: null,
    logLevel: 'warn',
    rateLimits: RATE_LIMITS,
    trustProxy: false,
    randomEvents: true,
    achievements: true,
    achievementGapMs: ACHIEVEMENT_GAP_MS,
  };
}

interface Running {
  dataDirectory: string;
  ready: Promise<OfflineServer>;
}

/** One offline server per app: two on one database file would each believe they own it. */
let running: Running | null = null;
/** A start waits for the previous server to let go of the database. */
let lastStop: Promise<void> = Promise.resolve();

/**
 * Starts the same server `npm start` runs (DESIGN §1 "The API is a library first") on loopback,
 * with its own SQLite database. While one runs, starting again returns it.
 */
export function startOfflineServer(options: OfflineServerOptions): Promise<OfflineServer> {
  const dataDirectory = resolve(options.dataDirectory);
  if (running) {
    if (running.dataDirectory === dataDirectory) return running.ready;
    return Promise.reject(new Error('an offline server is already running on another data folder'));
  }
  const forget = (): void => {
    if (running === entry) running = null;
  };
  const entry: Running = { dataDirectory, ready: lastStop.then(() => launch(dataDirectory, options, forget)) };
  running = entry;
  entry.ready.catch(() => {
    if (running === entry) running = null;
  });
  return entry.ready;
}

async function launch(dataDirectory: string, options: OfflineServerOptions, forget: () => void): Promise<OfflineServer> {
  const log = options.logger ?? SILENT_LOG;
  const folder = join(dataDirectory, OFFLINE_FOLDER);
  mkdirSync(folder, { recursive: true, mode: 0o700 });
  const port = await pickLoopbackPort(readRememberedPort(folder));
  const config = offlineServerConfig({ databasePath: join(folder, OFFLINE_DATABASE_FILE), port, webDistDir: options.webDistDir ?? null, extraWebOrigins: options.extraWebOrigins });
  const server = await startServer(config);
  rememberPort(folder, port, log);
  log.info(`offline server listening on ${config.publicUrl}`);

  let stopped: Promise<void> | null = null;
  return {
    origin: config.publicUrl,
    startLocalSession(identity) {
      if (stopped) return Promise.reject(new Error(MESSAGES.cannotConnect));
      return startLocalSession(server.game, identity);
    },
    stop() {
      if (!stopped) {
        forget();
        stopped = server.stop().then(() => log.info('offline server stopped'));
        lastStop = stopped.catch(() => undefined);
      }
      return stopped;
    },
  };
}

const portFileSchema = z.object({ port: z.number().int().min(1024).max(65535) });

function readRememberedPort(folder: string): number | null {
  try {
    const parsed = portFileSchema.safeParse(JSON.parse(readFileSync(join(folder, OFFLINE_PORT_FILE), 'utf8')));
    return parsed.success ? parsed.data.port : null;
  } catch {
    return null;
  }
}

function rememberPort(folder: string, port: number, log: MainLog): void {
  const file = join(folder, OFFLINE_PORT_FILE);
  const temp = `${file}.${process.pid}.tmp`;
  try {
    writeFileSync(temp, JSON.stringify({ port }), { mode: 0o600 });
    renameSync(temp, file);
  } catch {
    rmSync(temp, { force: true });
    // Only the next run's origin depends on it: that run picks another port.
    log.warn('the offline server port could not be remembered');
  }
}

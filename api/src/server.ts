import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Random } from '@silkroad/shared';
import type { GameApp, GameSocketServer } from './app';
import { OffsetClock, systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { databaseStartupError, openDatabaseForStart, prepareDatabase } from './db/database-startup';
import { openPostgresForStart, postgresStartupError, preparePostgres, redactedDatabaseUrl } from './db/postgres-startup';
import { onPostgres } from './db/transaction';
import { storageFaultOf } from './db/sqlite-errors';
import { joinCluster, type Cluster } from './cluster/cluster';
import { createLogger } from './logger';
import type { MarketIntervals } from './modules/market/market-simulation';

export interface RunningServer {
  game: GameApp;
  io: GameSocketServer;
  db: Db;
  /** The URL the server answers on, with the port actually bound. */
  url: string;
  port: number;
  stop(): Promise<void>;
}

export interface StartOptions {
  clock?: Clock;
  random?: Random;
  db?: Db;
  /** Shorter market timers, for tests that watch prices step; a server keeps the spec's. */
  marketIntervals?: MarketIntervals;
}

/**
 * Opens, checks and migrates the database, builds the app and listens: what `npm start` and the
 * desktop shell run. A database the server cannot use is a DatabaseStartupError, whose message
 * is for the operator.
 */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  let db: Db;
  if (options.db) {
    db = options.db;
    if (onPostgres(db)) await preparePostgres(db, config.databaseUrl ?? 'postgres://(given by the caller)');
    else await prepareDatabase(db, config.databasePath);
  } else {
    db = config.databaseUrl ? await openPostgresForStart(config.databaseUrl) : await openDatabaseForStart(config.databasePath);
  }
  // With REDIS_URL this process joins the others sharing the database; an unreachable Redis stops it here.
  const logger = createLogger(config.logLevel);
  let cluster: Cluster | undefined;
  try {
    cluster = config.redisUrl ? await joinCluster(config.redisUrl, logger) : undefined;
  } catch (error) {
    if (!options.db) await db.destroy().catch(() => undefined);
    throw error;
  }
  let game: GameApp;
  try {
    // Loaded once the database is known to be usable: a start that fails on its settings or its
    // file says so without first loading the whole game (a third of the time of a refused start).
    const { createApp } = await import('./app');
    game = await createApp({ db, config, clock: options.clock ?? (config.devMode ? new OffsetClock(systemClock) : systemClock), random: options.random ?? Math.random, logger, cluster, marketIntervals: options.marketIntervals });
  } catch (error) {
    await cluster?.close();
    if (!options.db) await db.destroy().catch(() => undefined);
    // The app's first writes (markets, secrets) can still meet the storage failing under it.
    if (onPostgres(db)) {
      const explained = postgresStartupError(error, redactedDatabaseUrl(config.databaseUrl ?? ''));
      throw explained.problem === 'other' ? error : explained;
    }
    throw storageFaultOf(error) ? databaseStartupError(error, config.databasePath) : error;
  }
  const httpServer = createAdaptorServer({ fetch: game.app.fetch });
  const io = game.attachRealtime(httpServer as HttpServer);
  await new Promise<void>((resolveListen, reject) => {
    httpServer.once('error', reject);
    httpServer.listen(config.port, config.host, () => resolveListen());
  });
  const port = (httpServer.address() as AddressInfo).port;
  const host = config.host === '0.0.0.0' ? 'localhost' : config.host;
  return {
    game,
    io,
    db,
    url: `http://${host}:${port}`,
    port,
    async stop() {
      await game.close();
      await new Promise<void>((done) => io.close(() => done()));
      // After io: closing its Redis adapter still unsubscribes.
      await cluster?.close();
      await db.destroy();
    },
  };
}

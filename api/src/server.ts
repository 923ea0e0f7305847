import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Random } from '@silkroad/shared';
import { createApp, type GameApp, type GameSocketServer } from './app';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import type { Db } from './db/database';
import { databaseStartupError, openDatabaseForStart, prepareDatabase } from './db/database-startup';
import { storageFaultOf } from './db/sqlite-errors';

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
    await prepareDatabase(db, config.databasePath);
  } else {
    db = await openDatabaseForStart(config.databasePath);
  }
  let game: GameApp;
  try {
    game = await createApp({ db, config, clock: options.clock ?? systemClock, random: options.random ?? Math.random });
  } catch (error) {
    if (!options.db) await db.destroy().catch(() => undefined);
    // The app's first writes (markets, secrets) can still meet the storage failing under it.
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
      await db.destroy();
    },
  };
}

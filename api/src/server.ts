import type { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import type { Random } from '@silkroad/shared';
import { createApp, type GameApp, type GameSocketServer } from './app';
import { systemClock, type Clock } from './clock';
import type { ServerConfig } from './config';
import { migrateToLatest, openSqliteDatabase, type Db } from './db/database';

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

/** Opens and migrates the database, builds the app and listens: what `npm start` and the desktop shell run. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const db = options.db ?? openSqliteDatabase(config.databasePath);
  await migrateToLatest(db);
  const game = await createApp({ db, config, clock: options.clock ?? systemClock, random: options.random ?? Math.random });
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

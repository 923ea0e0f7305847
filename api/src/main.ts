import { ConfigError, configFromEnv, type ServerConfig } from './config';
import { DatabaseStartupError } from './db/database-startup';
import { redactedDatabaseUrl } from './db/postgres-startup';
import { startServer, type RunningServer } from './server';

/** A bad setting or an unusable database file: the operator gets the explanation, and no stack trace to bury it. */
async function start(): Promise<{ config: ServerConfig; server: RunningServer } | null> {
  try {
    const config = configFromEnv();
    return { config, server: await startServer(config) };
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DatabaseStartupError) {
      console.error(error.message);
      return null;
    }
    throw error;
  }
}

const started = await start();
// Explicit, so a timer some half-built part left behind cannot keep a failed server hanging;
// writes to stderr are synchronous for files, pipes and terminals on POSIX.
if (!started) process.exit(1);

const { config, server } = started;
server.game.ctx.logger.info({ url: config.publicUrl, database: config.databaseUrl ? redactedDatabaseUrl(config.databaseUrl) : config.databasePath, signIn: config.google ? 'google' : 'local' }, `Silk Road is running at ${config.publicUrl}`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}

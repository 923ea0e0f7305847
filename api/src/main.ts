import { configFromEnv } from './config';
import { startServer } from './server';

const config = configFromEnv();
const server = await startServer(config);
console.log(`Silk Road is running at ${config.publicUrl} (database ${config.databasePath}${config.google ? ', Google sign-in' : ', local sign-in'})`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void server.stop().then(() => process.exit(0));
  });
}

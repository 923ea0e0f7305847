import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrateToLatest, openPostgresDatabase, openSqliteDatabase, type Db } from '../db/database';
import { CLUSTER_NODE_EVENT_CHECK_ENV, CLUSTER_NODE_PRICE_STEP_ENV, type ClusterNodeReady } from './cluster-node-protocol';
import { startTestRedis, type TestRedis } from './redis-server';
import { TcpBalancer } from './tcp-balancer';
import { newTestPostgresUrl, testDialect } from './test-database';

/** The database every node shares: a SQLite file (WAL lets several processes use it) or a PostgreSQL URL. */
export type ClusterDatabase = { sqlitePath: string } | { databaseUrl: string };

export interface TestClusterOptions {
  nodes: number;
  /** A fresh SQLite file in a temporary folder unless given. */
  database?: ClusterDatabase;
  /** The market timers of every node; the spec's unless a test shortens them. */
  priceStepMs?: number;
  eventCheckMs?: number;
  /** More environment for every node (LOG_LEVEL, ...). */
  env?: Record<string, string>;
}

/** One game server process of the cluster. */
export interface ClusterNode {
  readonly index: number;
  readonly port: number;
  /** The node itself, bypassing the balancer. */
  readonly url: string;
  readonly pid: number;
  /** What it printed (its JSON log), for a failing test's message. */
  output(): string;
  /** SIGTERM: a clean stop, as an operator's restart. */
  stop(): Promise<void>;
  /** SIGKILL: the process dies on the spot, as in a crash or an OOM kill. */
  kill(): Promise<void>;
  readonly exited: boolean;
}

export interface TestCluster {
  readonly nodes: ClusterNode[];
  /** Round-robin TCP balancer in front of every node: the public URL players use. */
  readonly balancer: TcpBalancer;
  readonly publicUrl: string;
  readonly redis: TestRedis;
  /** The test's own connection to the shared database, for setting up and checking. */
  readonly db: Db;
  close(): Promise<void>;
}

const NODE_ENTRY = fileURLToPath(new URL('./cluster-node.ts', import.meta.url));
/** The repository's root, where `tsx` and the workspaces resolve from. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const READY_TIMEOUT_MS = 60_000;
/** Long enough for a test's players and trades; the real values are in configFromEnv. */
const TEST_JWT_SECRET = 'cluster-test-secret-of-at-least-32-chars';

/**
 * Starts `nodes` real server processes (test-support/cluster-node.ts, which calls startServer
 * with configFromEnv) on one database and one throwaway Redis, behind a TCP balancer. The
 * database is migrated once here before any node starts, as an operator would before a rolling
 * start, so the nodes never race to migrate it.
 */
export async function startTestCluster(options: TestClusterOptions): Promise<TestCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'silkroad-cluster-'));
  // On the PostgreSQL test run, a fresh copy of the migrated template; else a SQLite file.
  const database = options.database ?? (testDialect() === 'postgres' ? { databaseUrl: await newTestPostgresUrl() } : { sqlitePath: join(dir, 'game.db') });
  const db = 'sqlitePath' in database ? openSqliteDatabase(database.sqlitePath) : openPostgresDatabase(database.databaseUrl);
  const redis = await startTestRedis();
  const balancer = await TcpBalancer.start([]);
  const nodes: ClusterNode[] = [];
  const cleanup = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    await balancer.close();
    await redis.close();
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(db);
    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      PORT: '0',
      PUBLIC_URL: balancer.url,
      REDIS_URL: redis.url,
      JWT_SECRET: TEST_JWT_SECRET,
      WEB_DIST_DIR: '',
      LOG_LEVEL: 'warn',
      ...('sqlitePath' in database ? { DATABASE_PATH: database.sqlitePath } : { DATABASE_URL: database.databaseUrl }),
      ...(options.priceStepMs ? { [CLUSTER_NODE_PRICE_STEP_ENV]: String(options.priceStepMs) } : {}),
      ...(options.eventCheckMs ? { [CLUSTER_NODE_EVENT_CHECK_ENV]: String(options.eventCheckMs) } : {}),
      ...options.env,
    };
    const started = await Promise.all(Array.from({ length: options.nodes }, (_, index) => startNode(index, env)));
    nodes.push(...started);
    for (const node of started) balancer.add({ host: '127.0.0.1', port: node.port });
  } catch (error) {
    await cleanup();
    throw error;
  }
  return { nodes, balancer, publicUrl: balancer.url, redis, db, close: cleanup };
}

async function startNode(index: number, env: Record<string, string>): Promise<ClusterNode> {
  // Only what a server needs from the test's environment: no test-runner variables leak in.
  const inherited = Object.fromEntries(['PATH', 'HOME', 'TMPDIR'].flatMap((name) => (process.env[name] ? [[name, process.env[name]]] : [])));
  const child = spawn(process.execPath, ['--import', 'tsx', NODE_ENTRY], {
    cwd: REPO_ROOT,
    env: { ...inherited, NODE_ENV: 'test', ...env },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    // The tail is what explains a failure; a chatty node must not grow without bound.
    output = (output + chunk.toString()).slice(-64_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`cluster node ${index} did not start within ${READY_TIMEOUT_MS} ms:\n${output}`)), READY_TIMEOUT_MS);
    child.once('message', (message: ClusterNodeReady) => {
      clearTimeout(timer);
      resolve(message.port);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`cluster node ${index} exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  }).catch(async (error: unknown) => {
    await ended(child, 'SIGKILL');
    throw error;
  });

  return {
    index,
    port,
    url: `http://127.0.0.1:${port}`,
    pid: child.pid ?? 0,
    output: () => output,
    stop: () => ended(child, 'SIGTERM'),
    kill: () => ended(child, 'SIGKILL'),
    get exited() {
      return child.exitCode !== null || child.signalCode !== null;
    },
  };
}

/** Sends `signal` (unless it has already exited) and waits for the exit; a node that ignores SIGTERM is killed. */
async function ended(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

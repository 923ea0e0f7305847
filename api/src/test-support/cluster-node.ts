// One game server of a test cluster (test-support/cluster.ts), run as its own process with
// `node --import tsx`. It starts exactly as main.ts does, from the environment (configFromEnv:
// PORT, DATABASE_PATH or DATABASE_URL, REDIS_URL, PUBLIC_URL, ...); the only test-only knobs are
// the market timers below, which production code never reads.
import { configFromEnv } from '../config';
import type { MarketIntervals } from '../modules/market/market-simulation';
import { startServer } from '../server';
import { CLUSTER_NODE_EVENT_CHECK_ENV, CLUSTER_NODE_PRICE_STEP_ENV, type ClusterNodeReady } from './cluster-node-protocol';

function intervalFromEnv(name: string): number | undefined {
  const value = process.env[name];
  return value ? Number(value) : undefined;
}

const marketIntervals: MarketIntervals = { priceStepMs: intervalFromEnv(CLUSTER_NODE_PRICE_STEP_ENV), eventCheckMs: intervalFromEnv(CLUSTER_NODE_EVENT_CHECK_ENV) };
const server = await startServer(configFromEnv(), { marketIntervals });
const ready: ClusterNodeReady = { type: 'ready', port: server.port };
process.send?.(ready);

let stopping = false;
function stop(): void {
  if (stopping) return;
  stopping = true;
  void server.stop().then(
    () => process.exit(0),
    () => process.exit(1),
  );
}
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
// The test that started this node has gone (crashed or was killed): do not outlive it.
process.once('disconnect', stop);

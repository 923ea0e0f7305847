/** Test-only market timers of a cluster node (cluster-node.ts); production code never reads them. */
export const CLUSTER_NODE_PRICE_STEP_ENV = 'SILKROAD_TEST_PRICE_STEP_MS';
export const CLUSTER_NODE_EVENT_CHECK_ENV = 'SILKROAD_TEST_EVENT_CHECK_MS';

/** What a node tells its parent over the IPC channel once it listens. */
export interface ClusterNodeReady {
  type: 'ready';
  port: number;
}

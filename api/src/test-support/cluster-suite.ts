import { afterAll, beforeAll } from 'vitest';
import { startTestCluster, type TestCluster, type TestClusterOptions } from './cluster';
import { gameSocket, type ClusterClient } from './cluster-players';

export interface ClusterSuite {
  /** The test file's cluster, once beforeAll has started it. */
  readonly cluster: TestCluster;
  /** A game socket to `url` (not connected yet), disconnected with the suite. */
  socketTo(url: string, accessToken: string): ClusterClient;
}

/** One test cluster for a whole test file: started before its tests, and closed after them with every socket they opened. */
export function clusterSuite(options: TestClusterOptions): ClusterSuite {
  let cluster: TestCluster | undefined;
  const sockets: ClusterClient[] = [];
  beforeAll(async () => {
    cluster = await startTestCluster(options);
  }, 120_000);
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await cluster?.close();
  }, 60_000);
  return {
    get cluster() {
      if (!cluster) throw new Error('the test cluster is not started yet (use it inside a test)');
      return cluster;
    },
    socketTo(url, accessToken) {
      const socket = gameSocket(url, accessToken);
      sockets.push(socket);
      return socket;
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { joinCluster, type Cluster } from './cluster';
import type { PresenceBatch } from './presence-batch';
import { openPresenceBus, type PresenceBus } from './presence-bus';
import { PresenceMirror } from './presence-mirror';

const logger = createLogger('silent');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  await redis.close();
});

/** One process's end of the bus: what it heard, and a mirror fed by it. */
async function processOnBus() {
  const cluster: Cluster = await joinCluster(redis.url, logger);
  const heard: PresenceBatch[] = [];
  const mirror = new PresenceMirror(cluster.processId);
  let snapshotRequests = 0;
  const bus: PresenceBus = await openPresenceBus(
    cluster.redis,
    cluster.processId,
    {
      batch(batch) {
        heard.push(batch);
        mirror.apply(batch, Date.now());
      },
      snapshotRequested: () => (snapshotRequests += 1),
    },
    logger,
  );
  return {
    cluster,
    bus,
    heard,
    mirror,
    snapshotRequests: () => snapshotRequests,
    async close() {
      await bus.close();
      await cluster.close();
    },
  };
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let waited = 0; !condition(); waited += 10) {
    if (waited > 3_000) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

describe('the presence bus', () => {
  it("carries each process's batches to the others, numbered and in order, and not back to itself", async () => {
    const a = await processOnBus();
    const b = await processOnBus();
    try {
      a.bus.publish({ full: false, joined: [{ playerId: 'ana', username: 'Ana', x: 10, y: 20 }], moved: [], left: [] });
      for (let i = 1; i <= 5; i++) a.bus.publish({ full: false, joined: [], moved: [{ playerId: 'ana', x: 10 + i, y: 20 }], left: [] });
      await until(() => b.heard.length === 6, "a's six batches at b");
      expect(b.heard.map((h) => h.seq)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(b.heard.every((h) => h.origin === a.cluster.processId)).toBe(true);
      // Positions a process's HTTP routes check are readable from the other process.
      expect(b.mirror.position('ana')).toEqual({ x: 15, y: 20 });
      await sleep(50);
      expect(a.heard).toEqual([]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a process that opens the bus asks the others for full batches', async () => {
    const a = await processOnBus();
    try {
      expect(a.snapshotRequests()).toBe(0);
      const b = await processOnBus();
      try {
        await until(() => a.snapshotRequests() === 1, 'the snapshot request at a');
        // Requests are throttled: a burst of gaps asks once.
        b.bus.requestSnapshots();
        b.bus.requestSnapshots();
        await sleep(100);
        expect(a.snapshotRequests()).toBe(1);
        expect(b.snapshotRequests()).toBe(0);
      } finally {
        await b.close();
      }
    } finally {
      await a.close();
    }
  });
});

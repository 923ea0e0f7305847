import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLogger } from '../logger';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { joinCluster, type Cluster } from './cluster';
import type { PresenceBatch } from './presence-batch';
import { openPresenceBus, type PresenceBus } from './presence-bus';
import { PresenceMirror } from './presence-mirror';

const logger = createLogger('silent');
/** A batch published only so that its arrival shows what the bus delivered before it. */
const MARKER = { full: false, joined: [], moved: [], left: [] };

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
  await vi.waitFor(() => expect(condition(), `waiting for ${what}`).toBe(true), { timeout: 3_000, interval: 10 });
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
      // Redis delivers in the order it received: a's own batches would reach a before b's, sent after b heard them.
      b.bus.publish(MARKER);
      await until(() => a.heard.length > 0, "b's batch at a");
      expect(a.heard.map((h) => h.origin)).toEqual([b.cluster.processId]);
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
        // Markers each way, each sent once the other's has arrived: Redis delivers in the order it
        // received, so whatever b asked before has reached both processes when a's marker reaches b.
        b.bus.publish(MARKER);
        await until(() => a.heard.length === 1, "b's marker at a");
        a.bus.publish(MARKER);
        await until(() => b.heard.length === 1, "a's marker at b");
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

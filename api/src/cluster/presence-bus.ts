import type { Logger } from '../logger';
import { decodePresenceBatch, encodePresenceBatch, type PresenceBatch } from './presence-batch';
import type { RedisConnections } from './redis-connections';

export const PRESENCE_BATCH_CHANNEL = 'silkroad:presence:batches';
export const PRESENCE_SNAPSHOT_CHANNEL = 'silkroad:presence:snapshot-requests';
/** However many gaps a mirror notices, it asks for full batches at most this often. */
export const SNAPSHOT_REQUEST_INTERVAL_MS = 1_000;

export interface PresenceBusHandlers {
  /** Another process's batch of one tick, in the order that process published them. */
  batch(batch: PresenceBatch): void;
  /** Another process asks for a full batch (it started, or missed some): publish one with the next tick. */
  snapshotRequested(): void;
}

/**
 * The presence channel between processes (DESIGN "Several processes"): each process publishes
 * one batch per tick about its own players and hears everyone else's. Redis pub/sub keeps each
 * publisher's order and drops what is sent while a subscriber is away; the batch numbers let
 * the mirror notice that and ask for full batches.
 */
export interface PresenceBus {
  /** Publishes this process's batch of a tick; numbered here. Dropped while Redis is away. */
  publish(batch: Omit<PresenceBatch, 'origin' | 'seq'>): void;
  /** Asks the other processes for full batches; at most once per SNAPSHOT_REQUEST_INTERVAL_MS. */
  requestSnapshots(): void;
  close(): Promise<void>;
}

/**
 * Subscribes this process (`processId`) to the presence channel and asks the others for full
 * batches, so a process that starts into a running cluster learns who is already there.
 */
export async function openPresenceBus(redis: RedisConnections, processId: string, handlers: PresenceBusHandlers, logger: Logger, now: () => number = Date.now): Promise<PresenceBus> {
  const subscriber = await redis.subscriber('presence');
  let seq = 0;
  let requestedAt = -Infinity;
  let closed = false;

  subscriber.on('message', (channel: string, message: string) => {
    if (closed) return;
    if (channel === PRESENCE_SNAPSHOT_CHANNEL) {
      if (message !== processId) handlers.snapshotRequested();
      return;
    }
    if (channel !== PRESENCE_BATCH_CHANNEL) return;
    const batch = decodePresenceBatch(message);
    if (!batch) {
      logger.warn({ channel }, 'ignored a presence batch this version cannot read');
      return;
    }
    if (batch.origin !== processId) handlers.batch(batch);
  });
  await subscriber.subscribe(PRESENCE_BATCH_CHANNEL, PRESENCE_SNAPSHOT_CHANNEL);

  function publish(channel: string, message: string): void {
    // Realtime state: a batch lost while Redis is away is replaced by the next tick's (or a full one).
    redis.publisher.publish(channel, message).catch(() => undefined);
  }

  const bus: PresenceBus = {
    publish(batch) {
      if (closed) return;
      seq += 1;
      publish(PRESENCE_BATCH_CHANNEL, encodePresenceBatch({ ...batch, origin: processId, seq }));
    },
    requestSnapshots() {
      if (closed || now() - requestedAt < SNAPSHOT_REQUEST_INTERVAL_MS) return;
      requestedAt = now();
      publish(PRESENCE_SNAPSHOT_CHANNEL, processId);
    },
    async close() {
      closed = true;
      await subscriber.unsubscribe().catch(() => undefined);
    },
  };
  bus.requestSnapshots();
  return bus;
}

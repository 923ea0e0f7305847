import { randomUUID } from 'node:crypto';
import type { createAdapter } from '@socket.io/redis-adapter';
import type { Logger } from '../logger';
import { redisRateLimiterStore, type RateLimiterStore } from '../rate-limits';
import { redisJobSlots, type JobSlots } from './job-slots';
import { connectRedis, type RedisConnections } from './redis-connections';
import { redisSocketAdapter } from './socket-adapter';

/**
 * This process's membership of a cluster of game servers sharing one database and one Redis
 * (REDIS_URL; DESIGN "Several processes"). Without REDIS_URL there is none, and everything it
 * provides stays in the process's memory as before.
 */
export interface Cluster {
  /** Names this process in Redis (job claims, presence batches, connection names); new at every start. */
  readonly processId: string;
  readonly redis: RedisConnections;
  /** Rate-limit counters every process shares, so a budget is not multiplied by the number of processes. */
  readonly rateLimiterStore: RateLimiterStore;
  /** Periodic jobs run once per cluster. */
  readonly jobSlots: JobSlots;
  /** socket.io's Redis adapter: room broadcasts reach every process. */
  readonly socketAdapter: ReturnType<typeof createAdapter>;
  /** Closes the connections; after the socket.io server, whose adapter still unsubscribes on close. */
  close(): Promise<void>;
}

/** Connects to the cluster's Redis; a ConfigError explaining it when it cannot be reached. */
export async function joinCluster(redisUrl: string, logger: Logger): Promise<Cluster> {
  const processId = randomUUID();
  const redis = await connectRedis(redisUrl, logger, processId);
  try {
    const socketAdapter = await redisSocketAdapter(redis);
    return {
      processId,
      redis,
      rateLimiterStore: redisRateLimiterStore(redis.commands),
      jobSlots: redisJobSlots(redis.commands, processId, logger),
      socketAdapter,
      close: () => redis.close(),
    };
  } catch (error) {
    await redis.close();
    throw error;
  }
}

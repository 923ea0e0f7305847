import { Redis, type RedisOptions } from 'ioredis';
import { ConfigError } from '../config';
import type { Logger } from '../logger';

/** How long start-up waits for Redis before it gives up and explains. */
export const REDIS_CONNECT_TIMEOUT_MS = 5_000;
/** A command that takes longer fails: a request must not hang on a Redis that stopped answering. */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

/**
 * The connections one server process keeps to Redis. Each has one job, so a slow or broken one
 * never holds up another: a burst of room broadcasts does not delay a rate-limit check, and a
 * connection in subscriber mode (which can do nothing else) is never shared.
 */
export interface RedisConnections {
  /** Rate limits, job slots, anything a request waits for: fails fast instead of queueing while Redis is away. */
  readonly commands: Redis;
  /** Publishes (room broadcasts, presence batches): fire and forget, dropped while Redis is away. */
  readonly publisher: Redis;
  /** A connection of its own in subscriber mode, for one feature; closed with the rest. */
  subscriber(name: string): Promise<Redis>;
  close(): Promise<void>;
}

/** host:port of a Redis URL, for messages: the URL itself may carry a password. */
export function redisAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname}:${parsed.port || '6379'}`;
  } catch {
    return 'the address in REDIS_URL';
  }
}

/**
 * Without an offline queue a command while disconnected fails at once: a rate limit then lets
 * the request through (and logs) instead of making every player wait for a reconnect, and a
 * publish is dropped instead of replaying stale moves in a burst later.
 */
const FAIL_FAST: RedisOptions = { enableOfflineQueue: false, maxRetriesPerRequest: 1, commandTimeout: REDIS_COMMAND_TIMEOUT_MS };
/** Subscriptions are replayed by the client after a reconnect, so they must queue and never give up. */
const SUBSCRIBER: RedisOptions = { enableOfflineQueue: true, maxRetriesPerRequest: null };

/**
 * Logs a connection going down once and coming back once: ioredis reports every failed
 * reconnect attempt, which during an outage would be a line every few hundred milliseconds.
 */
function reportHealth(client: Redis, name: string, logger: Logger): void {
  // Failures before the first connection are start-up's to explain (connect below), once.
  let state: 'connecting' | 'up' | 'down' = 'connecting';
  client.on('error', (error: Error) => {
    if (state !== 'up') return;
    state = 'down';
    logger.error({ err: error, redis: name }, 'redis connection failed; retrying');
  });
  client.on('ready', () => {
    if (state === 'down') logger.info({ redis: name }, 'redis connection restored');
    state = 'up';
  });
}

async function connect(client: Redis, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REDIS_CONNECT_TIMEOUT_MS} ms`)), REDIS_CONNECT_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect(), timeout]);
  } catch (error) {
    client.disconnect();
    const reason = error instanceof Error ? error.message : String(error);
    // A ConfigError: the operator gets this explanation and no stack trace (main.ts).
    throw new ConfigError(
      `Redis at ${redisAddress(url)} (REDIS_URL) cannot be reached: ${reason}. Start Redis there or correct REDIS_URL; without REDIS_URL the server runs as a single process.`,
    );
  } finally {
    clearTimeout(timer);
  }
}

async function quit(client: Redis): Promise<void> {
  if (client.status === 'end') return;
  // QUIT waits for replies still due; a Redis that is away would never answer it.
  await Promise.race([client.quit().catch(() => undefined), new Promise((resolve) => setTimeout(resolve, REDIS_COMMAND_TIMEOUT_MS).unref())]);
  client.disconnect();
}

/**
 * Opens this process's connections to the Redis at `url` and waits until they answer, so a
 * wrong REDIS_URL stops the server at start instead of leaving it half in a cluster.
 */
export async function connectRedis(url: string, logger: Logger, processId: string): Promise<RedisConnections> {
  const open: Redis[] = [];
  function client(name: string, options: RedisOptions): Redis {
    const redis = new Redis(url, { ...options, lazyConnect: true, connectionName: `silkroad:${processId}:${name}` });
    reportHealth(redis, name, logger);
    open.push(redis);
    return redis;
  }
  const commands = client('commands', FAIL_FAST);
  const publisher = client('publisher', FAIL_FAST);
  try {
    await Promise.all([connect(commands, url), connect(publisher, url)]);
  } catch (error) {
    await Promise.all(open.map(quit));
    throw error;
  }
  let closed = false;
  return {
    commands,
    publisher,
    async subscriber(name) {
      if (closed) throw new Error('redis connections are closed');
      const redis = client(`subscriber:${name}`, SUBSCRIBER);
      await connect(redis, url);
      return redis;
    },
    async close() {
      closed = true;
      await Promise.all(open.map(quit));
    },
  };
}

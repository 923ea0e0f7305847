import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { handleRejections } from './handled-rejections';
import type { RedisConnections } from './redis-connections';

/** The prefix of socket.io's channels on Redis, apart from every other key of the game. */
export const SOCKET_ADAPTER_KEY = 'silkroad:socket.io';

/**
 * socket.io's Redis adapter: a room broadcast in one process reaches the room's sockets in every
 * process (chat, markets, per-user rooms), and `io.in(room).disconnectSockets()` or
 * `fetchSockets()` work across processes. The adapter never awaits its publishes and
 * subscriptions, so their rejections during a Redis outage are marked handled here: a dropped
 * broadcast must not end the process.
 */
export async function redisSocketAdapter(redis: RedisConnections): Promise<ReturnType<typeof createAdapter>> {
  const subscriber = await redis.subscriber('socket.io');
  const publishMethods: (keyof Redis & string)[] = ['publish'];
  const subscribeMethods: (keyof Redis & string)[] = ['subscribe', 'psubscribe', 'unsubscribe', 'punsubscribe'];
  handleRejections(redis.publisher, publishMethods);
  handleRejections(subscriber, subscribeMethods);
  return createAdapter(redis.publisher, subscriber, { key: SOCKET_ADAPTER_KEY, publishOnSpecificResponseChannel: true });
}

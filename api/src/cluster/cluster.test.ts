import { describe, expect, it, vi } from 'vitest';
import { startServer } from '../server';
import { startTestRedis } from '../test-support/redis-server';
import { testConfig } from '../test-support/test-app';
import { ConfigError } from '../config';
import { createLogger } from '../logger';
import { freePort } from '../test-support/free-port';
import { joinCluster } from './cluster';
import { redisAddress } from './redis-connections';

describe('joining a cluster', () => {
  it('an unreachable REDIS_URL stops the start with an explanation for the operator, without the password', async () => {
    const port = await freePort();
    const started = Date.now();
    const error = await joinCluster(`redis://:hunter2-secret@127.0.0.1:${port}`, createLogger('silent')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain(`127.0.0.1:${port}`);
    expect(message).toContain('REDIS_URL');
    expect(message).not.toContain('hunter2');
    expect(Date.now() - started).toBeLessThan(6_000);
  });

  it('a server given an unreachable REDIS_URL does not start', async () => {
    const redisUrl = `redis://127.0.0.1:${await freePort()}`;
    await expect(startServer(testConfig({ redisUrl }))).rejects.toBeInstanceOf(ConfigError);
  });

  it('names a Redis by host and port only', () => {
    expect(redisAddress('redis://user:pw@cache.internal:6380/2')).toBe('cache.internal:6380');
    expect(redisAddress('rediss://cache.internal')).toBe('cache.internal:6379');
    expect(redisAddress('not a url')).toBe('the address in REDIS_URL');
  });

  it('logs an outage once per connection when it starts and once when it ends, not every reconnect attempt', async () => {
    const redis = await startTestRedis();
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const cluster = await joinCluster(redis.url, logger);
    try {
      expect(lines).toEqual([]);
      const attempts = new Map<string, number>();
      for (const [name, client] of [
        ['commands', cluster.redis.commands],
        ['publisher', cluster.redis.publisher],
      ] as const) {
        attempts.set(name, 0);
        client.on('reconnecting', () => attempts.set(name, attempts.get(name)! + 1));
      }
      await redis.stop();
      // Several reconnect attempts (the connections all retry alike).
      await vi.waitFor(() => expect(Math.min(...attempts.values())).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 20 });
      await redis.start();
      await vi.waitFor(() => expect(lines.filter((l) => l.msg === 'redis connection restored').length).toBeGreaterThanOrEqual(3), { timeout: 10_000, interval: 20 });
      const count = (msg: string) => lines.filter((l) => l.msg === msg).map((l) => l.redis).sort();
      const connections = ['commands', 'publisher', 'subscriber:socket.io'];
      expect(count('redis connection failed; retrying')).toEqual(connections);
      expect(count('redis connection restored')).toEqual(connections);
    } finally {
      await cluster.close();
      await redis.close();
    }
  }, 20_000);
});

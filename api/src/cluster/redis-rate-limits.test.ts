import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RATE_LIMITS, type RateLimitTable } from '@silkroad/shared';
import { createLogger } from '../logger';
import { RateLimits } from '../rate-limits';
import { startTestRedis, type TestRedis } from '../test-support/redis-server';
import { joinCluster, type Cluster } from './cluster';

/** chat: 5 per 10 s per player, 20 per address (the real table). */
const TABLE: RateLimitTable = RATE_LIMITS;
const silent = createLogger('silent');

let redis: TestRedis;
beforeAll(async () => {
  redis = await startTestRedis();
});
afterAll(async () => {
  await redis.close();
});

/** A process's view of the limits: its own connection to the shared Redis. */
async function processLimits(logger = silent): Promise<{ limits: RateLimits; cluster: Cluster }> {
  const cluster = await joinCluster(redis.url, silent);
  return { limits: new RateLimits(TABLE, logger, cluster.rateLimiterStore), cluster };
}

describe('rate limits counted in Redis', () => {
  it('two processes share one budget: a player cannot multiply it by reaching both', async () => {
    const a = await processLimits();
    const b = await processLimits();
    try {
      const who = { userId: 'player-shared-budget' };
      const verdicts = [];
      // The chat budget is 5 per player: alternate between the processes.
      for (let i = 0; i < 6; i++) verdicts.push(await (i % 2 === 0 ? a : b).limits.take('chat', who));
      expect(verdicts.slice(0, 5).every((v) => v.allowed)).toBe(true);
      expect(verdicts[5]).toMatchObject({ allowed: false });
      expect((verdicts[5] as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(0);
      // Another player's budget is untouched.
      expect(await a.limits.take('chat', { userId: 'someone-else' })).toEqual({ allowed: true });
    } finally {
      await a.cluster.close();
      await b.cluster.close();
    }
  });

  it('per-address budgets are shared too', async () => {
    const a = await processLimits();
    const b = await processLimits();
    try {
      const address = '198.51.100.7';
      let allowed = 0;
      // signInStart: 60 per minute per address, whichever process the requests reach.
      for (let i = 0; i < 70; i++) if ((await (i % 2 ? a : b).limits.take('signInStart', { address })).allowed) allowed += 1;
      expect(allowed).toBe(60);
    } finally {
      await a.cluster.close();
      await b.cluster.close();
    }
  });

  it('a budget of bytes adds up what every process took: one address cannot store a day’s bytes per process', async () => {
    const a = await processLimits();
    const b = await processLimits();
    try {
      const address = '198.51.100.8';
      const ceiling = TABLE.anonymousReportBytes.perAddress!.points;
      const report = Math.floor(ceiling / 4) + 1;
      const verdicts = [];
      for (let i = 0; i < 4; i++) verdicts.push(await (i % 2 ? a : b).limits.take('anonymousReportBytes', { address }, report));
      expect(verdicts.map((v) => v.allowed)).toEqual([true, true, true, false]);
      expect((verdicts[3] as { retryAfterMs: number }).retryAfterMs).toBeGreaterThan(TABLE.anonymousReportBytes.perAddress!.durationMs - 60_000);
      expect(await a.limits.take('anonymousReportBytes', { address: '198.51.100.9' }, report)).toEqual({ allowed: true });
    } finally {
      await a.cluster.close();
      await b.cluster.close();
    }
  });

  it('a Redis outage lets requests through, says so in the log without a line per request, and counting resumes after', async () => {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('error', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    const { limits, cluster } = await processLimits(logger);
    try {
      const who = { userId: 'player-during-outage' };
      await redis.stop();
      const verdicts = [];
      // Far more than the budget of 5: all let through while nothing can count them.
      for (let i = 0; i < 20; i++) verdicts.push(await limits.take('chat', who));
      expect(verdicts.every((v) => v.allowed)).toBe(true);
      const failures = lines.filter((line) => line.msg === 'rate limiter store failed; request let through');
      expect(failures).toHaveLength(1);
      expect(failures[0]).toMatchObject({ limit: 'chat', letThrough: 1 });

      await redis.start();
      await waitForReady(cluster);
      const after = [];
      for (let i = 0; i < 6; i++) after.push(await limits.take('chat', who));
      expect(after.filter((v) => v.allowed)).toHaveLength(5);
    } finally {
      await redis.start();
      await cluster.close();
    }
  }, 20_000);
});

async function waitForReady(cluster: Cluster): Promise<void> {
  await vi.waitFor(() => expect(cluster.redis.commands.status, 'redis coming back').toBe('ready'), { timeout: 10_000, interval: 20 });
}

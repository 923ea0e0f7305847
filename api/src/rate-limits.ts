import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitName, RateLimitPolicy, RateLimitRule, RateLimitTable } from '@silkroad/shared';
import type { Logger } from './logger';

/**
 * Where the counters live. One process keeps them in memory; several processes share Redis
 * (REDIS_URL), so a player cannot multiply a budget by reaching different processes.
 */
export type RateLimiterStore = (options: IRateLimiterOptions & { keyPrefix: string }) => RateLimiterAbstract;

export const memoryRateLimiterStore: RateLimiterStore = (options) => new RateLimiterMemory(options);

/** Apart from every other key of the game in the same Redis. */
export const REDIS_RATE_LIMIT_PREFIX = 'silkroad:rate';

/**
 * Counters in Redis, one atomic increment per request. `client` should fail fast while
 * disconnected (no offline queue, a command timeout): the refusal logic below then lets the
 * request through instead of making it wait for Redis to come back.
 */
export function redisRateLimiterStore(client: Redis): RateLimiterStore {
  return (options) => new RateLimiterRedis({ ...options, keyPrefix: `${REDIS_RATE_LIMIT_PREFIX}:${options.keyPrefix}`, storeClient: client, rejectIfRedisNotReady: true });
}

/** During a store outage every request fails over to "allowed": one log line per this long says so. */
export const STORE_FAILURE_LOG_INTERVAL_MS = 10_000;

/** Who is asking: a signed-in player, a network address, or both. */
export interface Requester {
  userId?: string | null;
  address?: string | null;
}

export type RateVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

const ALLOWED: RateVerdict = { allowed: true };

/**
 * Every budget a client can run down by calling something in a loop (the table in
 * `RATE_LIMITS`), behind one interface for the HTTP routes and the socket events alike.
 */
export class RateLimits {
  private readonly limiters = new Map<string, RateLimiterAbstract>();
  /** Store failures not logged yet, and when the last line went out (Date.now: real time, whatever the game clock says). */
  private unloggedFailures = 0;
  private failureLoggedAt = -Infinity;

  constructor(
    private readonly table: RateLimitTable,
    private readonly logger: Logger,
    private readonly store: RateLimiterStore = memoryRateLimiterStore,
  ) {}

  /**
   * Takes `points` (one request, or as many bytes as a budget counts) from each of the
   * requester's budgets for `name`: its player's and its address's. Refused when either is
   * spent; a refused attempt still counts, so a flood does not get through by retrying faster.
   */
  async take(name: RateLimitName, who: Requester, points = 1): Promise<RateVerdict> {
    const policy: RateLimitPolicy = this.table[name];
    if (policy.perUser && who.userId) {
      const verdict = await this.consume(name, 'user', policy.perUser, who.userId, points);
      if (!verdict.allowed) return verdict;
    }
    if (policy.perAddress && who.address) return this.consume(name, 'address', policy.perAddress, who.address, points);
    return ALLOWED;
  }

  private async consume(name: RateLimitName, dimension: 'user' | 'address', rule: RateLimitRule, key: string, points: number): Promise<RateVerdict> {
    try {
      await this.limiterFor(name, dimension, rule).consume(key, points);
      return ALLOWED;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(1, outcome.msBeforeNext) };
      // A shared store that cannot be reached must not take the game down with it: let the
      // request through and say so. Memory never fails.
      this.reportStoreFailure(outcome, name);
      return ALLOWED;
    }
  }

  /** Every request of an outage fails the same way: the first is logged, then one line per interval with the count. */
  private reportStoreFailure(error: unknown, name: RateLimitName): void {
    this.unloggedFailures += 1;
    const now = Date.now();
    if (now - this.failureLoggedAt < STORE_FAILURE_LOG_INTERVAL_MS) return;
    this.logger.error({ err: error, limit: name, letThrough: this.unloggedFailures }, 'rate limiter store failed; request let through');
    this.failureLoggedAt = now;
    this.unloggedFailures = 0;
  }

  private limiterFor(name: RateLimitName, dimension: 'user' | 'address', rule: RateLimitRule): RateLimiterAbstract {
    const keyPrefix = `${name}:${dimension}`;
    let limiter = this.limiters.get(keyPrefix);
    if (!limiter) {
      limiter = this.store({ keyPrefix, points: rule.points, duration: rule.durationMs / 1000 });
      this.limiters.set(keyPrefix, limiter);
    }
    return limiter;
  }
}

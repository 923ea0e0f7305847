import { RateLimiterMemory, RateLimiterRes, type IRateLimiterOptions, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { RateLimitName, RateLimitPolicy, RateLimitRule, RateLimitTable } from '@silkroad/shared';
import type { Logger } from './logger';

/**
 * Where the counters live. One process keeps them in memory; several processes will share a
 * store (rate-limiter-flexible's Redis limiter takes the same options plus its client), so a
 * player cannot multiply a budget by reaching different processes.
 */
export type RateLimiterStore = (options: IRateLimiterOptions & { keyPrefix: string }) => RateLimiterAbstract;

export const memoryRateLimiterStore: RateLimiterStore = (options) => new RateLimiterMemory(options);

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

  constructor(
    private readonly table: RateLimitTable,
    private readonly logger: Logger,
    private readonly store: RateLimiterStore = memoryRateLimiterStore,
  ) {}

  /**
   * Takes one from each of the requester's budgets for `name`: its player's and its address's.
   * Refused when either is spent; a refused attempt still counts, so a flood does not get
   * through by retrying faster.
   */
  async take(name: RateLimitName, who: Requester): Promise<RateVerdict> {
    const policy: RateLimitPolicy = this.table[name];
    if (policy.perUser && who.userId) {
      const verdict = await this.consume(name, 'user', policy.perUser, who.userId);
      if (!verdict.allowed) return verdict;
    }
    if (policy.perAddress && who.address) return this.consume(name, 'address', policy.perAddress, who.address);
    return ALLOWED;
  }

  private async consume(name: RateLimitName, dimension: 'user' | 'address', rule: RateLimitRule, key: string): Promise<RateVerdict> {
    try {
      await this.limiterFor(name, dimension, rule).consume(key);
      return ALLOWED;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) return { allowed: false, retryAfterMs: Math.max(1, outcome.msBeforeNext) };
      // A shared store that cannot be reached must not take the game down with it: let the
      // request through and say so. Memory never fails.
      this.logger.error({ err: outcome, limit: name }, 'rate limiter store failed; request let through');
      return ALLOWED;
    }
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

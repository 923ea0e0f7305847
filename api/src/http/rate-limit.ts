import { createMiddleware } from 'hono/factory';
import type { RateLimitName } from '@silkroad/shared';
import type { AppEnv } from '../context';
import type { RateLimits, Requester } from '../rate-limits';
import { clientAddress } from './client-address';
import { Refusal } from './refusal';

/** Takes `points` (one by default) from the requester's `name` budgets; refuses with 429 RATE_LIMITED and Retry-After when one is spent. */
export async function requireBudget(rateLimits: RateLimits, name: RateLimitName, who: Requester, points = 1): Promise<void> {
  const verdict = await rateLimits.take(name, who, points);
  if (!verdict.allowed) throw new Refusal('RATE_LIMITED', undefined, verdict.retryAfterMs);
}

/**
 * Route middleware: takes one from the caller's `name` budget (per player once requireAuth has
 * run, and per address) and refuses with 429 and Retry-After when it is spent.
 */
export function rateLimit(name: RateLimitName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await requireBudget(c.var.ctx.rateLimits, name, { userId: c.var.userId, address: clientAddress(c, c.var.ctx.config) });
    await next();
  });
}

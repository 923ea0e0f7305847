import { createMiddleware } from 'hono/factory';
import type { RateLimitName } from '@silkroad/shared';
import type { AppEnv } from '../context';
import { clientAddress } from './client-address';
import { Refusal } from './refusal';

/**
 * Route middleware: takes one from the caller's `name` budget (per player once requireAuth has
 * run, and per address) and refuses with 429 and Retry-After when it is spent.
 */
export function rateLimit(name: RateLimitName) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const verdict = await c.var.ctx.rateLimits.take(name, { userId: c.var.userId, address: clientAddress(c, c.var.ctx.config) });
    if (!verdict.allowed) throw new Refusal('RATE_LIMITED', undefined, verdict.retryAfterMs);
    await next();
  });
}

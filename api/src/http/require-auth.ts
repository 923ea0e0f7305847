import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { requireBudget } from './rate-limit';
import { Refusal } from './refusal';

/**
 * Bearer routes: a missing, forged or expired token answers 401 and the handler never runs. The
 * wording is the same for every failure; the code (TOKEN_EXPIRED) tells a client to refresh.
 * A signed-in player's requests also count against their own budget for all routes together.
 */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const match = /^Bearer ([^\s]+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) throw new Refusal('UNAUTHENTICATED');
  const check = await c.var.ctx.accessTokens.verify(match[1]);
  if (!check.ok) throw new Refusal(check.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED');
  await requireBudget(c.var.ctx.rateLimits, 'api', { userId: check.userId });
  c.set('userId', check.userId);
  await next();
});

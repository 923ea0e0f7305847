import { createMiddleware } from 'hono/factory';
import { MESSAGES } from '@silkroad/shared';
import type { AppEnv } from '../context';

/** Bearer routes: a missing, forged or expired token answers 401 and the handler never runs. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  if (!match?.[1]) return c.json({ success: false as const, error: MESSAGES.authRequired }, 401);
  const check = await c.var.ctx.accessTokens.verify(match[1]);
  // The wording is the same for every failure; `code` lets a client tell it should refresh.
  if (!check.ok) return c.json({ success: false as const, error: MESSAGES.authRequired, code: check.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED' }, 401);
  c.set('userId', check.userId);
  await next();
  return undefined;
});

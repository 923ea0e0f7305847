import { createMiddleware } from 'hono/factory';
import type { AppContext, AppEnv } from '../context';

/**
 * Gives each request the app context and a logger bound to its request id, and logs it once
 * answered: method, path (never the query, which can carry sign-in codes), status and duration.
 * Must run after hono's requestId middleware.
 */
export function requestLog(ctx: AppContext) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const started = performance.now();
    const log = ctx.logger.child({ reqId: c.var.requestId });
    c.set('ctx', ctx);
    c.set('log', log);
    await next();
    const status = c.res.status;
    const line = { method: c.req.method, path: c.req.path, status, ms: Math.round((performance.now() - started) * 10) / 10 };
    if (status >= 500) log.error(line, 'request failed');
    else log.info(line, 'request');
  });
}

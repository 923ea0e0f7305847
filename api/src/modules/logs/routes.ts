import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ERROR_REPORT_RATE_LIMIT, errorReportResponseSchema, errorReportSchema, KeyedRateLimiter, MAX_ERROR_REPORT_BYTES, MESSAGES } from '@silkroad/shared';
import type { AppContext, AppEnv } from '../../context';
import { jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { createRouter } from '../../http/router';
import { storeErrorReport } from './error-report-store';

/** Above this many tracked clients the limiter forgets the ones whose window has passed. */
const LIMITER_SWEEP_THRESHOLD = 1_000;


const reportErrors = createRoute({
  method: 'post',
  path: '/errors',
  tags: ['logs'],
  summary: 'Client error reports (public; a valid bearer token attributes them to the player)',
  // The report limit is below the global body limit; checked before the body is parsed.
  middleware: [bodyLimit({ maxSize: MAX_ERROR_REPORT_BYTES, onError: (c) => c.json({ success: false as const, error: MESSAGES.bodyTooLarge }, 413) })],
  request: { body: jsonBody(errorReportSchema) },
  responses: {
    200: jsonContent(errorReportResponseSchema, 'The entries were stored'),
    400: jsonError('Malformed or invalid report'),
    413: jsonError(`Report larger than ${MAX_ERROR_REPORT_BYTES} bytes`),
    415: jsonError('The body is not JSON'),
    429: jsonError(`More than ${ERROR_REPORT_RATE_LIMIT.count} reports a minute from one client`),
  },
});

/** The signed-in user, if the request carries a valid access token; reports never require one. */
async function optionalUserId(c: Context<AppEnv>, ctx: AppContext): Promise<string | null> {
  const match = /^Bearer ([^\s]+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return null;
  const check = await ctx.accessTokens.verify(match[1]);
  return check.ok ? check.userId : null;
}

/** The peer address under @hono/node-server; behind a proxy every client shares the proxy's. */
function clientAddress(c: Context<AppEnv>): string {
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

export function errorReportRoutes(ctx: AppContext) {
  const router = createRouter();
  const limiter = new KeyedRateLimiter(ERROR_REPORT_RATE_LIMIT);

  router.openapi(reportErrors, async (c) => {
    const now = ctx.clock.now();
    const userId = await optionalUserId(c, ctx);
    if (limiter.size > LIMITER_SWEEP_THRESHOLD) limiter.sweep(now);
    if (!limiter.tryTake(userId ? `user:${userId}` : `address:${clientAddress(c)}`, now)) {
      return c.json({ success: false as const, error: MESSAGES.tooManyRequests }, 429);
    }
    const received = await storeErrorReport(ctx.db, c.req.valid('json'), { userId, userAgent: c.req.header('user-agent') ?? null, now });
    return c.json({ success: true as const, data: { received } }, 200);
  });

  return router;
}

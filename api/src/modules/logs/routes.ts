import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorReportResponseSchema, errorReportSchema, logUploadResponseSchema, logUploadSchema, MAX_ERROR_REPORT_BYTES, MAX_LOG_UPLOAD_BYTES, RATE_LIMITS } from '@silkroad/shared';
import type { AppContext, AppEnv } from '../../context';
import { clientAddress } from '../../http/client-address';
import { jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { requireBudget } from '../../http/rate-limit';
import { bodyWithin } from '../../http/request-body';
import { createRouter } from '../../http/router';
import { storeErrorReport, storeLogUpload } from './error-report-store';

const reportErrors = createRoute({
  method: 'post',
  path: '/errors',
  tags: ['logs'],
  summary: 'Client error reports (public; a valid bearer token attributes them to the player)',
  // The report limit is below the global body limit; checked before the body is parsed.
  middleware: [bodyWithin(MAX_ERROR_REPORT_BYTES)],
  request: { body: jsonBody(errorReportSchema) },
  responses: {
    200: jsonContent(errorReportResponseSchema, 'The entries were stored'),
    400: jsonError('Malformed or invalid report'),
    413: jsonError(`Report larger than ${MAX_ERROR_REPORT_BYTES} bytes`),
    415: jsonError('The body is not JSON'),
    429: jsonError(
      `RATE_LIMITED: more than ${RATE_LIMITS.errorReport.perUser.points} reports a minute from one player, or ${RATE_LIMITS.errorReport.perAddress.points} from one address; see Retry-After`,
    ),
  },
});

const uploadLogs = createRoute({
  method: 'post',
  path: '/logs',
  tags: ['logs'],
  summary: "A client logger's entries, sent on start and on demand (public; a valid bearer token attributes them to the player)",
  middleware: [bodyWithin(MAX_LOG_UPLOAD_BYTES)],
  request: { body: jsonBody(logUploadSchema) },
  responses: {
    200: jsonContent(logUploadResponseSchema, 'The entries were stored'),
    400: jsonError('Malformed or invalid upload'),
    413: jsonError(`Upload larger than ${MAX_LOG_UPLOAD_BYTES} bytes`),
    415: jsonError('The body is not JSON'),
    429: jsonError(
      `RATE_LIMITED: more than ${RATE_LIMITS.logUpload.perUser.points} uploads a minute from one player, or ${RATE_LIMITS.logUpload.perAddress.points} from one address; see Retry-After`,
    ),
  },
});

/** The signed-in user, if the request carries a valid access token; reports never require one. */
async function optionalUserId(c: Context<AppEnv>, ctx: AppContext): Promise<string | null> {
  const match = /^Bearer ([^\s]+)$/i.exec(c.req.header('authorization') ?? '');
  if (!match?.[1]) return null;
  const check = await ctx.accessTokens.verify(match[1]);
  return check.ok ? check.userId : null;
}

export function errorReportRoutes(ctx: AppContext) {
  const router = createRouter();

  router.openapi(reportErrors, async (c) => {
    const userId = await optionalUserId(c, ctx);
    // Counted per player and per address alike: free accounts do not multiply the budget.
    await requireBudget(ctx.rateLimits, 'errorReport', { userId, address: clientAddress(c, ctx.config) });
    const received = await storeErrorReport(ctx.db, c.req.valid('json'), { userId, userAgent: c.req.header('user-agent') ?? null, now: ctx.clock.now() });
    return c.json({ success: true as const, data: { received } }, 200);
  });

  router.openapi(uploadLogs, async (c) => {
    const userId = await optionalUserId(c, ctx);
    await requireBudget(ctx.rateLimits, 'logUpload', { userId, address: clientAddress(c, ctx.config) });
    const received = await storeLogUpload(ctx.db, c.req.valid('json'), { userId, userAgent: c.req.header('user-agent') ?? null, now: ctx.clock.now() });
    return c.json({ success: true as const, data: { received } }, 200);
  });

  return router;
}

import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { errorReportResponseSchema, errorReportSchema, logUploadResponseSchema, logUploadSchema, MAX_ERROR_REPORT_BYTES, MAX_LOG_UPLOAD_BYTES, RATE_LIMITS } from '@silkroad/shared';
import type { AppContext, AppEnv } from '../../context';
import { clientAddress } from '../../http/client-address';
import { jsonBody, jsonContent, jsonError } from '../../http/openapi';
import { requireBudget } from '../../http/rate-limit';
import { bodyWithin } from '../../http/request-body';
import { createRouter } from '../../http/router';
import { errorReportRows, logUploadRows, storeReport, type PreparedReport } from './error-report-store';

const ANONYMOUS_BYTES_PER_DAY = RATE_LIMITS.anonymousReportBytes.perAddress.points;

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
      `RATE_LIMITED: more than ${RATE_LIMITS.errorReport.perUser.points} reports a minute from one player, or ${RATE_LIMITS.errorReport.perAddress.points} from one address; without a valid token, more than ${RATE_LIMITS.anonymousErrorReport.perAddress.points} a minute or ${ANONYMOUS_BYTES_PER_DAY} bytes a day (errors and logs together) from one address; see Retry-After`,
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
      `RATE_LIMITED: more than ${RATE_LIMITS.logUpload.perUser.points} uploads a minute from one player, or ${RATE_LIMITS.logUpload.perAddress.points} from one address; without a valid token, more than ${RATE_LIMITS.anonymousLogUpload.perAddress.points} a minute or ${ANONYMOUS_BYTES_PER_DAY} bytes a day (errors and logs together) from one address; see Retry-After`,
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

/**
 * Takes the budgets of a report about to be stored. Every report counts against its route's budget
 * per player and per address (free accounts do not multiply it). One without a valid token also
 * counts against a small budget of its own per address and against that address's stored bytes
 * for the day, so that nobody can grow the database without limit by not signing in.
 */
async function requireReportBudgets(c: Context<AppEnv>, ctx: AppContext, route: 'errorReport' | 'logUpload', userId: string | null, report: PreparedReport): Promise<void> {
  const address = clientAddress(c, ctx.config);
  await requireBudget(ctx.rateLimits, route, { userId, address });
  if (userId) return;
  await requireBudget(ctx.rateLimits, route === 'errorReport' ? 'anonymousErrorReport' : 'anonymousLogUpload', { address });
  await requireBudget(ctx.rateLimits, 'anonymousReportBytes', { address }, report.bytes);
}

export function errorReportRoutes(ctx: AppContext) {
  const router = createRouter();

  router.openapi(reportErrors, async (c) => {
    const userId = await optionalUserId(c, ctx);
    const report = errorReportRows(c.req.valid('json'), { userId, userAgent: c.req.header('user-agent') ?? null, now: ctx.clock.now() });
    await requireReportBudgets(c, ctx, 'errorReport', userId, report);
    const received = await storeReport(ctx.db, report);
    return c.json({ success: true as const, data: { received } }, 200);
  });

  router.openapi(uploadLogs, async (c) => {
    const userId = await optionalUserId(c, ctx);
    const upload = logUploadRows(c.req.valid('json'), { userId, userAgent: c.req.header('user-agent') ?? null, now: ctx.clock.now() });
    await requireReportBudgets(c, ctx, 'logUpload', userId, upload);
    const received = await storeReport(ctx.db, upload);
    return c.json({ success: true as const, data: { received } }, 200);
  });

  return router;
}

import type { Context } from 'hono';
import { API_ROUTES, MAX_ERROR_REPORT_BYTES, MAX_LOG_UPLOAD_BYTES } from '@silkroad/shared';
import type { AppContext, AppEnv } from '../../context';
import { clientAddress } from '../../http/client-address';
import { requireBudget } from '../../http/rate-limit';
import { bodyWithin } from '../../http/request-body';
import { createRouter } from '../../http/router';
import { serveRoute } from '../../http/serve-route';
import { errorReportRows, logUploadRows, storeReport, type PreparedReport } from './error-report-store';

const ROUTES = API_ROUTES.logs;

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
  // Each limit is below the API's body limit; checked before the body is parsed.
  serveRoute(
    router,
    ROUTES.reportErrors,
    async (c, { body }) => {
      const userId = await optionalUserId(c, ctx);
      const report = errorReportRows(body, { userId, userAgent: c.req.header('user-agent') ?? null, now: ctx.clock.now() });
      await requireReportBudgets(c, ctx, 'errorReport', userId, report);
      return { success: true as const, data: { received: await storeReport(ctx.db, report) } };
    },
    { middleware: [bodyWithin(MAX_ERROR_REPORT_BYTES)] },
  );
  serveRoute(
    router,
    ROUTES.uploadLogs,
    async (c, { body }) => {
      const userId = await optionalUserId(c, ctx);
      const upload = logUploadRows(body, { userId, userAgent: c.req.header('user-agent') ?? null, now: ctx.clock.now() });
      await requireReportBudgets(c, ctx, 'logUpload', userId, upload);
      return { success: true as const, data: { received: await storeReport(ctx.db, upload) } };
    },
    { middleware: [bodyWithin(MAX_LOG_UPLOAD_BYTES)] },
  );
  return router;
}

import { type ErrorReport, LOGS_ROUTES, type LogUpload } from '@silkroad/shared';
import type { ApiClient } from './api-client';

/**
 * Error reports and log uploads. They need no token (errors happen before sign-in too), but carry
 * it when there is one: a signed-in player's reports have a budget of their own, where reports
 * without a token share a small one per address (rate-limits.ts).
 */
export class ReportsApi {
  constructor(private readonly api: ApiClient) {}

  async reportErrors(report: ErrorReport): Promise<void> {
    await this.api.send(LOGS_ROUTES.reportErrors, { body: report });
  }

  /** A client logger's entries (spec 002 §7 POST /api/logs). */
  async uploadLogs(upload: LogUpload): Promise<void> {
    await this.api.send(LOGS_ROUTES.uploadLogs, { body: upload });
  }
}

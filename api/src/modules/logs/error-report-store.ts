import type { ErrorReport, LogUpload } from '@silkroad/shared';
import type { Db } from '../../db/database';

const MAX_USER_AGENT_CHARS = 512;

export interface ReportOrigin {
  userId: string | null;
  userAgent: string | null;
  now: number;
}

/** Stores each entry of a report as one row, all in one statement. */
export async function storeErrorReport(db: Db, report: ErrorReport, origin: ReportOrigin): Promise<number> {
  const userAgent = origin.userAgent?.slice(0, MAX_USER_AGENT_CHARS) ?? null;
  await db
    .insertInto('client_errors')
    .values(
      report.errors.map((entry) => ({
        user_id: origin.userId,
        session_id: report.sessionId ?? null,
        message: entry.message,
        payload: JSON.stringify({ ...entry, reportedAt: report.timestamp }),
        user_agent: userAgent,
        created_at: origin.now,
      })),
    )
    .execute();
  return report.errors.length;
}

const MAX_PAGE_URL_CHARS = 2048;

/** Stores each entry of a log upload as one row, all in one statement. */
export async function storeLogUpload(db: Db, upload: LogUpload, origin: ReportOrigin): Promise<number> {
  // The body's userAgent is what the client says of itself; the header is used when it says nothing.
  const userAgent = (upload.userAgent ?? origin.userAgent)?.slice(0, MAX_USER_AGENT_CHARS) ?? null;
  await db
    .insertInto('client_logs')
    .values(
      upload.logs.map((entry) => ({
        user_id: origin.userId,
        level: entry.level,
        message: entry.message,
        payload: JSON.stringify({ ...entry, uploadedAt: upload.timestamp }),
        user_agent: userAgent,
        page_url: upload.url?.slice(0, MAX_PAGE_URL_CHARS) ?? null,
        created_at: origin.now,
      })),
    )
    .execute();
  return upload.logs.length;
}

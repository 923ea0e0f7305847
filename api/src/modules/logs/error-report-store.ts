import type { ErrorReport } from '@silkroad/shared';
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

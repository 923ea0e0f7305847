import type { Insertable } from 'kysely';
import type { ErrorReport, LogUpload } from '@silkroad/shared';
import type { Db } from '../../db/database';
import type { PruneRule } from '../../db/prune-rules';
import type { ClientErrorsTable, ClientLogsTable } from '../../db/schema';
import { transact } from '../../db/transaction';

/** Client error reports and logs are read by operators within days of a release. */
export const CLIENT_ERROR_TTL_MS = 30 * 24 * 60 * 60 * 1000;

const MAX_USER_AGENT_CHARS = 512;
const MAX_PAGE_URL_CHARS = 2048;

/**
 * What a row costs beyond its text: the key, the times and the volume offset, the row's header,
 * and its entries in three indexes. Counted so that a flood of tiny rows is not nearly free.
 * Migration 0011 counted the rows it found with the same figure.
 */
export const ROW_OVERHEAD_BYTES = 100;

/**
 * The most each client report table holds, counted as storedReportBytes counts: past it the
 * oldest rows go, however many addresses or players sent them. Operators read reports within
 * days of a release (they are kept 30 days at most); this keeps a flood from filling the disk.
 */
export const CLIENT_REPORT_MAX_BYTES = 256 * 1024 * 1024;

export interface ReportBounds {
  /** The most the table holds, in stored bytes. */
  maxBytes: number;
}

const DEFAULT_BOUNDS: ReportBounds = { maxBytes: CLIENT_REPORT_MAX_BYTES };

export interface ReportOrigin {
  userId: string | null;
  userAgent: string | null;
  now: number;
}

type ErrorRow = Omit<Insertable<ClientErrorsTable>, 'volume_offset'>;
type LogRow = Omit<Insertable<ClientLogsTable>, 'volume_offset'>;

/** The rows a report becomes, before they are stored, and what they will weigh (storedReportBytes). */
export type PreparedReport = ({ table: 'client_errors'; rows: ErrorRow[] } | { table: 'client_logs'; rows: LogRow[] }) & { bytes: number };

/** The bytes a row is counted at: every text column as UTF-8, plus ROW_OVERHEAD_BYTES. */
export function storedReportBytes(row: object): number {
  let bytes = ROW_OVERHEAD_BYTES;
  for (const value of Object.values(row)) if (typeof value === 'string') bytes += Buffer.byteLength(value, 'utf8');
  return bytes;
}

const weigh = (rows: readonly object[]) => rows.reduce<number>((sum, row) => sum + storedReportBytes(row), 0);

/** One row per entry of an error report. */
export function errorReportRows(report: ErrorReport, origin: ReportOrigin): PreparedReport {
  const userAgent = origin.userAgent?.slice(0, MAX_USER_AGENT_CHARS) ?? null;
  const rows = report.errors.map((entry) => ({
    user_id: origin.userId,
    session_id: report.sessionId ?? null,
    message: entry.message,
    payload: JSON.stringify({ ...entry, reportedAt: report.timestamp }),
    user_agent: userAgent,
    created_at: origin.now,
  }));
  return { table: 'client_errors', rows, bytes: weigh(rows) };
}

/** One row per entry of a log upload. */
export function logUploadRows(upload: LogUpload, origin: ReportOrigin): PreparedReport {
  // The body's userAgent is what the client says of itself; the header is used when it says nothing.
  const userAgent = (upload.userAgent ?? origin.userAgent)?.slice(0, MAX_USER_AGENT_CHARS) ?? null;
  const rows = upload.logs.map((entry) => ({
    user_id: origin.userId,
    level: entry.level,
    message: entry.message,
    payload: JSON.stringify({ ...entry, uploadedAt: upload.timestamp }),
    user_agent: userAgent,
    page_url: upload.url?.slice(0, MAX_PAGE_URL_CHARS) ?? null,
    created_at: origin.now,
  }));
  return { table: 'client_logs', rows, bytes: weigh(rows) };
}

/**
 * Stores a report's rows in one transaction and drops, oldest first, what no longer fits the
 * table's bound. The running total of the table (client_report_volume) is taken with one
 * UPDATE, which on PostgreSQL also holds concurrent reports back until this one commits, so every
 * row gets its own place in it. Rows that start further back than the bound from the new total
 * are deleted through the volume_offset index: whole rows all within the last `maxBytes` stay.
 * Resolves with the number of rows stored.
 */
export async function storeReport(db: Db, report: PreparedReport, bounds: ReportBounds = DEFAULT_BOUNDS): Promise<number> {
  await transact(db, async (trx) => {
    const { total_bytes: total } = await trx
      .updateTable('client_report_volume')
      .set((eb) => ({ total_bytes: eb('total_bytes', '+', report.bytes) }))
      .where('report_table', '=', report.table)
      .returning('total_bytes')
      .executeTakeFirstOrThrow();
    let offset = total - report.bytes;
    const place = <Row extends object>(row: Row) => {
      const placed = { ...row, volume_offset: offset };
      offset += storedReportBytes(row);
      return placed;
    };
    if (report.table === 'client_errors') await trx.insertInto('client_errors').values(report.rows.map(place)).execute();
    else await trx.insertInto('client_logs').values(report.rows.map(place)).execute();
    await trx.deleteFrom(report.table).where('volume_offset', '<', total - bounds.maxBytes).execute();
  });
  return report.rows.length;
}

/** Stores each entry of a report as one row. */
export function storeErrorReport(db: Db, report: ErrorReport, origin: ReportOrigin, bounds?: ReportBounds): Promise<number> {
  return storeReport(db, errorReportRows(report, origin), bounds);
}

/** Stores each entry of a log upload as one row. */
export function storeLogUpload(db: Db, upload: LogUpload, origin: ReportOrigin, bounds?: ReportBounds): Promise<number> {
  return storeReport(db, logUploadRows(upload, origin), bounds);
}

/** Both report tables age out by `created_at`, which is indexed (housekeeping/prune.test.ts reads the plans). */
export const CLIENT_REPORT_PRUNE_RULES = {
  clientErrors: (db: Db, now: number) => db.deleteFrom('client_errors').where('created_at', '<', now - CLIENT_ERROR_TTL_MS),
  clientLogs: (db: Db, now: number) => db.deleteFrom('client_logs').where('created_at', '<', now - CLIENT_ERROR_TTL_MS),
} as const satisfies Readonly<Record<string, PruneRule>>;

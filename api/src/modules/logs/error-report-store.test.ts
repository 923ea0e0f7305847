import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import { openTestDatabase } from '../../test-support/test-database';
import { errorReportRows, storeErrorReport, storeLogUpload, storedReportBytes } from './error-report-store';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

const origin = (now: number) => ({ userId: null, userAgent: 'agent', now });
const errorReport = (i: number) => ({ sessionId: `page-${i}`, errors: [{ message: `error ${i}`, stack: 's'.repeat(1_000) }, { message: `warning ${i}`, level: 'warn' }] });
const logUpload = (i: number) => ({ timestamp: 't', url: '/game', logs: [{ timestamp: 't', level: 'info' as const, message: `log ${i}`.padEnd(1_000, '.') }] });

/** What the table holds, measured independently of the store's bookkeeping: the text of each row. */
async function heldText(table: 'client_errors' | 'client_logs'): Promise<{ messages: string[]; bytes: number }> {
  const rows = await db!.selectFrom(table).selectAll().orderBy('id').execute();
  const text = (row: Record<string, unknown>) => Object.values(row).filter((value): value is string => typeof value === 'string');
  return { messages: rows.map((row) => row.message), bytes: rows.reduce((sum, row) => sum + text(row).reduce((n, value) => n + Buffer.byteLength(value), 0), 0) };
}

describe('the stored client reports', () => {
  it('stay within the bound of their table whoever sends them, the oldest dropped first', async () => {
    db = await openTestDatabase();
    const maxBytes = 40_000;
    for (let i = 0; i < 100; i += 1) await storeErrorReport(db, errorReport(i), origin(1_000 + i), { maxBytes });
    const held = await heldText('client_errors');
    expect(held.bytes).toBeLessThanOrEqual(maxBytes);
    expect(held.messages.length).toBeGreaterThan(10);
    // The newest reports whole, in order, and nothing older than what was dropped.
    const newest = Array.from({ length: 100 }, (_, i) => [`error ${i}`, `warning ${i}`]).flat().slice(-held.messages.length);
    expect(held.messages).toEqual(newest);

    for (let i = 0; i < 100; i += 1) await storeLogUpload(db, logUpload(i), origin(2_000 + i), { maxBytes });
    const logs = await heldText('client_logs');
    expect(logs.bytes).toBeLessThanOrEqual(maxBytes);
    expect(logs.messages.length).toBeGreaterThan(10);
    expect(logs.messages.at(-1)).toBe(`log 99`.padEnd(1_000, '.'));
    expect(logs.messages[0]).toBe(`log ${100 - logs.messages.length}`.padEnd(1_000, '.'));
    // Each table has its own bound: the logs pushed out no error.
    expect((await heldText('client_errors')).messages).toEqual(held.messages);
  });

  it('stay within the bound when many reports arrive at once, each row with its own place in the total', async () => {
    db = await openTestDatabase();
    const maxBytes = 40_000;
    await Promise.all(Array.from({ length: 60 }, (_, i) => storeErrorReport(db!, errorReport(i), origin(1_000 + i), { maxBytes })));
    expect((await heldText('client_errors')).bytes).toBeLessThanOrEqual(maxBytes);
    const rows = await db.selectFrom('client_errors').selectAll().orderBy('volume_offset').execute();
    // Back to back: no two rows counted in the same place, none left out of the total.
    for (const [i, row] of rows.entries()) if (i > 0) expect(row.volume_offset).toBe(rows[i - 1]!.volume_offset + storedReportBytes(rows[i - 1]!));
    const { total_bytes: total } = await db.selectFrom('client_report_volume').select('total_bytes').where('report_table', '=', 'client_errors').executeTakeFirstOrThrow();
    expect(total).toBe(rows.at(-1)!.volume_offset + storedReportBytes(rows.at(-1)!));
    expect(total).toBe(Array.from({ length: 60 }, (_, i) => errorReport(i)).reduce((sum, report) => sum + errorReportRows(report, origin(0)).bytes, 0));
  });

  it('counts each row at least at the bytes of its text', async () => {
    db = await openTestDatabase();
    await storeLogUpload(db, { ...logUpload(1), userAgent: 'é'.repeat(300) }, origin(1_000), { maxBytes: 1_000_000 });
    const held = await heldText('client_logs');
    expect(storedReportBytes(await db.selectFrom('client_logs').selectAll().executeTakeFirstOrThrow())).toBeGreaterThanOrEqual(held.bytes);
  });
});

import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database';
import * as clientReportBounds from '../../db/migrations/0011-client-report-bounds';
import { openTestDatabase } from '../../test-support/test-database';
import { storeErrorReport, storedReportBytes } from './error-report-store';

let db: Db | undefined;
afterEach(async () => {
  await db?.destroy();
  db = undefined;
});

/** Migrations take an untyped Kysely. */
const untyped = (target: Db) => target as unknown as Kysely<unknown>;

describe('migration 0011 (client report bounds)', () => {
  it('places the reports stored before it in the running total, in the order they came, as the store counts them', async () => {
    db = await openTestDatabase();
    await clientReportBounds.down(untyped(db));
    // Rows as the code before the migration stored them (no volume_offset), some of them not ASCII.
    await db
      .insertInto('client_errors')
      .values([
        { user_id: null, session_id: 'page', message: 'TypeError', payload: '{"message":"TypeError"}', user_agent: 'agent', created_at: 1 },
        { user_id: 'user-1', session_id: null, message: 'Ошибка ✕', payload: '{"message":"Ошибка ✕"}', user_agent: null, created_at: 2 },
        { user_id: null, session_id: null, message: 'x'.repeat(3_000), payload: '{}', user_agent: 'agent', created_at: 3 },
      ])
      .execute();
    await db
      .insertInto('client_logs')
      .values([{ user_id: null, level: 'info', message: 'Starting', payload: '{"message":"Starting"}', user_agent: 'agent', page_url: '/', created_at: 1 }])
      .execute();
    await clientReportBounds.up(untyped(db));

    const errors = await db.selectFrom('client_errors').selectAll().orderBy('id').execute();
    const sizes = errors.map((row) => storedReportBytes(row));
    expect(errors.map((row) => row.volume_offset)).toEqual([0, sizes[0], sizes[0]! + sizes[1]!]);
    const volume = await db.selectFrom('client_report_volume').selectAll().orderBy('report_table').execute();
    const logs = await db.selectFrom('client_logs').selectAll().execute();
    expect(volume).toEqual([
      { report_table: 'client_errors', total_bytes: sizes.reduce((a, b) => a + b, 0) },
      { report_table: 'client_logs', total_bytes: storedReportBytes(logs[0]!) },
    ]);

    // The next report follows on from them.
    await storeErrorReport(db, { errors: [{ message: 'after' }] }, { userId: null, userAgent: null, now: 4 });
    const next = await db.selectFrom('client_errors').select('volume_offset').where('message', '=', 'after').executeTakeFirstOrThrow();
    expect(next.volume_offset).toBe(volume[0]?.total_bytes);
  });
});

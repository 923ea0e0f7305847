import { sql } from 'kysely';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MAX_ERROR_REPORT_BYTES, MAX_LOG_UPLOAD_BYTES, MESSAGES, RATE_LIMITS, seededRandom } from '@silkroad/shared';
import type { Db } from '../../db/database';
import { onPostgres } from '../../db/transaction';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The figure issue 17 asked for: what one address without a token may add to the database in
 * an hour at its full budget. The day's byte ceiling (1 MiB as counted) is all it can store;
 * measured 0.7 MiB on SQLite and 1.0 MiB on PostgreSQL. Before the bounds the first minute
 * alone grew the database by 29 MB.
 */
const HOURLY_GROWTH_LIMIT_BYTES = 2 * 1024 * 1024;

/** The rate limiter counts on Date.now; the game clock moves with it. */
function fakeDate(): void {
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

function advance(ms: number): void {
  test.clock.advance(ms);
  vi.setSystemTime(Date.now() + ms);
}

/** The largest a user agent is stored (every row keeps its own copy). */
const LONG_USER_AGENT = incompressible(512, 1);

/** An error report just under the size limit, each message as long as allowed (it is stored twice). */
function largestErrorReport(): string {
  const errors = Array.from({ length: 15 }, (_, i) => ({ level: 'error', message: incompressible(2000, 100 + i) }));
  const body = JSON.stringify({ sessionId: incompressible(100, 2), timestamp: '2026-11-21T12:00:00.000Z', errors });
  expect(body.length).toBeLessThan(MAX_ERROR_REPORT_BYTES);
  return body;
}

/** A log upload just under the size limit, with the longest page and user agent on each of its 100 rows. */
function largestLogUpload(): string {
  const logs = Array.from({ length: 100 }, (_, i) => ({ timestamp: '2026-11-21T12:00:00.000Z', level: 'info', message: incompressible(540, 200 + i) }));
  const body = JSON.stringify({ timestamp: '2026-11-21T12:00:00.000Z', userAgent: LONG_USER_AGENT, url: incompressible(2048, 3), logs });
  expect(body.length).toBeLessThan(MAX_LOG_UPLOAD_BYTES);
  return body;
}

function post(path: '/api/errors' | '/api/logs', body: string, address: string, headers: Record<string, string> = {}) {
  return test.app.request(path, { method: 'POST', body, headers: { 'content-type': 'application/json', 'user-agent': LONG_USER_AGENT, ...headers } }, { incoming: { socket: { remoteAddress: address } } });
}

/** Bytes the database takes: SQLite's pages in use, or the PostgreSQL database's files. */
async function databaseBytes(db: Db): Promise<number> {
  if (onPostgres(db)) {
    const { rows } = await sql<{ bytes: number | string }>`select pg_database_size(current_database()) as bytes`.execute(db);
    return Number(rows[0]?.bytes);
  }
  const pragma = async (name: 'page_count' | 'freelist_count' | 'page_size') => Number(Object.values((await sql<Record<string, number>>`pragma ${sql.raw(name)}`.execute(db)).rows[0] ?? {})[0]);
  // Free pages left by the migrations are reused first: they are not growth.
  return ((await pragma('page_count')) - (await pragma('freelist_count'))) * (await pragma('page_size'));
}

/**
 * Text that neither database can compress (PostgreSQL compresses long values): an attacker would
 * send such text, and repeated characters would make the growth look smaller than it can be.
 */
function incompressible(length: number, seed: number): string {
  const random = seededRandom(seed);
  let text = '';
  while (text.length < length) text += Math.floor(random() * 2 ** 32).toString(36);
  return text.slice(0, length);
}

async function storedRows() {
  const errors = await test.db.selectFrom('client_errors').select(['id', 'user_id']).execute();
  const logs = await test.db.selectFrom('client_logs').select(['id', 'user_id']).execute();
  return { errors, logs };
}

describe('reports without a token', () => {
  it('get a small budget per address, while a signed-in player there keeps the larger one', async () => {
    test = await createTestApp();
    const one = JSON.stringify({ errors: [{ message: 'before sign-in' }] });
    const budget = RATE_LIMITS.anonymousErrorReport.perAddress;
    expect(budget.points).toBeLessThan(RATE_LIMITS.errorReport.perAddress.points);
    for (let i = 0; i < budget.points; i += 1) expect((await post('/api/errors', one, '10.7.0.1')).status, `report ${i + 1}`).toBe(200);

    const refused = await post('/api/errors', one, '10.7.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(budget.durationMs / 1000);
    expect(await refused.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });
    // A forged token is no token.
    expect((await post('/api/errors', one, '10.7.0.1', { authorization: 'Bearer forged.token.here' })).status).toBe(429);

    const player = await createTestSession(test);
    expect((await post('/api/errors', one, '10.7.0.1', { authorization: `Bearer ${player.accessToken}` })).status).toBe(200);
    // Another address has its own budget.
    expect((await post('/api/errors', one, '10.7.0.2')).status).toBe(200);

    const upload = JSON.stringify({ timestamp: 't', logs: [{ timestamp: 't', level: 'info', message: 'title screen' }] });
    const logBudget = RATE_LIMITS.anonymousLogUpload.perAddress;
    expect(logBudget.points).toBeLessThan(RATE_LIMITS.logUpload.perAddress.points);
    for (let i = 0; i < logBudget.points; i += 1) expect((await post('/api/logs', upload, '10.7.0.3')).status, `upload ${i + 1}`).toBe(200);
    expect((await post('/api/logs', upload, '10.7.0.3')).status).toBe(429);
    expect((await post('/api/logs', upload, '10.7.0.3', { authorization: `Bearer ${player.accessToken}` })).status).toBe(200);

    const rows = await storedRows();
    expect(rows.errors.filter((row) => row.user_id === null)).toHaveLength(budget.points + 1);
    expect(rows.logs.filter((row) => row.user_id === null)).toHaveLength(logBudget.points);
  });

  it('store no more than a day’s bytes per address, errors and logs together, until the day is over', async () => {
    fakeDate();
    test = await createTestApp();
    const ceiling = RATE_LIMITS.anonymousReportBytes.perAddress;
    const errors = largestErrorReport();
    const logs = largestLogUpload();

    // Minute after minute within the count budgets, until the bytes run out.
    let refusal: Response | undefined;
    for (let minute = 0; minute < 60 && !refusal; minute += 1) {
      for (const [path, body] of [['/api/errors', errors], ['/api/logs', logs]] as const) {
        const res = await post(path, body, '10.8.0.1');
        if (res.status === 429) {
          refusal = res;
          break;
        }
        expect(res.status).toBe(200);
      }
      advance(MINUTE_MS);
    }
    expect(refusal, 'the day’s bytes ran out within the hour').toBeDefined();
    const retryAfter = Number(refusal?.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60 * 60);
    expect(retryAfter).toBeLessThanOrEqual(ceiling.durationMs / 1000);
    expect(await refusal?.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });

    const storedBefore = await storedRows();
    // Small or large, errors or logs: nothing more from this address today.
    expect((await post('/api/errors', JSON.stringify({ errors: [{ message: 'x' }] }), '10.8.0.1')).status).toBe(429);
    expect((await post('/api/logs', JSON.stringify({ timestamp: 't', logs: [{ timestamp: 't', level: 'info', message: 'x' }] }), '10.8.0.1')).status).toBe(429);
    // Another address, or a signed-in player at this one, is not held back by it.
    expect((await post('/api/errors', errors, '10.8.0.2')).status).toBe(200);
    const player = await createTestSession(test);
    expect((await post('/api/logs', logs, '10.8.0.1', { authorization: `Bearer ${player.accessToken}` })).status).toBe(200);
    const storedAfter = await storedRows();
    expect(storedAfter.errors.length - storedBefore.errors.length).toBe(15);
    expect(storedAfter.logs.length - storedBefore.logs.length).toBe(100);

    advance(DAY_MS);
    expect((await post('/api/errors', errors, '10.8.0.1')).status).toBe(200);
  });

  it(`from one address at the full budget for an hour grow the database by under ${HOURLY_GROWTH_LIMIT_BYTES} bytes`, async () => {
    fakeDate();
    test = await createTestApp();
    const errors = largestErrorReport();
    const logs = largestLogUpload();
    const before = await databaseBytes(test.db);
    let accepted = 0;
    let growth = 0;
    for (let minute = 0; minute < 60; minute += 1) {
      // As many as the server takes each minute: on until the first refusal, at most the route's whole budget.
      for (const [path, body, most] of [
        ['/api/errors', errors, RATE_LIMITS.errorReport.perAddress.points],
        ['/api/logs', logs, RATE_LIMITS.logUpload.perAddress.points],
      ] as const) {
        for (let i = 0; i < most; i += 1) {
          const status = (await post(path, body, '10.9.0.1')).status;
          if (status !== 200) {
            expect(status).toBe(429);
            break;
          }
          accepted += 1;
        }
      }
      growth = (await databaseBytes(test.db)) - before;
      // Past the figure the test has failed already; no need to fill gigabytes to show it.
      if (growth >= HOURLY_GROWTH_LIMIT_BYTES) break;
      advance(MINUTE_MS);
    }
    expect(accepted).toBeGreaterThan(0);
    expect(growth).toBeLessThan(HOURLY_GROWTH_LIMIT_BYTES);
  });
});

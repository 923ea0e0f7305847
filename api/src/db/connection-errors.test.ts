import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { isDatabaseUnavailable } from './connection-errors';

const withCode = (code: string, message = 'pg said so') => Object.assign(new Error(message), { code });

describe('database unavailable', () => {
  it('is a refused, dropped or timed-out connection, or PostgreSQL shutting down or starting up', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', '08006', '08001', '57P01', '57P02', '57P03']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(true);
    for (const message of ['Connection terminated unexpectedly', 'Connection terminated due to connection timeout', 'Client has encountered a connection error and is not queryable', 'timeout exceeded when trying to connect']) {
      expect(isDatabaseUnavailable(new Error(message)), message).toBe(true);
    }
  });

  it('is not a refused statement, a conflict, a bug, nor another service out of reach', () => {
    for (const code of ['23505', '40001', '40P01', '42P01', '57014', 'SQLITE_BUSY']) expect(isDatabaseUnavailable(withCode(code)), code).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('fetch failed', { cause: withCode('ECONNREFUSED') }))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});

describe('a request that meets the database out of reach', () => {
  let test: TestApp | undefined;
  afterEach(async () => {
    await test?.db.destroy();
    test = undefined;
  });

  it('answers 503 DATABASE_UNAVAILABLE with Retry-After and its request id, not a 500', async () => {
    test = await createTestApp();
    test.app.get('/connection-lost', () => {
      throw withCode('57P01', 'terminating connection due to administrator command');
    });
    const res = await test.app.request('/connection-lost');
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toEqual({
      success: false,
      error: { code: 'DATABASE_UNAVAILABLE', message: 'The game cannot reach its database right now. Please try again in a moment.', requestId: res.headers.get('x-request-id') },
    });
  });
});

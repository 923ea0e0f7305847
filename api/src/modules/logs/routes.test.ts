import { afterEach, describe, expect, it } from 'vitest';
import { ERROR_REPORT_RATE_LIMIT, MAX_ERROR_REPORT_BYTES, MESSAGES } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const report = {
  sessionId: 'session-1',
  timestamp: '2026-11-21T12:00:00.000Z',
  errors: [
    { message: 'TypeError: x is undefined', level: 'error', stack: 'at GameScene.update', context: { scene: 'GameScene' } },
    { message: 'WebGL context lost', level: 'warn' },
  ],
};

function post(body: string, headers: Record<string, string> = {}) {
  return test.app.request('/api/errors', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
}

async function storedRows() {
  return test.db.selectFrom('client_errors').selectAll().orderBy('id').execute();
}

describe('POST /api/errors', () => {
  it('stores each entry with the user agent and answers how many it received', async () => {
    test = await createTestApp();
    const res = await post(JSON.stringify(report), { 'user-agent': 'SilkRoadTest/1.0' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { received: 2 } });
    const rows = await storedRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ user_id: null, session_id: 'session-1', message: 'TypeError: x is undefined', user_agent: 'SilkRoadTest/1.0', created_at: test.clock.now() });
    expect(JSON.parse(rows[0]?.payload ?? '{}')).toMatchObject({ stack: 'at GameScene.update', context: { scene: 'GameScene' } });
  });

  it('attributes the report to the player when a valid token comes along, and ignores a forged one', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await post(JSON.stringify(report), { authorization: `Bearer ${session.accessToken}` });
    await post(JSON.stringify(report), { authorization: 'Bearer not.a.token' });
    expect((await storedRows()).map((r) => r.user_id)).toEqual([session.userId, session.userId, null, null]);
  });

  it.each([
    ['malformed JSON', '{"errors": [', 400],
    ['a wrong type', JSON.stringify({ errors: [{ message: 42 }] }), 400],
    ['no entries', JSON.stringify({ errors: [] }), 400],
    ['too many entries', JSON.stringify({ errors: Array.from({ length: 21 }, () => ({ message: 'x' })) }), 400],
    ['an over-long message', JSON.stringify({ errors: [{ message: 'x'.repeat(2001) }] }), 400],
    ['a report over the size limit', JSON.stringify({ errors: Array.from({ length: 5 }, () => ({ message: 'big', stack: 's'.repeat(7900) })) }), 413],
  ])('refuses %s and stores nothing', async (_name, body, status) => {
    test = await createTestApp();
    if (status === 413) expect(body.length).toBeGreaterThan(MAX_ERROR_REPORT_BYTES);
    const res = await post(body);
    expect(res.status).toBe(status);
    const answer = (await res.json()) as { success: boolean; error: string };
    expect(answer.success).toBe(false);
    if (status === 413) expect(answer.error).toBe(MESSAGES.bodyTooLarge);
    if (_name === 'malformed JSON') expect(answer.error).toBe(MESSAGES.invalidJson);
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/errors', { method: 'POST', body: 'message=hi', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false });
    expect(await storedRows()).toEqual([]);
  });

  it('limits each client to a number of reports a minute, then lets it report again', async () => {
    test = await createTestApp();
    const one = JSON.stringify({ errors: [{ message: 'again' }] });
    for (let i = 0; i < ERROR_REPORT_RATE_LIMIT.count; i += 1) expect((await post(one)).status).toBe(200);
    const limited = await post(one);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ success: false, error: MESSAGES.tooManyRequests });
    expect(await storedRows()).toHaveLength(ERROR_REPORT_RATE_LIMIT.count);

    // A signed-in player has a window of its own.
    const session = await createTestSession(test);
    expect((await post(one, { authorization: `Bearer ${session.accessToken}` })).status).toBe(200);

    test.clock.advance(ERROR_REPORT_RATE_LIMIT.windowMs);
    expect((await post(one)).status).toBe(200);
  });

  it('is in the OpenAPI document', async () => {
    test = await createTestApp();
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, { post?: unknown }> };
    expect(doc.paths['/api/errors']?.post).toBeDefined();
  });
});

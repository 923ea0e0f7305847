import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { MAX_ERROR_REPORT_BYTES, MESSAGES, RATE_LIMITS } from '@silkroad/shared';
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

/** A request as @hono/node-server would hand it over, from `address`. */
function post(body: string, headers: Record<string, string> = {}, address = '192.0.2.1') {
  return test.app.request('/api/errors', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }, { incoming: { socket: { remoteAddress: address } } });
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
    const answer = (await res.json()) as { success: boolean; error: { code: string; message: string } };
    expect(answer.success).toBe(false);
    if (status === 413) expect(answer.error).toEqual({ code: 'BODY_TOO_LARGE', message: MESSAGES.bodyTooLarge });
    if (_name === 'malformed JSON') expect(answer.error).toEqual({ code: 'INVALID_JSON', message: MESSAGES.invalidJson });
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/errors', { method: 'POST', body: 'message=hi', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ success: false });
    expect(await storedRows()).toEqual([]);
  });

  it('limits each player to a number of reports a minute, then lets them report again', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    test = await createTestApp();
    const one = JSON.stringify({ errors: [{ message: 'again' }] });
    const session = await createTestSession(test);
    const asPlayer = { authorization: `Bearer ${session.accessToken}` };
    const perUser = RATE_LIMITS.errorReport.perUser;
    // Each from its own address: the player's own budget is what runs out.
    for (let i = 0; i < perUser.points; i += 1) expect((await post(one, asPlayer, `10.0.1.${i}`)).status).toBe(200);
    const limited = await post(one, asPlayer, '10.0.2.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });
    expect(await storedRows()).toHaveLength(perUser.points);

    // Another player is not held back by this one.
    const other = await createTestSession(test);
    expect((await post(one, { authorization: `Bearer ${other.accessToken}` }, '10.0.2.2')).status).toBe(200);

    vi.setSystemTime(Date.now() + perUser.durationMs);
    expect((await post(one, asPlayer, '10.0.2.3')).status).toBe(200);
  });

  it('limits each address however many accounts report from it, so free accounts do not multiply the budget', async () => {
    test = await createTestApp();
    const one = JSON.stringify({ errors: [{ message: 'again' }] });
    const perAddress = RATE_LIMITS.errorReport.perAddress;
    let session = await createTestSession(test);
    for (let i = 0; i < perAddress.points; i += 1) {
      // A fresh account every ten reports: each within its own per-player budget. (Reports without
      // a token have a smaller budget of their own: anonymous-reports.test.ts.)
      if (i % 10 === 0) session = await createTestSession(test);
      expect((await post(one, { authorization: `Bearer ${session.accessToken}` }, '10.0.3.1')).status).toBe(200);
    }
    const fresh = await createTestSession(test);
    expect((await post(one, { authorization: `Bearer ${fresh.accessToken}` }, '10.0.3.1')).status).toBe(429);
    // A player on another network reports as usual.
    expect((await post(one, {}, '10.0.3.2')).status).toBe(200);
    expect(await storedRows()).toHaveLength(perAddress.points + 1);
  });

  it('is in the OpenAPI document', async () => {
    test = await createTestApp();
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, { post?: unknown }> };
    expect(doc.paths['/api/errors']?.post).toBeDefined();
  });
});

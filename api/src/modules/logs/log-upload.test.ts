import { afterEach, describe, expect, it } from 'vitest';
import { MAX_LOG_UPLOAD_BYTES, MAX_LOG_UPLOAD_ENTRIES, MESSAGES, RATE_LIMITS } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../../test-support/test-app';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

const upload = {
  timestamp: '2026-11-25T09:00:00.000Z',
  userAgent: 'SilkRoad/0.1.0 Electron',
  url: 'app://silkroad/index.html',
  logs: [
    { timestamp: '2026-11-25T08:59:58.000Z', level: 'info', message: 'Connecting to server...' },
    { timestamp: '2026-11-25T08:59:59.000Z', level: 'warn', message: 'Low frame rate', context: { fps: 18 } },
  ],
};

function post(body: string, headers: Record<string, string> = {}, address = '192.0.2.7') {
  return test.app.request('/api/logs', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } }, { incoming: { socket: { remoteAddress: address } } });
}

const storedRows = () => test.db.selectFrom('client_logs').selectAll().orderBy('id').execute();

describe('POST /api/logs', () => {
  it('stores each entry with its level, the page and the user agent the client gave', async () => {
    test = await createTestApp();
    const res = await post(JSON.stringify(upload), { 'user-agent': 'header-agent' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, data: { received: 2 } });
    const rows = await storedRows();
    expect(rows.map((r) => [r.level, r.message])).toEqual([
      ['info', 'Connecting to server...'],
      ['warn', 'Low frame rate'],
    ]);
    expect(rows[1]).toMatchObject({ user_id: null, user_agent: 'SilkRoad/0.1.0 Electron', page_url: 'app://silkroad/index.html', created_at: test.clock.now() });
    expect(JSON.parse(rows[1]?.payload ?? '{}')).toMatchObject({ context: { fps: 18 }, uploadedAt: upload.timestamp });
  });

  it('attributes an upload to the player with a valid token only', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await post(JSON.stringify(upload), { authorization: `Bearer ${session.accessToken}` });
    await post(JSON.stringify(upload), { authorization: 'Bearer forged.token.here' });
    expect((await storedRows()).map((r) => r.user_id)).toEqual([session.userId, session.userId, null, null]);
  });

  it.each([
    ['malformed JSON', '{"logs": [', 400],
    ['an unknown level', JSON.stringify({ ...upload, logs: [{ timestamp: 't', level: 'shout', message: 'x' }] }), 400],
    ['no entries', JSON.stringify({ ...upload, logs: [] }), 400],
    ['too many entries', JSON.stringify({ ...upload, logs: Array.from({ length: MAX_LOG_UPLOAD_ENTRIES + 1 }, () => ({ timestamp: 't', level: 'info', message: 'x' })) }), 400],
    ['no timestamp', JSON.stringify({ logs: upload.logs }), 400],
    ['an upload over the size limit', JSON.stringify({ ...upload, logs: Array.from({ length: 12 }, () => ({ timestamp: 't', level: 'info', message: 'm', stack: 's'.repeat(7_900) })) }), 413],
  ])('refuses %s and stores nothing', async (name, body, status) => {
    test = await createTestApp();
    if (status === 413) expect(body.length).toBeGreaterThan(MAX_LOG_UPLOAD_BYTES);
    const res = await post(body);
    expect(res.status).toBe(status);
    const answer = (await res.json()) as { success: boolean; error: { code: string; message: string } };
    expect(answer.success).toBe(false);
    if (status === 413) expect(answer.error).toEqual({ code: 'BODY_TOO_LARGE', message: MESSAGES.bodyTooLarge });
    if (name === 'malformed JSON') expect(answer.error).toEqual({ code: 'INVALID_JSON', message: MESSAGES.invalidJson });
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a body that is not JSON with 415', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/logs', { method: 'POST', body: 'logs=1', headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect(await storedRows()).toEqual([]);
  });

  it('limits each address however many accounts upload from it, then answers 429 with Retry-After', async () => {
    test = await createTestApp();
    const one = JSON.stringify({ ...upload, logs: [upload.logs[0]] });
    const perAddress = RATE_LIMITS.logUpload.perAddress;
    const sessions = await Promise.all(Array.from({ length: Math.ceil(perAddress.points / 10) + 1 }, () => createTestSession(test)));
    for (let i = 0; i < perAddress.points; i += 1) {
      const session = sessions[Math.floor(i / 10)];
      expect((await post(one, { authorization: `Bearer ${session?.accessToken}` }, '10.0.4.1')).status).toBe(200);
    }
    const fresh = sessions.at(-1);
    const limited = await post(one, { authorization: `Bearer ${fresh?.accessToken}` }, '10.0.4.1');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });
    expect(await storedRows()).toHaveLength(perAddress.points);
  });

  it('limits each player across addresses', async () => {
    test = await createTestApp();
    const one = JSON.stringify({ ...upload, logs: [upload.logs[0]] });
    const session = await createTestSession(test);
    const asPlayer = { authorization: `Bearer ${session.accessToken}` };
    for (let i = 0; i < RATE_LIMITS.logUpload.perUser.points; i += 1) expect((await post(one, asPlayer, `10.0.5.${i}`)).status).toBe(200);
    expect((await post(one, asPlayer, '10.0.6.1')).status).toBe(429);
  });

  it('is in the OpenAPI document', async () => {
    test = await createTestApp();
    const doc = (await (await test.app.request('/api/doc')).json()) as { paths: Record<string, { post?: unknown }> };
    expect(doc.paths['/api/logs']?.post).toBeDefined();
  });
});

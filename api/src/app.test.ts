import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from './logger';
import { createTestApp, createTestSession, type TestApp } from './test-support/test-app';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

describe('the app shell', () => {
  it('answers GET /health with status ok', async () => {
    test = await createTestApp();
    const res = await test.app.request('/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('answers unknown routes with 404 and a message', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: { code: 'NOT_FOUND', message: 'Not found' } });
  });

  it('describes itself with an OpenAPI document', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/doc');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; info: { title: string } };
    expect(doc.openapi).toBe('3.0.0');
    expect(doc.info.title).toBe('Silk Road game API');
  });

  it('creates a test session whose access token verifies', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    await expect(test.ctx.accessTokens.verify(session.accessToken)).resolves.toEqual({ ok: true, userId: session.userId });
  });
});

describe('the structured log', () => {
  function capturedLogger() {
    const lines: Record<string, unknown>[] = [];
    const logger = createLogger('info', { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
    return { logger, lines };
  }

  it('gives every request an id of ours, sends it back, and logs the request under it without its query', async () => {
    const { logger, lines } = capturedLogger();
    test = await createTestApp({}, { logger });
    const res = await test.app.request('/api/cities?secret=code-123', { headers: { 'x-request-id': 'chosen-by-client' } });
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const line = lines.find((l) => l.msg === 'request');
    expect(line).toMatchObject({ reqId: id, method: 'GET', path: '/api/cities', status: 200 });
    expect(JSON.stringify(lines)).not.toContain('code-123');
  });

  it('answers a server fault with the request id and logs the fault under it, details kept out of the answer', async () => {
    const { logger, lines } = capturedLogger();
    test = await createTestApp({}, { logger });
    const session = await createTestSession(test);
    await test.db.schema.dropTable('trades').execute();
    const res = await test.app.request('/api/trade/history', { headers: session.headers });
    expect(res.status).toBe(500);
    const body = (await res.json()) as { success: false; error: { code: string; message: string; requestId: string } };
    expect(body.error).toEqual({ code: 'INTERNAL_ERROR', message: 'Internal server error', requestId: res.headers.get('x-request-id') });
    const fault = lines.find((l) => l.msg === 'unhandled error');
    expect(fault).toMatchObject({ reqId: body.error.requestId, level: 50 });
    expect(JSON.stringify(body)).not.toContain('trades');
  });

  it('never writes a bearer token to the log', async () => {
    const { logger, lines } = capturedLogger();
    logger.info({ headers: { authorization: 'Bearer secret-token' }, session: { refreshToken: 'r-secret' } }, 'something');
    expect(JSON.stringify(lines)).not.toMatch(/secret-token|r-secret/);
  });
});

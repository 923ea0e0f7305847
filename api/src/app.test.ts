import { afterEach, describe, expect, it } from 'vitest';
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
    expect(await res.json()).toEqual({ status: 'ok' });
  });

  it('answers unknown routes with 404 and a message', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/no-such-route');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, error: 'Not found' });
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

import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ERROR_REPORT_BYTES, MAX_JSON_BODY_BYTES, MESSAGES } from '@silkroad/shared';
import { startServer, type RunningServer } from '../server';
import { testConfig } from '../test-support/test-app';

let server: RunningServer;
beforeAll(async () => {
  server = await startServer(testConfig({ port: 0, host: '127.0.0.1', databasePath: ':memory:' }));
});
afterAll(async () => {
  await server.stop();
});

/** POSTs `body` over a real socket: with its length declared, or chunked in 1 KB pieces with none. */
function post(path: string, body: string, framing: 'declared' | 'chunked'): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (framing === 'declared') headers['content-length'] = Buffer.byteLength(body);
    const req = request({ host: '127.0.0.1', port: server.port, path, method: 'POST', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(chunks).toString('utf8')) }));
    });
    // The server may answer and close before the whole of an oversized body is written.
    req.on('error', reject);
    if (framing === 'chunked') for (let at = 0; at < body.length; at += 1024) req.write(body.slice(at, at + 1024));
    else req.write(body);
    req.end();
  });
}

function report(bytes: number): string {
  const base = JSON.stringify({ errors: [{ message: 'big', stack: '' }] });
  return JSON.stringify({ errors: [{ message: 'big', stack: 's'.repeat(Math.max(0, bytes - base.length)) }] });
}

const tooLarge = { success: false, error: { code: 'BODY_TOO_LARGE', message: MESSAGES.bodyTooLarge } };

describe('request bodies on the Node server', () => {
  it.each(['declared', 'chunked'] as const)('hands a %s body to the route', async (framing) => {
    const res = await post('/api/errors', JSON.stringify({ errors: [{ message: 'WebGL context lost', level: 'warn' }] }), framing);
    expect(res).toEqual({ status: 200, json: { success: true, data: { received: 1 } } });
  });

  it.each(['declared', 'chunked'] as const)('refuses a %s body over the global limit with 413', async (framing) => {
    const res = await post('/api/auth/token', JSON.stringify({ padding: 'x'.repeat(MAX_JSON_BODY_BYTES) }), framing);
    expect(res).toEqual({ status: 413, json: tooLarge });
  });

  it.each(['declared', 'chunked'] as const)("refuses a %s body under the global limit but over the route's own with 413", async (framing) => {
    const body = report(MAX_ERROR_REPORT_BYTES + 1000);
    expect(body.length).toBeLessThan(MAX_JSON_BODY_BYTES);
    const res = await post('/api/errors', body, framing);
    expect(res).toEqual({ status: 413, json: tooLarge });
    expect(await server.db.selectFrom('client_errors').select('id').where('message', '=', 'big').execute()).toEqual([]);
  });

  it('answers malformed JSON read from the Node request as before', async () => {
    const res = await post('/api/errors', '{"errors": [', 'chunked');
    expect(res).toEqual({ status: 400, json: { success: false, error: { code: 'INVALID_JSON', message: MESSAGES.invalidJson } } });
  });
});

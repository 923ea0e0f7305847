import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@silkroad/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { normaliseServerUrl } from '../../ipc/server-url';
import { checkServer, SERVER_CHECK_TEXTS } from './server-check';

let server: http.Server | null = null;
afterEach(async () => {
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = null;
});

async function serve(handler: http.RequestListener): Promise<string> {
  server = http.createServer(handler);
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('normaliseServerUrl', () => {
  it('keeps the origin of an http(s) address and refuses anything else', () => {
    expect(normaliseServerUrl(' https://play.example.org/some/path ')).toBe('https://play.example.org');
    expect(normaliseServerUrl('http://127.0.0.1:3001')).toBe('http://127.0.0.1:3001');
    expect(normaliseServerUrl('ftp://example.org')).toBeNull();
    expect(normaliseServerUrl('https://user:pw@example.org')).toBeNull();
    expect(normaliseServerUrl('play.example.org')).toBeNull();
  });
});

describe('checkServer', () => {
  it('says a game server answered /health', async () => {
    const origin = await serve((req, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(req.url === '/health' ? JSON.stringify({ status: 'ok', database: 'ok' }) : '{}');
    });
    expect(await checkServer(`${origin}/`, fetch)).toEqual({ ok: true, message: SERVER_CHECK_TEXTS.answered });
  });

  it('tells a server in trouble, a stranger and no server apart', async () => {
    const failing = await serve((_req, res) => {
      res.statusCode = 503;
      res.end('{"status":"error"}');
    });
    expect(await checkServer(failing, fetch)).toEqual({ ok: false, message: 'HTTP 503: Service Unavailable' });
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    const stranger = await serve((_req, res) => res.end('<html>hello</html>'));
    expect(await checkServer(stranger, fetch)).toEqual({ ok: false, message: SERVER_CHECK_TEXTS.notAServer });
    expect(await checkServer('http://127.0.0.1:1', fetch)).toEqual({ ok: false, message: MESSAGES.cannotConnect });
    expect(await checkServer('not an address', fetch)).toEqual({ ok: false, message: SERVER_CHECK_TEXTS.notAUrl });
  });
});

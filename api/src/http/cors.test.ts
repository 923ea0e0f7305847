import { afterEach, describe, expect, it } from 'vitest';
import { DESKTOP_APP_ORIGIN } from '@silkroad/shared';
import { createTestApp, createTestSession, type TestApp } from '../test-support/test-app';
import { isAllowedSocketOrigin } from './allowed-origins';
import { realtimeOrigins } from './cors';

let test: TestApp;
afterEach(async () => {
  await test?.db.destroy();
});

describe('cross-origin access for the desktop app', () => {
  it('answers a preflight from the desktop app and lets it read game answers', async () => {
    test = await createTestApp();
    const preflight = await test.app.request('/api/game/player', {
      method: 'OPTIONS',
      headers: { origin: DESKTOP_APP_ORIGIN, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();

    const session = await createTestSession(test);
    const res = await test.app.request('/api/game/player', { headers: { origin: DESKTOP_APP_ORIGIN, authorization: `Bearer ${session.accessToken}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
    expect(res.headers.get('access-control-expose-headers')).toContain('Retry-After');
  });

  it('lets the desktop app reach a server on this machine (Private Network Access), and no one else', async () => {
    test = await createTestApp();
    const ask = (origin: string) =>
      test.app.request('/api/auth/token', {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-private-network': 'true' },
      });
    expect((await ask(DESKTOP_APP_ORIGIN)).headers.get('access-control-allow-private-network')).toBe('true');
    expect((await ask('https://evil.example')).headers.get('access-control-allow-private-network')).toBeNull();
  });

  it('carries the CORS headers on refusals too, so the app can read why', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/game/player', { headers: { origin: DESKTOP_APP_ORIGIN } });
    expect(res.status).toBe(401);
    expect(res.headers.get('access-control-allow-origin')).toBe(DESKTOP_APP_ORIGIN);
  });

  it('gives a foreign page no CORS headers, so it cannot read the answers', async () => {
    test = await createTestApp();
    const res = await test.app.request('/health', { headers: { origin: 'https://evil.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await test.app.request('/api/auth/token', { method: 'OPTIONS', headers: { origin: 'app://silkroad.evil', 'access-control-request-method': 'POST' } });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('lets the desktop app open the realtime socket, and no lookalike', () => {
    const allowed = realtimeOrigins(['http://localhost:3001']);
    expect(isAllowedSocketOrigin(DESKTOP_APP_ORIGIN, allowed)).toBe(true);
    expect(isAllowedSocketOrigin('http://localhost:3001', allowed)).toBe(true);
    expect(isAllowedSocketOrigin('app://silkroad.evil', allowed)).toBe(false);
    expect(isAllowedSocketOrigin('null', allowed)).toBe(false);
  });
});

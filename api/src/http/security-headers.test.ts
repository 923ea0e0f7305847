import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test-support/test-app';
import { LOCAL_CLIENT_ID } from '../modules/auth/endpoints';
import { throwawayChallenge } from '../modules/auth/test-helpers';
import { contentSecurityPolicies, responseKind } from './security-headers';

const ORIGINS = { publicUrl: 'http://localhost:3001', webOrigins: ['http://localhost:3001', 'http://localhost:5173'], desktopScheme: 'io.silkroad.game' };
const POLICIES = contentSecurityPolicies(ORIGINS);

let webDistDir: string;
beforeAll(() => {
  // A stand-in for the Vite build: an index page and one asset.
  webDistDir = mkdtempSync(join(tmpdir(), 'silkroad-web-'));
  mkdirSync(join(webDistDir, 'assets'));
  writeFileSync(join(webDistDir, 'index.html'), '<!doctype html><html><head><script type="module" src="./assets/app.js"></script></head><body><div id="root"></div></body></html>');
  writeFileSync(join(webDistDir, 'assets', 'app.js'), 'export {};\n');
});
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

let test: TestApp | undefined;
afterEach(async () => {
  await test?.db.destroy();
  test = undefined;
});

/** The headers every response carries, whatever its kind. */
function expectCommonHeaders(res: Response): void {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('referrer-policy')).toBe('same-origin');
  expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
  expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
  expect(res.headers.get('permissions-policy')).toBe('camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  expect(res.headers.get('x-powered-by')).toBeNull();
  expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
}

function directive(policy: string | null, name: string): string[] | undefined {
  const found = (policy ?? '').split('; ').find((part) => part.split(' ')[0] === name);
  return found?.split(' ').slice(1);
}

function authorizeQuery(): string {
  return new URLSearchParams({
    response_type: 'code',
    client_id: LOCAL_CLIENT_ID,
    redirect_uri: 'http://localhost:3001/api/auth/callback',
    scope: 'openid email profile',
    state: 'rp-state',
    nonce: 'rp-nonce',
    code_challenge: throwawayChallenge(),
    code_challenge_method: 'S256',
  }).toString();
}

describe('security headers of the web app', () => {
  it('are on the index page, under a policy that allows only the bundle’s own files and origin', async () => {
    test = await createTestApp({ webDistDir });
    const res = await test.app.request('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectCommonHeaders(res);
    const csp = res.headers.get('content-security-policy');
    expect(csp).toBe(POLICIES['web-app']);
    expect(directive(csp, 'script-src')).toEqual(["'self'"]);
    expect(directive(csp, 'connect-src')).toEqual(["'self'"]);
    expect(directive(csp, 'img-src')).toEqual(["'self'", 'data:', 'blob:']);
    expect(directive(csp, 'object-src')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
  });

  it('are on a deep link answered with the index page, and on the bundle’s assets', async () => {
    test = await createTestApp({ webDistDir });
    const deep = await test.app.request('/world/somewhere');
    expect(deep.status).toBe(200);
    expect(await deep.text()).toContain('<div id="root">');
    expectCommonHeaders(deep);
    expect(deep.headers.get('content-security-policy')).toBe(POLICIES['web-app']);

    const asset = await test.app.request('/assets/app.js');
    expect(asset.status).toBe(200);
    expectCommonHeaders(asset);
    expect(asset.headers.get('content-security-policy')).toBe(POLICIES['web-app']);
  });

  it('send HSTS only when the public address is https', async () => {
    test = await createTestApp({ webDistDir });
    expect((await test.app.request('/')).headers.get('strict-transport-security')).toBeNull();
    await test.db.destroy();
    test = await createTestApp({ webDistDir, publicUrl: 'https://silkroad.example', webOrigins: ['https://silkroad.example'] });
    expect((await test.app.request('/')).headers.get('strict-transport-security')).toBe('max-age=15552000; includeSubDomains');
  });
});

describe('security headers of the sign-in pages', () => {
  it('allow the provider page its one inline style by hash, and its form every hop of the sign-in redirects', async () => {
    test = await createTestApp();
    const res = await test.app.request(`/idp/authorize?${authorizeQuery()}`);
    expect(res.status).toBe(200);
    expectCommonHeaders(res);
    const csp = res.headers.get('content-security-policy');
    expect(csp).toBe(POLICIES['sign-in-page']);
    expect(directive(csp, 'default-src')).toEqual(["'none'"]);
    expect(csp).not.toContain('unsafe-inline');
    expect(directive(csp, 'form-action')).toEqual(["'self'", 'http://localhost:3001', 'http://localhost:5173', 'io.silkroad.game:']);

    const styles = [...(await res.text()).matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles).toHaveLength(1);
    const hash = `'sha256-${createHash('sha256').update(styles[0] ?? '').digest('base64')}'`;
    expect(directive(csp, 'style-src')).toEqual([hash]);
  });

  it('are on the provider form rendered again with an error, and on its malformed-request page', async () => {
    test = await createTestApp();
    const again = await test.app.request('/idp/authorize', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `${authorizeQuery()}&email=not-an-email&name=Ada`,
    });
    expect(again.status).toBe(400);
    expectCommonHeaders(again);
    expect(again.headers.get('content-security-policy')).toBe(POLICIES['sign-in-page']);

    const unknownClient = await test.app.request('/idp/authorize?client_id=stranger');
    expect(unknownClient.status).toBe(400);
    expect(unknownClient.headers.get('content-security-policy')).toBe(POLICIES['sign-in-page']);
  });

  it('are on the callback’s error page for an unknown sign-in request', async () => {
    test = await createTestApp();
    const res = await test.app.request('/api/auth/callback?state=unknown', { headers: { accept: 'text/html' } });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expectCommonHeaders(res);
    expect(res.headers.get('content-security-policy')).toBe(POLICIES['sign-in-page']);
  });
});

describe('security headers of data', () => {
  it('are on JSON answers, refusals and unknown API paths, with a policy that allows nothing', async () => {
    test = await createTestApp({ webDistDir });
    for (const [path, status] of [
      ['/api/cities', 200],
      ['/health', 200],
      ['/api/game/player', 401],
      ['/api/auth/callback?state=unknown', 400],
      ['/api/no-such-route', 404],
    ] as const) {
      const res = await test.app.request(path);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toMatch(/^application\/json/);
      expectCommonHeaders(res);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
    }
  });
});

describe('the kind of a response', () => {
  it('is the web app off the server’s own paths, a sign-in page for the server’s HTML, and data otherwise', () => {
    expect(responseKind('/', 'text/html; charset=UTF-8')).toBe('web-app');
    expect(responseKind('/assets/index.js', 'text/javascript')).toBe('web-app');
    expect(responseKind('/apiary', 'text/html')).toBe('web-app');
    expect(responseKind('/idp/authorize', 'text/html; charset=UTF-8')).toBe('sign-in-page');
    expect(responseKind('/api/auth/google', 'TEXT/HTML')).toBe('sign-in-page');
    expect(responseKind('/api/auth/callback', 'application/json')).toBe('data');
    expect(responseKind('/idp/jwks', 'application/json')).toBe('data');
    expect(responseKind('/health', 'application/json')).toBe('data');
    expect(responseKind('/api/auth/callback', null)).toBe('data');
  });
});

import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_ENTRY_URL, contentSecurityPolicy, resolveAppFile } from './app-protocol';

const root = path.resolve('/srv/bundle');

describe('resolveAppFile', () => {
  it('serves the bundle files with their content types, and the index for app routes', () => {
    expect(resolveAppFile(APP_ENTRY_URL, root)).toEqual({ kind: 'file', filePath: path.join(root, 'index.html'), contentType: 'text/html; charset=utf-8' });
    expect(resolveAppFile('app://silkroad/assets/index-abc.js', root)).toMatchObject({ filePath: path.join(root, 'assets/index-abc.js'), contentType: 'text/javascript; charset=utf-8' });
    expect(resolveAppFile('app://silkroad/', root)).toMatchObject({ filePath: path.join(root, 'index.html') });
    expect(resolveAppFile('app://silkroad/world?x=1', root)).toMatchObject({ filePath: path.join(root, 'index.html') });
  });

  it.each([
    ['an encoded traversal', 'app://silkroad/assets/..%2f..%2f..%2fsecret.js'],
    ['a backslash', 'app://silkroad/assets\\..\\x.js'],
    ['a NUL byte', 'app://silkroad/a%00.js'],
    ['another host', 'app://elsewhere/index.html'],
    ['another scheme', 'file:///srv/bundle/index.html'],
    ['an unknown file type', 'app://silkroad/assets/run.exe'],
    ['a broken escape', 'app://silkroad/%E0%A4%A.js'],
  ])('refuses %s', (_name, url) => {
    expect(resolveAppFile(url, root).kind).toBe('refused');
  });
});

describe('dot segments', () => {
  it('are resolved by the URL itself and can never leave the bundle', () => {
    const resolved = resolveAppFile('app://silkroad/%2e%2e/%2e%2e/etc/passwd.json', root);
    expect(resolved).toMatchObject({ kind: 'file', filePath: path.join(root, 'etc/passwd.json') });
  });
});

describe('contentSecurityPolicy', () => {
  it('allows own scripts only and the game server over HTTP and websocket', () => {
    const policy = contentSecurityPolicy('https://play.example.org');
    expect(policy).toContain("script-src 'self'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe/);
    expect(policy).toContain("connect-src 'self' https://play.example.org wss://play.example.org");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy('http://127.0.0.1:40123')).toContain('http://127.0.0.1:40123 ws://127.0.0.1:40123');
  });
});

import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, isPermissionAllowed, isSafeExternalUrl, isTrustedSender, SECURE_WEB_PREFERENCES } from './security';

describe('desktop main-process security rules', () => {
  it('keeps the renderer isolated and sandboxed', () => {
    expect(SECURE_WEB_PREFERENCES).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false, webSecurity: true, webviewTag: false });
  });

  it('opens only plain https URLs externally', () => {
    expect(isSafeExternalUrl('https://accounts.google.com/o/oauth2/v2/auth?x=1')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(false);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('smb://host/share')).toBe(false);
    expect(isSafeExternalUrl('io.silkroad.game:/auth?code=1')).toBe(false);
    expect(isSafeExternalUrl('https://user:pw@example.com')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });

  it('admits http only on this machine, and only when asked to', () => {
    expect(isSafeExternalUrl('http://localhost:3001/api/auth/google')).toBe(false);
    expect(isSafeExternalUrl('http://localhost:3001/api/auth/google', { allowLoopbackHttp: true })).toBe(true);
    expect(isSafeExternalUrl('http://127.0.0.1:3001/', { allowLoopbackHttp: true })).toBe(true);
    expect(isSafeExternalUrl('http://example.com/', { allowLoopbackHttp: true })).toBe(false);
    expect(isSafeExternalUrl('http://localhost.example.com/', { allowLoopbackHttp: true })).toBe(false);
  });

  it('denies navigation away from the app origin', () => {
    expect(isAllowedNavigation('app://silkroad/index.html', 'app://silkroad')).toBe(true);
    expect(isAllowedNavigation('app://silkroad.evil/index.html', 'app://silkroad')).toBe(false);
    expect(isAllowedNavigation('https://evil.example/', 'app://silkroad')).toBe(false);
    expect(isAllowedNavigation('file:///index.html', 'app://silkroad')).toBe(false);
    expect(isAllowedNavigation('http://127.0.0.1:3001/#world', 'http://127.0.0.1:3001')).toBe(true);
  });

  it('trusts only the top frame of an app page as an IPC sender', () => {
    expect(isTrustedSender({ url: 'app://silkroad/index.html', parent: null }, 'app://silkroad')).toBe(true);
    expect(isTrustedSender({ url: 'app://silkroad/index.html', parent: {} }, 'app://silkroad')).toBe(false);
    expect(isTrustedSender({ url: 'https://evil.example/', parent: null }, 'app://silkroad')).toBe(false);
    expect(isTrustedSender(null, 'app://silkroad')).toBe(false);
  });

  it('grants no permission but reaching a game server on this machine, to the app only', () => {
    for (const permission of ['media', 'geolocation', 'notifications', 'clipboard-read', 'openExternal', 'midi', 'hid']) {
      expect(isPermissionAllowed(permission, 'app://silkroad/index.html', 'app://silkroad')).toBe(false);
    }
    expect(isPermissionAllowed('loopback-network', 'app://silkroad/index.html', 'app://silkroad')).toBe(true);
    expect(isPermissionAllowed('local-network-access', 'app://silkroad/index.html', 'app://silkroad')).toBe(true);
    expect(isPermissionAllowed('loopback-network', 'https://evil.example/', 'app://silkroad')).toBe(false);
  });
});

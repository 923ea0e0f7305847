import { describe, expect, it } from 'vitest';
import { isAllowedNavigation, isSafeExternalUrl, SECURE_WEB_PREFERENCES } from './security';

describe('desktop main-process security rules', () => {
  it('keeps the renderer isolated and sandboxed', () => {
    expect(SECURE_WEB_PREFERENCES).toMatchObject({ contextIsolation: true, sandbox: true, nodeIntegration: false });
  });

  it('opens only plain https URLs externally', () => {
    expect(isSafeExternalUrl('https://accounts.google.com/o/oauth2/v2/auth?x=1')).toBe(true);
    expect(isSafeExternalUrl('http://example.com')).toBe(false);
    expect(isSafeExternalUrl('file:///etc/passwd')).toBe(false);
    expect(isSafeExternalUrl('javascript:alert(1)')).toBe(false);
    expect(isSafeExternalUrl('https://user:pw@example.com')).toBe(false);
    expect(isSafeExternalUrl('not a url')).toBe(false);
  });

  it('denies navigation away from the app origin', () => {
    expect(isAllowedNavigation('http://127.0.0.1:3001/#world', 'http://127.0.0.1:3001')).toBe(true);
    expect(isAllowedNavigation('https://evil.example/', 'http://127.0.0.1:3001')).toBe(false);
  });
});

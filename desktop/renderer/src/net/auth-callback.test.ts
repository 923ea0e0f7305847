import { describe, expect, it } from 'vitest';
import {
  buildSignInUrl,
  parseAuthCallback,
  resolveAuthCallback,
  savePendingSignIn,
  stripAuthParams,
  takePendingSignIn,
  type KeyValueStorage,
} from './auth-callback';

function memoryStorage(): KeyValueStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return { map, getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v), removeItem: (k) => void map.delete(k) };
}

describe('auth callback', () => {
  it('parses codes and errors, and ignores ordinary URLs', () => {
    expect(parseAuthCallback('?code=abc&state=s1')).toEqual({ kind: 'code', code: 'abc', state: 's1' });
    expect(parseAuthCallback('?error=access_denied&error_description=Nope&state=s1')).toEqual({
      kind: 'error',
      error: 'access_denied',
      description: 'Nope',
      state: 's1',
    });
    expect(parseAuthCallback('?testMode=true')).toBeNull();
    expect(parseAuthCallback('')).toBeNull();
  });

  it('strips only the sign-in parameters', () => {
    expect(stripAuthParams('http://game.test/?code=abc&state=s1&testMode=true#x')).toBe('/?testMode=true#x');
    expect(stripAuthParams('http://game.test/?error=e&error_description=d&state=s')).toBe('/');
  });

  it('builds the PKCE start URL', () => {
    const url = new URL(buildSignInUrl('http://game.test', 'http://game.test/', { state: 'st', challenge: 'ch' }));
    expect(url.pathname).toBe('/api/auth/google');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redirect_uri: 'http://game.test/',
      state: 'st',
      code_challenge: 'ch',
      code_challenge_method: 'S256',
    });
  });

  it('keeps the pending sign-in for one use only', () => {
    const storage = memoryStorage();
    savePendingSignIn(storage, { state: 's', verifier: 'v' });
    expect(takePendingSignIn(storage)).toEqual({ state: 's', verifier: 'v' });
    expect(takePendingSignIn(storage)).toBeNull();
    storage.setItem('srt_pkce', '{broken');
    expect(takePendingSignIn(storage)).toBeNull();
  });

  it('exchanges only when the state matches', () => {
    const pending = { state: 's1', verifier: 'v' };
    expect(resolveAuthCallback({ kind: 'code', code: 'c', state: 's1' }, pending)).toEqual({ kind: 'exchange', code: 'c', verifier: 'v' });
    expect(resolveAuthCallback({ kind: 'code', code: 'c', state: 'other' }, pending)).toEqual({ kind: 'error', message: 'Google sign-in failed' });
    expect(resolveAuthCallback({ kind: 'code', code: 'c', state: 's1' }, null)).toEqual({ kind: 'error', message: 'Google sign-in failed' });
  });

  it('shows the provider description, or the default text', () => {
    expect(resolveAuthCallback({ kind: 'error', error: 'access_denied', description: 'User cancelled', state: 's' }, null)).toEqual({
      kind: 'error',
      message: 'User cancelled',
    });
    expect(resolveAuthCallback({ kind: 'error', error: 'server_error', description: null, state: null }, null)).toEqual({
      kind: 'error',
      message: 'Google sign-in failed',
    });
  });
});

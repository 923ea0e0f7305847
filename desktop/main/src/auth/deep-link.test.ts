import { describe, expect, it } from 'vitest';
import { findSignInCallbackUrl, parseSignInCallback, signInRedirectUri } from './deep-link';

const STATE = 'a'.repeat(32);
const CODE = 'Zm9vYmFyYmF6cXV4LWNvZGUtZnJvbS10aGUtYXBpLTQz';
const GOOD = `io.silkroad.game:/auth?code=${CODE}&state=${STATE}`;

describe('the sign-in callback URL', () => {
  it('is the redirect URI the API is given, with code and state', () => {
    expect(signInRedirectUri()).toBe('io.silkroad.game:/auth');
    expect(parseSignInCallback(GOOD)).toEqual({ kind: 'code', code: CODE, state: STATE });
  });

  it('reads an error with its description, cleaned of control characters', () => {
    const url = `io.silkroad.game:/auth?error=access_denied&error_description=${encodeURIComponent('Google sign-in was\u0000 cancelled.\u202e')}&state=${STATE}`;
    expect(parseSignInCallback(url)).toEqual({ kind: 'error', error: 'access_denied', description: 'Google sign-in was cancelled.', state: STATE });
    expect(parseSignInCallback(`io.silkroad.game:/auth?error=server_error&state=${STATE}`)).toEqual({ kind: 'error', error: 'server_error', description: null, state: STATE });
  });

  it('accepts the scheme in any case, as launchers may re-case it', () => {
    expect(parseSignInCallback(GOOD.replace('io.silkroad.game', 'IO.SilkRoad.Game'))).toMatchObject({ kind: 'code' });
  });

  it.each([
    ['another scheme', `io.silkroad.evil:/auth?code=${CODE}&state=${STATE}`],
    ['a web URL', `https://io.silkroad.game/auth?code=${CODE}&state=${STATE}`],
    ['a host instead of a path', `io.silkroad.game://auth?code=${CODE}&state=${STATE}`],
    ['another path', `io.silkroad.game:/settings?code=${CODE}&state=${STATE}`],
    ['a trailing slash', `io.silkroad.game:/auth/?code=${CODE}&state=${STATE}`],
    ['an encoded path', `io.silkroad.game:/%61uth?code=${CODE}&state=${STATE}`],
    ['a fragment', `${GOOD}#x`],
    ['user info', `io.silkroad.game://u:p@/auth?code=${CODE}&state=${STATE}`],
    ['no state', `io.silkroad.game:/auth?code=${CODE}`],
    ['an empty state', `io.silkroad.game:/auth?code=${CODE}&state=`],
    ['a state out of its alphabet', `io.silkroad.game:/auth?code=${CODE}&state=${encodeURIComponent('a b<script>')}`],
    ['an overlong state', `io.silkroad.game:/auth?code=${CODE}&state=${'s'.repeat(513)}`],
    ['neither code nor error', `io.silkroad.game:/auth?state=${STATE}`],
    ['both code and error', `io.silkroad.game:/auth?code=${CODE}&error=access_denied&state=${STATE}`],
    ['a code out of its alphabet', `io.silkroad.game:/auth?code=${encodeURIComponent('abc/def')}&state=${STATE}`],
    ['an overlong code', `io.silkroad.game:/auth?code=${'c'.repeat(513)}&state=${STATE}`],
    ['an error that is no OAuth code', `io.silkroad.game:/auth?error=${encodeURIComponent('<b>Oops</b>')}&state=${STATE}`],
    ['a repeated parameter', `${GOOD}&state=${STATE}`],
    ['an unknown parameter', `${GOOD}&redirect=https://evil.example`],
    ['an overlong URL', `io.silkroad.game:/auth?error=server_error&state=${STATE}&error_description=${'x'.repeat(5000)}`],
    ['not a URL', 'io.silkroad.game:'],
    ['nothing', ''],
  ])('ignores %s', (_label, url) => {
    expect(parseSignInCallback(url)).toBeNull();
  });
});

describe('finding the callback among process arguments', () => {
  it('finds it in a cold start on Windows or Linux, between Chromium switches', () => {
    expect(findSignInCallbackUrl(['C:\\Program Files\\Silk Road\\Silk Road.exe', '--allow-file-access-from-files', GOOD])).toBe(GOOD);
    expect(findSignInCallbackUrl(['/opt/Silk Road/silk-road', '--no-sandbox', GOOD, '--enable-features=X'])).toBe(GOOD);
  });

  it('finds it in the argv a second instance reports', () => {
    expect(findSignInCallbackUrl(['/usr/bin/silk-road', '--original-process-start-time=1', GOOD])).toBe(GOOD);
  });

  it('takes the last valid one when there are several', () => {
    const newer = GOOD.replace(STATE, 'b'.repeat(32));
    expect(findSignInCallbackUrl(['app', GOOD, 'io.silkroad.game:/auth?garbage', newer])).toBe(newer);
  });

  it('finds nothing in a plain start, in switches embedding the scheme, or in malformed callbacks', () => {
    expect(findSignInCallbackUrl(['/usr/bin/silk-road'])).toBeNull();
    expect(findSignInCallbackUrl([])).toBeNull();
    expect(findSignInCallbackUrl(['app', `--url=${GOOD}`])).toBeNull();
    expect(findSignInCallbackUrl(['app', `-${GOOD}`])).toBeNull();
    expect(findSignInCallbackUrl(['app', 'io.silkroad.game:/auth?state=x'])).toBeNull();
    expect(findSignInCallbackUrl(['app', 'https://example.com/auth?code=a&state=b'])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { followLocalProvider } from './local-provider-driver';
import type { FetchLike } from './token-client';

const ORIGIN = 'http://127.0.0.1:4100';
const START = `${ORIGIN}/api/auth/google?redirect_uri=io.silkroad.game%3A%2Fauth&state=s&code_challenge=c&code_challenge_method=S256`;
const AUTHORIZE = `${ORIGIN}/idp/authorize?client_id=silk-road-local&redirect_uri=${encodeURIComponent(`${ORIGIN}/api/auth/callback`)}&state=req-1&response_type=code&scope=openid`;
const IDENTITY = { email: 'player@offline.local', name: 'Player' };

function redirect(location: string): Response {
  return new Response(null, { status: 302, headers: { location } });
}

/** A provider scripted by request: method and path to the answer. */
function scripted(answers: Record<string, (init: RequestInit) => Response>): FetchLike & { seen: { url: string; body: string }[] } {
  const seen: { url: string; body: string }[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    seen.push({ url, body: String(init.body ?? '') });
    expect(init.redirect).toBe('manual');
    const key = `${init.method} ${new URL(url).pathname}`;
    const answer = answers[key];
    if (!answer) throw new Error(`unexpected ${key}`);
    return answer(init);
  };
  return Object.assign(fetchImpl, { seen });
}

describe('driving the local identity provider over HTTP', () => {
  it("posts the authorization request with the identity and returns the redirect to the app's scheme", async () => {
    const fetchImpl = scripted({
      'GET /api/auth/google': () => redirect(AUTHORIZE),
      'POST /idp/authorize': () => redirect(`${ORIGIN}/api/auth/callback?code=pc&state=req-1`),
      'GET /api/auth/callback': () => redirect('io.silkroad.game:/auth?code=ours&state=s'),
    });
    expect(await followLocalProvider(START, IDENTITY, { fetch: fetchImpl })).toBe('io.silkroad.game:/auth?code=ours&state=s');
    const posted = new URLSearchParams(fetchImpl.seen[1]?.body);
    expect(Object.fromEntries(posted)).toMatchObject({ client_id: 'silk-road-local', state: 'req-1', email: IDENTITY.email, name: IDENTITY.name });
  });

  it('returns an error redirect to the app as it comes', async () => {
    const fetchImpl = scripted({ 'GET /api/auth/google': () => redirect('io.silkroad.game:/auth?error=server_error&state=s') });
    expect(await followLocalProvider(START, IDENTITY, { fetch: fetchImpl })).toBe('io.silkroad.game:/auth?error=server_error&state=s');
  });

  it('never sends the identity to another origin', async () => {
    const fetchImpl = scripted({ 'GET /api/auth/google': () => redirect('https://accounts.google.com/o/oauth2/v2/auth?x=1') });
    await expect(followLocalProvider(START, IDENTITY, { fetch: fetchImpl })).rejects.toThrow('outside the local identity provider');
    expect(fetchImpl.seen).toHaveLength(1);
  });

  it('fails on a refused form', async () => {
    const fetchImpl = scripted({
      'GET /api/auth/google': () => redirect(AUTHORIZE),
      'POST /idp/authorize': () => new Response('<p>Enter a valid email address.</p>', { status: 400 }),
    });
    await expect(followLocalProvider(START, IDENTITY, { fetch: fetchImpl })).rejects.toThrow('answered 400');
  });
});

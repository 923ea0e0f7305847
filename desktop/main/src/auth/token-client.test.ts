import { API_ERRORS, MESSAGES } from '@silkroad/shared';
import { describe, expect, it } from 'vitest';
import { TokenClient, type FetchLike } from './token-client';

const ORIGIN = 'https://play.silkroad.example';
const SESSION = {
  success: true,
  data: {
    user: { id: 'u1', username: 'Ada', email: 'ada@example.test', displayName: 'Ada', inGameName: null, needsInGameName: true, isGuest: false },
    tokens: { accessToken: 'access', refreshToken: 'refresh-2', expiresAt: 1_900_000_000_000 },
  },
};

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

function recordingFetch(answer: (url: string, init: RequestInit) => Response | Promise<Response>): FetchLike & { calls: { url: string; init: RequestInit }[] } {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchImpl = async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return answer(url, init);
  };
  return Object.assign(fetchImpl, { calls });
}

describe('the token client', () => {
  it('posts the code exchange as the API expects and returns the validated session', async () => {
    const fetchImpl = recordingFetch(() => json(200, SESSION));
    const outcome = await new TokenClient({ fetch: fetchImpl }).exchangeCode(`${ORIGIN}/some/path`, 'the-code', 'v'.repeat(64));
    expect(outcome).toEqual({ ok: true, session: SESSION.data });
    const call = fetchImpl.calls[0];
    expect(call?.url).toBe(`${ORIGIN}/api/auth/token`);
    expect(call?.init).toMatchObject({ method: 'POST', redirect: 'manual' });
    expect(JSON.parse(String(call?.init.body))).toEqual({ grant_type: 'authorization_code', code: 'the-code', code_verifier: 'v'.repeat(64) });
  });

  it('calls a refusal of the refresh token rejected, with our words for its code', async () => {
    const client = new TokenClient({ fetch: recordingFetch(() => json(401, { success: false, error: { code: 'UNAUTHENTICATED', message: 'whatever the server says' } })) });
    expect(await client.refresh(ORIGIN, 'spent')).toEqual({ ok: false, kind: 'rejected', status: 401, message: API_ERRORS.UNAUTHENTICATED });
    const bad = new TokenClient({ fetch: recordingFetch(() => json(400, { success: false, error: { code: 'SOMETHING_NEW', message: '<b>free text</b>' } })) });
    expect(await bad.exchangeCode(ORIGIN, 'c', 'v'.repeat(64))).toEqual({ ok: false, kind: 'rejected', status: 400, message: MESSAGES.authFailed });
  });

  it('calls no answer, a timeout, a busy or broken server network (the token is kept for later)', async () => {
    const down = new TokenClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await down.refresh(ORIGIN, 't')).toEqual({ ok: false, kind: 'network', status: null, message: MESSAGES.cannotConnect });

    const hanging: FetchLike = (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const slow = new TokenClient({ fetch: hanging, timeoutMs: 30 });
    expect(await slow.refresh(ORIGIN, 't')).toMatchObject({ ok: false, kind: 'network' });

    for (const status of [500, 502, 503, 429, 408]) {
      const outcome = await new TokenClient({ fetch: recordingFetch(() => json(status, { success: false, error: { code: 'RATE_LIMITED', message: 'x' } })) }).refresh(ORIGIN, 't');
      expect(outcome).toMatchObject({ ok: false, kind: 'network', status });
    }
  });

  it('never follows a redirect with a secret in the body', async () => {
    const fetchImpl = recordingFetch(() => new Response(null, { status: 307, headers: { location: 'https://elsewhere.example/api/auth/token' } }));
    expect(await new TokenClient({ fetch: fetchImpl }).refresh(ORIGIN, 't')).toMatchObject({ ok: false, kind: 'network' });
    expect(fetchImpl.calls).toHaveLength(1);
  });

  it('treats a malformed success as a spent token (the server took it)', async () => {
    const client = new TokenClient({ fetch: recordingFetch(() => json(200, { success: true, data: { tokens: {} } })) });
    expect(await client.refresh(ORIGIN, 't')).toEqual({ ok: false, kind: 'rejected', status: 200, message: MESSAGES.authNoUserData });
    const notJson = new TokenClient({ fetch: recordingFetch(() => new Response('<html>', { status: 200 })) });
    expect(await notJson.refresh(ORIGIN, 't')).toMatchObject({ ok: false, kind: 'rejected' });
  });

  it('sends nothing to a server over plain http unless it is on loopback', async () => {
    const fetchImpl = recordingFetch(() => json(200, SESSION));
    const client = new TokenClient({ fetch: fetchImpl });
    expect(await client.refresh('http://play.silkroad.example', 't')).toMatchObject({ ok: false, kind: 'network' });
    expect(await client.refresh('https://user:pw@play.silkroad.example', 't')).toMatchObject({ ok: false, kind: 'network' });
    expect(await client.refresh('not a url', 't')).toMatchObject({ ok: false, kind: 'network' });
    expect(await client.isReachable('http://192.168.1.5:3001')).toBe(false);
    expect(fetchImpl.calls).toHaveLength(0);
    expect(await client.refresh('http://127.0.0.1:3001', 't')).toMatchObject({ ok: true });
    expect(await client.refresh('http://localhost:3001', 't')).toMatchObject({ ok: true });
  });

  it('logs out with the bearer token and tells an expired one apart', async () => {
    const fetchImpl = recordingFetch((_url, init) => {
      const auth = new Headers(init.headers).get('authorization');
      return auth === 'Bearer good' ? json(200, { success: true }) : json(401, { success: false, error: { code: 'TOKEN_EXPIRED', message: 'x' } });
    });
    const client = new TokenClient({ fetch: fetchImpl });
    expect(await client.logout(ORIGIN, 'good', 'r')).toEqual({ ok: true });
    expect(fetchImpl.calls[0]?.url).toBe(`${ORIGIN}/api/auth/logout`);
    expect(JSON.parse(String(fetchImpl.calls[0]?.init.body))).toEqual({ refreshToken: 'r' });
    expect(await client.logout(ORIGIN, 'old', 'r')).toMatchObject({ ok: false, kind: 'unauthorized' });
  });

  it('checks that a server answers /health', async () => {
    expect(await new TokenClient({ fetch: recordingFetch(() => json(200, { status: 'ok', database: 'ok' })) }).isReachable(ORIGIN)).toBe(true);
    expect(await new TokenClient({ fetch: recordingFetch(() => json(503, { status: 'error', database: 'damaged' })) }).isReachable(ORIGIN)).toBe(false);
    const down = new TokenClient({
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect(await down.isReachable(ORIGIN)).toBe(false);
  });
});

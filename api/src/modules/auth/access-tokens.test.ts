import { describe, expect, it } from 'vitest';
import { ManualClock } from '../../clock';
import { ACCESS_TOKEN_TTL_MS, AccessTokens } from './access-tokens';

const SECRET = 'a-test-secret-of-thirty-two-bytes!!';

describe('AccessTokens', () => {
  it('accepts its own token, also when asked again, until the clock passes its expiry', async () => {
    const clock = new ManualClock();
    const tokens = new AccessTokens(SECRET, clock);
    const { token } = await tokens.issue('player-1');
    expect(await tokens.verify(token)).toEqual({ ok: true, userId: 'player-1' });
    expect(await tokens.verify(token)).toEqual({ ok: true, userId: 'player-1' });
    clock.advance(ACCESS_TOKEN_TTL_MS);
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another key, and one tampered with after signing', async () => {
    const clock = new ManualClock();
    const ours = new AccessTokens(SECRET, clock);
    const theirs = new AccessTokens('another-secret-of-thirty-two-bytes!', clock);
    const { token } = await theirs.issue('player-1');
    expect(await ours.verify(token)).toEqual({ ok: false, reason: 'invalid' });

    const { token: good } = await ours.issue('player-2');
    expect(await ours.verify(good)).toEqual({ ok: true, userId: 'player-2' });
    const [header, , signature] = good.split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ typ: 'access', sub: 'player-3', iss: 'silk-road-api', aud: 'silk-road', exp: 9_999_999_999 })).toString('base64url');
    expect(await ours.verify(`${header}.${forgedPayload}.${signature}`)).toEqual({ ok: false, reason: 'invalid' });
  });
});

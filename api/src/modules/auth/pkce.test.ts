import { calculatePKCECodeChallenge, randomPKCECodeVerifier } from 'openid-client';
import { describe, expect, it } from 'vitest';
import { challengeOfVerifier } from './pkce';

describe('the S256 challenge of a presented verifier', () => {
  it('is the one of RFC 7636 appendix B', async () => {
    expect(await challengeOfVerifier('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('agrees with the challenge a client made for its verifier', async () => {
    const verifier = randomPKCECodeVerifier();
    expect(await challengeOfVerifier(verifier)).toBe(await calculatePKCECodeChallenge(verifier));
  });

  it.each([
    ['too short', 'a'.repeat(42)],
    ['too long', 'a'.repeat(129)],
    ['outside the unreserved set', `${'a'.repeat(42)}+`],
    ['empty', ''],
  ])('is null for a verifier %s', async (_what, verifier) => {
    expect(await challengeOfVerifier(verifier)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { base64UrlEncode, createPkceStart, randomUrlSafeString, s256Challenge } from './pkce';

const RFC_7636_VERIFIER = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
const RFC_7636_CHALLENGE = 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM';

describe('pkce', () => {
  it('matches the RFC 7636 appendix B example', async () => {
    expect(await s256Challenge(RFC_7636_VERIFIER)).toBe(RFC_7636_CHALLENGE);
  });

  it('encodes base64url without padding', () => {
    expect(base64UrlEncode(new Uint8Array([251, 255, 191]))).toBe('-_-_');
    expect(base64UrlEncode(new Uint8Array([1]))).toBe('AQ');
    expect(randomUrlSafeString(18)).toMatch(/^[A-Za-z0-9_-]{24}$/);
  });

  it('creates a verifier the server accepts and a fresh state each time', async () => {
    const a = await createPkceStart();
    const b = await createPkceStart();
    expect(a.verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(a.challenge).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.challenge).toBe(await s256Challenge(a.verifier));
    expect(a.state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(a.state).not.toBe(b.state);
    expect(a.verifier).not.toBe(b.verifier);
  });
});

describe('pkce without WebCrypto (a page served over plain HTTP)', () => {
  it('computes the same challenges with the JavaScript digest', async () => {
    expect(await s256Challenge(RFC_7636_VERIFIER, false)).toBe(RFC_7636_CHALLENGE);
    const { verifier } = await createPkceStart();
    expect(await s256Challenge(verifier, false)).toBe(await s256Challenge(verifier, true));
  });
});

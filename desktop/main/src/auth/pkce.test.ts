import { describe, expect, it } from 'vitest';
import { createPkcePair, createSignInState, s256Challenge } from './pkce';

describe('PKCE for the desktop sign-in', () => {
  it('computes S256 as RFC 7636 appendix B does', () => {
    expect(s256Challenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe('E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
  });

  it('makes fresh verifiers the API accepts, and states the callback parser accepts', () => {
    const pair = createPkcePair();
    expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43,128}$/);
    expect(pair.challenge).toBe(s256Challenge(pair.verifier));
    expect(createPkcePair().verifier).not.toBe(pair.verifier);
    expect(createSignInState()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });
});

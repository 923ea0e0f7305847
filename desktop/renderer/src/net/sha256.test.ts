import { describe, expect, it } from 'vitest';
import { sha256 } from './sha256';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');

describe('sha256 fallback', () => {
  it('matches the standard test vectors', () => {
    expect(hex(sha256(new TextEncoder().encode('')))).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('agrees with WebCrypto across block boundaries', async () => {
    for (const length of [55, 56, 63, 64, 65, 128, 1000]) {
      const input = new Uint8Array(length).map((_, i) => (i * 31 + length) & 0xff);
      const expected = new Uint8Array(await crypto.subtle.digest('SHA-256', input));
      expect(hex(sha256(input))).toBe(hex(expected));
    }
  });
});

import { randomUrlSafeString } from './pkce';

/**
 * A fresh key for one trade click. randomUUID needs a secure context; a game served over plain
 * HTTP on a LAN host has none, so the key then comes from getRandomValues (available everywhere).
 */
export function newIdempotencyKey(source: Partial<Pick<Crypto, 'randomUUID'>> & Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  return typeof source.randomUUID === 'function' ? source.randomUUID() : randomUrlSafeString(18, source);
}

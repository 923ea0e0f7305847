import { sha256 } from './sha256';

/** PKCE (RFC 7636) with S256; the verifier stays in this tab, only its hash leaves it. */

/** 48 random bytes encode to a 64-character verifier, inside the 43..128 the RFC allows. */
const VERIFIER_BYTES = 48;
const STATE_BYTES = 24;

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function randomUrlSafeString(byteCount: number, source: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  return base64UrlEncode(source.getRandomValues(new Uint8Array(byteCount)));
}

/** `subtle` is missing outside secure contexts (plain HTTP off localhost): then the JS digest runs. */
export async function s256Challenge(verifier: string, subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null): Promise<string> {
  const bytes = new TextEncoder().encode(verifier);
  const digest = subtle ? new Uint8Array(await subtle.digest('SHA-256', bytes)) : sha256(bytes);
  return base64UrlEncode(digest);
}

export interface PkceStart {
  verifier: string;
  challenge: string;
  state: string;
}

export async function createPkceStart(cryptoImpl: Crypto = globalThis.crypto): Promise<PkceStart> {
  const verifier = randomUrlSafeString(VERIFIER_BYTES, cryptoImpl);
  const state = randomUrlSafeString(STATE_BYTES, cryptoImpl);
  return { verifier, state, challenge: await s256Challenge(verifier, cryptoImpl.subtle ?? null) };
}

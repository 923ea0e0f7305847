import { sha256 } from '@noble/hashes/sha2.js';
import { calculatePKCECodeChallenge, generateRandomCodeVerifier, generateRandomState } from 'oauth4webapi';

/**
 * PKCE (RFC 7636, S256) for the web sign-in, on the library the desktop main process uses and the
 * API's relying party is built on. The verifier stays in this tab; only its challenge leaves it.
 */

export interface PkceStart {
  verifier: string;
  challenge: string;
  state: string;
}

export function base64UrlEncode(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Random bytes as base64url; getRandomValues exists in every context, secure or not. */
export function randomUrlSafeString(byteCount: number, source: Pick<Crypto, 'getRandomValues'> = globalThis.crypto): string {
  return base64UrlEncode(source.getRandomValues(new Uint8Array(byteCount)));
}

/**
 * WebCrypto's digest, which the library uses, exists only in secure contexts; the web build is
 * also served over plain HTTP on a LAN address, where an audited JavaScript SHA-256 stands in.
 */
export async function s256Challenge(verifier: string, secureContext: boolean = globalThis.crypto?.subtle !== undefined): Promise<string> {
  if (secureContext) return calculatePKCECodeChallenge(verifier);
  return base64UrlEncode(sha256(new TextEncoder().encode(verifier)));
}

export async function createPkceStart(): Promise<PkceStart> {
  const verifier = generateRandomCodeVerifier();
  return { verifier, state: generateRandomState(), challenge: await s256Challenge(verifier) };
}

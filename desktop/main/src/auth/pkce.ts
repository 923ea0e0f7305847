import { createHash, randomBytes } from 'node:crypto';

/**
 * PKCE (RFC 7636, S256) and the sign-in state, with Node's crypto: the renderer's helper in
 * desktop/renderer/src/net/pkce.ts needs the DOM's Crypto, which the main process's types lack.
 */

/** 48 random bytes encode to a 64-character verifier, inside the 43..128 the RFC allows. */
const VERIFIER_BYTES = 48;
/** 24 bytes: unguessable, and well inside the API's 512-character bound on state. */
const STATE_BYTES = 24;

export interface PkcePair {
  verifier: string;
  challenge: string;
}

export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

export function createPkcePair(): PkcePair {
  const verifier = randomBytes(VERIFIER_BYTES).toString('base64url');
  return { verifier, challenge: s256Challenge(verifier) };
}

export function createSignInState(): string {
  return randomBytes(STATE_BYTES).toString('base64url');
}

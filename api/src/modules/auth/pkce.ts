import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets for codes, tokens, nonces and verifiers. They come from the operating system's CSPRNG,
 * never from the context's seeded `random`, which exists for reproducible game rolls.
 */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What we store instead of a bearer secret, so a leaked database cannot be replayed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** RFC 7636 S256: base64url(sha256(verifier)), without padding. */
export function s256Challenge(verifier: string): string {
  return createHash('sha256').update(verifier, 'ascii').digest('base64url');
}

/** RFC 7636 §4.1: 43 to 128 characters of the unreserved set. */
export function isValidCodeVerifier(verifier: string): boolean {
  return /^[A-Za-z0-9._~-]{43,128}$/.test(verifier);
}

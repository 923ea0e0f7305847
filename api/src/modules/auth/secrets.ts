import { createHash, randomBytes } from 'node:crypto';

/**
 * Secrets for codes, tokens and request ids. They come from the operating system's CSPRNG,
 * never from the context's seeded `random`, which exists for reproducible game rolls.
 */
export function randomSecret(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** What we store instead of a bearer secret, so a leaked database cannot be replayed. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

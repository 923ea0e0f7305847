import { calculatePKCECodeChallenge } from 'openid-client';

/** RFC 7636 §4.1: 43 to 128 characters of the unreserved set. */
const CODE_VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * The S256 challenge (RFC 7636 §4.2) a verifier presented at one of our token endpoints answers,
 * or null for a verifier the RFC does not allow. The digest is the library's, the same one the
 * relying party and the desktop app use to make their challenges.
 */
export async function challengeOfVerifier(verifier: string): Promise<string | null> {
  return CODE_VERIFIER.test(verifier) ? calculatePKCECodeChallenge(verifier) : null;
}

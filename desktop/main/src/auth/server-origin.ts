/**
 * Which servers the main process sends a sign-in, a code verifier or a refresh token to: https
 * anywhere, plain http only on this machine's loopback (the embedded offline server, a developer's
 * `npm run serve:dev`), as RFC 8252 §8.3 allows for loopback. A refresh token in cleartext over a
 * network would be a session handed to anyone on the path.
 */
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin of `url` when the main process may talk auth to it, else null. */
export function authServerOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  if (parsed.username !== '' || parsed.password !== '') return null;
  if (parsed.protocol === 'https:') return parsed.origin;
  if (parsed.protocol === 'http:' && LOOPBACK_HOSTS.has(parsed.hostname)) return parsed.origin;
  return null;
}

import type { ServerConfig } from '../../config';

/**
 * Where a sign-in may end: a page on one of our web origins, or the desktop app's private-use
 * scheme. Anything else would hand a one-time code to a stranger (an open redirector).
 */
export function isAllowedClientRedirect(uri: string, config: Pick<ServerConfig, 'webOrigins' | 'desktopScheme'>): boolean {
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  // RFC 6749 §3.1.2: a redirection URI must not carry a fragment.
  if (url.hash !== '' || uri.includes('#')) return false;
  if (uri.startsWith(`${config.desktopScheme}:/`)) return url.protocol === `${config.desktopScheme}:`;
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return config.webOrigins.some((origin) => sameOrigin(origin, url.origin));
}

function sameOrigin(configured: string, origin: string): boolean {
  try {
    return new URL(configured).origin === origin;
  } catch {
    return false;
  }
}

/** The URI with the given query parameters added (replacing any of the same name). */
export function withQuery(uri: string, params: Record<string, string>): string {
  const url = new URL(uri);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

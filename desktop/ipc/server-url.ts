/**
 * A game server address as the desktop settings keep it: http(s) only, no user name or password,
 * and only the origin (the API lives at the root of its server). Null when it is not one.
 */
export function normaliseServerUrl(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if ((url.protocol !== 'https:' && url.protocol !== 'http:') || url.username !== '' || url.password !== '' || url.hostname === '') return null;
  return url.origin;
}

/**
 * The key of per-server records (session, autosave): the server's origin, as the caller gives
 * it (`new URL(serverUrl).origin`, or one stable name for the offline server, whose port changes).
 * An empty key would be shared by every caller that forgot to pass one.
 */
export function serverKey(origin: string): string {
  if (typeof origin !== 'string' || origin === '') throw new TypeError('a local record needs the origin of its server');
  return origin;
}

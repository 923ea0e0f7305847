import type { IncomingMessage } from 'node:http';
import type { ServerOptions } from 'socket.io';

/**
 * The configured web origins in the form browsers send in an Origin header (scheme://host[:port],
 * lower case, no default port, no path). An entry that is not an http(s) URL matches nothing.
 */
export function canonicalOrigins(configured: readonly string[]): string[] {
  const origins = new Set<string>();
  for (const entry of configured) {
    try {
      const url = new URL(entry);
      if (url.protocol === 'http:' || url.protocol === 'https:') origins.add(url.origin);
    } catch {
      // a malformed entry in WEB_ORIGINS allows nothing rather than stopping the server
    }
  }
  return [...origins];
}

/**
 * May a realtime connection carrying this Origin header be opened? A browser always sends Origin
 * on a WebSocket handshake and on cross-origin requests, so a page of another site (cross-site
 * WebSocket hijacking, DNS rebinding of the offline server on 127.0.0.1) is refused. No Origin
 * at all is a client that is not a web page (Node, the desktop app's main process, native
 * clients): nothing a foreign site can make a victim's browser do.
 */
export function isAllowedSocketOrigin(origin: string | undefined, allowedOrigins: readonly string[]): boolean {
  if (origin === undefined) return true;
  // Exact match on the serialised form: browsers send it canonical, and "null" (sandboxed or
  // file: pages) is never on the list.
  return allowedOrigins.includes(origin);
}

type AllowRequest = NonNullable<ServerOptions['allowRequest']>;

/**
 * engine.io's allowRequest for the socket server: it runs on every handshake, by WebSocket
 * upgrade or by long-polling, before socket.io's middleware (and so the access-token check) sees
 * the connection. Later requests of a session carry its unguessable id, handed out only here.
 */
export function socketOriginGuard(webOrigins: readonly string[], appOrigins: readonly string[] = []): AllowRequest {
  // App origins (the desktop app's app://silkroad) are taken as written: they are not http(s).
  const allowed = [...canonicalOrigins(webOrigins), ...appOrigins];
  return (req: IncomingMessage, callback) => {
    if (isAllowedSocketOrigin(req.headers.origin, allowed)) callback(null, true);
    else callback('origin not allowed', false);
  };
}

import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
import type { Socket } from 'socket.io';
import type { ServerConfig } from '../config';
import type { AppEnv } from '../context';

function lastForwardedHop(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.join(',') : header;
  return value?.split(',').at(-1)?.trim() || undefined;
}

/**
 * The network address a request came from, for per-address limits. Under @hono/node-server it is
 * the peer of the TCP connection; behind a trusted reverse proxy (TRUST_PROXY), the last address
 * the proxy appended to X-Forwarded-For, since every earlier entry is whatever the client wrote.
 */
export function clientAddress(c: Context<AppEnv>, config: Pick<ServerConfig, 'trustProxy'>): string {
  const forwarded = config.trustProxy ? lastForwardedHop(c.req.header('x-forwarded-for')) : undefined;
  if (forwarded) return forwarded;
  const env = c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined;
  return env?.incoming?.socket?.remoteAddress ?? 'unknown';
}

/** The same for a socket.io connection. */
export function socketAddress(socket: Pick<Socket, 'handshake'>, config: Pick<ServerConfig, 'trustProxy'>): string {
  const forwarded = config.trustProxy ? lastForwardedHop(socket.handshake.headers['x-forwarded-for']) : undefined;
  return forwarded ?? socket.handshake.address;
}

/** The same for a raw Node request (engine.io's handshakes, before socket.io sees them). */
export function requestAddress(req: Pick<IncomingMessage, 'headers' | 'socket'>, config: Pick<ServerConfig, 'trustProxy'>): string {
  const forwarded = config.trustProxy ? lastForwardedHop(req.headers['x-forwarded-for']) : undefined;
  return forwarded ?? req.socket.remoteAddress ?? 'unknown';
}

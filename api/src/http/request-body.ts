import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../context';
import { refuse } from './refusal';

/** The body's size in bytes, once bufferBody has read it. */
const BODY_BYTES = 'bodyBytes';

/** The Node request @hono/node-server hands over; tests' in-process requests have none (or a stand-in with an address only). */
function nodeRequestOf(c: Context): IncomingMessage | undefined {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof Readable ? (incoming as IncomingMessage) : undefined;
}

/** Reads a Node request's body, or answers undefined as soon as it passes `maxSize` bytes. */
function readUpTo(incoming: IncomingMessage, maxSize: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (result: Buffer | undefined) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) done(undefined);
      else chunks.push(chunk);
    };
    const onEnd = () => done(Buffer.concat(chunks, size));
    const onError = (error: Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', onError);
      reject(error);
    };
    incoming.on('data', onData).on('end', onEnd).on('error', onError);
  });
}

/**
 * Every request's body, read once, up to `maxSize` bytes (413 BODY_TOO_LARGE beyond, declared
 * or not). On the Node server it is read straight from Node's request into Hono's body cache,
 * where the JSON validator finds it: Hono's own body limit would first turn the request into a
 * web Request and its body into a web stream, which cost a trade more than its SQL does. Without
 * a Node request (in-process requests in tests) Hono's limit does the same job.
 */
export function bufferBody(maxSize: number): MiddlewareHandler<AppEnv> {
  const onError = (c: Context) => refuse(c, 'BODY_TOO_LARGE');
  const fallback = bodyLimit({ maxSize, onError });
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = nodeRequestOf(c);
    if (!incoming || c.req.method === 'GET' || c.req.method === 'HEAD') return fallback(c, next);
    if (Number(c.req.header('content-length')) > maxSize) return onError(c);
    const body = await readUpTo(incoming, maxSize);
    if (!body) return onError(c);
    c.set(BODY_BYTES, body.length);
    // Hono keeps the promises of what it read in this cache (its type names the values).
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    cache.text = Promise.resolve(body.toString('utf8'));
    cache.arrayBuffer = Promise.resolve(body.buffer.slice(body.byteOffset, body.byteOffset + body.length));
    await next();
  });
}

/** A route's own, lower limit on its body (413 BODY_TOO_LARGE), whether or not bufferBody read it already. */
export function bodyWithin(maxSize: number): MiddlewareHandler<AppEnv> {
  const onError = (c: Context) => refuse(c, 'BODY_TOO_LARGE');
  const fallback = bodyLimit({ maxSize, onError });
  return createMiddleware<AppEnv>(async (c, next) => {
    const read = c.get(BODY_BYTES);
    if (read === undefined) return fallback(c, next);
    if (read > maxSize) return onError(c);
    await next();
  });
}

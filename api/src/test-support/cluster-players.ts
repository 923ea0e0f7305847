import { request as httpRequest } from 'node:http';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { cityById, type ClientToServerEvents, type ServerToClientEvents } from '@silkroad/shared';
import type { Db } from '../db/database';
import { signInThroughLocalProvider, type RequestableApp } from '../modules/auth/test-helpers';

export type ClusterClient = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Hono's `app.request` over real HTTP, for the sign-in helpers: redirects are handed back, not
 * followed. Each request opens its own connection, so behind the balancer consecutive requests
 * reach different servers, as requests of different browsers would.
 */
export function overHttp(baseUrl: string): RequestableApp {
  return {
    request: (input, init) => send(new URL(input, baseUrl), init),
  };
}

/** One request on a connection of its own (no keep-alive): a balancer routes each one afresh. */
export function send(url: URL, init: RequestInit = {}): Promise<Response> {
  return new Promise((resolve, reject) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    const body = typeof init.body === 'string' ? init.body : undefined;
    const req = httpRequest(url, { method: init.method ?? 'GET', headers: { ...headers, connection: 'close' }, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const responseHeaders = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) responseHeaders.set(name, Array.isArray(value) ? value.join(', ') : value);
        const status = res.statusCode ?? 0;
        const payload = status === 204 || status === 304 ? null : Buffer.concat(chunks);
        resolve(new Response(payload, { status, headers: responseHeaders }));
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

export interface ClusterPlayer {
  userId: string;
  accessToken: string;
  name: string;
}

let signedUp = 0;

/**
 * A new player signed in through the local identity provider of the server(s) at `baseUrl`
 * (every step as a browser would), with an in-game name chosen, so it may enter the world.
 */
export async function signUpPlayer(baseUrl: string, namePrefix = 'Trader'): Promise<ClusterPlayer> {
  signedUp += 1;
  const name = `${namePrefix}${process.pid % 1000}${signedUp}`;
  const session = await signInThroughLocalProvider(overHttp(baseUrl), { email: `${name.toLowerCase()}@example.test`, name });
  const { accessToken } = session.data.tokens;
  const named = await send(new URL('/api/auth/set-in-game-name', baseUrl), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  if (named.status !== 200) throw new Error(`set-in-game-name: ${named.status} ${await named.text()}`);
  return { userId: session.data.user.id, accessToken, name };
}

/** Puts an offline player in the middle of a city, as if they had walked there and logged off. */
export async function standIn(db: Db, userId: string, cityId: number): Promise<void> {
  const city = cityById(cityId);
  if (!city?.onMap) throw new Error(`city ${cityId} is not on the map`);
  await db.updateTable('players').set({ x: city.x, y: city.y }).where('user_id', '=', userId).execute();
}

/** A game socket to `url` that has not connected yet, so a test can listen before the first event. */
export function gameSocket(url: string, accessToken: string, options: { reconnection?: boolean } = {}): ClusterClient {
  return connectClient(url, {
    auth: { token: accessToken },
    transports: ['websocket'],
    forceNew: true,
    autoConnect: false,
    reconnection: options.reconnection ?? false,
    reconnectionDelay: 100,
    reconnectionDelayMax: 500,
  });
}

type EventName = keyof ServerToClientEvents;
type Payload<E extends EventName> = Parameters<ServerToClientEvents[E]>[0];

/** The next `event` the socket receives that `matches`, or a rejection after `timeoutMs`. */
export function waitForEvent<E extends EventName>(socket: ClusterClient, event: E, matches: (payload: Payload<E>) => boolean = () => true, timeoutMs = 5_000): Promise<Payload<E>> {
  const emitter = socket as unknown as { on(event: string, listener: (payload: Payload<E>) => void): void; off(event: string, listener: (payload: Payload<E>) => void): void };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      emitter.off(event, listener);
      reject(new Error(`no matching ${event} within ${timeoutMs} ms`));
    }, timeoutMs);
    const listener = (payload: Payload<E>) => {
      if (!matches(payload)) return;
      clearTimeout(timer);
      emitter.off(event, listener);
      resolve(payload);
    };
    emitter.on(event, listener);
  });
}

/** Connects and waits until the server has placed the player in the world. */
export async function enterWorld(socket: ClusterClient): Promise<Payload<'connection:established'>> {
  const established = waitForEvent(socket, 'connection:established');
  const refused = new Promise<never>((_, reject) => socket.once('connect_error', (error) => reject(new Error(`the server refused the socket: ${error.message}`))));
  socket.connect();
  return Promise.race([established, refused]);
}

/** Bearer JSON request to one server (or the balancer) on a connection of its own. */
export function postAs(player: Pick<ClusterPlayer, 'accessToken'>, url: string, body: unknown, extraHeaders: Record<string, string> = {}): Promise<Response> {
  return send(new URL(url), {
    method: 'POST',
    headers: { authorization: `Bearer ${player.accessToken}`, 'content-type': 'application/json', ...extraHeaders },
    body: JSON.stringify(body),
  });
}

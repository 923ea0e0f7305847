import { io as connectClient } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { nextEvent, SocketTestWorld, type GameClient } from '../modules/presence/socket-test-support';
import { canonicalOrigins, isAllowedSocketOrigin } from './allowed-origins';

describe('the allowed origins', () => {
  it('are the configured web origins in the form browsers send', () => {
    expect(canonicalOrigins(['http://localhost:3001/', 'HTTPS://Game.Example:443', 'https://game.example', 'io.silkroad.game:/auth', 'not a url'])).toEqual([
      'http://localhost:3001',
      'https://game.example',
    ]);
  });

  it('let a socket in from a listed origin or with no Origin at all, and refuse every other', () => {
    const allowed = canonicalOrigins(['http://localhost:3001', 'http://localhost:5173']);
    expect(isAllowedSocketOrigin('http://localhost:5173', allowed)).toBe(true);
    expect(isAllowedSocketOrigin(undefined, allowed)).toBe(true);
    expect(isAllowedSocketOrigin('https://evil.example', allowed)).toBe(false);
    expect(isAllowedSocketOrigin('http://localhost:5174', allowed)).toBe(false);
    expect(isAllowedSocketOrigin('https://localhost:3001', allowed)).toBe(false);
    expect(isAllowedSocketOrigin('null', allowed)).toBe(false);
    expect(isAllowedSocketOrigin('', allowed)).toBe(false);
    expect(isAllowedSocketOrigin('http://localhost:3001, https://evil.example', allowed)).toBe(false);
  });
});

describe('a socket’s origin', () => {
  let world: SocketTestWorld | undefined;
  const sockets: GameClient[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await world?.stop();
    world = undefined;
  });

  function open(token: string, transport: 'websocket' | 'polling', origin?: string): GameClient {
    const socket: GameClient = connectClient(world!.server.url, {
      auth: { token },
      transports: [transport],
      extraHeaders: origin === undefined ? undefined : { origin },
      reconnection: false,
      forceNew: true,
      autoConnect: false,
    });
    sockets.push(socket);
    return socket;
  }

  /** Resolves with how the connection ended: established, or the client's connect_error. */
  function outcome(socket: GameClient): Promise<{ connected: true } | { connected: false; message: string }> {
    const result = new Promise<{ connected: true } | { connected: false; message: string }>((resolve) => {
      nextEvent(socket, 'connection:established').then(
        () => resolve({ connected: true }),
        () => undefined,
      );
      socket.once('connect_error', (error) => resolve({ connected: false, message: error.message }));
    });
    socket.connect();
    return result;
  }

  for (const transport of ['websocket', 'polling'] as const) {
    it(`is refused by ${transport} from a foreign site before the handshake's auth, even with a valid token`, async () => {
      world = await SocketTestWorld.start();
      const { accessToken } = await world.player();
      const engineErrors: Array<{ code: number; context: unknown }> = [];
      world.server.io.engine.on('connection_error', (error: { code: number; context: unknown }) => engineErrors.push({ code: error.code, context: error.context }));

      const refused = await outcome(open(accessToken, transport, 'https://evil.example'));
      expect(refused.connected).toBe(false);
      // engine.io's FORBIDDEN, with our reason: refused at the transport, not by the token check.
      expect(engineErrors).toEqual([{ code: 4, context: { message: 'origin not allowed' } }]);
    });

    it(`lets ${transport} in from an allowed web origin and with no Origin header`, async () => {
      world = await SocketTestWorld.start();
      const { accessToken } = await world.player();
      expect(await outcome(open(accessToken, transport, 'http://localhost:5173'))).toEqual({ connected: true });
      const second = await world.player();
      expect(await outcome(open(second.accessToken, transport))).toEqual({ connected: true });
    });
  }
});

import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGES, RATE_LIMITS, type RateLimitName } from '@silkroad/shared';
import { TEST_WEB_REDIRECT, throwawayChallenge } from '../modules/auth/test-helpers';
import { nextEvent, roundTrip, SocketTestWorld } from '../modules/presence/socket-test-support';
import { createTestApp, createTestSession, type TestApp } from '../test-support/test-app';

/**
 * Every route a client can call in a loop has a budget: the request past it is refused with 429,
 * Retry-After and the spec's words, and a normal player (another account, another address) still
 * gets through. The budgets are the real ones from RATE_LIMITS.
 */

let test: TestApp | undefined;
let world: SocketTestWorld | undefined;
afterEach(async () => {
  await test?.db.destroy();
  test = undefined;
  await world?.stop();
  world = undefined;
});

type Session = Awaited<ReturnType<typeof createTestSession>>;

/** A request as @hono/node-server hands it over: from a peer address. */
async function send(path: string, init: RequestInit, address: string): Promise<Response> {
  return test!.app.request(path, init, { incoming: { socket: { remoteAddress: address } } });
}

const json = (session: Session | undefined, method: string, body?: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...(session ? { authorization: session.headers.authorization } : {}) },
  body: body === undefined ? undefined : JSON.stringify(body),
});

function signInStart(): string {
  return `/api/auth/google?${new URLSearchParams({ redirect_uri: TEST_WEB_REDIRECT, state: 'state-1', code_challenge: throwawayChallenge(), code_challenge_method: 'S256' })}`;
}

interface Case {
  name: RateLimitName;
  dimension: 'perUser' | 'perAddress';
  /** One request of the route: refused or not on its own merits, it counts all the same. */
  request: (session: Session, address: string) => Promise<Response>;
}

const CASES: Case[] = [
  { name: 'signInStart', dimension: 'perAddress', request: (_s, address) => send(signInStart(), {}, address) },
  { name: 'token', dimension: 'perAddress', request: (_s, address) => send('/api/auth/token', json(undefined, 'POST', { grant_type: 'refresh_token', refresh_token: 'not-a-token' }), address) },
  { name: 'checkName', dimension: 'perUser', request: (s, address) => send('/api/auth/check-name', json(s, 'POST', { name: 'Marco' }), address) },
  { name: 'setName', dimension: 'perUser', request: (s, address) => send('/api/auth/set-in-game-name', json(s, 'POST', { name: 'x' }), address) },
  { name: 'trade', dimension: 'perUser', request: (s, address) => send('/api/trade/execute', json(s, 'POST', { type: 'buy', itemId: 'silk', cityId: 1, quantity: 1, priceLimit: 1 }), address) },
  { name: 'offers', dimension: 'perUser', request: (s, address) => send('/api/market/offers', json(s, 'POST', { side: 'buy', itemId: 'silk', cityId: 1, quantity: 1, pricePerUnit: 1 }), address) },
  { name: 'contracts', dimension: 'perUser', request: (s, address) => send('/api/trading/contracts/no-such-contract/accept', json(s, 'POST'), address) },
];

describe.each(CASES)('the $name budget ($dimension)', ({ name, dimension, request }) => {
  it('refuses the request past it with 429, Retry-After and the spec’s words, and lets another player through', async () => {
    test = await createTestApp();
    const rule = RATE_LIMITS[name][dimension as keyof (typeof RATE_LIMITS)[typeof name]] as { points: number; durationMs: number };
    const session = await createTestSession(test);
    // Per player: each request from its own address, so only the player's budget runs down.
    const addressOf = (i: number) => (dimension === 'perUser' ? `10.1.${Math.floor(i / 250)}.${i % 250}` : '10.2.0.1');
    for (let i = 0; i < rule.points; i += 1) expect((await request(session, addressOf(i))).status, `request ${i + 1}`).not.toBe(429);

    const refused = await request(session, addressOf(rule.points));
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(Math.ceil(rule.durationMs / 1000));
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');

    const normal = await createTestSession(test);
    expect((await request(normal, '10.3.0.1')).status).not.toBe(429);
  });
});

describe('a browser starting sign-in too often', () => {
  it('gets a page saying what to do, not JSON', async () => {
    test = await createTestApp();
    for (let i = 0; i < RATE_LIMITS.signInStart.perAddress.points; i += 1) await send(signInStart(), {}, '10.4.0.1');
    const page = await send(signInStart(), { headers: { accept: 'text/html' } }, '10.4.0.1');
    expect(page.status).toBe(429);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Too many sign-in attempts from your network. Please wait a minute and try again.');
    // No sign-in request was stored for the refused start.
    expect(await test.db.selectFrom('auth_requests').select('id').execute()).toHaveLength(RATE_LIMITS.signInStart.perAddress.points);
  });
});

describe('the budget of every API request', () => {
  it('counts a player’s requests to any route, and an address’s, whatever the route', async () => {
    const small = { points: 15, durationMs: 60_000 };
    test = await createTestApp({ rateLimits: { ...RATE_LIMITS, api: { perUser: small, perAddress: { points: 40, durationMs: 60_000 } } } });
    const session = await createTestSession(test);
    for (let i = 0; i < small.points; i += 1) expect((await send(i % 2 ? '/api/game/player' : '/api/trade/history', json(session, 'GET'), `10.5.0.${i}`)).status).toBe(200);
    const limited = await send('/api/game/player', json(session, 'GET'), '10.5.1.1');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ success: false, error: { code: 'RATE_LIMITED', message: MESSAGES.tooManyRequests } });

    // Public routes count per address.
    for (let i = 0; i < 40; i += 1) expect((await send('/api/cities', {}, '10.6.0.1')).status).toBe(200);
    expect((await send('/api/cities', {}, '10.6.0.1')).status).toBe(429);
    expect((await send('/api/cities', {}, '10.6.0.2')).status).toBe(200);
  });
});

describe('starting over too often', () => {
  it('meets the cooldown first and the route’s budget after it', async () => {
    test = await createTestApp();
    const session = await createTestSession(test);
    const codes: string[] = [];
    for (let i = 0; i <= RATE_LIMITS.character.perUser.points; i += 1) {
      const res = await send('/api/player/reset-stats', json(session, 'POST'), '10.7.0.1');
      codes.push(res.status === 200 ? 'OK' : ((await res.json()) as { error: { code: string } }).error.code);
    }
    expect(codes).toEqual(['OK', ...Array.from({ length: RATE_LIMITS.character.perUser.points - 1 }, () => 'RESET_COOLDOWN'), 'RATE_LIMITED']);
  });
});

describe('socket handshakes', () => {
  it('refuses a player reconnecting in a loop, and lets another player in', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player();
    for (let i = 0; i < RATE_LIMITS.socketConnect.perUser.points; i += 1) {
      const { socket } = await world.join(a.accessToken);
      socket.disconnect();
    }
    const refusal = await world.refusal({ token: a.accessToken });
    expect(refusal.message).toBe(MESSAGES.tooManyRequests);
    expect(refusal.data?.code).toBe('RATE_LIMITED');
    const b = await world.player();
    expect((await world.join(b.accessToken)).established.playerId).toBe(b.userId);
  });

  it('refuses an address opening connection after connection, whichever accounts it uses', async () => {
    // A small per-address budget, so the test opens a handful of sockets rather than hundreds.
    const perAddress = { points: 4, durationMs: 60_000 };
    world = await SocketTestWorld.start({ rateLimits: { ...RATE_LIMITS, socketConnect: { ...RATE_LIMITS.socketConnect, perAddress } } });
    for (let i = 0; i < perAddress.points; i += 1) await world.join((await world.player()).accessToken);
    const refusal = await world.refusal({ token: (await world.player()).accessToken });
    expect(refusal.data?.code).toBe('RATE_LIMITED');
    // Refused before the token is even looked at: a flood costs no database reads.
    expect((await world.refusal({ token: 'not-a-token' })).data?.code).toBe('RATE_LIMITED');
  });

  it('limits chat from one address however many accounts speak from it', async () => {
    world = await SocketTestWorld.start();
    const perUser = RATE_LIMITS.chat.perUser.points;
    const perAddress = RATE_LIMITS.chat.perAddress.points;
    const speakers = await Promise.all(Array.from({ length: Math.ceil(perAddress / perUser) + 1 }, () => world!.player()));
    const listener = await world.join((await world.player()).accessToken);
    const heard: string[] = [];
    listener.socket.on('chat-message', (m) => heard.push(m.message));
    const warned: string[] = [];
    let sent = 0;
    for (const speaker of speakers) {
      const { socket } = await world.join(speaker.accessToken);
      socket.on('notification', (n) => warned.push(n.message));
      // Each account stays within its own budget...
      for (let i = 0; i < perUser && sent <= perAddress; i += 1, sent += 1) socket.emit('chat-message', { message: `line ${sent}` });
      await roundTrip(socket);
    }
    await roundTrip(listener.socket);
    // ...but the address as a whole gets its budget and no more.
    expect(heard).toHaveLength(perAddress);
    expect(warned).toEqual([MESSAGES.chatRateLimited]);
  });

  it('ignores market subscriptions past the budget', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player();
    const { socket } = await world.join(a.accessToken);
    const points = RATE_LIMITS.marketSubscription.perUser.points;
    for (let i = 0; i < points; i += 1) socket.emit(i % 2 ? 'market-unsubscribe' : 'market-subscribe', { cityId: 1 });
    // One past the budget: Kashgar's room is never joined.
    socket.emit('market-subscribe', { cityId: 3 });
    socket.emit('ping');
    await nextEvent(socket, 'pong');
    const marketRoomsOf = (userId: string) => {
      const server = [...world!.server.io.sockets.sockets.values()].find((s) => (s.data as { identity: { userId: string } }).identity.userId === userId)!;
      return [...server.rooms].filter((room) => room.startsWith('market:'));
    };
    expect(marketRoomsOf(a.userId)).toEqual([]);

    // Another player, with a budget of their own, subscribes as usual.
    const b = await world.player();
    const other = await world.join(b.accessToken);
    other.socket.emit('market-subscribe', { cityId: 3 });
    other.socket.emit('ping');
    await nextEvent(other.socket, 'pong');
    expect(marketRoomsOf(b.userId)).toEqual(['market:3']);
  });
});

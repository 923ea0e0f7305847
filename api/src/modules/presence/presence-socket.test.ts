import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { CHAT_MAX_LENGTH, CITIES, cityIdAt, locusAt, RATE_LIMITS, MESSAGES, PRESENCE_MESSAGES, PRESENCE_TICK_HZ, zoneKeyOf, type ChatMessage } from '@silkroad/shared';
import { ACCESS_TOKEN_TTL_MS } from '../auth/access-tokens';
import { areaRoom, type Presence } from './presence';
import { REVIEW_TICKS } from './presence-world';
import { A_FEW_TICKS_MS, nextEvent, recordEvents, roundTrip, SocketTestWorld } from './socket-test-support';

const samarkand = CITIES.find((c) => c.name === 'Samarkand')!;
const inSamarkand = { x: samarkand.x, y: samarkand.y };

let world: SocketTestWorld | undefined;
const tempDirs: string[] = [];
afterEach(async () => {
  // A test that ran the presence loop's timers itself hands them back before the server stops.
  vi.useRealTimers();
  await world?.stop();
  world = undefined;
  for (const dir of tempDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function savedPosition(userId: string) {
  return world!.server.db.selectFrom('players').select(['x', 'y']).where('user_id', '=', userId).executeTakeFirstOrThrow();
}

describe('the socket handshake', () => {
  it('refuses a connection without a token, or with a forged one, with Authentication required', async () => {
    world = await SocketTestWorld.start();
    expect((await world.refusal({})).message).toBe(MESSAGES.authRequired);
    const forged = await world.refusal({ token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.Zm9yZ2Vk' });
    expect(forged.message).toBe(MESSAGES.authRequired);
    expect(forged.data).toEqual({ code: 'UNAUTHENTICATED' });
  });

  it('refuses an expired token with the message that makes the client sign in again', async () => {
    world = await SocketTestWorld.start();
    const session = await world.player();
    world.clock.advance(ACCESS_TOKEN_TTL_MS + 1000);
    const refusal = await world.refusal({ token: session.accessToken });
    expect(refusal.message).toBe(MESSAGES.tokenExpired);
    expect(refusal.data).toEqual({ code: 'TOKEN_EXPIRED' });
  });

  it('keeps a player without an in-game name out of the world', async () => {
    world = await SocketTestWorld.start();
    const session = await world.player({ inGameName: null });
    const refusal = await world.refusal({ token: session.accessToken });
    expect(refusal.message).toBe(PRESENCE_MESSAGES.needsInGameName);
    expect(refusal.data).toEqual({ code: 'NEEDS_IN_GAME_NAME' });
  });

  it('welcomes a player with its id, in-game name, saved position and the server time', async () => {
    world = await SocketTestWorld.start();
    const session = await world.player({ x: 1234, y: 567 });
    const { established, existing } = await world.join(session.accessToken);
    expect(established).toEqual({ playerId: session.userId, presenceId: expect.any(Number), username: session.inGameName, x: 1234, y: 567, serverTime: world.clock.now() });
    expect(existing).toEqual([]);
  });

  it('answers ping with pong and the server time', async () => {
    world = await SocketTestWorld.start();
    const { socket } = await world.join((await world.player()).accessToken);
    const pong = nextEvent(socket, 'pong');
    socket.emit('ping');
    expect(await pong).toEqual({ serverTime: world.clock.now() });
  });
});

describe('presence', () => {
  it('shows two players to each other as they join and leave', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player(inSamarkand);
    const b = await world.player({ x: samarkand.x + 50, y: samarkand.y });
    const first = await world.join(a.accessToken);
    const joined = nextEvent(first.socket, 'player-joined');
    const second = await world.join(b.accessToken);

    expect(second.existing).toEqual([{ playerId: a.userId, presenceId: first.established.presenceId, username: a.inGameName, x: samarkand.x, y: samarkand.y, cityId: samarkand.id }]);
    expect(await joined).toEqual({ playerId: b.userId, presenceId: second.established.presenceId, username: b.inGameName, x: samarkand.x + 50, y: samarkand.y, cityId: samarkand.id });
    expect(second.established.presenceId).not.toBe(first.established.presenceId);

    const left = nextEvent(first.socket, 'player-left');
    second.socket.disconnect();
    expect(await left).toEqual({ playerId: b.userId });
  });

  it('sends each client one players-moved per tick with only the players it can see', async () => {
    world = await SocketTestWorld.start();
    const [a, b, c, far] = await Promise.all([world.player(inSamarkand), world.player(inSamarkand), world.player(inSamarkand), world.player({ x: 3800, y: 2900 })]);
    const clientA = await world.join(a!.accessToken);
    const clientB = await world.join(b!.accessToken);
    const clientC = await world.join(c!.accessToken);
    const clientFar = await world.join(far!.accessToken);
    await world.untilATickHasRun();
    const seenByB = recordEvents(clientB.socket, 'players-moved');
    const seenByFar = recordEvents(clientFar.socket, 'players-moved');

    world.clock.advance(1000);
    clientA.socket.emit('player-move', { x: samarkand.x + 60, y: samarkand.y });
    clientC.socket.emit('player-move', { x: samarkand.x - 60, y: samarkand.y });
    clientFar.socket.emit('player-move', { x: 3750, y: 2900 });
    await nextEvent(clientB.socket, 'players-moved');
    await world.untilATickHasRun();

    // Both city moves arrive, in one message or (if the tick fell between the two) two.
    const delivered = world.movesIn(seenByB);
    expect(delivered).toEqual(
      expect.arrayContaining([
        { playerId: a!.userId, x: samarkand.x + 60, y: samarkand.y },
        { playerId: c!.userId, x: samarkand.x - 60, y: samarkand.y },
      ]),
    );
    expect(delivered).toHaveLength(2);
    expect(seenByB.length).toBeLessThanOrEqual(2);
    expect(delivered.map((m) => m.playerId)).not.toContain(far!.userId);
    expect(seenByFar).toEqual([]);
  });

  it('sends each player of a city the others’ moves of a tick in one message, and follows players in and out', async () => {
    world = await SocketTestWorld.start();
    const players = await Promise.all(Array.from({ length: 5 }, () => world!.player(inSamarkand)));
    const clients = [];
    for (const p of players) clients.push(await world.join(p.accessToken));
    await world.untilATickHasRun();
    const seen = clients.map((c) => recordEvents(c.socket, 'players-moved'));

    world.clock.advance(1000);
    for (const [i, c] of clients.entries()) c.socket.emit('player-move', { x: samarkand.x + 10 * i, y: samarkand.y + 20 });
    await world.untilATickHasRun();
    // Each client hears the four others (its own move is its own news), in one message or two
    // if the tick fell between the moves.
    for (const [i, heard] of seen.entries()) {
      expect(heard.length).toBeLessThanOrEqual(2);
      const others = players.filter((_, j) => j !== i).map((p) => p.userId);
      expect(
        world
          .movesIn(heard)
          .map((m) => m.playerId)
          .sort(),
      ).toEqual(others.sort());
    }

    // A player who walks out of the city leaves its room: the city's next moves do not reach it.
    const leaver = clients[4]!;
    world.clock.advance(10_000);
    leaver.socket.emit('player-move', { x: samarkand.x + 10 * 4, y: samarkand.y + samarkand.radius + 30 });
    await world.untilATickHasRun();
    const out = world.server.game.ctx.presence!.livePosition(players[4]!.userId)!;
    expect(cityIdAt(out.x, out.y)).toBeNull();
    const leaverSaw = recordEvents(leaver.socket, 'players-moved');
    world.clock.advance(1000);
    clients[0]!.socket.emit('player-move', { x: samarkand.x, y: samarkand.y });
    await nextEvent(clients[1]!.socket, 'players-moved');
    await world.untilATickHasRun();
    expect(leaverSaw).toEqual([]);
  });

  it('does not send a player far away in the countryside, until it walks into view', async () => {
    world = await SocketTestWorld.start();
    const near = await world.player({ x: 3000, y: 2500 });
    const far = await world.player({ x: 800, y: 2500 });
    const nearClient = await world.join(near.accessToken);
    const joinedNear = recordEvents(nearClient.socket, 'player-joined');
    const farClient = await world.join(far.accessToken);
    expect(farClient.existing).toEqual([]);

    world.clock.advance(1000);
    farClient.socket.emit('player-move', { x: 1000, y: 2500 });
    await world.untilATickHasRun();
    expect(joinedNear).toEqual([]);

    // Walk east at walking speed, 200 px per 1.25 s of clock, until within 1000 px of the other player.
    // Each step waits for a pong: the server has then handled the move, at the clock time it was sent.
    const arrival = nextEvent(nearClient.socket, 'player-joined');
    for (let x = 1200; x <= 2000; x += 200) {
      world.clock.advance(1250);
      farClient.socket.emit('player-move', { x, y: 2500 });
      await roundTrip(farClient.socket);
    }
    expect(await arrival).toMatchObject({ playerId: far.userId, x: 2000, y: 2500, cityId: null });
  });

  it('moves a walker between the rooms of countryside cells: it hears its new neighbours and no longer its old ones, who see it go', async () => {
    world = await SocketTestWorld.start();
    // The view radius is 1000 px: behind sees the walker and ahead does not, until it walks east.
    const [walker, behind, ahead] = await Promise.all([world.player({ x: 1500, y: 2500 }), world.player({ x: 600, y: 2500 }), world.player({ x: 3000, y: 2500 })]);
    const w = await world.join(walker!.accessToken);
    const b = await world.join(behind!.accessToken);
    const a = await world.join(ahead!.accessToken);
    const rooms = world.server.io.of('/').adapter.rooms;
    const areaRoomsOf = (socketId: string | undefined) => [...rooms].filter(([name, ids]) => name.startsWith('area:') && ids.has(socketId!)).map(([name]) => name);
    expect(b.existing.map((p) => p.playerId)).toEqual([walker!.userId]);
    expect(a.existing).toEqual([]);
    expect(areaRoomsOf(w.socket.id)).toEqual([areaRoom(zoneKeyOf(locusAt(1500, 2500)))]);

    const leftForBehind = nextEvent(b.socket, 'player-left');
    const joinedForAhead = nextEvent(a.socket, 'player-joined');
    const newViews = recordEvents(w.socket, 'existing-players');
    for (const x of [1700, 1900, 2100]) {
      world.clock.advance(1250);
      w.socket.emit('player-move', { x, y: 2500 });
      await roundTrip(w.socket);
    }
    expect(await leftForBehind).toEqual({ playerId: walker!.userId });
    expect(await joinedForAhead).toEqual({ playerId: walker!.userId, presenceId: w.established.presenceId, username: walker!.inGameName, x: 2100, y: 2500, cityId: null });
    await world.untilATickHasRun();
    expect(newViews.map((view) => view.map((p) => p.playerId))).toEqual([[ahead!.userId]]);
    expect(areaRoomsOf(w.socket.id)).toEqual([areaRoom(zoneKeyOf(locusAt(2100, 2500)))]);

    const heard = recordEvents(w.socket, 'players-moved');
    world.clock.advance(1000);
    a.socket.emit('player-move', { x: 2950, y: 2500 });
    b.socket.emit('player-move', { x: 650, y: 2500 });
    await world.untilATickHasRun();
    expect(world.movesIn(heard)).toEqual([{ playerId: ahead!.userId, x: 2950, y: 2500 }]);
  });

  it('runs the presence loop only while it has moves to send, and a review period after the last', async () => {
    world = await SocketTestWorld.start();
    const presence = world.server.game.ctx.presence as Presence;
    const a = await world.join((await world.player(inSamarkand)).accessToken);
    const b = await world.join((await world.player(inSamarkand)).accessToken);
    // The loop's timers and clock (performance.now) are the test's from here: it lets time pass.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    await vi.advanceTimersByTimeAsync(A_FEW_TICKS_MS);
    const idle = presence.stats().slices;
    await vi.advanceTimersByTimeAsync(A_FEW_TICKS_MS);
    expect(presence.stats().slices).toBe(idle);

    world.clock.advance(1000);
    const heard = nextEvent(b.socket, 'players-moved');
    a.socket.emit('player-move', { x: samarkand.x + 10, y: samarkand.y });
    await roundTrip(a.socket);
    await vi.advanceTimersByTimeAsync(A_FEW_TICKS_MS);
    await heard;
    expect(presence.stats().slices).toBeGreaterThan(idle);
    // The nearest are chosen again for a review period after the last move, then the loop sleeps.
    await vi.advanceTimersByTimeAsync((1000 / PRESENCE_TICK_HZ) * REVIEW_TICKS + A_FEW_TICKS_MS);
    const busy = presence.stats().slices;
    await vi.advanceTimersByTimeAsync(A_FEW_TICKS_MS);
    expect(presence.stats().slices).toBe(busy);
    vi.useRealTimers();
  });

  it('refuses a move faster than walking with position-corrected, and the peer never sees it', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player(inSamarkand);
    const b = await world.player(inSamarkand);
    const clientA = await world.join(a.accessToken);
    const clientB = await world.join(b.accessToken);
    const seenByB = recordEvents(clientB.socket, 'players-moved');

    world.clock.advance(100);
    const corrected = nextEvent(clientA.socket, 'position-corrected');
    clientA.socket.emit('player-move', { x: samarkand.x + 200, y: samarkand.y });
    expect(await corrected).toEqual({ x: samarkand.x, y: samarkand.y, reason: 'too-fast' });
    await world.untilATickHasRun();
    expect(seenByB).toEqual([]);

    // The same step is fine once enough game time has passed since the last accepted position.
    world.clock.advance(1000);
    clientA.socket.emit('player-move', { x: samarkand.x + 200, y: samarkand.y });
    expect(world.movesIn([await nextEvent(clientB.socket, 'players-moved')])).toEqual([{ playerId: a.userId, x: samarkand.x + 200, y: samarkand.y }]);
  });

  it('refuses a move outside the world and ignores a malformed one', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player({ x: 10, y: 10 });
    const { socket } = await world.join(a.accessToken);
    world.clock.advance(1000);
    const corrected = nextEvent(socket, 'position-corrected');
    socket.emit('player-move', { x: -5, y: 10 });
    expect(await corrected).toEqual({ x: 10, y: 10, reason: 'outside-world' });

    const warning = nextEvent(socket, 'notification');
    socket.emit('player-move', { x: '20', y: 10, teleport: true } as never);
    expect(await warning).toMatchObject({ type: 'warning', message: PRESENCE_MESSAGES.invalidMove });
  });

  it('lets only one connection per player into the world: a second one replaces the first', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player(inSamarkand);
    const b = await world.player(inSamarkand);
    const observer = await world.join(b.accessToken);
    const first = await world.join(a.accessToken);
    const leftForObserver = recordEvents(observer.socket, 'player-left');

    const firstClosed = new Promise<string>((resolve) => first.socket.once('disconnect', resolve));
    const notice = nextEvent(first.socket, 'notification');
    const second = await world.join(a.accessToken);
    expect(await notice).toMatchObject({ message: PRESENCE_MESSAGES.replacedByNewConnection, code: 'REPLACED_BY_NEW_CONNECTION' });
    expect(await firstClosed).toBe('io server disconnect');
    expect(second.existing.map((p) => p.playerId)).toEqual([b.userId]);
    await world.untilATickHasRun();
    expect(leftForObserver).toEqual([]);

    world.clock.advance(1000);
    second.socket.emit('player-move', { x: samarkand.x + 10, y: samarkand.y });
    expect(world.movesIn([await nextEvent(observer.socket, 'players-moved')])).toEqual([{ playerId: a.userId, x: samarkand.x + 10, y: samarkand.y }]);
  });
});

describe('chat', () => {
  it('sends a message to every player as plain text with the sender in-game name', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player(inSamarkand);
    const b = await world.player({ x: 3800, y: 2900 });
    const clientA = await world.join(a.accessToken);
    const clientB = await world.join(b.accessToken);
    const toA = nextEvent(clientA.socket, 'chat-message');
    const toB = nextEvent(clientB.socket, 'chat-message');
    clientA.socket.emit('chat-message', { message: '  <b>Silk</b> for sale!  ' });
    const message = await toB;
    expect(message).toMatchObject({ playerId: a.userId, username: a.inGameName, message: '<b>Silk</b> for sale!', channel: 'general', timestamp: world.clock.now() });
    expect(message.id).toEqual(expect.any(String));
    expect(await toA).toEqual(message);
  });

  it('refuses a message over the length limit, and ignores an empty one', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player();
    const b = await world.player();
    const clientA = await world.join(a.accessToken);
    const clientB = await world.join(b.accessToken);
    const received = recordEvents(clientB.socket, 'chat-message');
    const warning = nextEvent(clientA.socket, 'notification');
    clientA.socket.emit('chat-message', { message: 'x'.repeat(CHAT_MAX_LENGTH + 1) });
    expect(await warning).toMatchObject({ type: 'warning', message: MESSAGES.chatTooLong });
    clientA.socket.emit('chat-message', { message: '   ' });
    clientA.socket.emit('chat-message', { message: 'x'.repeat(CHAT_MAX_LENGTH) });
    await nextEvent(clientB.socket, 'chat-message');
    expect(received.map((m) => m.message.length)).toEqual([CHAT_MAX_LENGTH]);
  });

  it('drops messages over the rate limit with a warning, until the window has passed', async () => {
    // Rate-limit windows follow the system clock (rate-limiter-flexible): the test moves it.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    world = await SocketTestWorld.start();
    const a = await world.player();
    const b = await world.player();
    const clientA = await world.join(a.accessToken);
    const clientB = await world.join(b.accessToken);
    const received: ChatMessage[] = recordEvents(clientB.socket, 'chat-message');
    const warnings = recordEvents(clientA.socket, 'notification');

    for (let i = 0; i <= RATE_LIMITS.chat.perUser.points; i += 1) clientA.socket.emit('chat-message', { message: `message ${i}` });
    await nextEvent(clientA.socket, 'notification');
    // The refused message was the last sent: the ones before it have gone out to everyone.
    await vi.waitFor(() => expect(received.map((m) => m.message)).toEqual(['message 0', 'message 1', 'message 2', 'message 3', 'message 4']));
    expect(warnings).toEqual([{ type: 'warning', message: MESSAGES.chatRateLimited }]);

    vi.setSystemTime(Date.now() + RATE_LIMITS.chat.perUser.durationMs);
    const later = nextEvent(clientB.socket, 'chat-message');
    clientA.socket.emit('chat-message', { message: 'later' });
    expect((await later).message).toBe('later');
  });
});

describe('positions', () => {
  it('restores a returning player where it left', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player({ x: 1000, y: 1000 });
    const first = await world.join(a.accessToken);
    world.clock.advance(1000);
    first.socket.emit('player-move', { x: 1150, y: 1000 });
    await roundTrip(first.socket);
    first.socket.disconnect();

    const again = await world.join(a.accessToken);
    expect(again.established).toMatchObject({ x: 1150, y: 1000 });
    expect(await savedPosition(a.userId)).toEqual({ x: 1150, y: 1000 });
  });

  it('saves live positions when the server stops, so a restart finds them', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'silkroad-presence-'));
    tempDirs.push(dir);
    const databasePath = join(dir, 'game.db');
    world = await SocketTestWorld.start({ databasePath });
    const a = await world.player({ x: 1000, y: 1000 });
    const first = await world.join(a.accessToken);
    world.clock.advance(1000);
    first.socket.emit('player-move', { x: 1000, y: 1200 });
    await roundTrip(first.socket);
    await world.stop();

    world = await SocketTestWorld.start({ databasePath });
    const { token } = await world.server.game.ctx.accessTokens.issue(a.userId);
    expect((await world.join(token)).established).toMatchObject({ x: 1000, y: 1200 });
  });
});

describe('character changes over HTTP', () => {
  it('moves a live player back to the start on reset-stats, and peers see it', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player({ x: 900, y: 300 });
    const b = await world.player({ x: 600, y: 300 });
    const clientA = await world.join(a.accessToken);
    const clientB = await world.join(b.accessToken);
    // An accepted move the periodic save has not written yet: it must not survive the reset.
    world.clock.advance(1000);
    clientA.socket.emit('player-move', { x: 1000, y: 300 });
    await nextEvent(clientB.socket, 'players-moved');

    const corrected = nextEvent(clientA.socket, 'position-corrected');
    const seen = nextEvent(clientB.socket, 'players-moved');
    const res = await fetch(`${world.server.url}/api/player/reset-stats`, { method: 'POST', headers: a.headers });
    expect(res.status).toBe(200);
    expect(await corrected).toEqual({ x: 400, y: 300, reason: 'character-reset' });
    expect(world.movesIn([await seen])).toEqual([{ playerId: a.userId, x: 400, y: 300 }]);

    const player = await fetch(`${world.server.url}/api/game/player`, { headers: a.headers });
    expect(((await player.json()) as { data: { location: unknown } }).data.location).toMatchObject({ x: 400, y: 300 });
    await world.server.game.close();
    expect(await savedPosition(a.userId)).toEqual({ x: 400, y: 300 });
  });

  it('takes a deleted character out of the world: peers see it leave and it cannot rejoin without a name', async () => {
    world = await SocketTestWorld.start();
    const a = await world.player(inSamarkand);
    const b = await world.player(inSamarkand);
    const clientA = await world.join(a.accessToken);
    const clientB = await world.join(b.accessToken);
    world.clock.advance(1000);
    clientA.socket.emit('player-move', { x: samarkand.x + 100, y: samarkand.y });
    await nextEvent(clientB.socket, 'players-moved');

    const left = nextEvent(clientB.socket, 'player-left');
    const closed = new Promise<string>((resolve) => clientA.socket.once('disconnect', resolve));
    const res = await fetch(`${world.server.url}/api/player/character`, { method: 'DELETE', headers: a.headers });
    expect(res.status).toBe(200);
    expect(await left).toEqual({ playerId: a.userId });
    expect(await closed).toBe('io server disconnect');

    const refusal = await world.refusal({ token: a.accessToken });
    expect(refusal.message).toBe(PRESENCE_MESSAGES.needsInGameName);
    // The saved position is the fresh character's, not the live one from before the delete.
    await world.server.game.close();
    expect(await savedPosition(a.userId)).toEqual({ x: 400, y: 300 });
  });
});
